import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxTesting
import Testing

/// Issue 36, item 5: the account's passkeys in the app — listed, refreshed, one removed.
struct PasskeysReactorTests {
    static let laptop = Passkey(credentialID: "bGFwdG9w", name: "Laptop")
    static let phone = Passkey(credentialID: "cGhvbmU", name: "Phone")

    /// A reactor for a user with both passkeys whose client answers `reload` (three passkeys: a new one
    /// was made in a browser) and `deletePasskey` 40 ticks after each call.
    private static func harness(
        language: AuthLanguage = .english, failure error: AuthError? = nil
    ) -> (ReactorHarness<PasskeysReactor>, CallLog<String>) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallLog<String>(scheduler)
        var user = Fixture.user
        user.passkeys = [laptop, phone]
        var client = AuthClient.unstubbed
        client.reload = { [user] in
            calls.record("reload")
            var reloaded = user
            reloaded.passkeys.append(Passkey(credentialID: "bmV3", name: "New"))
            return single(reply(reloaded, after: 40, on: scheduler))
        }
        client.deletePasskey = { [user] id in
            calls.record("delete " + id)
            if let error { return single(failure(error, after: 40, on: scheduler)) }
            var changed = user
            changed.passkeys.removeAll { $0.credentialID == id }
            return single(reply(changed, after: 40, on: scheduler))
        }
        let reactor = PasskeysReactor(client: client, user: user, language: language)
        return (ReactorHarness(scheduler, reactor), calls)
    }

    @Test func startsWithTheUsersPasskeysAndRefreshes() {
        let (harness, calls) = Self.harness()
        #expect(harness.reactor.currentState.passkeys == [Self.laptop, Self.phone])
        #expect(harness.reactor.currentState.isRemoveEnabled)
        let names = harness.changes { $0.passkeys.map(\.name) }
        harness.run([(100, .refresh)])
        #expect(calls.arguments == ["reload"])
        #expect(names.events == nexts([(0, ["Laptop", "Phone"]), (140, ["Laptop", "Phone", "New"])]))
    }

    @Test func removingOneListsWhatIsLeftAndSaysSo() {
        let (harness, calls) = Self.harness()
        let notices = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        let spinner = harness.changes(\.isSpinnerRunning)
        harness.run([(100, .remove(credentialID: Self.laptop.credentialID)), (110, .remove(credentialID: "x"))])
        #expect(calls.arguments == ["delete bGFwdG9w"])
        #expect(harness.reactor.currentState.passkeys == [Self.phone])
        #expect(notices.events == nexts([(0, nil), (140, "The passkey was removed.")]))
        #expect(spinner.events == nexts([(0, false), (100, true), (140, false)]))
    }

    @Test func anUnknownPasskeyIsNotSent() {
        let (harness, calls) = Self.harness()
        harness.run([(100, .remove(credentialID: "not-listed"))])
        #expect(calls.times.isEmpty)
    }

    @Test func aFailureIsSaidInTheLanguageAndKeepsTheList() {
        let (harness, _) = Self.harness(language: .korean, failure: AuthError(.requiresRecentLogin))
        let errors = harness.changes(\.errorMessage)
        harness.run([(100, .remove(credentialID: Self.phone.credentialID))])
        #expect(errors.events == nexts([(0, nil), (140, "보안을 위해 다시 로그인한 후 시도해 주세요.")]))
        #expect(harness.reactor.currentState.passkeys == [Self.laptop, Self.phone])
        #expect(!harness.reactor.currentState.isSpinnerRunning)
    }

    @Test func withoutPasskeysNothingCanBeRemoved() {
        let reactor = PasskeysReactor(client: .unstubbed, user: Fixture.user, language: .english)
        #expect(reactor.currentState.passkeys.isEmpty)
        #expect(!reactor.currentState.isRemoveEnabled)
    }
}
