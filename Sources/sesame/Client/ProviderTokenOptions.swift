import AuthClient
import Foundation

/// `sesame signin`'s identity-provider options: a Google ID token (with its access token if the app
/// has one) or an Apple identity token with the raw nonce whose SHA-256 hex it carries.
///
/// ID tokens are short-lived, audience-bound assertions rather than passwords, so flags are accepted;
/// `--provider P --id-token-stdin` reads the token from standard input instead (one trailing newline
/// dropped), keeping it out of `ps` and shell history.
enum ProviderTokenOptions {
    static let options = [
        CommandOption("google-id-token", "T", "sign in with this Google ID token"),
        CommandOption("google-access-token", "A", "the Google OAuth access token (optional)"),
        CommandOption("apple-id-token", "T", "sign in with this Apple identity token"),
        CommandOption("raw-nonce", "N", "the raw nonce whose SHA-256 hex the Apple token carries"),
        CommandOption("provider", "P", "google or apple: whose token --id-token-stdin reads"),
        CommandOption("id-token-stdin", nil, "read the ID token from standard input"),
    ]

    /// The credential the arguments describe, `nil` when they name no provider token.
    static func credential(_ arguments: ParsedArguments) throws(UsageError) -> ProviderCredential? {
        let google = arguments.value("google-id-token")
        let apple = arguments.value("apple-id-token")
        let fromInput = arguments.isSet("id-token-stdin")
        let given = [google != nil, apple != nil, fromInput].filter { $0 }.count
        guard given > 0 else {
            for dependent in ["google-access-token", "raw-nonce", "provider"]
            where arguments.value(dependent) != nil {
                throw .invalidValue("--" + dependent, expected: "a provider's ID token too")
            }
            return nil
        }
        guard given == 1 else {
            let flags = ["--google-id-token", "--apple-id-token", "--id-token-stdin"]
            let present = zip(flags, [google != nil, apple != nil, fromInput]).filter(\.1).map(\.0)
            throw .conflictingOptions(present[0], present[1])
        }
        let provider: String
        let token: String
        if let google {
            (provider, token) = ("google", google)
        } else if let apple {
            (provider, token) = ("apple", apple)
        } else {
            guard let named = arguments.value("provider"), ["google", "apple"].contains(named) else {
                throw .invalidValue("--provider", expected: "google or apple with --id-token-stdin")
            }
            (provider, token) = (named, readStandardInput())
        }
        guard !token.isEmpty else { throw .missingValue(flag(in: arguments)) }
        if provider == "google" {
            if arguments.value("raw-nonce") != nil {
                throw .invalidValue("--raw-nonce", expected: "an Apple identity token")
            }
            let accessToken = arguments.value("google-access-token").flatMap { $0.isEmpty ? nil : $0 }
            return .google(idToken: token, accessToken: accessToken)
        }
        if arguments.value("google-access-token") != nil {
            throw .invalidValue("--google-access-token", expected: "a Google ID token")
        }
        return .apple(idToken: token, rawNonce: try arguments.requiredValue("raw-nonce"))
    }

    /// The flag that gave the token, for messages.
    static func flag(in arguments: ParsedArguments) -> String {
        if arguments.value("google-id-token") != nil { return "--google-id-token" }
        if arguments.value("apple-id-token") != nil { return "--apple-id-token" }
        return "--id-token-stdin"
    }

    private static func readStandardInput() -> String {
        let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
