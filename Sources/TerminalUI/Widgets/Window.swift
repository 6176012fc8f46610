/// A screen: a centred column of widgets, the focus chain through them, and at most one alert on top.
///
/// Keys go to the alert when one is presented; otherwise to the focused widget, then to the focus chain
/// (Tab, Shift-Tab, arrows); an Enter nobody used moves the focus to the next text field, as in a form
/// (never to a button). While `isLocked` (a request in flight) only the alert gets keys.
///
/// A column higher than the screen scrolls so that the focused widget is always on screen, with `↑`
/// and `↓` in the right margin where more is above or below. PgDn and PgUp scroll the whole column a
/// screen at a time (to the top of the first widget cut off below, and back), whatever has the focus;
/// the column stays there until the focus moves or the focused widget takes a key. A screen smaller than `minimumSize` shows
/// `tooSmallNotice` and the size it needs instead.
public final class Window {
    /// The column of widgets.
    public let layout: VerticalLayout
    /// Focus order.
    public let focusChain = FocusChain()
    /// The alert shown on top, if any.
    public private(set) var alert: AlertDialog?
    /// Called whenever something visible changes.
    public var onChange: (() -> Void)?
    /// Whether keys are kept from the widgets (the alert still gets them).
    public var isLocked = false { didSet { onChange?() } }
    /// The smallest screen the window can be used on (default: any).
    public var minimumSize = Size(columns: 1, rows: 1) { didSet { onChange?() } }
    /// Shown on a screen smaller than `minimumSize`, followed by that size (the app sets the text in
    /// the user's language).
    public var tooSmallNotice = "Window too small; make it at least" { didSet { onChange?() } }
    /// Rows of the column scrolled off the top (kept between draws, so the column only moves as far as
    /// the focus needs).
    public private(set) var scrollOffset = 0
    /// The offset PgUp/PgDn or ``scrollToTop()`` chose, kept until the focus needs the column to move.
    private var chosenScrollOffset: Int?
    /// The screen the column was last drawn on (PgUp/PgDn scroll by its height).
    private var lastBounds: Rect?
    private var widgets: [any Widget] = []
    private var isRepairingFocus = false

    /// Creates an empty window whose column is `width` wide with `spacing` rows between widgets.
    public init(width: Int = 44, spacing: Int = 0) {
        layout = VerticalLayout(width: width, spacing: spacing)
    }

    /// Adds `widget` (and its `accessory`) to the column; focusable widgets join the focus chain.
    public func add(_ widget: any Widget, accessory: (any Widget)? = nil) {
        layout.append(widget, accessory: accessory)
        for member in [widget] + (accessory.map { [$0] } ?? []) {
            widgets.append(member)
            member.onChange = { [weak self] in self?.widgetChanged() }
            if member is TextField || member is Button || member is ListView { focusChain.append(member) }
        }
        if focusChain.focused == nil { focusChain.focusFirst() }
    }

    /// Shows `alert` on top; it takes every key until an action is chosen.
    public func present(_ alert: AlertDialog) {
        self.alert = alert
        alert.isFocused = true
        alert.onChange = { [weak self] in self?.onChange?() }
        alert.onFinish = { [weak self, weak alert] action in
            guard let self, let alert, self.alert === alert else { return }
            self.dismissAlert()
            action?.handler?()
        }
        onChange?()
    }

    /// Removes the alert.
    public func dismissAlert() {
        alert?.isFocused = false
        alert = nil
        onChange?()
    }

