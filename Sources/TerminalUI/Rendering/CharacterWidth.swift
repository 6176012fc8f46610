/// How many terminal columns text takes (East Asian Width, for the ranges a login screen meets).
///
/// Wide (2): Hangul Jamo leading consonants, Hangul syllables and compatibility Jamo, CJK ideographs
/// and punctuation, Hiragana/Katakana, full-width forms, and emoji. Zero: combining marks, Hangul
/// medial vowels and final consonants (U+1160–U+11FF, which join a preceding leading consonant), zero
/// width spaces and joiners, variation selectors, controls. Everything else: 1.
public enum CharacterWidth {
    /// Columns taken by `scalar`.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if zeroWidth.contains(where: { $0.contains(value) }) { return 0 }
        if wide.contains(where: { $0.contains(value) }) { return 2 }
        return 1
    }

    /// Columns taken by `character`: its widest scalar (a cluster is drawn in one cell group).
    public static func columns(of character: Character) -> Int {
        character.unicodeScalars.map(columns(of:)).max() ?? 0
    }

    /// Columns taken by `text`.
    public static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The longest prefix of `text` that fits in `limit` columns.
    public static func prefix(of text: String, fittingIn limit: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = columns(of: character)
            if used + width > limit { break }
            used += width
            result.append(character)
        }
        return result
    }

    private static let zeroWidth: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
        0x1160...0x11FF, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x20D0...0x20FF,
        0xD7B0...0xD7FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF...0xFEFF, 0xE0100...0xE01EF,
    ]

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo leading consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun
        0x3250...0x4DBF,  // enclosed CJK, CJK extension A
        0x4E00...0xA4CF,  // CJK unified ideographs, Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
