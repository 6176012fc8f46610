import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxReactor
import RxTesting
import Testing

/// The sign-in screen's "e-mail or phone number" field and a password sign-in that needs a second
/// factor.
struct SignInReactorPhoneAndSecondFactorTests {
    private static func harness(signIn: Result<AuthUser, AuthError> = .success(Fixture.user))
        -> (ReactorHarness<SignInReactor>, CallLog<String>, CallLog<[String]>)
    {
        let scheduler = TestScheduler(initialClock: 0)
        let codes = CallLog<String>(scheduler)
        let passwords = CallLog<[String]>(scheduler)
        var client = AuthClient.unstubbed
        client.sendVerificationCode = { number, _ in
            codes.record(number)
            return single(reply("verification-1", after: 30, on: scheduler))
        }
        client.signIn = { email, password in
            passwords.record([email, password])
            switch signIn {
            case .success(let user): return single(reply(user, after: 30, on: scheduler))
            case .failure(let error): return single(failure(error, after: 30, on: scheduler))
            }
        }
        return (
            ReactorHarness(scheduler, SignInReactor(client: client, language: .english)), codes, passwords
        )
    }

    @Test func aPhoneNumberNeedsNoPasswordAndTextsACode() {
        let (harness, codes, passwords) = Self.harness()
        let enabled = harness.changes(\.isSignInEnabled)
        let sent = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.pulse(\.$phoneVerification)
        }
        harness.run([(100, .typeEmail("+1 555-555 0100")), (200, .signIn)])
        #expect(harness.reactor.currentState.phoneNumber == "+15555550100")
        #expect(enabled.events == nexts([(0, false), (100, true), (200, false), (230, true)]))
        #expect(codes.arguments == ["+15555550100"])
        #expect(passwords.arguments.isEmpty)
        #expect(
            sent.events
                == nexts([
                    (0, nil),
                    (230, .phoneSignIn(phoneNumber: "+15555550100", verificationID: "verification-1")),
                ]))
    }

    @Test func numbersWithoutACountryCodeOrTooShortAreNeitherPhoneNorEmail() {
        let (harness, codes, _) = Self.harness()
        let messages = harness.changes(\.errorMessage)
        harness.run([
            (100, .typeEmail("010 1234 5678")), (110, .typePassword("correct horse")), (200, .signIn),
        ])
        #expect(harness.reactor.currentState.phoneNumber == nil)
        #expect(!harness.reactor.currentState.isSignInEnabled)
        #expect(messages.events == nexts([(0, nil), (200, "Invalid e-mail or password.")]))
        #expect(codes.arguments.isEmpty)
        for text in ["+0101234567", "+123456", "+1 555 555 0100 0000 0"] {
            #expect(PhoneNumber(text) == nil, "\(text)")
        }
        #expect(PhoneNumber("+82 (10) 1234.5678")?.e164 == "+821012345678")
    }

    @Test func aSecondFactorDueIsAPulseNotAMessage() {
        let challenge = MultiFactorFixture.challenge
        let (harness, _, passwords) = Self.harness(signIn: .failure(.multiFactorRequired(challenge)))
        let messages = harness.changes(\.errorMessage)
        let due = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.pulse(\.$secondFactorChallenge)
        }
        harness.run([
            (100, .typeEmail("ada@example.com")), (110, .typePassword("correct horse")), (200, .signIn),
        ])
        #expect(passwords.arguments == [["ada@example.com", "correct horse"]])
        #expect(due.events == nexts([(0, nil), (230, challenge)]))
        #expect(messages.events == nexts([(0, nil)]))
        #expect(harness.reactor.currentState.signedIn == nil)
        #expect(!harness.reactor.currentState.isSpinnerRunning)
    }
}
