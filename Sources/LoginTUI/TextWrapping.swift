import TerminalUI

/// Breaks prose into lines for a `Label`, which draws lines as given.
enum TextWrapping {
    /// `text` in lines of at most `width` columns, broken at spaces (a longer word gets a line of its
    /// own and is clipped when drawn).
    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if CharacterWidth.columns(of: candidate) <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
