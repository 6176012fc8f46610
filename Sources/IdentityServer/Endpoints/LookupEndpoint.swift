import AuthCrypto
import AuthModel
import Storage

/// `accounts:lookup` (v3 `getAccountInfo`): the signed-in user by `idToken`, or, privileged, any
/// accounts by `localId[]`, `email[]`, `phoneNumber[]`, `federatedUserId[]` (`users` omitted when
/// nothing matched).
enum LookupEndpoint {
    static let kind = "identitytoolkit#GetAccountInfoResponse"

    /// Runs on the HTTP thread (`RouteSpec.Action.inlineAPI`): token checks and store reads only.
    static func handle(_ context: ServerContext, _ call: APICall) throws -> JSON {
        let body = call.body
        if call.isPrivileged && !(body.contains("idToken") && body.strings("localId").isEmpty) {
            return try privileged(context, call)
        }
        let (_, account) = try context.tokens.verifiedAccount(
            idToken: body.string("idToken"), tenantId: call.tenantId, tokensTenantWhenNoneNamed: true)
        return ["kind": .string(kind), "users": [AccountRenderer.userInfo(account, privileged: false)]]
    }

    private static func privileged(_ context: ServerContext, _ call: APICall) throws -> JSON {
        let (body, tenantId) = (call.body, call.tenantId)
        if body.contains("initialEmail") { throw APIError.notImplemented("initialEmail is not implemented.") }
        var found: [AccountRecord] = []
        try context.withStore {
            found += try context.store.accounts(localIds: body.strings("localId"))
            for email in body.strings("email") {
                if let account = try context.store.account(
                    email: EmailAddress.normalized(email), tenantId: tenantId)
                {
                    found.append(account)
                }
            }
            for phone in body.strings("phoneNumber") {
                if let account = try context.store.account(phoneNumber: phone, tenantId: tenantId) {
                    found.append(account)
                }
            }
            for entry in body["federatedUserId"]?.arrayValue ?? [] {
                guard let provider = entry["providerId"]?.stringValue, let rawId = entry["rawId"]?.stringValue
                else { continue }
                if let account = try context.store.account(
                    providerId: provider, rawId: rawId, tenantId: tenantId)
                {
                    found.append(account)
                }
            }
        }
        var seen: Set<String> = []
        // Accounts of other tenants are not found.
        let unique = found.filter { $0.tenantId == tenantId && seen.insert($0.localId).inserted }
        var fields: [String: JSON] = ["kind": .string(kind)]
        if !unique.isEmpty {
            fields["users"] = .array(unique.map { AccountRenderer.userInfo($0, privileged: true) })
        }
        return .object(fields)
    }
}
