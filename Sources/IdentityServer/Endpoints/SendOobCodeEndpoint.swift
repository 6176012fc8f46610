import AuthCrypto
import AuthModel
import Storage

/// `accounts:sendOobCode` (v3 `getOobConfirmationCode`): mails a `PASSWORD_RESET`, `VERIFY_EMAIL`,
/// `VERIFY_AND_CHANGE_EMAIL` (see `EmailChangeCodes`) or `EMAIL_SIGNIN` (see `EmailSignInLinks`) code
/// through the outbox, after the answer. With enumeration protection a reset for an unknown address
/// answers the same as for a known one, as fast. Privileged callers may ask for the code and link
/// (`returnOobLink`).
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
            try TenantRules.requirePasswordSignIn(call)
            guard let raw = body.string("email") else { throw APIError.code(.missingEmail) }
            let email = try AccountRules.email(raw)
            try context.rateLimiter.hit(.oob, ip: call.ip, email: email, tenantId: call.tenantId)
            let protected = try context.projectSettings().enumerationProtection
            let event = BlockingEvent.email("PASSWORD_RESET", to: email)
            if protected && !call.isPrivileged {
                // The function hears of the address before anyone looks it up: its answer cannot tell
                // known addresses from unknown ones either.
                try await BlockingFunctions.admitSend(.beforeSendEmail, event, account: nil, call, context)
                return mailAfterLookup(context, .passwordReset, email, continueURL, call)
            }
            let found = try context.withStore {
                try context.store.account(email: email, tenantId: call.tenantId)
            }
            guard let account = found else {
                // With enumeration protection an admin gets the same answer without a code, as in Firebase.
                if protected { return ["kind": .string(Self.kind), "email": .string(email)] }
                throw APIError.code(.emailNotFound)
            }
            try await BlockingFunctions.admitSend(.beforeSendEmail, event, account: account, call, context)
            return try issue(context, .passwordReset, account, email, continueURL, returnLink, call)
        case "VERIFY_EMAIL":
            // An admin without an ID token names the address; anyone else is the ID token's user (a
            // missing one is an invalid one here, as in Firebase).
            let account: AccountRecord
            if call.isPrivileged && body.string("idToken") == nil {
                account = try EmailChangeCodes.named(context, call)
            } else {
                account = try context.tokens.verifiedAccount(
                    idToken: body.string("idToken") ?? "", tenantId: call.tenantId
                ).1
            }
            guard let email = account.email else { throw APIError.code(.missingEmail) }
            try context.rateLimiter.hit(.oob, ip: call.ip, email: email, tenantId: call.tenantId)
            return try issue(context, .verifyEmail, account, email, continueURL, returnLink, call)
        case "VERIFY_AND_CHANGE_EMAIL":
            let (account, email, newEmail) = try EmailChangeCodes.send(context, call)
            return try issue(
                context, .changeEmail, account, email, continueURL, returnLink, call, newEmail: newEmail)
        case "EMAIL_SIGNIN":
            let (email, link) = try EmailSignInLinks.send(context, call)
            try await BlockingFunctions.admitSend(
                .beforeSendEmail, .email("EMAIL_SIGN_IN", to: email), account: nil, call, context)
            if !returnLink { return mailAfterLookup(context, .signIn, email, link, call) }
            let account = try context.withStore {
                try context.store.account(email: email, tenantId: call.tenantId)
            }
            return try issue(context, .signIn, account, email, link, returnLink, call)
        default:
            throw APIError.invalidJSON("Invalid value at 'request_type'.")
        }
    }

    /// Answers at once, the same for every address, and reads the account only after the answer:
    /// a known address gets its mail there; an unknown one a sign-in link too (signing in creates the
    /// account) or, for a reset, the same work without a mail (`OobCodes.decoy`). So neither the answer
    /// nor the request after it tells known and unknown addresses apart.
    private static func mailAfterLookup(
        _ context: ServerContext, _ kind: OobCodeKind, _ email: String, _ continueURL: String?,
        _ call: APICall
    ) -> JSON {
        let (store, oobCodes) = (context.store, context.oobCodes)
        let language = (try? call.notificationLanguage(context)) ?? .english
        let tenantId = call.tenantId
        context.afterAnswer.enqueue("mailing a \(OobCodes.requestType(kind)) code") {
            let account = try store.account(email: email, tenantId: tenantId)
            if account == nil && kind != .signIn {
                try oobCodes.decoy(kind, continueURL: continueURL, language: language, tenantId: tenantId)
            } else {
                _ = try oobCodes.issue(
                    kind, for: account, email: email, continueURL: continueURL, language: language,
                    tenantId: tenantId)
            }
        }
        return ["kind": .string(Self.kind), "email": .string(email)]
    }

    /// Answers at once and mints, stores and mails the code after the answer (`AfterAnswerWork`), so
    /// that the answer costs what an unknown address's costs; a privileged caller asking for the code
    /// and link (`returnOobLink`) waits for them.
    private static func issue(
        _ context: ServerContext, _ kind: OobCodeKind, _ account: AccountRecord?, _ email: String,
        _ continueURL: String?, _ returnLink: Bool, _ call: APICall, newEmail: String? = nil
    ) throws -> JSON {
        let (oobCodes, tenantId) = (context.oobCodes, call.tenantId)
        let language = try call.notificationLanguage(context)
        let mail = { @Sendable in
            try oobCodes.issue(
                kind, for: account, email: email, newEmail: newEmail, continueURL: continueURL,
                language: language, tenantId: tenantId)
        }
        var fields: [String: JSON] = ["kind": .string(Self.kind), "email": .string(email)]
        if returnLink {
            let (code, link) = try context.withStore { try mail() }
            fields["oobCode"] = .string(code)
            fields["oobLink"] = .string(link)
        } else {
            context.afterAnswer.enqueue("mailing a \(OobCodes.requestType(kind)) code") { _ = try mail() }
        }
        return .object(fields)
    }

    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let components = URLComponentsLite(text) else { return false }
        return !components.scheme.isEmpty && !components.host.isEmpty
    }
}
