import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// The protocol notes' error answers, per endpoint, become AuthModel's `AuthError`.
struct ServerErrorMappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var endpoint: Endpoint
        var message: String
        var kind: AuthError.Kind
        var testDescription: String { "\(endpoint) \(message)" }
    }

    static let signUpCases: [Case] = [
        Case(endpoint: .signUp, message: "EMAIL_EXISTS", kind: .emailExists),
        Case(
            endpoint: .signUp, message: "WEAK_PASSWORD : Password should be at least 6 characters",
            kind: .weakPassword),
        Case(endpoint: .signUp, message: "INVALID_EMAIL", kind: .invalidEmail),
        Case(endpoint: .signUp, message: "MISSING_EMAIL", kind: .missingEmail),
        Case(endpoint: .signUp, message: "MISSING_PASSWORD", kind: .missingPassword),
        Case(endpoint: .signUp, message: "OPERATION_NOT_ALLOWED", kind: .operationNotAllowed),
        Case(endpoint: .signUp, message: "ADMIN_ONLY_OPERATION", kind: .adminOnlyOperation),
        Case(endpoint: .signUp, message: "TOO_MANY_ATTEMPTS_TRY_LATER", kind: .tooManyAttempts),
        Case(
            endpoint: .signUp, message: "PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing a digit",
            kind: .passwordDoesNotMeetRequirements),
    ]

    static let signInCases: [Case] = [
        Case(endpoint: .signInWithPassword, message: "EMAIL_NOT_FOUND", kind: .emailNotFound),
        Case(endpoint: .signInWithPassword, message: "INVALID_PASSWORD", kind: .invalidPassword),
        Case(
            endpoint: .signInWithPassword, message: "INVALID_LOGIN_CREDENTIALS",
            kind: .invalidLoginCredentials),
        Case(endpoint: .signInWithPassword, message: "USER_DISABLED", kind: .userDisabled),
        Case(endpoint: .signInWithPassword, message: "PASSWORD_LOGIN_DISABLED", kind: .passwordLoginDisabled),
        Case(endpoint: .signInWithPassword, message: "INVALID_EMAIL", kind: .invalidEmail),
        Case(
            endpoint: .signInWithPassword,
            message: "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled",
            kind: .tooManyAttempts),
    ]

    static let identityProviderCases: [Case] = [
        Case(
            endpoint: .signInWithIDP,
            message: "INVALID_IDP_RESPONSE : Invalid Idp Response: id_token missing",
            kind: .invalidIdentityProviderResponse),
        Case(
            endpoint: .signInWithIDP, message: "MISSING_OR_INVALID_NONCE : Nonce mismatch",
            kind: .missingOrInvalidNonce),
        Case(
            endpoint: .signInWithIDP,
            message: "INVALID_CREDENTIAL_OR_PROVIDER_ID : Invalid IdP response/credential",
            kind: .invalidCredentialOrProviderID),
        Case(endpoint: .signInWithIDP, message: "USER_DISABLED", kind: .userDisabled),
    ]

    static let emailActionCases: [Case] = [
        Case(endpoint: .sendOOBCode, message: "EMAIL_NOT_FOUND", kind: .emailNotFound),
        Case(
            endpoint: .sendOOBCode, message: "RESET_PASSWORD_EXCEED_LIMIT",
            kind: .resetPasswordLimitExceeded),
        Case(
            endpoint: .sendOOBCode, message: "INVALID_CONTINUE_URI : ((expected an absolute URI))",
            kind: .invalidContinueURI),
        Case(endpoint: .sendOOBCode, message: "UNAUTHORIZED_DOMAIN", kind: .unauthorizedDomain),
        Case(endpoint: .resetPassword, message: "INVALID_OOB_CODE", kind: .invalidActionCode),
        Case(endpoint: .resetPassword, message: "EXPIRED_OOB_CODE", kind: .expiredActionCode),
        Case(endpoint: .resetPassword, message: "MISSING_OOB_CODE", kind: .missingActionCode),
        Case(
            endpoint: .resetPassword, message: "WEAK_PASSWORD : Password should be at least 6 characters",
            kind: .weakPassword),
    ]

    static let accountCases: [Case] = [
        Case(endpoint: .update, message: "CREDENTIAL_TOO_OLD_LOGIN_AGAIN", kind: .requiresRecentLogin),
        Case(
            endpoint: .update, message: "EMAIL_CHANGE_NEEDS_VERIFICATION", kind: .emailChangeNeedsVerification
        ),
        Case(endpoint: .update, message: "EMAIL_EXISTS", kind: .emailExists),
        Case(endpoint: .update, message: "INVALID_EMAIL", kind: .invalidEmail),
        Case(endpoint: .delete, message: "CREDENTIAL_TOO_OLD_LOGIN_AGAIN", kind: .requiresRecentLogin),
    ]

    @Test(arguments: signUpCases + signInCases + identityProviderCases + emailActionCases + accountCases)
    func serverError_becomesItsKind(_ testCase: Case) async throws {
        let harness = Harness()
        if [.update, .delete].contains(testCase.endpoint) { try await harness.signIn() }
        harness.server.respond(to: testCase.endpoint, with: .error(testCase.message))

        let error = await #expect(throws: AuthError.self) {
            try await Self.call(testCase.endpoint, on: harness.client)
        }

        #expect(error?.kind == testCase.kind)
        #expect(error?.message == testCase.message)
        #expect(harness.server.requests.last?.endpoint == testCase.endpoint)
    }

    @Test func linkConflictOnA200_isCredentialAlreadyInUse() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .signInWithIDP,
            with: .json(
                """
                {"kind":"identitytoolkit#VerifyAssertionResponse","providerId":"google.com",
                 "errorMessage":"FEDERATED_USER_ID_ALREADY_LINKED"}
                """
            ))

        await #expect(throws: AuthError(.credentialAlreadyInUse)) {
            try await value(harness.client.link(with: .google(idToken: "g", accessToken: nil)))
        }
        #expect(try currentValue(harness.client.authState) == Fixtures.user())
    }

    @Test func rejectedAPIKey_isInvalidAPIKey() async throws {
        let harness = Harness()
        let envelope = ErrorEnvelope(
            httpStatus: 400, message: "API key not valid. Please pass a valid API key.", reason: "keyInvalid",
            status: "INVALID_ARGUMENT")
        harness.server.respond(
            to: .signInWithPassword,
            with: StubResponse(status: 400, body: try JSONEncoder().encode(envelope)))

        await #expect(throws: AuthError(.invalidAPIKey)) {
            try await value(harness.client.signIn(email: Fixtures.email, password: Fixtures.password))
        }
    }

    @Test func unknownCode_keepsTheCode() async throws {
        let harness = Harness()
        harness.server.respond(to: .signUp, with: .error("SOMETHING_NEW : detail"))

        let error = await #expect(throws: AuthError.self) {
            try await value(harness.client.signInAnonymously())
        }

        #expect(error?.kind == .unknown)
        #expect(error?.code == "SOMETHING_NEW")
    }

    @Test func missingAPIKeyEnvelope_isUnknownWithTheServersText() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signUp,
            with: StubResponse(status: 403, body: try JSONEncoder().encode(ErrorEnvelope.missingAPIKey)))

        let error = await #expect(throws: AuthError.self) {
            try await value(harness.client.signInAnonymously())
        }

        #expect(error?.kind == .unknown)
        #expect(error?.detail == "The request is missing a valid API key.")
    }

    @Test(arguments: [
        StubResponse.text("<html>Bad Gateway</html>", status: 502),
        StubResponse.text("<html>ok?</html>", status: 200),
        StubResponse.json("", status: 200),
        StubResponse.json(#"{"error":"not an envelope"}"#, status: 500),
        StubResponse.json(#"["not","an","object"]"#, status: 200),
    ])
    func nonJSONOrMalformedBody_isMalformedResponse(_ response: StubResponse) async throws {
        let harness = Harness()
        harness.server.respond(to: .sendOOBCode, with: response)

        await #expect(throws: AuthError(.malformedResponse)) {
            try await completion(harness.client.sendPasswordReset(email: Fixtures.email))
        }
    }

    private static func call(_ endpoint: Endpoint, on client: AuthClient) async throws {
        switch endpoint {
        case .signUp: _ = try await value(client.signUp(email: Fixtures.email, password: "pw"))
        case .signInWithPassword: _ = try await value(client.signIn(email: Fixtures.email, password: "pw"))
        case .signInWithIDP: _ = try await value(client.signIn(with: .google(idToken: "g", accessToken: nil)))
        case .sendOOBCode: try await completion(client.sendPasswordReset(email: Fixtures.email))
        case .resetPassword: try await completion(client.confirmPasswordReset(code: "c", newPassword: "pw"))
        case .update: _ = try await value(client.updateEmail(to: "new@example.com"))
        case .delete: try await completion(client.deleteAccount())
        default: Issue.record("no call for \(endpoint)")
        }
    }
}
