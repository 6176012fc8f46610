import AuthClient
import AuthModel
import Foundation
import LoginFeature
import RxCore
import RxTesting
import Testing

struct SocialSignInReactorTests {
    private struct Outcome: Equatable {
        var provider: SocialProviderKind?
        var error: String?
    }

    /// Everything a test controls: what the sheets answer (30 ticks after presenting), what the server
    /// answers (50 ticks after the exchange), and the logs of both.
    private final class Setup: @unchecked Sendable {
        let scheduler = TestScheduler(initialClock: 0)
        lazy var exchanges = CallLog<ProviderCredential>(scheduler)
        lazy var appleRequests = CallLog<String>(scheduler)
        var google: Result<SocialProvider.GoogleTokens, SocialProviderError> = .failure(.failed)
        var apple: Result<SocialProvider.AppleIdentity, SocialProviderError> = .failure(.failed)
        var server: Result<AuthUser, AuthError> = .success(Fixture.googleUser)

        func harness(
            language: AuthLanguage = .english,
            makeNonce: @escaping @Sendable () -> String = { Nonce.random() }
        ) -> ReactorHarness<SocialSignInReactor> {
            let scheduler = scheduler
            var client = AuthClient.unstubbed
            client.signInWithCredential = { credential in
                self.exchanges.record(credential)
                switch self.server {
                case .success(let user): return single(reply(user, after: 50, on: scheduler))
                case .failure(let error): return single(failure(error, after: 50, on: scheduler))
                }
            }
            let providers = SocialProvider(
                google: { single(self.answer(self.google)) },
                apple: { hashedNonce in
                    self.appleRequests.record(hashedNonce)
                    return single(self.answer(self.apple))
                })
            let reactor = SocialSignInReactor(
                client: client, providers: providers, language: language, makeNonce: makeNonce)
            return ReactorHarness(scheduler, reactor)
        }

        private func answer<T>(_ result: Result<T, SocialProviderError>) -> Observable<T> {
            switch result {
            case .success(let value): reply(value, after: 30, on: scheduler)
            case .failure(let error): failure(error, after: 30, on: scheduler)
            }
        }
    }

    private static func outcome(_ state: SocialSignInReactor.State) -> Outcome {
        Outcome(provider: state.activeProvider, error: state.errorMessage)
    }

