/// A hand-written scanner for the WHATWG "valid e-mail address" grammar (see ``EmailAddress``).
///
/// It works on UTF-8 bytes: every byte of a valid address is ASCII, so any byte ≥ 0x80 rejects.
struct EmailGrammarScanner {
    private let bytes: [UInt8]

    init(_ candidate: String) {
        bytes = Array(candidate.utf8)
    }

    func scan() -> Bool {
        guard bytes.count <= EmailAddress.maximumLength else { return false }
        guard let at = scanLocalPart() else { return false }
        return scanDomain(from: at + 1)
    }

    /// Scans `1*( atext / "." )` and returns the index of the `@` that ends it.
    private func scanLocalPart() -> Int? {
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "@") {
            let byte = bytes[index]
            guard byte == UInt8(ascii: ".") || Self.isAtext(byte) else { return nil }
            index += 1
        }
        guard index > 0, index < bytes.count else { return nil }
        return index
    }

    /// Scans `label *( "." label )` from `start` to the end of the input.
    private func scanDomain(from start: Int) -> Bool {
        var labelStart = start
        while true {
            var index = labelStart
            while index < bytes.count, bytes[index] != UInt8(ascii: ".") {
                index += 1
            }
            guard isLabel(labelStart..<index) else { return false }
            if index == bytes.count { return true }
            labelStart = index + 1
        }
    }

    /// `let-dig [ [ ldh-str ] let-dig ]`, 1 to 63 characters.
    private func isLabel(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty, range.count <= EmailAddress.maximumLabelLength else { return false }
        guard Self.isLetterOrDigit(bytes[range.lowerBound]),
            Self.isLetterOrDigit(bytes[range.upperBound - 1])
        else { return false }
        return range.allSatisfy { Self.isLetterOrDigit(bytes[$0]) || bytes[$0] == UInt8(ascii: "-") }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            false
        }
    }

    /// RFC 5322 `atext`, the character set the HTML grammar borrows for the local part.
    private static func isAtext(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || atextSymbols.contains(byte)
    }

    private static let atextSymbols: Set<UInt8> = Set("!#$%&'*+-/=?^_`{|}~".utf8)
}
