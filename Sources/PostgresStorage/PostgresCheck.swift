internal import CLibPQ

/// Turns a libpq result into a thrown `PostgresError` unless its status is a success; every
/// statement this module sends goes through here. Frees the result when throwing.
///
/// A missing result (out of memory, or the connection broke) and a result on a broken connection
/// are `.connectionFailed`; a server error is `.statementFailed` with its SQLSTATE and constraint
/// name. The server's message text is deliberately dropped: it can quote parameter values.
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
        if PQstatus(connection) != CONNECTION_OK || sqlState == nil {
            throw PostgresError(.connectionFailed, sqlState: sqlState, detail: connectionMessage(connection))
        }
        throw PostgresError(.statementFailed, sqlState: sqlState, constraint: constraint)
    }
}

private func field(_ result: OpaquePointer, _ code: Int32) -> String? {
    PQresultErrorField(result, code).map { String(cString: $0) }
}

/// libpq's message for the connection's last failure, trimmed (it names host, port and user).
func connectionMessage(_ connection: OpaquePointer) -> String {
    guard let message = PQerrorMessage(connection) else { return "no message" }
    return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
}
