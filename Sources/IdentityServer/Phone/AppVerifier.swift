import Foundation
import AuthCrypto

/// Checks the proof an app sends with `sendVerificationCode` (or an SMS second factor's start) that it
/// is the real app and not a script sending SMS at the project's cost: the iOS SDK's APNs receipt
/// (`iosReceipt`, `iosSecret`), a reCAPTCHA token, Android's SafetyNet or Play Integrity token.
/// Google checks them with Apple's, Google's and reCAPTCHA's services; Sesame hands them to what the
/// operator names (`--phone-app-verifier`), and emulator mode accepts every request, as Firebase's
/// emulator does.
struct AppVerifier: Sendable {
    /// The request fields that carry an app's proof.
    static let fields = [
        "iosReceipt", "iosSecret", "recaptchaToken", "captchaResponse", "safetyNetToken",
        "playIntegrityToken",
    ]

    let setting: PhoneSettings.AppVerifier
    let emulator: Bool

    /// Accepts the request or throws the error the app should see.
    func check(_ fields: [String: String], phoneNumber: String, clientType: String?) async throws(APIError) {
        if emulator { return }
        switch setting {
        case .unset:
            throw .code(
                .operationNotAllowed,
                "Phone verification needs an app verifier: start the server with --phone-app-verifier.")
        case .acceptAll:
            return
        case .command(let path):
            guard !fields.isEmpty else { throw .code(.missingAppCredential) }
            var document: [String: JSON] = ["phoneNumber": .string(phoneNumber)]
            if let clientType { document["clientType"] = .string(clientType) }
            for (name, value) in fields { document[name] = .string(value) }
            let accepted = await HelperProgram(path: path).run(
                [], input: Data(JSON.object(document).serialized.utf8))
            guard !accepted else { return }
            if fields["iosReceipt"] != nil || fields["iosSecret"] != nil {
                throw .code(.invalidAppCredential)
            }
            if fields["recaptchaToken"] != nil || fields["captchaResponse"] != nil {
                throw .code(.invalidRecaptchaToken)
            }
            throw .code(.invalidAppCredential)
        }
    }
}
