import AuthCrypto
import AuthModel
import Foundation

/// `sesame audit`: the server's audit log, newest first, one JSON object a line (JSON lines), read
/// page by page from `GET /sesame/v1/auditEntries`. Filters as the endpoint's.
enum AuditCommand: ClientCommand {
    static let name = "audit"
    static let summary = "print the audit log, newest first, as JSON lines (admin)"
    static let synopsis = "sesame audit [--user UID] [--kind K[,K…]] [--actor A] [--since T] [--until T] [options]"
    static let options = [
        CommandOption("user", "UID", "only entries about this account (or any target: an e-mail, a tenant id)"),
        CommandOption("kind", "KINDS", "only these kinds, comma-separated (account.delete,signIn.failure,…)"),
        CommandOption("actor", "ACTOR", "only entries by this actor id or kind (adminKey, console, user, …)"),
        CommandOption("since", "TIME", "only entries at or after TIME (RFC 3339, or milliseconds since 1970)"),
        CommandOption("until", "TIME", "only entries before TIME"),
        CommandOption("limit", "N", "at most N entries (default: every one that matches)"),
        AdminAPI.option,
    ]

    struct Request: Sendable {
        var query: [(String, String)]
        var limit: Int?
        var adminKey: String?
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        var query: [(String, String)] = []
        for (option, parameter) in [("user", "target"), ("kind", "kind"), ("actor", "actor")] {
            if let value = arguments.value(option), !value.isEmpty { query.append((parameter, value)) }
        }
        // Times go as milliseconds: a `+` of an offset would be a space in a query.
        for option in ["since", "until"] {
            guard let text = arguments.value(option), !text.isEmpty else { continue }
            guard let milliseconds = Int64(text) ?? RFC3339.date(text).map({ Int64(($0.timeIntervalSince1970 * 1000).rounded()) })
            else {
                throw UsageError.invalidValue("--" + option, expected: "an RFC 3339 time or milliseconds since 1970")
            }
            query.append((option, String(milliseconds)))
        }
        var limit: Int?
        if let text = arguments.value("limit") {
            guard let value = Int(text), value > 0 else {
                throw UsageError.invalidValue("--limit", expected: "a positive number")
            }
            limit = value
        }
        return Request(
            query: query, limit: limit,
            adminKey: AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let api = try AdminAPI.of(connection, adminKey: request.adminKey)
        var printed = 0
        var pageToken: String?
        repeat {
            let remaining = request.limit.map { $0 - printed } ?? 1000
            var query = (request.query + [("pageSize", String(min(1000, remaining)))]).map {
                URLQueryItem(name: $0.0, value: $0.1)
            }
            if let pageToken { query.append(URLQueryItem(name: "pageToken", value: pageToken)) }
            let answer = try await api.send("GET", "/sesame/v1/auditEntries", query: query)
            for entry in answer["entries"]?.arrayValue ?? [] {
                StandardStreams.printOut(entry.serialized)
                printed += 1
            }
            pageToken = answer["nextPageToken"]?.stringValue
        } while pageToken != nil && printed < (request.limit ?? Int.max)
    }
}
