/// Which screen the app shows for the session.
public enum SessionRoute: Sendable, Hashable {
    /// The app just started and is checking the remembered session (splash).
    case launching
    /// Nobody is signed in: the sign-in screen.
    case signedOut
    /// Someone is signed in: the home screen.
    case signedIn
}
