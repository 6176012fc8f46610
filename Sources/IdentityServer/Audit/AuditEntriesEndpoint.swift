import AuthCrypto
import AuthModel
import Foundation
import Storage

/// `GET /sesame/v1/auditEntries` (admin bearer): the audit log, newest first, one page at a time.
/// Filters: `target` (an account's localId, …), `kind` (comma-separated), `actor` (an actor id or
/// kind), `since` and `until` (RFC 3339, or milliseconds since 1970; `until` exclusive); `pageSize`
/// (1–1000, default 100) and the previous answer's `nextPageToken` as `pageToken`.
enum AuditEntriesEndpoint {
    static let path = "/sesame/v1/auditEntries"

    static func list(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        let size = body.int64("pageSize") ?? 100
        guard (1...1000).contains(size) else { throw APIError.invalidArgument("pageSize must be 1 to 1000.") }
        let kinds = (body.string("kind") ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let query = AuditQuery(
            target: nonEmpty(body.string("target")), kinds: kinds, actor: nonEmpty(body.string("actor")),
            since: try instant(body.string("since"), "since"), until: try instant(body.string("until"), "until"),
            after: try cursor(body.string("pageToken")), limit: Int(size) + 1)
        let found = try context.withStore { try context.store.auditEntries(query) }
        let page = found.prefix(Int(size))
        var fields: [String: JSON] = ["entries": .array(page.map(render))]
        if found.count > page.count, let last = page.last {
            fields["nextPageToken"] = .string(AuthCrypto.Base64URL.encode(Array("\(last.time):\(last.id)".utf8)))
        }
        return .object(fields)
    }

    static func render(_ entry: AuditEntryRecord) -> JSON {
        var fields: [String: JSON] = [
            "id": .string(entry.id), "time": .string(RFC3339.string(milliseconds: entry.time)), "kind": .string(entry.kind),
            "actor": .object(
                ["kind": .string(entry.actorKind)].merging(entry.actorId.map { ["id": .string($0)] } ?? [:]) {
                    $1
                }),
            "outcome": .string(entry.outcome),
        ]
        if let target = entry.target { fields["target"] = .string(target) }
        if let tenant = entry.tenantId { fields["tenantId"] = .string(tenant) }
        if let address = entry.sourceAddress { fields["sourceAddress"] = .string(address) }
        if let request = entry.requestId { fields["requestId"] = .string(request) }
        if let details = entry.details.flatMap({ JSON.parse(Data($0.utf8)) }) { fields["details"] = details }
        return .object(fields)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func instant(_ text: String?, _ name: String) throws(APIError) -> Int64? {
        guard let text = nonEmpty(text) else { return nil }
        if let milliseconds = Int64(text) { return milliseconds }
        guard let date = RFC3339.date(text) else {
            throw .invalidArgument("\(name) must be an RFC 3339 timestamp or milliseconds since 1970.")
        }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    private static func cursor(_ token: String?) throws(APIError) -> AuditQuery.Cursor? {
        guard let token = nonEmpty(token) else { return nil }
        guard let bytes = AuthCrypto.Base64URL.decode(token), let text = String(bytes: bytes, encoding: .utf8),
            let colon = text.firstIndex(of: ":"), let time = Int64(text[..<colon])
        else { throw .invalidArgument("pageToken is not one this server gave.") }
        return AuditQuery.Cursor(time: time, id: String(text[text.index(after: colon)...]))
    }
}
