import AuthModel
import Foundation

extension ProviderCredential {
    /// The `accounts:signInWithIdp` body for an identity-provider credential; with `idToken` it links
    /// the provider to that user instead of signing in.
    func signInWithIDPRequest(idToken: String?) -> SignInWithIDPRequest {
        let postBody: IDPPostBody
        switch self {
        case .google(let token, let accessToken):
            postBody = IDPPostBody(providerID: providerID, idToken: token, accessToken: accessToken)
        case .apple(let token, let rawNonce, let fullName):
            postBody = IDPPostBody(
                providerID: providerID, idToken: token, nonce: rawNonce, user: fullName.flatMap(Self.userJSON)
            )
        case .oauth(_, let token, let accessToken, let rawNonce):
            postBody = IDPPostBody(providerID: providerID, idToken: token, nonce: rawNonce, accessToken: accessToken)
        case .redirectResult(_, let requestURI, let sessionID, let samlResponse):
            let body = IDPPostBody(providerID: providerID, samlResponse: samlResponse)
            return SignInWithIDPRequest(
                requestURI: requestURI, postBody: body.queryString, idToken: idToken, sessionID: sessionID)
        case .emailPassword, .emailLink, .phone:
            preconditionFailure("e-mail and phone credentials do not use signInWithIdp")
        }
        return SignInWithIDPRequest(postBody: postBody.queryString, idToken: idToken)
    }

    /// Apple's `user` parameter: `{"name":{"firstName":…,"lastName":…}}`.
    private static func userJSON(_ name: PersonName) -> String? {
        struct User: Encodable { var name: PersonName }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(User(name: name))).flatMap { String(data: $0, encoding: .utf8) }
    }
}
