/// An activity indicator: a frame that advances on every tick while animating, followed by an
/// optional title. Like a stopped activity indicator it draws nothing while not animating.
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
        guard isAnimating, !isHidden else { return }
        let text =
            title.isEmpty ? String(frame(in: canvas.colorMode)) : "\(frame(in: canvas.colorMode)) \(title)"
        let width = CharacterWidth.columns(of: text)
        let column = rect.minColumn + max(0, (rect.size.columns - width) / 2)
        canvas.write(
            text, at: Point(column: column, row: rect.minRow), style: Style(foreground: .accent),
            clip: rect)
    }
}
