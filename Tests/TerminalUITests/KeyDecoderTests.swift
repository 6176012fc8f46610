import Testing

@testable import TerminalUI

struct KeyDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\u{1B}[1;5C", .right), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace),
        ("\u{01}", .ctrlA), ("\u{05}", .ctrlE), ("\u{15}", .ctrlU), ("\u{17}", .ctrlW),
        ("\u{03}", .ctrlC), ("\u{04}", .ctrlD), ("\u{0C}", .ctrlL),
    ])
    func decodesKeyTable(sequence: String, key: Key) {
        #expect(decode(bytes(sequence)) == [key])
    }

    @Test func decodesPrintableText() {
        #expect(
            decode(bytes("a1 @")) == [.character("a"), .character("1"), .character(" "), .character("@")])
    }

    @Test func decodesHangulSyllables() {
        #expect(decode(bytes("한글")) == [.character("한"), .character("글")])
        #expect(bytes("한").count == 3)
    }

    @Test func decodesFourByteCharacter() {
        #expect(decode(bytes("😀x")) == [.character("😀"), .character("x")])
    }

    @Test func waitsForUTF8SplitAcrossReads() {
        var decoder = KeyDecoder()
        let hangul = bytes("한")
        #expect(decoder.decode(hangul[0..<1]).isEmpty)
        #expect(decoder.decode(hangul[1..<2]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(hangul[2..<3] + bytes("a")) == [.character("한"), .character("a")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func waitsForEscapeSequenceSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(bytes("[")).isEmpty)
        #expect(decoder.decode(bytes("3")).isEmpty)
        #expect(decoder.decode(bytes("~x")) == [.delete, .character("x")])
    }

    @Test func loneEscapeBecomesEscapeOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeFollowedByOrdinaryByteInSameReadIsEscape() {
        #expect(decode([0x1B, UInt8(ascii: "x")]) == [.escape, .character("x")])
        #expect(decode([0x1B, 0x1B, UInt8(ascii: "["), UInt8(ascii: "A")]) == [.escape, .up])
    }

    @Test func crlfIsOneEnter() {
        #expect(decode(bytes("a\r\nb")) == [.character("a"), .enter, .character("b")])
        #expect(decode(bytes("\r\r")) == [.enter, .enter])
    }

    @Test func bracketedPasteIsOneEvent() {
        let pasted = "\u{1B}[200~hello\tworld 한\u{1B}[201~x"
        #expect(decode(bytes(pasted)) == [.paste("hello\tworld 한"), .character("x")])
    }

    @Test func bracketedPasteSplitAcrossReads() {
        var decoder = KeyDecoder()
        let whole = bytes("\u{1B}[200~abc\u{1B}[A한\u{1B}[201~")
        var keys: [Key] = []
        for byte in whole {
            keys += decoder.decode([byte])
        }
        #expect(keys == [.paste("abc\u{1B}[A한")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func pasteEndMarkerCutByReadBoundary() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("\u{1B}[200~ab\u{1B}[20")).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.decode(bytes("1~")) == [.paste("ab")])
    }

    @Test func unknownSequenceKeepsBytes() {
        #expect(decode(bytes("\u{1B}[99~")) == [.unknown(bytes("\u{1B}[99~"))])
    }

    @Test func invalidUTF8BecomesReplacementCharacter() {
        #expect(decode([0xFF, UInt8(ascii: "a")]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decode([0xE0, UInt8(ascii: "a"), 0x80]).first == .character("\u{FFFD}"))
    }
}
