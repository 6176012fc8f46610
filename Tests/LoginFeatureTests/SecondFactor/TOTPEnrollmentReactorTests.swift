import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxReactor
import RxTesting
import Testing

/// Setting up an authenticator app: the secret and its URI, then the first code.
struct TOTPEnrollmentReactorTests {
    private static func harness(
        enrolment: Result<AuthUser, AuthError> = .success(Fixture.user), secret: TOTPSecret = MultiFactorFixture.secret
    ) -> (ReactorHarness<TOTPEnrollmentReactor>, CallLog<[String]>) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallLog<[String]>(scheduler)
        var client = AuthClient.unstubbed
        client.startTOTPEnrollment = {
            calls.record(["start"])
            return single(reply(secret, after: 10, on: scheduler))
        }
        client.enroll = { assertion, _ in
            if case .totpEnrollment(let secret, let code) = assertion {
                calls.record(["enroll", secret.sessionInfo, code])
            }
            switch enrolment {
            case .success(let user): return single(reply(user, after: 20, on: scheduler))
            case .failure(let error): return single(failure(error, after: 20, on: scheduler))
            }
        }
        let reactor = TOTPEnrollmentReactor(
            client: client, accountName: "ada@example.com", issuer: "Sesame", language: .english)
        return (ReactorHarness(scheduler, reactor), calls)
    }

    @Test func startShowsTheKeyAndTheURIThenTheFirstCodeEnrols() {
        let (harness, calls) = Self.harness()
        let uris = harness.changes(\.otpauthURI)
        let enabled = harness.changes(\.isSubmitEnabled)
        let enrolled = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$enrolled) }
        harness.run([(100, .typeCode("123456")), (150, .start), (200, .submit)])
        let key = MultiFactorFixture.secret.sharedSecretKey
        #expect(
            uris.events
                == nexts([
                    (0, nil),
                    (
                        160,
                        "otpauth://totp/Sesame:ada@example.com?secret=\(key)&issuer=Sesame&algorithm=SHA1&digits=6&period=30"
                    ),
                ]))
        #expect(harness.reactor.currentState.groupedKey == "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")
        #expect(enabled.events == nexts([(0, false), (160, true), (200, false), (220, true)]))
        #expect(enrolled.events == nexts([(0, nil), (220, Fixture.user)]))
        #expect(calls.arguments == [["start"], ["enroll", "enrol-session", "123456"]])
    }

    @Test func theServersIssuerNamesTheAccountInTheAuthenticatorApp() {
        let offered = MultiFactorFixture.secret
        let secret = TOTPSecret(
            sharedSecretKey: offered.sharedSecretKey, sessionInfo: offered.sessionInfo, issuer: "Acme Corp")
        let (harness, _) = Self.harness(secret: secret)
        harness.run([(150, .start)])
        #expect(
            harness.reactor.currentState.otpauthURI
                == "otpauth://totp/Acme%20Corp:ada@example.com?secret=\(offered.sharedSecretKey)&issuer=Acme%20Corp"
                + "&algorithm=SHA1&digits=6&period=30")
    }

    @Test func submitBeforeASecretDoesNothingAndAWrongCodeIsTheMessage() {
        let (harness, calls) = Self.harness(enrolment: .failure(AuthError(.invalidVerificationCode)))
        let messages = harness.changes(\.errorMessage)
        harness.run([(100, .typeCode("123456")), (110, .submit), (150, .start), (200, .submit)])
        #expect(calls.arguments == [["start"], ["enroll", "enrol-session", "123456"]])
        #expect(
            messages.events
                == nexts([(0, nil), (220, "The code is incorrect. Please check it and try again.")]))
        #expect(harness.reactor.currentState.secret == MultiFactorFixture.secret)
    }
}
