import AuthModel
import Foundation

extension LiveAuthClient {
    /// Runs `operation` with a session whose ID token is fresh (refreshed first when it expires within
    /// the margin). When the server rejects the token (`TOKEN_EXPIRED`, `INVALID_ID_TOKEN`) the token is
    /// refreshed and the operation retried once; if the retry is rejected too, or the server says the
    /// account is gone or disabled, the user is signed out.
    func withIDToken<Result: Sendable>(
        _ operation: @escaping @Sendable (AuthSession) async throws(AuthError) -> Result
    ) async throws(AuthError) -> Result {
        let session = try await sessions.validSession(force: false)
        do throws(AuthError) {
            return try await operation(session)
        } catch  where Self.isRejectedToken(error) {
            let renewed = try await sessions.session(replacing: session.idToken)
            do throws(AuthError) {
                return try await operation(renewed)
            } catch {
                if Self.isRejectedToken(error) || Self.isAccountGone(error) {
                    await sessions.signOut(ifCurrentUID: renewed.user.uid)
                }
                throw error
            }
        } catch {
            if Self.isAccountGone(error) {
                await sessions.signOut(ifCurrentUID: session.user.uid)
            }
            throw error
        }
    }

    private static func isRejectedToken(_ error: AuthError) -> Bool {
        error.kind == .tokenExpired || error.kind == .invalidIDToken
    }

    private static func isAccountGone(_ error: AuthError) -> Bool {
        error.kind == .userNotFound || error.kind == .userDisabled
    }
}
