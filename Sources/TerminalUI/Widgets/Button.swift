import RxCore

/// A push button: `[ Title ]`, activated by Enter or Space while focused and enabled.
///
/// Enabled buttons are bold in the accent colour, disabled ones grey and dim (in monochrome they also
/// change brackets to `( Title )`). A focused button is inverse and framed by `>` … `<`.
public final class Button: Widget {
    /// The text on the button.
    public var title: String { didSet { onChange?() } }
    /// Whether the button can be activated and focused.
    public var isEnabled = true { didSet { onChange?() } }
    public var isHidden = false { didSet { onChange?() } }
    public var isFocused = false { didSet { onChange?() } }
    public var onChange: (() -> Void)?

    let taps = PublishSubject<Void>()

    /// Creates a button titled `title`.
    public init(title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }

    deinit {
        taps.on(.completed)
    }

    public var canBecomeFocused: Bool { isEnabled && !isHidden }
    public var preferredHeight: Int { 1 }

    /// Taps the button if it is enabled and visible; returns whether it fired.
    @discardableResult
    public func activate() -> Bool {
        guard isEnabled, !isHidden else { return false }
        taps.on(.next(()))
        return true
    }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            return activate()
        default:
            return false
        }
    }

    /// The button's text in `mode`, without the focus frame.
    public func face(in mode: ColorMode) -> String {
        mode == .monochrome && !isEnabled ? "( \(title) )" : "[ \(title) ]"
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden, rect.size.rows > 0 else { return }
        let text = isFocused ? "> " + face(in: canvas.colorMode) + " <" : face(in: canvas.colorMode)
        let style =
            isEnabled
            ? Style(foreground: .accent, isBold: true, isInverse: isFocused)
            : Style(foreground: .grey, isDim: true, isInverse: isFocused)
        let width = CharacterWidth.columns(of: text)
        let column = rect.minColumn + max(0, (rect.size.columns - width) / 2)
        canvas.write(text, at: Point(column: column, row: rect.minRow), style: style, clip: rect)
    }
}
