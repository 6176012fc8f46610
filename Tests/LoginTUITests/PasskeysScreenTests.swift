import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import Testing

@testable import LoginTUI
@testable import TerminalUI

/// Issue 36, item 5: the passkeys screen from home — listed with a note that they are made elsewhere,
/// one removed after a confirmation whose default is Cancel — in English, Korean and three sizes.
@MainActor
struct PasskeysScreenTests {
    nonisolated static let laptop = Passkey(
        credentialID: "bGFwdG9wLWtleQ", name: "Laptop", createdAt: Date(timeIntervalSince1970: 1_764_892_800))
    nonisolated static let phone = Passkey(credentialID: "cGhvbmUta2V5", name: "Phone")

    private final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    private func coordinator(language: AuthLanguage = .english, passkeys: [Passkey], log: Log) async
        -> LoginCoordinator
    {
        var start = ScreenHarness.user
        start.passkeys = passkeys
        let user = start
        let users = BehaviorSubject<AuthUser?>(value: user)
        var client = ScreenHarness.client
        client.authState = users.asObservable()
        client.refreshIDToken = { _ in
            guard let user = try? users.value() else { return .error(AuthError(.notSignedIn)) }
            return .just(AuthSession(user: user, idToken: "t", refreshToken: "r", expiresAt: .distantFuture))
        }
        client.reload = {
            log.entries.append("reload")
            return .just((try? users.value()) ?? user)
        }
        client.deletePasskey = { id in
            log.entries.append("delete " + id)
            var changed = (try? users.value()) ?? user
            changed.passkeys.removeAll { $0.credentialID == id }
            users.on(.next(changed))
            return .just(changed)
        }
        let coordinator = LoginCoordinator(client: client, configuration: LoginAppConfiguration(language: language))
        coordinator.start()
        await ScreenHarness.settle()
        return coordinator
    }

    private func open(_ coordinator: LoginCoordinator) async throws -> PasskeysScreen {
        let home = try #require(coordinator.screen as? HomeScreen)
        home.passkeysButton.activate()
        await ScreenHarness.settle()
        return try #require(coordinator.screen as? PasskeysScreen)
    }

    private func text(_ window: Window, _ size: Size = ScreenHarness.size) -> String {
        TextRenderer.lines(of: window, size: size, colorMode: .monochrome).joined(separator: "\n")
    }

    @Test func listsThePasskeysAndRemovesOneAfterConfirming() async throws {
        let log = Log()
        let coordinator = await coordinator(passkeys: [Self.laptop, Self.phone], log: log)
        let screen = try await open(coordinator)
        #expect(log.entries == ["reload"])
        let shown = text(screen.window)
        #expect(shown.contains("Laptop (bGFwdG…) · added 2025-12-05"), "\(shown)")
        #expect(shown.contains("Phone (cGhvbm…)"), "\(shown)")
        #expect(shown.contains("created in a browser or a phone app"), "\(shown)")

        // Enter on the second row asks; Enter again is Cancel.
        screen.list.isFocused = true
        _ = screen.list.handle(.down)
        _ = screen.list.handle(.enter)
        let alert = try #require(screen.window.alert)
        #expect(alert.title == "Remove this passkey?")
        #expect(alert.message.contains("Phone"))
        screen.window.handle(.enter)
        await ScreenHarness.settle()
        #expect(log.entries == ["reload"])
        #expect(screen.window.alert == nil)

        // "Remove passkey", then the destructive action.
        screen.removeButton.activate()
        screen.window.handle(.tab)
        screen.window.handle(.enter)
        await ScreenHarness.settle()
        #expect(log.entries == ["reload", "delete cGhvbmUta2V5"])
        #expect(screen.window.alert?.message == "The passkey was removed.")
        screen.window.handle(.enter)
        #expect(!text(screen.window).contains("Phone ("))
        ScreenHarness.press(.escape, on: screen)
        await ScreenHarness.settle()
        #expect(coordinator.screen is HomeScreen)
    }

    @Test func withoutPasskeysItSaysSoInKorean() async throws {
        let coordinator = await coordinator(language: .korean, passkeys: [], log: Log())
        let screen = try await open(coordinator)
        let shown = text(screen.window)
        #expect(shown.contains("내 패스키"), "\(shown)")
        #expect(shown.contains("아직 패스키가 없습니다."), "\(shown)")
        #expect(shown.contains("브라우저나 휴대폰"), "\(shown)")
        #expect(!screen.removeButton.isEnabled)
    }

    @Test func fitsAt80By24And100By30AndScrollsAt40By12() async throws {
        let coordinator = await coordinator(passkeys: [Self.laptop, Self.phone], log: Log())
        let screen = try await open(coordinator)
        for size in [Size(columns: 80, rows: 24), Size(columns: 100, rows: 30)] {
            let shown = text(screen.window, size)
            for part in ["Your passkeys", "Laptop (", "Phone (", "[ Remove passkey ]", "[ Back ]", "Esc back"] {
                #expect(shown.contains(part), "\(part) missing at \(size):\n\(shown)")
            }
        }
        let small = Size(columns: 40, rows: 12)
        #expect(!text(screen.window, small).contains("too small"))
        for button in [screen.removeButton, screen.backButton] {
            for _ in 0..<12 where !button.isFocused { ScreenHarness.press(.tab, on: screen) }
            #expect(button.isFocused)
            let shown = text(screen.window, small)
            #expect(shown.contains("> [ \(button.title) ] <"), "\(button.title) focused but not shown:\n\(shown)")
        }
    }
}
