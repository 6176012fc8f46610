import AuthModel
import Storage
import WebPages

/// `sendOobCode` with `EMAIL_SIGNIN`: mails a sign-in link to any address, known or not (signing in with
/// it creates the account), so the answer and the work are the same either way and reveal nothing.
/// The link leads to the action page, which hands its code to `continueUrl`: required, and on an
/// authorized domain — except in emulator mode, which, like Firebase's emulator, checks neither.
/// `canHandleCodeInApp`, `iOSBundleId` and the Android fields are accepted; the link is the same for
/// every app.
enum EmailSignInLinks {
    /// Checks the request and counts it; the account is read after the answer (`SendOobCodeEndpoint`).
    static func send(_ context: ServerContext, _ call: APICall) throws -> (email: String, continueURL: String?)
    {
        try TenantRules.requireEmailLinks(call, context)
        let body = call.body
        guard let raw = body.string("email") else { throw APIError.code(.missingEmail) }
        let email = try AccountRules.email(raw)
        let continueURL = body.string("continueUrl")
        if !context.configuration.emulator {
            guard let continueURL else {
                throw APIError.code(.missingContinueURI, "A continue URL must be provided in the request.")
            }
            try requireAuthorizedDomain(continueURL, context)
        }
        try context.rateLimiter.hit(.oob, ip: call.ip, email: email, tenantId: call.tenantId)
        return (email, continueURL)
    }

    /// Firebase's `UNAUTHORIZED_DOMAIN` for a continue URL outside the authorized domains.
    static func requireAuthorizedDomain(_ url: String, _ context: ServerContext) throws(APIError) {
        let links = ContinueLink(authorizedDomains: context.configuration.allAuthorizedDomains)
        guard links.offered(url) != nil else {
            throw .code(.unauthorizedDomain, "Domain not allowlisted by project")
        }
    }
}
