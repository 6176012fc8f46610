import Foundation

/// A service-account key file in Google's layout, which firebase-admin's `credentials.Certificate`,
/// google-auth and pyrebase4 load: `type`, `project_id`, `private_key_id`, `private_key` (PKCS#8 PEM),
/// `client_email`, `client_id`, `auth_uri`, `token_uri`, the certificate URLs and `universe_domain`.
/// The URLs are Google's usual ones: the SDKs use the file here to sign custom tokens, which needs no
/// network; Sesame does not issue OAuth access tokens for it.
struct ServiceAccountKeyFile: Sendable {
    var projectId: String
    var keyId: String
    var privateKeyPEM: String
    var clientEmail: String
    var clientId: String

    var fields: [String: String] {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "@")
        let escapedEmail = clientEmail.addingPercentEncoding(withAllowedCharacters: allowed) ?? clientEmail
        return [
            "type": "service_account",
            "project_id": projectId,
            "private_key_id": keyId,
            "private_key": privateKeyPEM,
            "client_email": clientEmail,
            "client_id": clientId,
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
            "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/" + escapedEmail,
            "universe_domain": "googleapis.com",
        ]
    }

    /// Writes the file with mode 0600; an existing file is never replaced.
    func write(to path: String) throws {
        let data = try JSONSerialization.data(withJSONObject: fields, options: [.prettyPrinted, .sortedKeys])
        try PrivateFile.write(data + Data("\n".utf8), to: path)
    }

    /// 21 random digits, the shape of Google's numeric client ids.
    static func makeClientId() -> String {
        var generator = SystemRandomNumberGenerator()
        return "1" + (0..<20).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
    }
}
