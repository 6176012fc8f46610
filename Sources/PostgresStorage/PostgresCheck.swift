internal import CLibPQ

/// Turns a libpq result into a thrown `PostgresError` unless its status is a success; every
/// statement this module sends goes through here. Frees the result when throwing.
///
/// A missing result (out of memory, or the connection broke) and a result on a broken connection
/// are `.connectionFailed`; a server error is `.statementFailed` with its SQLSTATE and constraint
/// name (except shutdown and connection-exception states, which are `.connectionFailed` too). The
/// server's message text is deliberately dropped: it can quote parameter values.
func check(_ result: OpaquePointer?, on connection: OpaquePointer) throws(PostgresError) -> OpaquePointer {
    guard let result else {
        throw PostgresError(.connectionFailed, detail: connectionMessage(connection))
    }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
        return result
    default:
        let sqlState = field(result, CLIBPQ_DIAG_SQLSTATE)
        let constraint = field(result, CLIBPQ_DIAG_CONSTRAINT_NAME)
        PQclear(result)
        if PQstatus(connection) != CONNECTION_OK || sqlState == nil || isConnectionLoss(sqlState) {
            throw PostgresError(.connectionFailed, sqlState: sqlState, detail: connectionMessage(connection))
        }
        throw PostgresError(.statementFailed, sqlState: sqlState, constraint: constraint)
    }
}

/// Class 08 (connection exception) and `57P01`–`57P03` (administrator or crash shutdown, the
/// server starting up): the connection is gone or about to be, and a new one may succeed.
private func isConnectionLoss(_ sqlState: String?) -> Bool {
    guard let sqlState else { return false }
    return sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(sqlState)
}

private func field(_ result: OpaquePointer, _ code: Int32) -> String? {
    PQresultErrorField(result, code).map { String(cString: $0) }
}

/// libpq's message for the connection's last failure, trimmed (it names host, port and user).
func connectionMessage(_ connection: OpaquePointer) -> String {
    guard let message = PQerrorMessage(connection) else { return "no message" }
    return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
}
