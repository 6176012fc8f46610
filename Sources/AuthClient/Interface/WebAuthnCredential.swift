import AuthModel
import Foundation

/// The authenticator's answer to a passkey ceremony — a `PublicKeyCredential` — in the WebAuthn JSON
/// the server takes: `id`, `rawId`, `type: public-key` and the `response` member's binary fields in
/// base64url, as Firebase's JS SDK sends it.
///
/// Build it from what the platform produced: a browser's credential as JSON
/// (``init(json:)``: `credential.toJSON()`, or the fields in base64url or, as iOS apps write them,
/// standard base64), or iOS's `ASAuthorizationPlatformPublicKeyCredentialRegistration` /
/// `…Assertion` properties (``registration(credentialID:clientDataJSON:attestationObject:transports:)``,
/// ``assertion(credentialID:clientDataJSON:authenticatorData:signature:userHandle:)``).
public struct WebAuthnCredential: Sendable, Hashable {
    /// Which ceremony the credential answers.
    public enum Ceremony: Sendable, Hashable {
        /// `navigator.credentials.create`: `clientDataJSON` and `attestationObject`.
        case registration
        /// `navigator.credentials.get`: `clientDataJSON`, `authenticatorData`, `signature`, maybe `userHandle`.
        case assertion
    }

    /// The credential id's bytes.
    public let credentialID: Data
    public let ceremony: Ceremony
    /// The `response` member's binary fields.
    public let fields: [String: Data]
    /// The transports the authenticator named (`internal`, `hybrid`, …), registrations only.
    public let transports: [String]

    /// A registration from the platform's bytes (iOS: `credentialID`, `rawClientDataJSON`,
    /// `rawAttestationObject`).
    public static func registration(
        credentialID: Data, clientDataJSON: Data, attestationObject: Data, transports: [String] = []
    ) -> WebAuthnCredential {
        WebAuthnCredential(
            credentialID: credentialID, ceremony: .registration,
            fields: ["clientDataJSON": clientDataJSON, "attestationObject": attestationObject],
            transports: transports)
    }

    /// An assertion from the platform's bytes (iOS: `credentialID`, `rawClientDataJSON`,
    /// `rawAuthenticatorData`, `signature`, `userID`).
    public static func assertion(
        credentialID: Data, clientDataJSON: Data, authenticatorData: Data, signature: Data, userHandle: Data?
    ) -> WebAuthnCredential {
        var fields = ["clientDataJSON": clientDataJSON, "authenticatorData": authenticatorData, "signature": signature]
        fields["userHandle"] = userHandle.flatMap { $0.isEmpty ? nil : $0 }
        return WebAuthnCredential(credentialID: credentialID, ceremony: .assertion, fields: fields, transports: [])
    }

    /// Reads a credential in WebAuthn JSON (UTF-8): `id` (with `rawId`, when present, naming the same
    /// bytes), `type` (when present) `public-key`, and a `response` with the fields of a registration
    /// (`attestationObject`) or an assertion (`authenticatorData`, `signature`); base64url or standard
    /// base64. Anything else fails with ``AuthModel/AuthError/Kind/invalidPasskeyResponse`` before any
    /// request is made.
    public init(json data: Data) throws(AuthError) {
        guard let json = try? JSONValue(data: data) else { throw Self.refusal("not JSON") }
        guard let idText = json["id"]?.stringValue, let id = Base64URL.decode(idText), !id.isEmpty else {
            throw AuthError(.invalidPasskeyCredentialID)
        }
        if let rawID = json["rawId"], rawID.stringValue.flatMap(Base64URL.decode) != id {
            throw Self.refusal("rawId differs from id")
        }
        if let type = json["type"], type.stringValue != "public-key" { throw Self.refusal("type") }
        guard case .object(let response)? = json["response"] else { throw Self.refusal("response missing") }
        let ceremony: Ceremony = response["attestationObject"] != nil ? .registration : .assertion
        let names =
            ceremony == .registration
            ? ["clientDataJSON", "attestationObject"] : ["clientDataJSON", "authenticatorData", "signature"]
        var fields: [String: Data] = [:]
        for name in names + (ceremony == .assertion ? ["userHandle"] : []) {
            guard let value = response[name], value != .null else {
                if name == "userHandle" { continue }
                throw Self.refusal("\(name) missing")
            }
            guard let bytes = value.stringValue.flatMap(Base64URL.decode), name == "userHandle" || !bytes.isEmpty
            else { throw Self.refusal("\(name) is not base64") }
            if !bytes.isEmpty { fields[name] = bytes }
        }
        var transports: [String] = []
        if case .array(let names)? = response["transports"] ?? json["transports"] {
            transports = names.compactMap(\.stringValue)
        }
        self.init(credentialID: id, ceremony: ceremony, fields: fields, transports: transports)
    }

    private init(credentialID: Data, ceremony: Ceremony, fields: [String: Data], transports: [String]) {
        self.credentialID = credentialID
        self.ceremony = ceremony
        self.fields = fields
        self.transports = transports
    }

    private static func refusal(_ detail: String) -> AuthError {
        AuthError(.invalidPasskeyResponse, detail: detail)
    }

    /// The credential id as the server names it (base64url).
    public var id: String { Base64URL.encode(credentialID) }

    /// The JS SDK's shape: `id`, `rawId`, `type`, `response` with base64url fields.
    public var json: JSONValue {
        var response = fields.mapValues { JSONValue.string(Base64URL.encode($0)) }
        if !transports.isEmpty { response["transports"] = .array(transports.map(JSONValue.string)) }
        return .object([
            "id": .string(id), "rawId": .string(id), "type": .string("public-key"), "response": .object(response),
        ])
    }
}
