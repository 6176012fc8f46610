import Testing

@testable import TerminalUI

/// Windows on screens smaller than their column: scrolling to the focus, accessories kept on screen,
/// wrapping labels, the too-small notice, and the lock that keeps keys from the widgets.
struct SmallScreenTests {
    private func form(buttons: Int) -> (Window, TextField, [Button]) {
        let window = Window(width: 20)
        let field = TextField(label: "Name")
        window.add(field, accessory: ValidityMark(isValid: true))
        let list = (1...buttons).map { Button(title: "B\($0)") }
        for button in list { window.add(button) }
        return (window, field, list)
    }

    private func text(_ window: Window, _ size: Size) -> String {
        TextRenderer.lines(of: window, size: size, colorMode: .monochrome).joined(separator: "\n")
    }

    @Test func theColumnScrollsToTheFocusedWidget() {
        let (window, _, buttons) = form(buttons: 8)  // 12 rows on a 6-row screen
        let size = Size(columns: 30, rows: 6)
        #expect(text(window, size).contains("Name"))
        #expect(text(window, size).contains("↓"))
        for button in buttons {
            window.handle(.tab)
            #expect(button.isFocused)
            #expect(text(window, size).contains("> [ \(button.title) ] <"), "\(button.title)")
        }
        #expect(window.scrollOffset == 6)
        #expect(text(window, size).contains("↑") && !text(window, size).contains("↓"))
        window.handle(.tab)  // back to the field at the top
        #expect(text(window, size).contains("Name"))
        #expect(window.scrollOffset == 0)
    }

    @Test func accessoriesStayOnANarrowScreen() {
        let (window, _, _) = form(buttons: 1)
        let lines = TextRenderer.lines(of: window, size: Size(columns: 20, rows: 8), colorMode: .monochrome)
        #expect(lines.contains { $0.hasSuffix("[ok]") }, "\(lines)")
        #expect(lines.allSatisfy { CharacterWidth.columns(of: $0) <= 20 })
    }

    @Test func wrappingLabelsBreakLongWordsAndGrow() {
        let label = Label(text: "see /a/very/long/path/to/a/file.txt", wrapsText: true)
        // Issue 33, item 1: a path breaks after its slashes, not inside a name.
        #expect(label.preferredHeight(forWidth: 12) == 5)
        let lines = TextRenderer.lines(of: label, columns: 12)
        #expect(lines == ["see", "/a/very/", "long/path/", "to/a/", "file.txt"])
        #expect(Label(text: "plain").preferredHeight(forWidth: 2) == 1)
    }

    @Test func belowTheMinimumTheWindowSaysSo() {
        let (window, _, _) = form(buttons: 2)
        window.minimumSize = Size(columns: 25, rows: 8)
        window.tooSmallNotice = "Too small:"
        let shown = text(window, Size(columns: 24, rows: 8))
        #expect(shown.contains("Too small: 25×8"))
        #expect(!shown.contains("Name"))
        #expect(text(window, Size(columns: 25, rows: 8)).contains("Name"))
    }

    @Test func aLockedWindowKeepsKeysFromItsWidgetsButNotFromTheAlert() {
        let (window, field, _) = form(buttons: 2)
        window.isLocked = true
        #expect(!window.handle(.character("x")))
        #expect(!window.handle(.tab))
        #expect(field.text.isEmpty && field.isFocused)
        var chosen = false
        window.present(
            AlertDialog(title: "t", message: "m", actions: [AlertAction(title: "OK") { chosen = true }]))
        #expect(window.handle(.enter))
        #expect(chosen)
        window.isLocked = false
        window.handle(.character("x"))
        #expect(field.text == "x")
    }

    @Test func spinnerShowsItsMessageWhileStopped() {
        let spinner = Spinner(title: "Working")
        spinner.message = "Cancelled."
        #expect(TextRenderer.lines(of: spinner, columns: 20) == ["     Cancelled."])
        spinner.isAnimating = true
        #expect(TextRenderer.lines(of: spinner, columns: 20).joined().contains("Working"))
    }

    @Test func revealToggleUsesTheAppsWords() {
        let field = TextField(
            label: "비밀번호", text: "pw", isSecureTextEntry: true,
            revealTitles: RevealTitles(show: "표시", hide: "숨기기"))
        #expect(TextRenderer.lines(of: field, columns: 24).joined().contains("[표시]"))
        field.isRevealed = true
        let revealed = TextRenderer.lines(of: field, columns: 24).joined()
        #expect(revealed.contains("[숨기기]") && revealed.contains("pw"))
        #expect(!revealed.contains("show") && !revealed.contains("hide"))
    }
}
