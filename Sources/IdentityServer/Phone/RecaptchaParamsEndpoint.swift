import AuthCrypto

/// `GET v1/recaptchaParams` (v3 `getRecaptchaParam`): the reCAPTCHA site key a web client renders its
/// widget with before `sendVerificationCode`. The JS SDK asks for it even when app verification is off
/// for testing. Emulator mode answers Firebase's emulator's placeholders (shaped like real values,
/// plainly fake); production mode has no reCAPTCHA to offer (`--phone-app-verifier` checks proofs) and
/// answers 501.
enum RecaptchaParamsEndpoint {
    static let kind = "identitytoolkit#GetRecaptchaParamResponse"
    static let placeholderToken = "This-is-a-fake-token__Not-for-the-reCAPTCHA-service__Sesame-emulator-mode"
    static let placeholderSiteKey = "Fake-site-key__Sesame-emulator-mode"

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        guard context.configuration.emulator else {
            throw APIError.notImplemented("recaptchaParams is not implemented.")
        }
        return [
            "kind": .string(kind), "recaptchaStoken": .string(placeholderToken),
            "recaptchaSiteKey": .string(placeholderSiteKey),
        ]
    }
}
