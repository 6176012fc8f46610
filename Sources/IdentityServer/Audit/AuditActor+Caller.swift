import AuthModel
import HTTPServer
import WebPages

extension AuditActor {
    /// Who makes a request: for an admin bearer, the console session it names, the emulator's `owner`,
    /// a service account (an OAuth access token, emulator mode) or the admin key (by a digest of it);
    /// otherwise someone not known yet (`anonymous`), whom a handler names once it verified a token.
    static func caller(
        of request: HTTPRequest, privileged: Bool, configuration: ServerConfiguration
    ) -> AuditActor {
        guard privileged else { return .anonymous }
        // The console names its session (a digest of the nonce); only a privileged call's is believed:
        // whoever holds the admin key may name a session anyway.
        if let session = request.headers[ConsoleEvent.sessionHeader], !session.isEmpty, session.utf8.count <= 64 {
            return AuditActor(.console, id: session)
        }
        let bearer = CallerAuthorization.bearerToken(request) ?? ""
        if configuration.emulator {
            if bearer.lowercased() == "owner" { return AuditActor(.adminKey, id: "owner") }
            if bearer.hasPrefix("ya29.") { return AuditActor(.serviceAccount) }
        }
        return AuditActor(.adminKey, id: adminKeyId(configuration.adminKey ?? ""))
    }

    /// `key-` and 12 hex digits of the admin key's SHA-256: tells keys apart across rotations, reveals
    /// nothing of the key.
    static func adminKeyId(_ key: String) -> String {
        "key-" + SHA256.hash("sesame audit|" + key).hexString.prefix(12)
    }
}
