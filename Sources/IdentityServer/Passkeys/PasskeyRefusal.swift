import AuthModel

/// Why a WebAuthn response was refused: each rule of WebAuthn Level 2 §7.1 and §7.2 Sesame checks.
/// Answered as `INVALID_AUTHENTICATOR_RESPONSE : <detail>`, except the codes Identity Platform
/// defines (an unknown credential, a credential already registered, a missing response).
enum PasskeyRefusal: Error, Equatable {
    case malformed(String)
    case wrongType
    case challenge
    case origin
    case crossOrigin
    case rpIdHash
    case userNotPresent
    case userNotVerified
    case unsupportedAlgorithm
    case attestation(String)
    case signature
    case credentialMismatch
    case userHandle
    case possiblyCloned

    var detail: String {
        switch self {
        case .malformed(let what): "malformed \(what)"
        case .wrongType: "client data type"
        case .challenge: "challenge unknown, used or expired"
        case .origin: "origin not allowed"
        case .crossOrigin: "cross-origin ceremony"
        case .rpIdHash: "rp id hash"
        case .userNotPresent: "user not present"
        case .userNotVerified: "user not verified"
        case .unsupportedAlgorithm: "unsupported public key algorithm"
        case .attestation(let why): "attestation: \(why)"
        case .signature: "signature"
        case .credentialMismatch: "credential id"
        case .userHandle: "user handle"
        case .possiblyCloned: "signature counter did not increase; the credential may be cloned"
        }
    }

    var apiError: APIError { .code(.invalidAuthenticatorResponse, detail) }
}
