import Testing

@testable import TerminalUI

struct AlertDialogTests {
    private func warning(_ log: Log) -> AlertDialog {
        AlertDialog(
            title: "Warning!", message: "Invalid ID or PW!",
            actions: [
                AlertAction(title: "Cancel", style: .cancel) { log.entries.append("cancel") },
                AlertAction(title: "OK") { log.entries.append("ok") },
            ])
    }

    final class Log {
        var entries: [String] = []
    }

    @Test func defaultActionIsFirstDefaultStyle() {
        let alert = warning(Log())
        #expect(alert.preferredActionIndex == 1)
        #expect(alert.selectedActionIndex == 1)
        // Issue 33, item 11: every action shows its brackets; the selected one is framed like a focused
        // button.
        #expect(alert.actionRow == "  [ Cancel ]   > [ OK ] <")
    }

    @Test func rendersCentredOverWindow() {
        let window = Window(width: 20)
        window.add(Label(text: "background"))
        window.present(warning(Log()))
        let lines = TextRenderer.lines(of: window, size: Size(columns: 40, rows: 9))
        let pad = String(repeating: " ", count: 5)
        func inner(_ text: String) -> String { pad + "║" + text + "║" }
        func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
        #expect(
            lines == [
                "",
                pad + "╔" + String(repeating: "═", count: 27) + "╗",
                inner(spaces(9) + "Warning!" + spaces(10)),
                inner(spaces(27)),
                inner(" Invalid ID or PW!" + spaces(9)),
                inner(spaces(27)),
                inner(" " + "  [ Cancel ]  " + " " + "> [ OK ] <" + " "),
                pad + "╚" + String(repeating: "═", count: 27) + "╝",
                "",
            ])
    }

    @Test func enterChoosesSelectedActionAndDismisses() {
        let log = Log()
        let window = Window()
        window.present(warning(log))
        #expect(window.handle(.enter))
        #expect(log.entries == ["ok"])
        #expect(window.alert == nil)
    }

    @Test func tabMovesSelection() {
        let log = Log()
        let window = Window()
        let alert = warning(log)
        window.present(alert)
        _ = window.handle(.tab)
        #expect(alert.selectedActionIndex == 0)
        _ = window.handle(.backTab)
        #expect(alert.selectedActionIndex == 1)
        _ = window.handle(.tab)
        _ = window.handle(.enter)
        #expect(log.entries == ["cancel"])
    }

    @Test func escapeChoosesCancel() {
        let log = Log()
        let window = Window()
        window.present(warning(log))
        _ = window.handle(.escape)
        #expect(log.entries == ["cancel"])
        #expect(window.alert == nil)
    }

    @Test func alertIsModal() {
        let window = Window()
        let field = TextField(label: "E-mail")
        window.add(field)
        window.present(warning(Log()))
        #expect(window.handle(.character("x")))
        #expect(field.text == "")
        window.dismissAlert()
        _ = window.handle(.character("x"))
        #expect(field.text == "x")
    }

    @Test func longMessageWraps() {
        #expect(AlertDialog.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(AlertDialog.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(AlertDialog.wrap("가나다", width: 4) == ["가나", "다"])
    }

    @Test func longPathsAndLinksBreakAtSlashesAndBeforeParameters() {
        #expect(
            AlertDialog.wrap("Mails go to: /home/kim/.local/share/sesame/outbox.jsonl", width: 24) == [
                "Mails go to:", "/home/kim/.local/share/", "sesame/outbox.jsonl",
            ])
        #expect(
            AlertDialog.wrap("otpauth://totp/Sesame:kim@example.com?secret=ABCDEF&issuer=Sesame", width: 30) == [
                "otpauth://totp/", "Sesame:kim@example.com", "?secret=ABCDEF&issuer=Sesame",
            ])
        // No place to break well: as many characters as fit.
        #expect(AlertDialog.wrap("ABCDEFGHIJ", width: 4) == ["ABCD", "EFGH", "IJ"])
    }
}
