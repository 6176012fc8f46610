/// A pretend terminal for tests: interprets the output a `Renderer` (or `Terminal`) writes — cursor
/// moves, SGR attributes and colours, screen clears, private modes — into a screen buffer that can be
/// read back as text.
public struct HeadlessTerminal: Sendable {
    /// What is on the pretend screen.
    public private(set) var screen: ScreenBuffer
    /// Where the next character goes.
    public private(set) var cursor = Point(column: 0, row: 0)
    /// Whether the cursor is shown (`ESC[?25h` / `ESC[?25l`).
    public private(set) var isCursorVisible = true
    /// Whether the alternate screen is active (`ESC[?1049h`).
    public private(set) var isAlternateScreenActive = false
    /// Whether bracketed paste is on (`ESC[?2004h`).
    public private(set) var isBracketedPasteEnabled = false
    /// Every SGR parameter list seen, in order (e.g. `"0;1;31"`).
    public private(set) var graphicRenditions: [String] = []
    private var style = Style.plain

    /// Creates a blank pretend screen of `size`.
    public init(size: Size) {
        screen = ScreenBuffer(size: size)
    }

    /// The screen as text lines, trailing spaces removed.
    public var lines: [String] { TextRenderer.lines(of: screen) }

    /// Interprets `output`.
    public mutating func feed(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}", scalars.dropFirst().first == "[" {
                scalars = scalars.dropFirst(2)
                var parameters = ""
                while let next = scalars.first, (0x20...0x3F).contains(next.value) {
                    parameters.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                guard let final = scalars.first else { return }
                scalars = scalars.dropFirst()
                apply(final: Character(final), parameters: parameters)
                continue
            }
            var text = String.UnicodeScalarView()
            while let next = scalars.first, next != "\u{1B}" {
                text.append(next)
                scalars = scalars.dropFirst()
            }
            if text.isEmpty {
                scalars = scalars.dropFirst()  // a lone ESC: ignored
                continue
            }
            for character in String(text) {
                let advance = screen.write(String(character), at: cursor, style: style)
                cursor.column += advance
            }
        }
    }

    private mutating func apply(final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            let row = (numbers.first ?? 1) ?? 1
            let column = (numbers.count > 1 ? numbers[1] : 1) ?? 1
            cursor = Point(column: column - 1, row: row - 1)
        case "J" where parameters == "2":
            screen = ScreenBuffer(size: screen.size)
        case "m":
            graphicRenditions.append(parameters)
            applyGraphicRendition(numbers.map { $0 ?? 0 })
        case "h", "l":
            let isOn = final == "h"
            switch parameters {
            case "?25": isCursorVisible = isOn
            case "?1049": isAlternateScreenActive = isOn
            case "?2004": isBracketedPasteEnabled = isOn
            default: break
            }
        default:
            break
        }
    }

    private mutating func applyGraphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 4: style.isUnderlined = true
            case 7: style.isInverse = true
            case 31: style.foreground = .red
            case 33: style.foreground = .yellow
            case 36: style.foreground = .cyan
            case 39: style.foreground = .default
            case 90: style.foreground = .grey
            case 38 where index + 2 < numbers.count && numbers[index + 1] == 5:
                style.foreground = numbers[index + 2] == 79 ? .mint : .default
                index += 2
            default: break
            }
            index += 1
        }
    }
}
