import AuthCrypto
import Foundation
import HTTPServer
import Synchronization

/// Console sessions in a signed cookie, so that every instance sharing the admin key accepts them:
/// `<expiry>.<nonce>.<HMAC-SHA256(expiry, nonce)>` under a key derived from the admin key (random per
/// process when there is none, in emulator mode). The cookie is HttpOnly, SameSite=Strict, limited to
/// `/console/` and expires with the session. Each session's CSRF token is an HMAC of its nonce.
/// Signing out forgets the session on this instance at once; everywhere, it ends at its expiry.
final class ConsoleSessions: Sendable {
    static let cookie = "sesame_console"
    static let path = "/console/"

    struct Session: Sendable, Equatable {
        let nonce: String
        /// Unix seconds.
        let expiresAt: Int64
        let csrfToken: String

        /// Names the session in the audit log without revealing its nonce: 16 hex digits of a digest.
        var auditId: String {
            let digest = (try? SHA256.hash("sesame console audit|" + nonce)) ?? []
            return "console-" + digest.prefix(8).map { String(format: "%02x", $0) }.joined()
        }
    }

    private let key: [UInt8]
    private let lifetime: Int64
    private let secure: Bool
    private let now: @Sendable () -> Int64
    private let signedOut = Mutex<[String: Int64]>([:])

    init(settings: WebPagesSettings, now: @escaping @Sendable () -> Int64) throws {
        if let adminKey = settings.adminKey, !adminKey.isEmpty {
            key = try HMAC.authenticationCode(
                for: Array("sesame console session v1".utf8), key: Array(adminKey.utf8))
        } else {
            key = try SecureRandom.bytes(count: 32)
        }
        lifetime = settings.consoleSessionSeconds
        secure = settings.secureCookies
        self.now = now
    }

    /// A new session and the `Set-Cookie` value that carries it.
    func start() throws -> (Session, setCookie: String) {
        let nonce = try SecureRandom.token(bits: 128)
        let expiresAt = now() / 1000 + lifetime
        let value = "\(expiresAt).\(nonce).\(try mac("session|\(expiresAt)|\(nonce)"))"
        let cookie = Cookies.header(
            name: Self.cookie, value: value, path: Self.path, maxAge: Int(lifetime), secure: secure)
        return (try session(nonce: nonce, expiresAt: expiresAt), cookie)
    }

    /// The request's session, when its cookie is genuine, unexpired and not signed out.
    func session(of request: HTTPRequest) -> Session? {
        guard let value = Cookies.value(Self.cookie, in: request) else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let expiresAt = Int64(parts[0]), expiresAt > now() / 1000,
            let expected = try? mac("session|\(expiresAt)|\(parts[1])"),
            ConstantTime.equals(expected, parts[2])
        else { return nil }
        if signedOut.withLock({ $0[parts[1]] != nil }) { return nil }
        return try? session(nonce: parts[1], expiresAt: expiresAt)
    }

    /// Ends `session` on this instance and returns the `Set-Cookie` value that deletes the cookie.
    func end(_ session: Session) -> String {
        let current = now() / 1000
        signedOut.withLock { entries in
            entries = entries.filter { $0.value > current }
            entries[session.nonce] = session.expiresAt
        }
        return Cookies.header(name: Self.cookie, value: "", path: Self.path, maxAge: 0, secure: secure)
    }

    private func session(nonce: String, expiresAt: Int64) throws -> Session {
        Session(nonce: nonce, expiresAt: expiresAt, csrfToken: try mac("csrf|\(nonce)"))
    }

    private func mac(_ message: String) throws -> String {
        Base64URL.encode(try HMAC.authenticationCode(for: Array(message.utf8), key: key))
    }
}
