import AuthCrypto
import AuthModel
import Storage

/// `securetoken.googleapis.com/v1/token`: exchanges a refresh token (JSON or form body, snake or
/// camel case) for a new ID token and the rotated refresh token.
enum TokenEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        guard let grantType = body.string("grantType") else { throw APIError.code(.missingGrantType) }
        guard grantType == "refresh_token" else { throw APIError.code(.invalidGrantType) }
        guard let token = body.string("refreshToken") else { throw APIError.code(.missingRefreshToken) }
        let exchange = try await RefreshTokens(service: context.tokens).exchange(token)
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
