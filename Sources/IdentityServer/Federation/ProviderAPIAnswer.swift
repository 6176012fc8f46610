import AuthCrypto
import AuthModel
import Foundation

/// A provider API's answer as a JSON object: 200 with an object, else `INVALID_IDP_RESPONSE` (4xx,
/// malformed, too large) or 503 `UNAVAILABLE` (unreachable, 5xx: the credential may be good; nothing
/// changed). Neither the token nor the answer is logged.
enum ProviderAPIAnswer {
    static func object(
        _ provider: String, _ what: String, _ result: Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>,
        logger: ServerLogger
    ) throws(APIError) -> [String: JSON] {
        let answer: ProviderHTTPClient.Answer
        switch result {
        case .success(let value): answer = value
        case .failure(.transport):
            logger.warning("\(provider.lowercased()) \(what) unreachable")
            throw unavailable(provider)
        case .failure(.tooLarge):
            throw SignedProviderTokenVerifier.invalid("\(provider)'s \(what) answer is too large.")
        }
        if answer.status >= 500 {
            logger.warning("\(provider.lowercased()) \(what) failed", ["status": .int(Int64(answer.status))])
            throw unavailable(provider)
        }
        guard answer.status == 200 else {
            throw SignedProviderTokenVerifier.invalid("\(provider)'s \(what) refused the access_token (HTTP \(answer.status)).")
        }
        guard let object = JSON.parse(answer.body)?.objectValue else {
            throw SignedProviderTokenVerifier.invalid("\(provider)'s \(what) answer is not a JSON object.")
        }
        return object
    }

    static func unavailable(_ provider: String) -> APIError {
        APIError(
            envelope: ErrorEnvelope(
                httpStatus: 503,
                message: "UNAVAILABLE : \(provider) could not be reached to check the access token; try again later.",
                reason: "backendError", status: "UNAVAILABLE"))
    }

    /// The access token of a credential checked with a provider's API: present and of a sane length.
    static func accessToken(_ credential: ProviderCredential) throws(APIError) -> String {
        guard let token = credential.accessToken, !token.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("access_token is missing.")
        }
        guard token.utf8.count <= GoogleAccessTokenVerifier.maximumTokenLength else {
            throw SignedProviderTokenVerifier.invalid("access_token is too long.")
        }
        return token
    }

    /// The answer's array (GitHub's `/user/emails`), with the same rules.
    static func array(
        _ provider: String, _ what: String, _ result: Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>,
        logger: ServerLogger
    ) throws(APIError) -> [JSON] {
        if case .success(let answer) = result, answer.status == 200 {
            guard let array = JSON.parse(answer.body)?.arrayValue else {
                throw SignedProviderTokenVerifier.invalid("\(provider)'s \(what) answer is not a JSON array.")
            }
            return array
        }
        _ = try object(provider, what, result, logger: logger)
        return []
    }
}
