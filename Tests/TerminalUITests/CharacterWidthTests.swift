import Testing

@testable import TerminalUI

struct CharacterWidthTests {
    @Test func asciiIsOneColumn() {
        #expect(CharacterWidth.columns(of: "abc@1") == 5)
    }

    @Test func hangulSyllablesAreTwoColumns() {
        #expect(CharacterWidth.columns(of: Character("가")) == 2)
        #expect(CharacterWidth.columns(of: Character("힣")) == 2)
        #expect(CharacterWidth.columns(of: "비밀번호") == 8)
        #expect(CharacterWidth.columns(of: "a한b") == 4)
    }

    @Test func hangulJamoAndCompatibilityJamo() {
        #expect(CharacterWidth.columns(of: Unicode.Scalar(0x1100)!) == 2)  // leading consonant
        #expect(CharacterWidth.columns(of: Unicode.Scalar(0x1161)!) == 0)  // medial vowel joins
        #expect(CharacterWidth.columns(of: Character("ㅎ")) == 2)  // U+314E compatibility Jamo
        // A decomposed syllable (leading consonant + vowel) is one two-column cluster.
        #expect(CharacterWidth.columns(of: Character("\u{1112}\u{1161}")) == 2)
    }

    @Test func cjkAndFullWidthAreTwoColumns() {
        #expect(CharacterWidth.columns(of: "漢字") == 4)
        #expect(CharacterWidth.columns(of: Character("Ａ")) == 2)
        #expect(CharacterWidth.columns(of: Character("😀")) == 2)
    }

    @Test func combiningMarksAndControlsAreZero() {
        #expect(CharacterWidth.columns(of: Unicode.Scalar(0x0301)!) == 0)
        #expect(CharacterWidth.columns(of: Character("e\u{0301}")) == 1)
        #expect(CharacterWidth.columns(of: Unicode.Scalar(0x07)!) == 0)
    }

    @Test func narrowSymbolsStayNarrow() {
        #expect(CharacterWidth.columns(of: "✓✗•─") == 4)
    }

    @Test func prefixFitsWithoutSplittingWideCharacters() {
        #expect(CharacterWidth.prefix(of: "한글ab", fittingIn: 3) == "한")
        #expect(CharacterWidth.prefix(of: "한글ab", fittingIn: 5) == "한글a")
    }
}