    @Test func googleTokensBecomeTheCredentialExchangedForASession() {
        let setup = Setup()
        setup.google = .success(.init(idToken: "google-id-token", accessToken: "google-access-token"))
        let harness = setup.harness()
        let outcome = harness.changes(Self.outcome)
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        harness.run([(100, .signIn(.google)), (110, .signIn(.google)), (120, .signIn(.apple))])
        #expect(setup.exchanges.times == [130])
        #expect(
            setup.exchanges.arguments == [
                .google(idToken: "google-id-token", accessToken: "google-access-token")
            ])
        #expect(setup.appleRequests.times.isEmpty)  // taps while the flow runs are ignored
        #expect(
            outcome.events == nexts([(0, Outcome()), (100, Outcome(provider: .google)), (180, Outcome())]))
        #expect(signedIn.events == nexts([(0, nil), (180, Fixture.googleUser)]))
    }

    @Test func appleRequestCarriesTheSHA256HexOfTheNonce() {
        let setup = Setup()
        setup.apple = .success(.init(identityToken: "apple-identity-token"))
        setup.server = .success(Fixture.appleUser)
        let harness = setup.harness(makeNonce: { "abc" })
        harness.run([(100, .signIn(.apple))])
        // SHA-256("abc"), FIPS 180-2 test vector.
        #expect(
            setup.appleRequests.arguments == [
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
            ])
        #expect(setup.appleRequests.times == [100])
        // The identity token and the raw nonce go to the server.
        #expect(setup.exchanges.arguments == [.apple(idToken: "apple-identity-token", rawNonce: "abc")])
        #expect(setup.exchanges.times == [130])
        #expect(harness.reactor.currentState.signedIn == Fixture.appleUser)
    }

    @Test func appleNonceHas32CSPRNGCharactersAndIsFreshPerRequest() {
        let setup = Setup()
        setup.apple = .success(
            .init(identityToken: "apple-identity-token", givenName: "Alan", familyName: "Turing"))
        setup.server = .success(Fixture.appleUser)
        let harness = setup.harness()
        harness.run([(100, .signIn(.apple)), (300, .signIn(.apple))])
        let rawNonces = setup.exchanges.arguments.compactMap { credential -> String? in
            guard case .apple(_, let nonce, let name) = credential else { return nil }
            #expect(name == ProviderCredential.PersonName(firstName: "Alan", lastName: "Turing"))
            return nonce
        }
        #expect(rawNonces.count == 2)
        for nonce in rawNonces {
            #expect(nonce.count == 32)
            #expect(nonce.allSatisfy(Nonce.characterSet.contains))
        }
        #expect(rawNonces[0] != rawNonces[1])
        #expect(setup.appleRequests.arguments == rawNonces.map { SHA256.hash($0).hexString })
    }

    @Test func closingTheProviderSheetShowsNoError() {
        let setup = Setup()
        setup.google = .failure(.cancelled)
        let harness = setup.harness()
        let outcome = harness.changes(Self.outcome)
        harness.run([(100, .signIn(.google))])
        #expect(
            outcome.events == nexts([(0, Outcome()), (100, Outcome(provider: .google)), (130, Outcome())]))
        #expect(setup.exchanges.times.isEmpty)
    }

    @Test func providerErrorsAreShown() {
        let setup = Setup()
        setup.apple = .failure(.failed)
        let harness = setup.harness()
        let outcome = harness.changes(Self.outcome)
        harness.run([(100, .signIn(.apple))])
        let message = "Signing in with the provider did not work. Please try again."
        #expect(
            outcome.events
                == nexts([
                    (0, Outcome()), (100, Outcome(provider: .apple)),
                    (130, Outcome(provider: .apple, error: message)),
                    (130, Outcome(error: message)),
                ]))
        #expect(setup.exchanges.times.isEmpty)
    }

    @Test func providerErrorsAreShownInKorean() {
        let setup = Setup()
        setup.google = .failure(.failed)
        let harness = setup.harness(language: .korean)
        let error = harness.changes(\.errorMessage)
        harness.run([(100, .signIn(.google))])
        #expect(error.events == nexts([(0, nil), (130, "소셜 로그인에 실패했습니다. 다시 시도하세요.")]))
    }

    @Test func serverRejectionOfTheProviderTokenIsShown() {
        let setup = Setup()
        setup.google = .success(.init(idToken: "google-id-token", accessToken: "google-access-token"))
        setup.server = .failure(AuthError(.invalidIdentityProviderResponse))
        let harness = setup.harness()
        let outcome = harness.changes(Self.outcome)
        harness.run([(100, .signIn(.google)), (300, .signIn(.google))])
        let message = "The sign-in provider's answer could not be verified. Please try again."
        #expect(
            outcome.events
                == nexts([
                    (0, Outcome()), (100, Outcome(provider: .google)),
                    (180, Outcome(provider: .google, error: message)), (180, Outcome(error: message)),
                    (300, Outcome()), (300, Outcome(provider: .google)),  // the next attempt clears the error
                    (380, Outcome(provider: .google, error: message)), (380, Outcome(error: message)),
                ]))
        #expect(setup.exchanges.times == [130, 330])
    }

    @Test func platformsWithoutProviderSDKsReportThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = SocialSignInReactor(client: .unstubbed, providers: .unavailable, language: .english)
        let harness = ReactorHarness(scheduler, reactor)
        let outcome = harness.changes(Self.outcome)
        harness.run([(100, .signIn(.google))])
        let message = "Signing in with the provider did not work. Please try again."
        #expect(
            outcome.events
                == nexts([
                    (0, Outcome()), (100, Outcome(provider: .google)),
                    (100, Outcome(provider: .google, error: message)), (100, Outcome(error: message)),
                ]))
    }

    @Test func initializeDuringAFlowAbandonsIt() {
        let setup = Setup()
        setup.google = .success(.init(idToken: "google-id-token", accessToken: "google-access-token"))
        let harness = setup.harness()
        let outcome = harness.changes(Self.outcome)
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        harness.run([(100, .signIn(.google)), (150, .initialize)])
        #expect(
            outcome.events == nexts([(0, Outcome()), (100, Outcome(provider: .google)), (150, Outcome())]))
        #expect(setup.exchanges.times == [130])
        #expect(signedIn.events == nexts([(0, nil)]))
    }
}
