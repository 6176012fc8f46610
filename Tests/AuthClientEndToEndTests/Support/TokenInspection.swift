import AuthModel
import Foundation

/// The claims of an ID token the test received from its own server (signature not checked).
func claims(of idToken: String) throws -> IDTokenClaims {
    try IDTokenClaims(unverifiedJWT: idToken)
}

/// `idToken` with one character in the middle of its signature changed, so the server must reject it.
func tamperedSignature(of idToken: String) throws -> String {
    var parts = idToken.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3, parts[2].count > 8 else {
        throw SesameServerError(description: "not a compact JWT")
    }
    var signature = Array(parts[2])
    let middle = signature.count / 2
    signature[middle] = signature[middle] == "A" ? "B" : "A"
    parts[2] = String(signature)
    return parts.joined(separator: ".")
}

/// Suspends until the wall clock reaches the whole second after `second` (seconds since 1970): a token
/// issued then carries a later `iat` than one issued in `second`, and a token expiring at `second` has
/// expired.
func waitUntilSecond(after second: Int64) async throws {
    while Date().timeIntervalSince1970 < Double(second + 1) {
        try await Task.sleep(for: .milliseconds(50))
    }
}
