import AuthCrypto
import AuthModel
import Storage

/// `securetoken.googleapis.com/v1/token`: exchanges a refresh token (JSON or form body, snake or
/// camel case) for a new ID token and the rotated refresh token.
///
/// Two ways in, one answer: `handle` in a task (stores that wait on a database server), `start` on the
/// HTTP thread for stores whose reads are local, where the exchange's group commit answers on its own
/// thread and the ID token is signed back on the HTTP thread, with no task in between.
enum TokenEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try answer(context, try await refreshTokens(context, call).exchange(token(in: call)))
    }

    static func start(
        _ context: ServerContext, _ call: APICall,
        _ done: @escaping @Sendable (@escaping @Sendable () throws -> JSON) -> Void
    ) throws {
        try refreshTokens(context, call).exchange(token(in: call)) { settle in
            done { try answer(context, settle()) }
        }
    }

    /// The exchange, with a replayed token's account put in the audit log.
    private static func refreshTokens(_ context: ServerContext, _ call: APICall) -> RefreshTokens {
        RefreshTokens(
            service: context.tokens,
            onReuse: { localId in
                context.audit(.refreshTokenReuse, call, target: localId, failure: .code(.tokenExpired))
            })
    }

    private static func token(in call: APICall) throws(APIError) -> String {
        let body = call.body
        guard let grantType = body.string("grantType") else { throw .code(.missingGrantType) }
        guard grantType == "refresh_token" else { throw .code(.invalidGrantType) }
        guard let token = body.string("refreshToken") else { throw .code(.missingRefreshToken) }
        return token
    }

    private static func answer(_ context: ServerContext, _ exchange: RefreshTokens.Exchange) throws -> JSON {
        let account = exchange.account
        let idToken = try context.withStore {
            try context.tokens.idToken(
                for: account, signInProvider: exchange.record.signInProvider,
                authTime: exchange.record.authTime,
                extraClaims: try context.tokens.sessionClaims(of: exchange.record))
        }
        return [
            "access_token": .string(idToken),
            "expires_in": .string(String(context.configuration.idTokenLifetime)),
            "token_type": "Bearer", "refresh_token": .string(exchange.refreshToken),
            "id_token": .string(idToken),
            "user_id": .string(account.localId), "project_id": "12345",
        ]
    }
}
