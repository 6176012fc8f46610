/// A screen: a centred column of widgets, the focus chain through them, and at most one alert on top.
///
/// Keys go to the alert when one is presented; otherwise to the focused widget, then to the focus chain
/// (Tab, Shift-Tab, arrows); an Enter nobody used moves the focus on, as in a form.
public final class Window {
    /// The column of widgets.
    public let layout: VerticalLayout
    /// Focus order.
    public let focusChain = FocusChain()
    /// The alert shown on top, if any.
    public private(set) var alert: AlertDialog?
    /// Called whenever something visible changes.
    public var onChange: (() -> Void)?
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
        if let focused = focusChain.focused, focused.handle(key) { return true }
        if focusChain.handle(key) { return true }
        if key == .enter { return focusChain.focusNext() }
        return false
    }

    /// Advances every animation; returns whether anything changed.
    public func tick() -> Bool {
        widgets.reduce(false) { $1.tick() || $0 }
    }

    /// Draws the column and the alert.
    public func draw(on canvas: inout Canvas) {
        let bounds = canvas.buffer.bounds
        for (widget, rect) in layout.frames(in: bounds) where !widget.isHidden {
            widget.draw(in: rect, on: &canvas)
        }
        alert?.draw(in: bounds, on: &canvas)
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
