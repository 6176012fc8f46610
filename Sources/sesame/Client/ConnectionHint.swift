import AuthModel
import Foundation

/// What to do when `--server` cannot be used: the server's address when it cannot be reached, and how
/// to pass an API key when it refuses the one sent. English and Korean, like ``AuthError``'s sentences.
enum ConnectionHint {
    /// The sentence replacing `error`'s description for a command talking to `server`, or nil when
    /// the description says enough.
    static func sentence(for error: AuthError, server: URL, language: AuthLanguage) -> String? {
        let address = server.absoluteString
        switch (error.kind, language) {
        case (.connectionRefused, .english), (.timedOut, .english), (.networkUnavailable, .english):
            return "Could not reach the server at \(address): check --server and that the server is running."
        case (.connectionRefused, .korean), (.timedOut, .korean), (.networkUnavailable, .korean):
            return "\(address) 서버에 연결할 수 없습니다. --server 주소와 서버가 실행 중인지 확인해 주세요."
        case (.invalidAPIKey, .english):
            return "The server at \(address) refused the API key: pass its key with --api-key KEY"
                + " or SESAME_API_KEY."
        case (.invalidAPIKey, .korean):
            return "\(address) 서버가 API 키를 거부했습니다. --api-key KEY 또는 SESAME_API_KEY로 서버의 키를"
                + " 지정해 주세요."
        default:
            return nil
        }
    }
}
