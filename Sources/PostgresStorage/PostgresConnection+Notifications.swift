internal import CLibPQ
import Foundation

/// What a listening connection needs: its socket, input without blocking, notifications, and
/// statements sent without waiting for their results.
extension PostgresConnection {
    /// One notification: the channel, its payload and the process id of the backend that sent it.
    struct Notification: Sendable {
        let channel: String
        let payload: String
        let senderPID: Int32
    }

    /// The connection's socket, to wait on with `poll`.
    var socketDescriptor: Int32 { PQsocket(rawHandle) }

    /// The process id of this connection's backend on the server (`pg_stat_activity.pid`).
    public var backendPID: Int32 { PQbackendPID(rawHandle) }

    /// Reads what the server sent without blocking. Throws `.connectionFailed` when the connection
    /// is gone.
    func consumeInput() throws(PostgresError) {
        guard PQconsumeInput(rawHandle) == 1 else {
            throw PostgresError(.connectionFailed, detail: connectionMessage(rawHandle))
        }
    }

    /// The next notification read so far, if any.
    func nextNotification() -> Notification? {
        guard let notice = PQnotifies(rawHandle) else { return nil }
        defer { PQfreemem(notice) }
        return Notification(
            channel: String(cString: notice.pointee.relname), payload: String(cString: notice.pointee.extra),
            senderPID: notice.pointee.be_pid)
    }

    /// Sends one statement without waiting for its result; collect it with `collectResults()`.
    func send(_ sql: String, _ arguments: [any PostgresBindable] = []) throws(PostgresError) {
        let sent = Self.withParameters(arguments) { count, types, values, lengths, formats in
            PQsendQueryParams(rawHandle, sql, count, types, values, lengths, formats, 0)
        }
        guard sent == 1 else { throw PostgresError(.connectionFailed, detail: connectionMessage(rawHandle)) }
    }

    /// Reads the results of sent statements that have fully arrived; returns false while one is still
    /// on its way (`consumeInput()` after the socket is readable), true once none is outstanding.
    /// Throws the first failed statement's error.
    func collectResults() throws(PostgresError) -> Bool {
        while PQisBusy(rawHandle) == 0 {
            guard let result = PQgetResult(rawHandle) else { return true }
            PQclear(try check(result, on: rawHandle))
        }
        return false
    }
}
