import Testing

@testable import TerminalUI

struct TextFieldEditingTests {
    private func field(typing text: String) -> TextField {
        let field = TextField(label: "Field")
        for character in text { #expect(field.handle(.character(character))) }
        return field
    }

    @Test func typingInsertsAtCursor() {
        let field = field(typing: "ac")
        #expect(field.handle(.left))
        #expect(field.handle(.character("b")))
        #expect(field.text == "abc")
        #expect(field.cursorIndex == 2)
    }

    @Test func backspaceAndDelete() {
        let field = field(typing: "abcd")
        _ = field.handle(.backspace)
        #expect(field.text == "abc")
        _ = field.handle(.home)
        _ = field.handle(.delete)
        #expect(field.text == "bc")
        #expect(field.cursorIndex == 0)
        _ = field.handle(.backspace)  // nothing before the cursor
        #expect(field.text == "bc")
        _ = field.handle(.end)
        _ = field.handle(.delete)  // nothing after the cursor
        #expect(field.text == "bc")
    }

    @Test func homeEndAndEmacsKeys() {
        let field = field(typing: "hello")
        _ = field.handle(.ctrlA)
        #expect(field.cursorIndex == 0)
        _ = field.handle(.ctrlE)
        #expect(field.cursorIndex == 5)
        _ = field.handle(.home)
        #expect(field.cursorIndex == 0)
        _ = field.handle(.end)
        #expect(field.cursorIndex == 5)
        _ = field.handle(.right)
        #expect(field.cursorIndex == 5)
    }

    @Test func ctrlUClearsToStart() {
        let field = field(typing: "user@example")
        for _ in 0..<7 { _ = field.handle(.left) }
        _ = field.handle(.ctrlU)
        #expect(field.text == "example")
        #expect(field.cursorIndex == 0)
    }

    @Test func ctrlWDeletesPreviousWord() {
        let field = field(typing: "hello big world  ")
        _ = field.handle(.ctrlW)
        #expect(field.text == "hello big ")
        _ = field.handle(.ctrlW)
        #expect(field.text == "hello ")
        _ = field.handle(.ctrlW)
        _ = field.handle(.ctrlW)
        #expect(field.text == "")
    }

    @Test func ctrlKDeletesToEnd() {
        let field = field(typing: "abcdef")
        _ = field.handle(.home)
        _ = field.handle(.right)
        _ = field.handle(.control("k"))
        #expect(field.text == "a")
    }

    @Test func pasteInsertsWithoutLineBreaksOrControls() {
        let field = field(typing: "<>")
        _ = field.handle(.left)
        #expect(field.handle(.paste("a\r\nb\tc한")))
        #expect(field.text == "<abc한>")
        #expect(field.cursorIndex == 5)
    }

    @Test func hangulEditingCountsSyllables() {
        let field = field(typing: "한국어")
        _ = field.handle(.backspace)
        #expect(field.text == "한국")
        _ = field.handle(.left)
        _ = field.handle(.character("x"))
        #expect(field.text == "한x국")
    }

    @Test func settingTextMovesCursorToEnd() {
        let field = TextField(label: "Field")
        field.text = "abc"
        #expect(field.cursorIndex == 3)
    }

    @Test func disabledFieldIgnoresKeys() {
        let field = TextField(label: "Field")
        field.isEnabled = false
        #expect(!field.handle(.character("a")))
        #expect(field.text == "")
        #expect(!field.canBecomeFocused)
    }

    @Test func navigationKeysAreLeftToTheFocusChain() {
        let field = TextField(label: "Field")
        #expect(!field.handle(.tab))
        #expect(!field.handle(.up))
        #expect(!field.handle(.enter))
    }

    @Test func editsNotifyChange() {
        let field = TextField(label: "Field")
        var changes = 0
        field.onChange = { changes += 1 }
        _ = field.handle(.character("a"))
        #expect(changes > 0)
    }
}
