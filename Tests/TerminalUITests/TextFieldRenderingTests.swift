import Testing

@testable import TerminalUI

struct TextFieldRenderingTests {
    /// A box row: `left`, one space, `content` padded to the inner width, `right` (trailing spaces
    /// trimmed like `TextRenderer` does).
    private func row(_ left: String, _ content: String, _ right: String, width: Int = 20) -> String {
        let padding = width - 3 - CharacterWidth.columns(of: content)
        return left + " " + content + String(repeating: " ", count: padding) + right
    }

    private func edge(_ left: String, _ line: String, _ right: String, width: Int = 20) -> String {
        left + String(repeating: line, count: width - 2) + right
    }

    @Test func emptyUnfocusedShowsLabelAsPlaceholderInside() {
        let field = TextField(label: "E-mail")
        #expect(!field.isLabelRaised)
        #expect(
            TextRenderer.lines(of: field, columns: 20) == [
                "", edge("┌", "─", "┐"), row("│", "E-mail", "│"), edge("└", "─", "┘"),
            ])
    }

    @Test func focusedEmptyRaisesLabelAndShowsCursorWithThickBorder() {
        let field = TextField(label: "E-mail")
        field.isFocused = true
        #expect(field.isLabelRaised)
        let canvas = TextRenderer.canvas(of: field, columns: 20)
        #expect(
            TextRenderer.lines(of: canvas.buffer) == [
                " E-mail", edge("┏", "━", "┓"), row("┃", "", "┃"), edge("┗", "━", "┛"),
            ])
        #expect(canvas.buffer[2, 2].style.isInverse)  // the cursor
        #expect(canvas.buffer[1, 0].style.foreground == .accent)
        #expect(canvas.buffer[0, 1].style.foreground == .accent)
    }

    @Test func filledUnfocusedKeepsLabelRaised() {
        let field = TextField(label: "E-mail", text: "a@b.co")
        let canvas = TextRenderer.canvas(of: field, columns: 20)
        #expect(
            TextRenderer.lines(of: canvas.buffer) == [
                " E-mail", edge("┌", "─", "┐"), row("│", "a@b.co", "│"), edge("└", "─", "┘"),
            ])
        #expect(canvas.buffer[1, 0].style.foreground == .grey)
        #expect(!canvas.buffer[8, 2].style.isInverse)
    }

    @Test func labelColorOverridesRaisedLabel() {
        let field = TextField(label: "E-mail", text: "a@b.co")
        field.labelColor = .mint
        #expect(TextRenderer.canvas(of: field, columns: 20).buffer[1, 0].style.foreground == .mint)
    }

    @Test func errorBorderIsDoubleAndRedEvenWhenFocused() {
        let field = TextField(label: "Confirm", text: "abc")
        field.borderStyle = .error
        field.isFocused = true
        #expect(field.effectiveBorderStyle == .error)
        let canvas = TextRenderer.canvas(of: field, columns: 20, colorMode: .monochrome)
        #expect(TextRenderer.lines(of: canvas.buffer)[1] == edge("╔", "═", "╗"))
        #expect(canvas.buffer[0, 1].style.foreground == .red)
    }

    @Test func secureHiddenShowsBulletsAndShowToggle() {
        let field = TextField(label: "Password", text: "secret", isSecureTextEntry: true)
        #expect(TextRenderer.lines(of: field, columns: 20)[2] == row("│", "••••••    [show]", "│"))
    }

    @Test func secureRevealedShowsTextAndHideToggle() {
        let field = TextField(label: "Password", text: "secret", isSecureTextEntry: true)
        field.isRevealed = true
        #expect(TextRenderer.lines(of: field, columns: 20)[2] == row("│", "secret    [hide]", "│"))
    }

    @Test func ctrlRTogglesRevealOnlyForSecureFields() {
        let secure = TextField(label: "Password", text: "pw", isSecureTextEntry: true)
        #expect(secure.handle(.control("r")))
        #expect(secure.isRevealed)
        #expect(secure.displayedText == "pw")
        let plain = TextField(label: "E-mail")
        #expect(!plain.handle(.control("r")))
    }

    @Test func longTextScrollsToKeepCursorVisible() {
        let field = TextField(label: "E-mail")
        field.isFocused = true
        for character in "abcdefghij" { _ = field.handle(.character(character)) }
        #expect(TextRenderer.lines(of: field, columns: 10)[2] == "┃ fghij  ┃")
        _ = field.handle(.home)
        #expect(TextRenderer.lines(of: field, columns: 10)[2] == "┃ abcdef ┃")
    }

    @Test func koreanTextRendersTwoColumnsPerSyllable() {
        let field = TextField(label: "이름", text: "한글")
        let lines = TextRenderer.lines(of: field, columns: 12)
        #expect(lines[0] == " 이름")
        #expect(lines[2] == "│ 한글     │")
        #expect(CharacterWidth.columns(of: lines[2]) == 12)
    }

    @Test func koreanTextScrollsByWholeSyllables() {
        let field = TextField(label: "이름")
        field.isFocused = true
        for character in "가나다라" { _ = field.handle(.character(character)) }
        #expect(TextRenderer.lines(of: field, columns: 10)[2] == "┃ 다라   ┃")
    }

    @Test func hiddenFieldDrawsNothing() {
        let field = TextField(label: "E-mail", text: "x")
        field.isHidden = true
        let lines = TextRenderer.lines(of: field, columns: 20)
        #expect(lines == ["", "", "", ""])
    }

    @Test func monochromeFocusedLabelIsBold() {
        let field = TextField(label: "E-mail")
        field.isFocused = true
        #expect(TextRenderer.canvas(of: field, columns: 20, colorMode: .monochrome).buffer[1, 0].style.isBold)
    }
}
