import AuthCrypto
import Storage

/// `POST v1/projects/{p}/accounts:query` (Firebase's `QueryUserInfoRequest`): a page of accounts.
/// Firebase's fields: `returnUserInfo` (false: only `recordsCount`), `limit` (1…500, default 500),
/// `sortBy` (`USER_ID`, or `CREATED_AT`: creation time, then user ID), `order` (`ASC`/`DESC`),
/// `expression` (the first entry counts: `email`, `userId` or `phoneNumber`, exact). Sesame's additions,
/// for paging through large projects without offsets: the expression may instead name `emailPrefix`,
/// `userIdPrefix` or `providerId`, `startAfter` is the cursor — a page's `nextPageToken`, which comes
/// back when more accounts follow (the last `localId`; in `CREATED_AT` order `<createdAt>:<localId>`).
enum QueryAccountsEndpoint {
    static let maximumLimit: Int64 = 500

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        if let offset = body.int64("offset"), offset != 0 {
            throw APIError.notImplemented("offset is not implemented; page with startAfter.")
        }
        let order: AccountQuery.Order
        switch body.string("sortBy") ?? "USER_ID" {
        case "USER_ID", "SORT_BY_FIELD_UNSPECIFIED": order = .localId
        case "CREATED_AT": order = .createdAt
        case "NAME", "LAST_LOGIN_AT", "USER_EMAIL":
            throw APIError.notImplemented("Sorting by USER_ID and CREATED_AT is implemented.")
        default: throw APIError.invalidJSON("Invalid value at 'sortBy'.")
        }
        let descending: Bool
        switch body.string("order") ?? "ASC" {
        case "ASC", "ORDER_UNSPECIFIED": descending = false
        case "DESC": descending = true
        default: throw APIError.invalidJSON("Invalid value at 'order'.")
        }
        let filter = try self.filter(body["expression"]?.arrayValue?.first)
        if body.bool("returnUserInfo") == false {
            guard filter == .all else {
                throw APIError.notImplemented(
                    "Counting the accounts an expression matches is not implemented.")
            }
            let count = try context.withStore { try context.store.countAccounts(tenantId: call.tenantId) }
            return ["recordsCount": .string(String(count))]
        }
        let limit = Int(max(1, min(maximumLimit, body.int64("limit") ?? maximumLimit)))
        let cursor = try self.cursor(body.string("startAfter"), order: order)
        let query = AccountQuery(
            tenantId: call.tenantId, filter: filter, order: order, descending: descending, after: cursor.localId,
            afterCreatedAt: cursor.createdAt, limit: limit + 1)
        let page = try context.withStore { try context.store.queryAccounts(query) }
        let users = Array(page.prefix(limit))
        var fields: [String: JSON] = [
            "recordsCount": .string(String(users.count)),
            "userInfo": .array(users.map { AccountRenderer.userInfo($0, privileged: true) }),
        ]
        if page.count > limit, let last = users.last {
            fields["nextPageToken"] = .string(order == .createdAt ? "\(last.createdAt):\(last.localId)" : last.localId)
        }
        return .object(fields)
    }

    /// The account a page starts after: a user ID, or in `CREATED_AT` order `<createdAt>:<localId>`.
    static func cursor(_ token: String?, order: AccountQuery.Order) throws(APIError)
        -> (localId: String?, createdAt: Int64?)
    {
        guard let token else { return (nil, nil) }
        guard order == .createdAt else { return (token, nil) }
        guard let colon = token.firstIndex(of: ":"), let createdAt = Int64(token[..<colon]) else {
            throw APIError.invalidArgument("startAfter must be a nextPageToken of the same sortBy.")
        }
        return (String(token[token.index(after: colon)...]), createdAt)
    }

    /// The store filter of one `SqlExpression`; an expression naming several fields is refused.
    static func filter(_ expression: JSON?) throws(APIError) -> AccountQuery.Filter {
        guard let expression else { return .all }
        let fields = RequestBody(fields: expression.objectValue ?? [:])
        let conditions: [(String, (String) -> AccountQuery.Filter)] = [
            ("email", AccountQuery.Filter.email), ("userId", AccountQuery.Filter.localId),
            ("phoneNumber", AccountQuery.Filter.phoneNumber),
            ("emailPrefix", AccountQuery.Filter.emailPrefix),
            ("userIdPrefix", AccountQuery.Filter.localIdPrefix), ("providerId", AccountQuery.Filter.provider),
        ]
        let given = conditions.compactMap { name, make in fields.string(name).map(make) }
        guard given.count <= 1 else {
            throw APIError.invalidJSON(
                "An expression names one of email, userId, phoneNumber, "
                    + "emailPrefix, userIdPrefix or providerId.")
        }
        return given.first ?? .all
    }
}
