internal import CLibPQ
import Foundation
import Storage

/// One statement of a pipeline: SQL with `$n` placeholders and its arguments.
public struct PostgresStatement: Sendable {
    public var sql: String
    public var arguments: [any PostgresBindable]

    public init(_ sql: String, _ arguments: [any PostgresBindable] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    /// A statement of the shared SQL.
    public init(_ statement: SQLStatement) {
        self.init(statement.sql, PostgresConnection.parameters(statement.arguments))
    }
}

/// The rows one statement of a pipeline returned; they stay readable while this value lives.
public final class PostgresResultSet {
    private let result: OpaquePointer

    init(_ result: OpaquePointer) {
        self.result = result
    }

    deinit {
        PQclear(result)
    }

    public var count: Int { Int(PQntuples(result)) }

    /// Maps every row.
    public func rows<T>(_ map: (PostgresRow) throws -> T) rethrows -> [T] {
        try (0..<PQntuples(result)).map { try map(PostgresRow(result: result, index: $0)) }
    }
}

extension PostgresConnection {
    /// Whether the connection is (still) in pipeline mode; such a connection is not reused.
    var isInPipeline: Bool { PQpipelineStatus(rawHandle) != PQ_PIPELINE_OFF }

    /// Sends every statement at once and then reads all their results: one round trip for all of
    /// them (libpq's pipeline mode). Statements run in order; after one fails, the server skips the
    /// rest, and the first failure is thrown once every result was read.
    public func pipeline(_ statements: [PostgresStatement]) throws(PostgresError) -> [PostgresResultSet] {
        let handle = rawHandle
        guard PQenterPipelineMode(handle) == 1 else {
            throw PostgresError(.connectionFailed, detail: connectionMessage(handle))
        }
        for statement in statements {
            let sent = Self.withParameters(statement.arguments) { count, types, values, lengths, formats in
                PQsendQueryParams(handle, statement.sql, count, types, values, lengths, formats, 0)
            }
            guard sent == 1 else { throw PostgresError(.connectionFailed, detail: connectionMessage(handle)) }
        }
        roundTrips?.count()
        guard PQpipelineSync(handle) == 1 else {
            throw PostgresError(.connectionFailed, detail: connectionMessage(handle))
        }
        var results: [PostgresResultSet] = []
        var failure: PostgresError?
        for _ in statements {
            guard let result = PQgetResult(handle) else {
                throw PostgresError(.connectionFailed, detail: connectionMessage(handle))
            }
            if PQresultStatus(result) == PGRES_PIPELINE_ABORTED {
                PQclear(result)
            } else {
                do {
                    results.append(PostgresResultSet(try check(result, on: handle)))
                } catch {
                    failure = failure ?? error
                }
            }
            // Each statement's results end with a null result.
            while let extra = PQgetResult(handle) { PQclear(extra) }
        }
        guard let sync = PQgetResult(handle) else {
            throw PostgresError(.connectionFailed, detail: connectionMessage(handle))
        }
        let synced = PQresultStatus(sync) == PGRES_PIPELINE_SYNC
        PQclear(sync)
        guard synced, PQexitPipelineMode(handle) == 1 else {
            throw failure ?? PostgresError(.connectionFailed, detail: connectionMessage(handle))
        }
        if let failure { throw failure }
        return results
    }
}
