import AuthClient
import Synchronization

/// The problems the session file had in one run, collected instead of printed as they happen, so that
/// a command reports at most one line about them (and the app can show them on screen).
final class SessionStoreIssues: Sendable {
    private let issues = Mutex<[KeyValueStoreError]>([])

    /// Records `issue` (the client's `reportIssue`).
    func record(_ issue: KeyValueStoreError) {
        issues.withLock { $0.append(issue) }
    }

    /// The failure to report when the remembered session could not be read, so the client started
    /// signed out.
    var loadFailure: CommandFailure? {
        let issue = issues.withLock { $0.first { $0.kind == .corrupt || $0.kind == .unreadable } }
        return issue.map {
            CommandFailure(
                "the remembered session \($0.location) cannot be read (\($0.reason)): sign in again with"
                    + " 'sesame signin' (which replaces it) or remove it with 'sesame signout'",
                code: "SESSION_FILE_UNREADABLE")
        }
    }

    /// The failure to report when the session could not be saved or removed.
    var saveFailure: CommandFailure? {
        let issue = issues.withLock { $0.first { $0.kind == .writeFailed || $0.kind == .encodingFailed } }
        return issue.map {
            CommandFailure(
                "the session could not be saved to \($0.location) (\($0.reason)): make that directory"
                    + " writable or choose another with --state-dir",
                code: "SESSION_FILE_UNWRITABLE")
        }
    }
}
