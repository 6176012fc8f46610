/// What happened at the console's door, for the server's audit log. Session ids are digests
/// (`ConsoleSessions.Session.auditId`), never the cookie.
public enum ConsoleEvent: Sendable, Equatable {
    /// The header on the console's admin calls that names the session behind them.
    public static let sessionHeader = "X-Sesame-Console-Session"

    case signedIn(session: String)
    /// A wrong admin key (`rateLimited`: refused before it was checked).
    case signInRefused(rateLimited: Bool)
    case signedOut(session: String)
}
