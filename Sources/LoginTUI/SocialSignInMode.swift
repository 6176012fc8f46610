/// What "Continue with Google/Apple" can do against the server in use.
public enum SocialSignInMode: Sendable, Hashable {
    /// A server in Firebase-emulator mode: the app asks for the provider account's e-mail and name and
    /// makes an unsigned token, as the emulator's own sign-in page does.
    case emulator
    /// A real server: a terminal cannot get a provider token, so the screen says so.
    case unavailable
}
