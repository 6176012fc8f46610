import AuthModel
import Storage

/// `accounts:sendOobCode` (v3 `getOobConfirmationCode`): mails a `PASSWORD_RESET`, `VERIFY_EMAIL`,
/// `VERIFY_AND_CHANGE_EMAIL` (see `EmailChangeCodes`) or `EMAIL_SIGNIN` (see `EmailSignInLinks`) code
/// through the outbox. With enumeration protection a reset for an unknown address answers the same as
/// for a known one. Privileged callers may ask for the code and link (`returnOobLink`).
enum SendOobCodeEndpoint {
    static let kind = "identitytoolkit#GetOobConfirmationCodeResponse"

    /// Android sends the enum's number.
    static let numericTypes = [
        "1": "PASSWORD_RESET", "4": "VERIFY_EMAIL", "6": "EMAIL_SIGNIN", "7": "VERIFY_AND_CHANGE_EMAIL",
    ]

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        guard let rawType = body.string("requestType") else { throw APIError.code(.missingRequestType) }
        let requestType = numericTypes[rawType] ?? rawType
        let returnLink = body.bool("returnOobLink") ?? false
        if returnLink && !call.isPrivileged { throw APIError.code(.insufficientPermission) }
        let continueURL = body.string("continueUrl")
        if let continueURL, !isAbsoluteURL(continueURL) {
            throw APIError.code(
                .invalidContinueURI, "((expected an absolute URI with valid scheme and host))")
        }
        switch requestType {
        case "PASSWORD_RESET":
            guard let raw = body.string("email") else { throw APIError.code(.missingEmail) }
            let email = try AccountRules.email(raw)
            try context.rateLimiter.hit(.oob, ip: call.ip, email: email)
            let found = try context.withStore { try context.store.account(email: email) }
            guard let account = found else {
                if context.enumerationProtection && !call.isPrivileged {
                    // The same store work as for a known address before the same answer.
                    try context.withStore { try context.oobCodes.decoy(.passwordReset, continueURL: continueURL) }
                    return ["kind": .string(kind), "email": .string(email)]
                }
                throw APIError.code(.emailNotFound)
            }
            return try issue(context, .passwordReset, account, email, continueURL, returnLink, call)
        case "VERIFY_EMAIL":
            let account: AccountRecord
            if call.isPrivileged, let raw = body.string("email") {
                let found = try context.withStore {
                    try context.store.account(email: try AccountRules.email(raw))
                }
                guard let found else { throw APIError.code(.userNotFound) }
                account = found
            } else {
                account = try context.tokens.verifiedAccount(idToken: body.string("idToken")).1
            }
            guard let email = account.email else { throw APIError.code(.missingEmail) }
            try context.rateLimiter.hit(.oob, ip: call.ip, email: email)
            return try issue(context, .verifyEmail, account, email, continueURL, returnLink, call)
        case "VERIFY_AND_CHANGE_EMAIL":
            let (account, email, newEmail) = try EmailChangeCodes.send(context, call)
            return try issue(
                context, .changeEmail, account, email, continueURL, returnLink, call, newEmail: newEmail)
        case "EMAIL_SIGNIN":
            let (account, email, link) = try EmailSignInLinks.send(context, call)
            return try issue(context, .signIn, account, email, link, returnLink, call)
        default:
            throw APIError.invalidJSON("Invalid value at 'request_type'.")
        }
    }

    private static func issue(
        _ context: ServerContext, _ kind: OobCodeKind, _ account: AccountRecord?, _ email: String,
        _ continueURL: String?, _ returnLink: Bool, _ call: APICall, newEmail: String? = nil
    ) throws -> JSON {
        // Firebase localizes the mail and the action page by the client's X-Firebase-Locale.
        let language = AuthLanguage(localeIdentifier: call.request.headers["X-Firebase-Locale"] ?? "en")
        let (code, link) = try context.withStore {
            try context.oobCodes.issue(
                kind, for: account, email: email, newEmail: newEmail, continueURL: continueURL,
                language: language)
        }
        var fields: [String: JSON] = ["kind": .string(Self.kind), "email": .string(email)]
        if returnLink {
            fields["oobCode"] = .string(code)
            fields["oobLink"] = .string(link)
        }
        return .object(fields)
    }

    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let components = URLComponentsLite(text) else { return false }
        return !components.scheme.isEmpty && !components.host.isEmpty
    }
}