    /// Routes `key`; returns whether anything used it.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        if let alert { return alert.handle(key) }
        if isLocked { return false }
        if key == .pageDown || key == .pageUp { return scrollPage(down: key == .pageDown) }
        if let focused = focusChain.focused, focused.handle(key) {
            chosenScrollOffset = nil
            return true
        }
        if focusChain.handle(key) || (key == .enter && focusChain.focusNextField()) {
            chosenScrollOffset = nil
            return true
        }
        return false
    }

    /// Shows the top of the column (e.g. a screen whose focus starts below a long explanation) until
    /// the focus moves or the focused widget takes a key.
    public func scrollToTop() {
        chosenScrollOffset = 0
        onChange?()
    }

    /// PgDn: the first widget cut off at the bottom moves to the top (a screen further when one widget
    /// fills the screen); PgUp: back up to the highest widget top that keeps what was at the top in view,
    /// at most a screen. Returns whether the column moved.
    private func scrollPage(down: Bool) -> Bool {
        guard let bounds = lastBounds else { return false }
        let rows = bounds.size.rows
        let overflow = layout.height(in: bounds) - rows
        guard overflow > 0 else { return false }
        let current = scrollOffset
        let tops = layout.items.filter { !$0.widget.isHidden }.compactMap { layout.rows(of: $0.widget, in: bounds) }
        var target: Int
        if down {
            let cut = tops.first { $0.upperBound > current + rows && $0.lowerBound > current }
            target = cut?.lowerBound ?? current + rows - 1
        } else {
            let earliest = current - rows + 1
            target = tops.map(\.lowerBound).filter { $0 >= earliest && $0 < current }.min() ?? earliest
        }
        target = max(0, min(target, overflow))
        guard target != current else { return false }
        chosenScrollOffset = target
        onChange?()
        return true
    }

    /// Advances every animation; returns whether anything changed.
    public func tick() -> Bool {
        widgets.reduce(false) { $1.tick() || $0 }
    }

    /// Draws the column and the alert, or the too-small notice.
    public func draw(on canvas: inout Canvas) {
        let bounds = canvas.buffer.bounds
        guard bounds.size.columns >= minimumSize.columns, bounds.size.rows >= minimumSize.rows else {
            drawTooSmallNotice(in: bounds, on: &canvas)
            return
        }
        lastBounds = bounds
        let overflow = layout.height(in: bounds) - bounds.size.rows
        if overflow <= 0 {
            scrollOffset = 0
        } else if let chosen = chosenScrollOffset {
            scrollOffset = max(0, min(chosen, overflow))
        } else {
            scrollOffset = scrollKeepingFocusVisible(in: bounds, overflow: overflow)
        }
        for (widget, rect) in layout.frames(in: bounds, scrolledBy: scrollOffset) where !widget.isHidden {
            widget.draw(in: rect, on: &canvas)
        }
        if overflow > 0 {
            let marker = Style(foreground: .grey)
            let column = bounds.maxColumn - 1
            if scrollOffset > 0 {
                canvas.write("↑", at: Point(column: column, row: bounds.minRow), style: marker)
            }
            if scrollOffset < overflow {
                canvas.write("↓", at: Point(column: column, row: bounds.maxRow - 1), style: marker)
            }
        }
        alert?.draw(in: bounds, on: &canvas)
    }

    /// The scroll offset nearest to the current one that shows all of the focused widget.
    private func scrollKeepingFocusVisible(in bounds: Rect, overflow: Int) -> Int {
        let rows = bounds.size.rows
        var offset = min(scrollOffset, overflow)
        if let focused = focusChain.focused, let span = layout.rows(of: focused, in: bounds) {
            if span.upperBound > offset + rows { offset = span.upperBound - rows }
            if span.lowerBound < offset { offset = span.lowerBound }
        }
        return max(0, min(offset, overflow))
    }

    private func drawTooSmallNotice(in bounds: Rect, on canvas: inout Canvas) {
        let text = "\(tooSmallNotice) \(minimumSize.columns)×\(minimumSize.rows)"
        let lines = AlertDialog.wrap(text, width: max(1, bounds.size.columns))
        let top = bounds.minRow + max(0, (bounds.size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let indent = max(0, (bounds.size.columns - CharacterWidth.columns(of: line)) / 2)
            canvas.write(
                line, at: Point(column: bounds.minColumn + indent, row: top + offset),
                style: Style(foreground: .yellow, isBold: true), clip: bounds)
        }
    }

    private func widgetChanged() {
        if !isRepairingFocus {
            isRepairingFocus = true
            focusChain.repairFocus()
            if focusChain.focused == nil { focusChain.focusFirst() }
            isRepairingFocus = false
        }
        onChange?()
    }
}
