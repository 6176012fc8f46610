/// Firebase's rule for sensitive changes by the user: changing the e-mail address or the password, or
/// deleting the account, needs an ID token from a recent sign-in (`auth_time` within
/// `recentSignInWindow`), so a stolen long-lived session cannot take the account over. Refreshing keeps
/// the original `auth_time`; only signing in again renews it. Not enforced in emulator mode.
enum RecentSignIn {
    static func require(_ token: VerifiedIDToken, _ context: ServerContext) throws(APIError) {
        let window = context.configuration.recentSignInWindow
        guard window > 0, !context.configuration.emulator else { return }
        if context.clock.milliseconds / 1000 - token.authTime > window {
            throw APIError.code(.credentialTooOldLoginAgain)
        }
    }
}
