import AuthClient
import AuthModel
import Foundation
import RxCore

/// `sesame signin --email E`: signs in with an e-mail address and password and remembers the session.
/// With `--google-id-token` and/or `--google-access-token`, or `--apple-id-token` (or
/// `--provider P --id-token-stdin`) it signs in with a Google or Apple token instead; see
/// ``ProviderTokenOptions``. `--email E --send-link` mails a sign-in link, `--email E --email-link LINK`
/// signs in with it, and `--custom-token T` signs in with a custom token; see ``SignInMethodOptions``.
/// `--phone N` texts a code to a number (and at a terminal asks for it), `--phone N --verification-id
/// ID --code C` signs in with it. An account with a second factor takes `--totp-code C` (or a prompt).
enum SignInCommand: ClientCommand {
    static let name = "signin"
    static let summary =
        "sign in with a password, a phone number, an e-mail link, a custom token, or a Google or Apple token"
    static let synopsis =
        "sesame signin (--email E [--password-stdin] [--totp-code C] | --phone N [--verification-id ID --code C]"
        + " | --email E --send-link [--continue-url URL]"
        + " | --email E --email-link LINK | --custom-token T | --custom-token-stdin"
        + " | --google-id-token T [--google-access-token A]"
        + " | --google-access-token A | --apple-id-token T --raw-nonce N [--first-name F] [--last-name L])"
        + " [options]"
    static let options =
        [
            CommandOption("email", "E", "the account's e-mail address"),
            PasswordReader.option, SecondFactorStep.option,
        ] + PhoneSignInOptions.options + SignInMethodOptions.options + ProviderTokenOptions.options

    struct Request: Sendable {
        var method: Method
        /// `--totp-code`, for an account with a second factor.
        var totpCode: String?
    }

    enum Method: Sendable {
        case phone(PhoneSignInOptions.Step)
        case password(email: String, password: String)
        case provider(ProviderCredential)
        case sendLink(email: String, continueURL: URL)
        case customToken(String)
    }

    struct LinkSent: Encodable, Sendable {
        var email: String
        var linkSent: Bool
        var continueURL: String
        /// Where the embedded server put the e-mail.
        var outbox: String?
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        Request(method: try method(arguments), totpCode: arguments.value(SecondFactorStep.option.name))
    }

    private static func method(_ arguments: ParsedArguments) throws -> Method {
        if let step = try PhoneSignInOptions.step(arguments) {
            for other in ["email", "totp-code"] where arguments.value(other) != nil {
                throw UsageError.conflictingOptions("--phone", "--\(other)")
            }
            if arguments.isSet(PasswordReader.option.name) {
                throw UsageError.conflictingOptions("--phone", PasswordReader.option.flag)
            }
            let providers = ["google-id-token", "google-access-token", "apple-id-token", "provider"]
                .filter { arguments.value($0) != nil }.map { "--" + $0 }
            if let other = (SignInMethodOptions.flags(in: arguments) + providers).first {
                throw UsageError.conflictingOptions("--phone", other)
            }
            return step
        }
        let passwordless = SignInMethodOptions.flags(in: arguments)
        if let credential = try ProviderTokenOptions.credential(arguments) {
            let provider = ProviderTokenOptions.flag(in: arguments)
            if arguments.value("email") != nil { throw UsageError.conflictingOptions("--email", provider) }
            if arguments.isSet(PasswordReader.option.name) {
                throw UsageError.conflictingOptions(PasswordReader.option.flag, provider)
            }
            if let other = passwordless.first { throw UsageError.conflictingOptions(other, provider) }
            return .provider(credential)
        }
        if let method = try SignInMethodOptions.method(arguments) {
            if arguments.isSet(PasswordReader.option.name) {
                throw UsageError.conflictingOptions(PasswordReader.option.flag, passwordless[0])
            }
            switch method {
            case .customToken(let token):
                if arguments.value("email") != nil {
                    throw UsageError.conflictingOptions("--email", passwordless[0])
                }
                return .customToken(token)
            case .sendLink(let url):
                return .sendLink(email: try arguments.requiredValue("email"), continueURL: url)
            case .emailLink(let link):
                return .provider(.emailLink(email: try arguments.requiredValue("email"), link: link))
            }
        }
        let email = try arguments.requiredValue("email")
        return .password(email: email, password: try PasswordReader.read(arguments))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let client = connection.client
        let user: AuthUser
        switch request.method {
        case .phone(let step):
            guard let signedIn = try await PhoneSignInOptions.perform(step, on: connection) else { return }
            user = signedIn
        case .password(let email, let password):
            do {
                user = try await client.signIn(email: email, password: password).value
            } catch let error as AuthError where error.kind == .multiFactorRequired {
                user = try await SecondFactorStep.resolve(error, totpCode: request.totpCode, client: client)
            }
        case .provider(let credential):
            do {
                user = try await client.signIn(with: credential).value
            } catch let error as AuthError where error.kind == .multiFactorRequired {
                user = try await SecondFactorStep.resolve(error, totpCode: request.totpCode, client: client)
            }
        case .customToken(let token):
            user = try await client.signIn(withCustomToken: token).value
        case .sendLink(let email, let continueURL):
            try await client.sendSignInLink(email: email, settings: ActionCodeSettings(url: continueURL))
                .value
            let outbox = connection.embedded?.outboxPath
            let output = LinkSent(
                email: email, linkSent: true, continueURL: continueURL.absoluteString, outbox: outbox)
            CommandOutput.print(output, json: connection.options.json) {
                [
                    "sent a sign-in link to \(email); then run: sesame signin --email \(email) --email-link LINK"
                ] + (outbox.map { ["(the embedded server writes its e-mails to \($0))"] } ?? [])
            }
            return
        }
        let summary = UserSummary(user)
        CommandOutput.print(summary, json: connection.options.json) {
            ["signed in as \(summary.shortName)"]
        }
    }
}
