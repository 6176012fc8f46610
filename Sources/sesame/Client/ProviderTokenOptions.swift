import AuthClient
import Foundation

/// `sesame signin`'s identity-provider options: a Google ID token, access token or both, or an Apple
/// identity token with the raw nonce whose SHA-256 hex it carries (and the name Apple gave the app on
/// the first sign-in, which names a new account).
///
/// ID tokens are short-lived, audience-bound assertions rather than passwords, so flags are accepted;
/// `--provider P --id-token-stdin` reads the token from standard input instead (one trailing newline
/// dropped), keeping it out of `ps` and shell history.
enum ProviderTokenOptions {
    static let options = [
        CommandOption("google-id-token", "T", "sign in with this Google ID token"),
        CommandOption(
            "google-access-token", "A", "the Google OAuth access token (alone: the server asks Google)"),
        CommandOption("apple-id-token", "T", "sign in with this Apple identity token"),
        CommandOption("raw-nonce", "N", "the raw nonce whose SHA-256 hex the Apple token carries"),
        CommandOption("first-name", "F", "with an Apple token: the first name Apple gave the app"),
        CommandOption("last-name", "L", "with an Apple token: the last name Apple gave the app"),
        CommandOption("provider", "P", "google or apple: whose token --id-token-stdin reads"),
        CommandOption("id-token-stdin", nil, "read the ID token from standard input"),
    ]

    /// The credential the arguments describe, `nil` when they name no provider token.
    static func credential(_ arguments: ParsedArguments) throws(UsageError) -> ProviderCredential? {
        let sources = sources(arguments)
        guard let source = sources.first else {
            for dependent in ["raw-nonce", "first-name", "last-name", "provider"]
            where arguments.value(dependent) != nil {
                throw .invalidValue("--" + dependent, expected: "a provider's ID token too")
            }
            return nil
        }
        guard sources.count == 1 else { throw .conflictingOptions(sources[0], sources[1]) }
        let provider: String
        let token: String
        switch source {
        case "--google-id-token", "--google-access-token":
            (provider, token) = ("google", arguments.value("google-id-token") ?? "")
        case "--apple-id-token":
            (provider, token) = ("apple", arguments.value("apple-id-token") ?? "")
        default:
            guard let named = arguments.value("provider"), ["google", "apple"].contains(named) else {
                throw .invalidValue("--provider", expected: "google or apple with --id-token-stdin")
            }
            (provider, token) = (named, readStandardInput())
        }
        let accessToken = arguments.value("google-access-token")
        if provider == "google" {
            for appleOnly in ["raw-nonce", "first-name", "last-name"] where arguments.value(appleOnly) != nil
            {
                throw .invalidValue("--" + appleOnly, expected: "an Apple identity token")
            }
            let access = accessToken.flatMap { $0.isEmpty ? nil : $0 }
            guard !token.isEmpty || access != nil else { throw .missingValue(source) }
            return .google(idToken: token.isEmpty ? nil : token, accessToken: access)
        }
        guard !token.isEmpty else { throw .missingValue(source) }
        if accessToken != nil {
            throw .invalidValue("--google-access-token", expected: "a Google token, not an Apple one")
        }
        return .apple(
            idToken: token, rawNonce: try arguments.requiredValue("raw-nonce"), fullName: fullName(arguments))
    }

    /// The flag that gave the token, for messages.
    static func flag(in arguments: ParsedArguments) -> String {
        sources(arguments).first ?? "--id-token-stdin"
    }

    /// The flags that name a token: a Google access token alone counts as Google's credential; with
    /// `--id-token-stdin` it goes with the token read from standard input.
    private static func sources(_ arguments: ParsedArguments) -> [String] {
        let fromInput = arguments.isSet("id-token-stdin")
        var sources: [String] = []
        if arguments.value("google-id-token") != nil {
            sources.append("--google-id-token")
        } else if arguments.value("google-access-token") != nil && !fromInput {
            sources.append("--google-access-token")
        }
        if arguments.value("apple-id-token") != nil { sources.append("--apple-id-token") }
        if fromInput { sources.append("--id-token-stdin") }
        return sources
    }

    /// `--first-name` and `--last-name`, when either is given.
    private static func fullName(_ arguments: ParsedArguments) -> ProviderCredential.PersonName? {
        let first = arguments.value("first-name").flatMap { $0.isEmpty ? nil : $0 }
        let last = arguments.value("last-name").flatMap { $0.isEmpty ? nil : $0 }
        guard first != nil || last != nil else { return nil }
        return ProviderCredential.PersonName(firstName: first, lastName: last)
    }

    private static func readStandardInput() -> String {
        let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
