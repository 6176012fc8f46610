/// Comma-separated values as RFC 4180 writes them: fields with a comma, a quote or a line break are
/// quoted, quotes inside doubled. Reading also takes CRLF or LF line ends and skips blank lines.
enum CSVTable {
    /// One line (without its line end) of `fields`.
    static func line(_ fields: [String]) -> String {
        fields.map { field in
            guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
                return field
            }
            return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",")
    }

    /// The rows of `text`; nil when a quoted field is never closed.
    static func rows(_ text: String) -> [[String]]? {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending = characters.next()
        func endRow() {
            row.append(field)
            if row != [""] { rows.append(row) }
            row = []
            field = ""
        }
        while let character = pending {
            pending = characters.next()
            if quoted {
                if character == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\n", "\r\n", "\r": endRow()
            default: field.append(character)
            }
        }
        guard !quoted else { return nil }
        if !field.isEmpty || !row.isEmpty { endRow() }
        return rows
    }
}
