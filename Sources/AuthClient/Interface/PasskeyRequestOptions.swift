import AuthModel
import Foundation

/// What `passkeySignIn:start` answers: the `PublicKeyCredentialRequestOptions` to hand to the platform
/// (``json`` for `navigator.credentials.get` with `challenge` decoded to bytes; ``relyingPartyID`` and
/// ``challenge`` for iOS's `createCredentialAssertionRequest`). It names no account: the authenticator
/// offers the user's passkeys for the relying party. Finish with ``AuthClient/finalizePasskeySignIn(_:)``.
public struct PasskeyRequestOptions: Sendable, Hashable {
    /// The options exactly as the server sent them (binary members in base64).
    public let json: JSONValue
    /// The relying party id (`rpId`).
    public let relyingPartyID: String
    /// The challenge's bytes.
    public let challenge: Data

    /// Reads the options; one without a relying party or challenge is a malformed response.
    public init(json: JSONValue) throws(AuthError) {
        guard let rpID = json["rpId"]?.stringValue, !rpID.isEmpty,
            let challenge = json["challenge"]?.stringValue.flatMap(Base64URL.decode), !challenge.isEmpty
        else {
            throw AuthError(.malformedResponse, detail: "credentialRequestOptions incomplete")
        }
        self.json = json
        relyingPartyID = rpID
        self.challenge = challenge
    }
}
