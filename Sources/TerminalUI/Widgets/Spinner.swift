/// An activity indicator: a frame that advances on every tick while animating, followed by an
/// optional title. Stopped, it draws its `message` if it has one (e.g. "Cancelled."), else nothing.
public final class Spinner: Widget {
    /// Frames in colour mode.
    public static let colorFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Frames in monochrome (plain ASCII).
    public static let monochromeFrames: [Character] = ["|", "/", "-", "\\"]

    /// Whether the spinner runs (and shows).
    public var isAnimating = false {
        didSet {
            if !isAnimating { frameIndex = 0 }
            onChange?()
        }
    }
    /// Text after the frame, e.g. "Signing in…".
    public var title: String { didSet { onChange?() } }
    /// Text shown in the spinner's place while it is stopped; nil shows nothing.
    public var message: String? { didSet { onChange?() } }
    /// Ticks since the spinner started.
    public private(set) var frameIndex = 0
    public var isHidden = false { didSet { onChange?() } }
    public var isFocused = false
    public var onChange: (() -> Void)?

    /// Creates a stopped spinner.
    public init(title: String = "") {
        self.title = title
    }

    public var preferredHeight: Int { 1 }

    /// The frame shown now in `mode`.
    public func frame(in mode: ColorMode) -> Character {
        let frames = mode == .color ? Self.colorFrames : Self.monochromeFrames
        return frames[frameIndex % frames.count]
    }

    public func tick() -> Bool {
        guard isAnimating else { return false }
        frameIndex += 1
        onChange?()
        return true
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden else { return }
        guard isAnimating else {
            if let message { drawCentered(message, in: rect, style: Style(foreground: .grey), on: &canvas) }
            return
        }
        let text =
            title.isEmpty ? String(frame(in: canvas.colorMode)) : "\(frame(in: canvas.colorMode)) \(title)"
        drawCentered(text, in: rect, style: Style(foreground: .accent), on: &canvas)
    }

    private func drawCentered(_ text: String, in rect: Rect, style: Style, on canvas: inout Canvas) {
        let width = CharacterWidth.columns(of: text)
        let column = rect.minColumn + max(0, (rect.size.columns - width) / 2)
        canvas.write(text, at: Point(column: column, row: rect.minRow), style: style, clip: rect)
    }
}
