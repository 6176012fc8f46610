import QRCode
import TerminalUI

/// A QR code drawn with half-block characters (two module rows per line, light modules drawn, as on a
/// dark terminal), centred; where the window is narrower than the symbol a one-line note says to widen
/// it instead, so a small terminal never shows a broken code.
final class QRCodeView: Widget {
    /// The text to encode; nil draws nothing.
    var text: String? {
        didSet {
            lines = text.flatMap { try? QRCode($0).halfBlockLines(quietZone: 2) } ?? []
            onChange?()
        }
    }
    var isHidden = false { didSet { onChange?() } }
    var isFocused = false
    var onChange: (() -> Void)?
    private(set) var lines: [String] = []
    private let tooWideNote: String

    init(tooWideNote: String) {
        self.tooWideNote = tooWideNote
    }

    private var symbolWidth: Int { lines.first?.count ?? 0 }

    var preferredHeight: Int { lines.isEmpty ? 0 : lines.count }

    func preferredHeight(forWidth columns: Int) -> Int {
        guard !lines.isEmpty, !isHidden else { return 0 }
        return columns >= symbolWidth ? lines.count : 1
    }

    func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden, !lines.isEmpty else { return }
        let fits = rect.size.columns >= symbolWidth
        let shown = fits ? lines : [tooWideNote]
        for (offset, line) in shown.enumerated() where offset < rect.size.rows {
            let width = CharacterWidth.columns(of: line)
            let indent = max(0, (rect.size.columns - width) / 2)
            canvas.write(
                line, at: Point(column: rect.minColumn + indent, row: rect.minRow + offset),
                style: Style(foreground: fits ? .default : .grey), clip: rect)
        }
    }
}
