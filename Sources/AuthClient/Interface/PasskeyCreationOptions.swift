import AuthModel
import Foundation

/// What `passkeyEnrollment:start` answers: the `PublicKeyCredentialCreationOptions` to hand to the
/// platform. A web view or browser takes ``json`` (decode `challenge`, `user.id` and
/// `excludeCredentials[].id` to bytes for `navigator.credentials.create`); iOS's
/// `ASAuthorizationPlatformPublicKeyCredentialProvider` takes ``relyingPartyID``, ``challenge``,
/// ``userName`` and ``userID``. Finish with ``AuthClient/finalizePasskeyEnrollment(_:name:)``.
public struct PasskeyCreationOptions: Sendable, Hashable {
    /// The options exactly as the server sent them (binary members in base64).
    public let json: JSONValue
    /// The relying party id (`rp.id`) the passkey is scoped to.
    public let relyingPartyID: String
    /// The challenge's bytes.
    public let challenge: Data
    /// The user handle's bytes (`user.id`).
    public let userID: Data
    /// The account name authenticators show (`user.name`).
    public let userName: String

    /// Reads the options; one without a relying party, challenge or user is a malformed response.
    public init(json: JSONValue) throws(AuthError) {
        guard let rpID = json["rp"]?["id"]?.stringValue, !rpID.isEmpty,
            let challenge = json["challenge"]?.stringValue.flatMap(Base64URL.decode), !challenge.isEmpty,
            let userID = json["user"]?["id"]?.stringValue.flatMap(Base64URL.decode), !userID.isEmpty
        else {
            throw AuthError(.malformedResponse, detail: "credentialCreationOptions incomplete")
        }
        self.json = json
        relyingPartyID = rpID
        self.challenge = challenge
        self.userID = userID
        userName = json["user"]?["name"]?.stringValue ?? ""
    }
}
