import AuthClient
import AuthModel
import Dispatch
import Foundation
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// Drives a screen as the application does (screen first, then its window) and reads it back as text.
@MainActor
struct ScreenHarness {
    static let size = Size(columns: 64, rows: 26)

    /// The window as monochrome text lines ("[ok]"/"[!!]" marks, "( Title )" for disabled buttons).
    static func text(of window: Window) -> String {
        TextRenderer.lines(of: window, size: size, colorMode: .monochrome).joined(separator: "\n")
    }

    static func press(_ key: Key, on screen: any LoginScreen) {
        if !screen.handle(key) { screen.window.handle(key) }
    }

    static func type(_ text: String, on screen: any LoginScreen) {
        for character in text { press(.character(character), on: screen) }
    }

    /// Runs what bindings queued on the main queue (a binding made inside another binding's update is
    /// queued by `MainScheduler`), a few rounds deep. A main queue that does not run within 30 s records
    /// an issue instead of hanging the test.
    static func settle() async {
        for round in 1...4 {
            let ran = await awaitCallback(waitingFor: "the main queue (round \(round) of settle())") { ran in
                DispatchQueue.main.async { ran(true) }
            }
            if ran == nil { return }
        }
    }

    /// A client whose every endpoint fails the test unless the test overrides it.
    static var client: AuthClient {
        AuthClient.failing { Issue.record("unexpected call: \($0)") }
    }

    nonisolated static let user = AuthUser(
        uid: "u1", email: "kim@example.com", isEmailVerified: false, displayName: "Kim",
        providerIDs: ["password"])
}

/// A request that stays in flight until the test ends it.
final class PendingSingle<Element>: @unchecked Sendable {
    private var observer: ((SingleEvent<Element>) -> Void)?
    private(set) var subscriptionCount = 0

    var single: Single<Element> {
        Single.create { observer in
            self.subscriptionCount += 1
            self.observer = observer
            return Disposables.create()
        }
    }

    func succeed(_ element: Element) { observer?(.success(element)) }
    func fail(_ error: any Error) { observer?(.failure(error)) }
}
