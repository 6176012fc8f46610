/// A modal message box with a title, a message and a row of actions, one of them the default.
///
/// While presented in a `Window` it takes every key: Tab/Right and Shift-Tab/Left move between the
/// actions, Enter or Space chooses the selected one, Esc chooses the cancel action (or, with none,
/// dismisses). Every action shows its brackets, `[ Title ]`, like a button on a screen; the selected one
/// is also framed as a focused button is, `> [ Title ] <` (and inverse in colour).
public final class AlertDialog: Widget {
    /// Bold first line.
    public var title: String { didSet { onChange?() } }
    /// The text below the title, wrapped to the dialog's width.
    public var message: String { didSet { onChange?() } }
    /// The buttons, left to right.
    public let actions: [AlertAction]
    /// The action chosen by Enter when the alert appears.
    public let preferredActionIndex: Int
    /// The action Enter chooses now.
    public private(set) var selectedActionIndex: Int { didSet { onChange?() } }
    public var isHidden = false { didSet { onChange?() } }
    public var isFocused = false
    public var onChange: (() -> Void)?
    /// Set by the presenting window: dismisses the alert, then runs the chosen action (nil for Esc
    /// without a cancel action).
    var onFinish: ((AlertAction?) -> Void)?

    /// Creates an alert. The default action is `preferredActionIndex`, else the first `.default` one.
    public init(title: String, message: String, actions: [AlertAction], preferredActionIndex: Int? = nil) {
        self.title = title
        self.message = message
        self.actions = actions
        let fallback = actions.firstIndex { $0.style == .default } ?? 0
        self.preferredActionIndex = preferredActionIndex ?? fallback
        selectedActionIndex = self.preferredActionIndex
    }

    public var canBecomeFocused: Bool { !isHidden }
    public var preferredHeight: Int { 6 }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .right:
            if !actions.isEmpty { selectedActionIndex = (selectedActionIndex + 1) % actions.count }
        case .backTab, .left:
            if !actions.isEmpty {
                selectedActionIndex = (selectedActionIndex + actions.count - 1) % actions.count
            }
        case .enter, .character(" "):
            choose(actions.indices.contains(selectedActionIndex) ? actions[selectedActionIndex] : nil)
        case .escape:
            choose(actions.first { $0.style == .cancel })
        default:
            break
        }
        return true  // modal: nothing passes through
    }

    private func choose(_ action: AlertAction?) {
        if let onFinish {
            onFinish(action)
        } else {
            action?.handler?()
        }
    }

    /// The row of action buttons as text.
    public var actionRow: String {
        actions.indices.map(face(of:)).joined(separator: " ")
    }

    /// How action `index` reads: `> [ Title ] <` when selected, else `  [ Title ]  ` (the same width).
    private func face(of index: Int) -> String {
        index == selectedActionIndex ? "> [ \(actions[index].title) ] <" : "  [ \(actions[index].title) ]  "
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden else { return }
        let wanted = max(CharacterWidth.columns(of: title), CharacterWidth.columns(of: actionRow), 24) + 4
        let width = min(rect.size.columns, max(wanted, min(48, CharacterWidth.columns(of: message) + 4)))
        let messageLines = Self.wrap(message, width: max(1, width - 4))
        let height = min(rect.size.rows, messageLines.count + 6)
        let box = Rect(
            column: rect.minColumn + (rect.size.columns - width) / 2,
            row: rect.minRow + (rect.size.rows - height) / 2, columns: width, rows: height)
        canvas.fill(box)
        canvas.drawBox(box, border: .double, style: Style(foreground: .yellow))
        let inner = box.insetBy(columns: 2, rows: 1)
        write(centered: title, row: inner.minRow, in: inner, style: Style(isBold: true), on: &canvas)
        for (offset, line) in messageLines.enumerated() {
            canvas.write(
                line, at: Point(column: inner.minColumn, row: inner.minRow + 2 + offset), clip: inner)
        }
        drawActions(row: inner.maxRow - 1, in: inner, on: &canvas)
    }

    private func drawActions(row: Int, in inner: Rect, on canvas: inout Canvas) {
        var column =
            inner.minColumn + max(0, (inner.size.columns - CharacterWidth.columns(of: actionRow)) / 2)
        for (index, action) in actions.enumerated() {
            let isSelected = index == selectedActionIndex
            let text = face(of: index)
            let style = Style(
                foreground: action.style == .destructive ? .red : .accent,
                isBold: index == preferredActionIndex, isInverse: isSelected)
            column += canvas.write(text, at: Point(column: column, row: row), style: style, clip: inner) + 1
        }
    }

    private func write(centered text: String, row: Int, in rect: Rect, style: Style, on canvas: inout Canvas)
    {
        let indent = max(0, (rect.size.columns - CharacterWidth.columns(of: text)) / 2)
        canvas.write(text, at: Point(column: rect.minColumn + indent, row: row), style: style, clip: rect)
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if CharacterWidth.columns(of: candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = String(word)
                while CharacterWidth.columns(of: rest) > width {
                    let head = breakableHead(of: rest, fittingIn: width)
                    lines.append(head)
                    rest.removeFirst(head.count)
                }
                line = rest
            }
            lines.append(line)
        }
        return lines
    }

    /// The part of a word too long for a line that goes on this line: up to the last place where a path
    /// or link reads well broken (after `/`, before `?`, `&` or `#`) in the first two thirds or more of
    /// what fits, else as many characters as fit.
    static func breakableHead(of word: String, fittingIn width: Int) -> String {
        let head = Array(CharacterWidth.prefix(of: word, fittingIn: width))
        guard !head.isEmpty else { return String(word.prefix(1)) }
        for index in stride(from: head.count - 1, through: max(1, head.count / 3), by: -1) {
            let (before, after) = (head[index - 1], head[index])
            if (before == "/" && after != "/") || "?&#".contains(after) { return String(head[..<index]) }
        }
        return String(head)
    }
}
