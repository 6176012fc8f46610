import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Key dispatch of `Application` without running its loop: these tests run on the main actor, whose
/// queue the test runner drains, so the lone-ESC timeout (scheduled on the main queue) fires.
@MainActor
struct ApplicationKeyTests {
    /// Where the frames these applications draw go (kept open for the whole run: a redraw may still be
    /// queued when a test ends).
    private static let discardedOutput = open("/dev/null", O_WRONLY)

    private func makeApplication(window: Window = Window()) -> Application {
        Application(
            window: window,
            configuration: ApplicationConfiguration(
                outputFileDescriptor: Self.discardedOutput, colorMode: .monochrome))
    }

    @Test func loneEscapeIsDeliveredAfterTimeout() async {
        let application = makeApplication()
        let key = await awaitCallback(waitingFor: "the lone escape") { deliver in
            application.keyHandler = { key in
                deliver(key)
                application.keyHandler = nil
                return true
            }
            application.receive([0x1B])
        }
        #expect(key == .escape)
    }

    @Test func completeSequenceIsDeliveredAtOnce() {
        let application = makeApplication()
        var keys: [Key] = []
        application.keyHandler = {
            keys.append($0); return true
        }
        application.receive(Array("\u{1B}[A한".utf8))
        #expect(keys == [.up, .character("한")])
    }

    @Test func keysReachFocusedWidget() {
        let window = Window()
        let field = TextField(label: "E-mail")
        window.add(field)
        let application = makeApplication(window: window)
        application.receive(Array("kim\u{1B}[200~@example.com\u{1B}[201~".utf8))
        #expect(field.text == "kim@example.com")
    }

    @Test func escapeDismissesAlertThroughTimeout() async {
        let window = Window()
        let application = makeApplication(window: window)
        let cancelled = await awaitCallback(waitingFor: "the alert's cancel action") { deliver in
            window.present(
                AlertDialog(
                    title: "Warning!", message: "Invalid ID or PW!",
                    actions: [AlertAction(title: "Cancel", style: .cancel) { deliver(true) }]))
            application.receive([0x1B])
        }
        #expect(cancelled == true)
        #expect(window.alert == nil)
    }
}
