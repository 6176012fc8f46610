import AuthCrypto
import AuthModel

/// `POST v1/projects/{p}:createSessionCookie {"idToken","validDuration"}`: a JWT like the ID token,
/// issued by `https://session.firebase.google.com/<project>`, valid 5 minutes to 2 weeks.
enum CreateSessionCookieEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let duration = call.body.int64("validDuration") ?? 1_209_600
        guard (300...1_209_600).contains(duration) else { throw APIError.code(.invalidDuration) }
        let (verified, _) = try context.tokens.verifiedAccount(
            idToken: call.body.string("idToken"), tenantId: call.tenantId)
        let cookie = try context.withStore {
            try context.tokens.sessionCookie(from: verified, validDuration: duration)
        }
        return ["sessionCookie": .string(cookie)]
    }
}
