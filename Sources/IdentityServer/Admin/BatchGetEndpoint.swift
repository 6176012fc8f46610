import AuthCrypto
import Storage

/// `GET v1/projects/{p}/accounts:batchGet?maxResults=N&nextPageToken=T`: accounts in `localId`
/// order; a full page names the next one (`nextPageToken`), as Firebase's does, even when it turns out
/// empty.
enum BatchGetEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let requested = call.body.int64("maxResults") ?? 20
        let limit = Int(max(1, min(1000, requested)))
        let after = call.body.string("nextPageToken")
        let users = try context.withStore {
            try context.store.listAccounts(tenantId: call.tenantId, after: after, limit: limit)
        }
        var fields: [String: JSON] = [
            "kind": "identitytoolkit#DownloadAccountResponse",
            "users": .array(users.map { AccountRenderer.userInfo($0, privileged: true) }),
        ]
        if users.count == limit, let last = users.last { fields["nextPageToken"] = .string(last.localId) }
        return .object(fields)
    }
}
