import Testing

@testable import TerminalUI

struct WindowTests {
    @Test func layoutCentresColumnWithAccessories() {
        let layout = VerticalLayout(width: 10, spacing: 1)
        let field = TextField(label: "a")
        let mark = ValidityMark()
        let button = Button(title: "b")
        layout.append(field, accessory: mark)
        layout.append(button)
        #expect(layout.height == 6)
        let frames = layout.frames(in: Rect(column: 0, row: 0, columns: 30, rows: 10))
        #expect(frames.count == 3)
        #expect(frames[0].widget === field)
        #expect(frames[0].rect == Rect(column: 10, row: 2, columns: 10, rows: 4))
        #expect(frames[1].widget === mark)
        #expect(frames[1].rect == Rect(column: 21, row: 4, columns: 4, rows: 1))
        #expect(frames[2].rect == Rect(column: 10, row: 7, columns: 10, rows: 1))
    }

    @Test func signInScreenRendersAsText() {
        let window = Window(width: 20)
        let email = TextField(label: "E-mail", text: "a@b.co")
        let mark = ValidityMark(isValid: true)
        let password = TextField(label: "Password", isSecureTextEntry: true)
        let passwordMark = ValidityMark(isValid: false)
        let login = Button(title: "Log in", isEnabled: false)
        window.add(email, accessory: mark)
        window.add(password, accessory: passwordMark)
        window.add(login)
        #expect(window.focusChain.focused === email)
        let lines = TextRenderer.lines(of: window, size: Size(columns: 30, rows: 9), colorMode: .monochrome)
        let pad = String(repeating: " ", count: 5)
        #expect(
            lines == [
                pad + " E-mail",
                pad + "┏━━━━━━━━━━━━━━━━━━┓",
                pad + "┃ a@b.co           ┃ [ok]",
                pad + "┗━━━━━━━━━━━━━━━━━━┛",
                "",
                pad + "┌──────────────────┐",
                pad + "│ Password  [show] │ [!!]",
                pad + "└──────────────────┘",
                pad + "     ( Log in )",
            ])
    }

    @Test func keysGoToFocusedWidgetThenFocusChain() {
        let window = Window()
        let email = TextField(label: "E-mail")
        let password = TextField(label: "Password", isSecureTextEntry: true)
        let login = Button(title: "Log in")
        window.add(email)
        window.add(password)
        window.add(login)
        _ = window.handle(.character("a"))
        #expect(email.text == "a")
        _ = window.handle(.enter)  // unused by the field: next field
        #expect(window.focusChain.focused === password)
        _ = window.handle(.character("p"))
        #expect(password.text == "p")
        _ = window.handle(.tab)
        #expect(window.focusChain.focused === login)
        _ = window.handle(.backTab)
        _ = window.handle(.up)
        #expect(window.focusChain.focused === email)
    }

    @Test func disablingFocusedButtonMovesFocus() {
        let window = Window()
        let email = TextField(label: "E-mail")
        let login = Button(title: "Log in")
        window.add(email)
        window.add(login)
        window.focusChain.focus(login)
        login.isEnabled = false
        #expect(window.focusChain.focused === email)
    }

    @Test func changesNotifyWindow() {
        let window = Window()
        let spinner = Spinner()
        window.add(spinner)
        var changes = 0
        window.onChange = { changes += 1 }
        spinner.isAnimating = true
        #expect(changes == 1)
        #expect(window.tick())
        #expect(changes == 2)
    }

    /// Issue 33, item 2: PgDn moves the first widget cut off at the bottom to the top, PgUp goes back;
    /// the column stays there until the focus moves.
    @Test func pageKeysScrollTheWholeColumnUntilTheFocusMoves() {
        let window = Window(width: 10)
        let title = Label(text: "title")
        let tall = Label(text: (1...6).map { "line \($0)" }.joined(separator: "\n"))
        let field = TextField(label: "code")
        window.add(title)
        window.add(tall)
        window.add(field)
        window.scrollToTop()
        let size = Size(columns: 20, rows: 7)
        func shown() -> [String] {
            TextRenderer.lines(of: window, size: size).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(shown().first == "title")
        #expect(shown().last?.hasPrefix("line 6") == true)
        // The field is cut off at the bottom: it comes up as far as the column goes.
        #expect(window.handle(.pageDown))
        let down = shown()
        #expect(down.first?.hasPrefix("line 4") == true, "\(down)")
        #expect(down.contains { $0.contains("code") }, "\(down)")
        #expect(!window.handle(.pageDown))
        #expect(window.handle(.pageUp))
        #expect(shown().first == "title")
        #expect(!window.handle(.pageUp))
        // Typing goes to the focused field, which comes back into view.
        window.handle(.character("1"))
        #expect(shown().contains { $0.contains("1") && $0.hasPrefix("┃") })
    }
}
