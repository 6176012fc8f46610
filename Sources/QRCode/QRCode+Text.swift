extension QRCode {
    /// The symbol as text, two module rows per line with the half-block characters `▀ ▄ █`, with a
    /// `quietZone` of light modules around it (the standard asks for 4).
    ///
    /// Terminals draw characters light on dark, so light modules are the drawn ones (as `qrencode -t
    /// UTF8` does); pass `lightIsDrawn: false` for dark-on-light output such as a text file printed on
    /// paper.
    public func halfBlockLines(quietZone: Int = 4, lightIsDrawn: Bool = true) -> [String] {
        let span = -quietZone..<(size + quietZone)
        func drawn(_ row: Int, _ column: Int) -> Bool { isDark(row: row, column: column) != lightIsDrawn }
        return stride(from: span.lowerBound, to: span.upperBound, by: 2).map { row in
            String(
                span.map { column -> Character in
                    switch (drawn(row, column), row + 1 < span.upperBound && drawn(row + 1, column)) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }
}
