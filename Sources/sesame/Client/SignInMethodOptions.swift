import Foundation

/// `sesame signin`'s passwordless options: e-mail links (`--send-link` mails one, `--email-link LINK`
/// signs in with it) and custom tokens (`--custom-token T`, or `--custom-token-stdin` to keep the token
/// out of `ps` and shell history; one trailing newline dropped).
enum SignInMethodOptions {
    /// Where the link leads after the action page when `--continue-url` is not given: loopback, an
    /// authorized domain of every server by default.
    static let defaultContinueURL = "http://localhost/"

    static let options = [
        CommandOption("send-link", nil, "with --email: mail a sign-in link instead of asking for a password"),
        CommandOption(
            "continue-url", "URL", "with --send-link: where the link leads (default http://localhost/)"),
        CommandOption(
            "email-link", "LINK", "with --email: sign in with the link from that mail (or where it led)"),
        CommandOption("custom-token", "T", "sign in with a custom token from your server (firebase-admin)"),
        CommandOption("custom-token-stdin", nil, "read the custom token from standard input"),
    ]

    /// What the arguments ask for, or nil when they name none of these methods.
    enum Method: Sendable {
        case sendLink(continueURL: URL)
        case emailLink(String)
        case customToken(String)
    }

    /// The flags of these methods that were given, for conflict messages.
    static func flags(in arguments: ParsedArguments) -> [String] {
        var flags: [String] = []
        if arguments.isSet("send-link") { flags.append("--send-link") }
        if arguments.value("email-link") != nil { flags.append("--email-link") }
        if arguments.value("custom-token") != nil { flags.append("--custom-token") }
        if arguments.isSet("custom-token-stdin") { flags.append("--custom-token-stdin") }
        return flags
    }

    static func method(_ arguments: ParsedArguments) throws(UsageError) -> Method? {
        let given = flags(in: arguments)
        if arguments.value("continue-url") != nil && !given.contains("--send-link") {
            throw .invalidValue("--continue-url", expected: "--send-link too")
        }
        guard let flag = given.first else { return nil }
        guard given.count == 1 else { throw .conflictingOptions(given[0], given[1]) }
        switch flag {
        case "--send-link":
            let text = arguments.value("continue-url") ?? defaultContinueURL
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else { throw .invalidValue("--continue-url", expected: "an http or https URL") }
            return .sendLink(continueURL: url)
        case "--email-link":
            return .emailLink(try arguments.requiredValue("email-link"))
        case "--custom-token":
            return .customToken(try arguments.requiredValue("custom-token"))
        default:
            var token = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            if token.hasSuffix("\n") { token.removeLast() }
            guard !token.isEmpty else { throw .missingValue("--custom-token-stdin") }
            return .customToken(token)
        }
    }
}
