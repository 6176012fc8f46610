extension RelationalIdentityStore {
    public func queryAccounts(_ query: AccountQuery) throws -> [AccountRecord] {
        let (clause, arguments) = Self.whereClause(for: query)
        return try read { session in try Self.loadAccounts(session, where: clause, arguments) }
    }

    /// The `WHERE …` text (after `WHERE`) of `query`, with its arguments: the filter as `AccountQuery.matches`
    /// defines it, the cursor, the order and the limit. The order follows the (tenant_key, local_id) or (tenant_key, created_at, local_id) index.
    static func whereClause(for query: AccountQuery) -> (String, [any SQLArgumentConvertible]) {
        var arguments: [any SQLArgumentConvertible] = [query.tenantId ?? ""]
        func placeholder(_ value: any SQLArgumentConvertible) -> String {
            arguments.append(value)
            return "$\(arguments.count)"
        }
        var conditions = ["tenant_key = $1"]
        switch query.filter {
        case .all:
            break
        case .email(let email):
            conditions.append("email_normalized = \(placeholder(AccountRecord.normalizedEmail(email)))")
        case .emailPrefix(let prefix):
            let value = placeholder(AccountRecord.normalizedEmail(prefix))
            conditions.append("substr(email_normalized, 1, length(\(value))) = \(value)")
        case .localId(let localId):
            conditions.append("local_id = \(placeholder(localId))")
        case .localIdPrefix(let prefix):
            let value = placeholder(prefix)
            conditions.append("substr(local_id, 1, length(\(value))) = \(value)")
        case .phoneNumber(let phone):
            conditions.append("phone_number = \(placeholder(phone))")
        case .provider("password"):
            conditions.append(
                "(password_hash IS NOT NULL OR email_link_sign_in = \(placeholder(true))) AND email IS NOT NULL"
            )
        case .provider("phone"):
            conditions.append("phone_number IS NOT NULL")
        case .provider("anonymous"):
            conditions.append("anonymous = \(placeholder(true))")
        case .provider(let providerId):
            conditions.append(
                "EXISTS (SELECT 1 FROM provider_identities p WHERE p.local_id = accounts.local_id "
                    + "AND p.provider_id = \(placeholder(providerId)))")
        case .providerEmail(let email):
            // Served by the (tenant_key, email_normalized) index of provider_identities.
            let normalized = placeholder(AccountRecord.normalizedEmail(email))
            conditions.append(
                "local_id IN (SELECT p.local_id FROM provider_identities p WHERE p.tenant_key = $1 "
                    + "AND p.email_normalized = \(normalized))")
        }
        let comparison = query.descending ? "<" : ">"
        let direction = query.descending ? "DESC" : "ASC"
        let order: String
        switch query.order {
        case .localId:
            if let after = query.after { conditions.append("local_id \(comparison) \(placeholder(after))") }
            order = "local_id \(direction)"
        case .createdAt:
            // A row-value comparison, which the (tenant_key, created_at, local_id) index serves.
            if let after = query.after, let afterCreatedAt = query.afterCreatedAt {
                conditions.append(
                    "(created_at, local_id) \(comparison) (\(placeholder(afterCreatedAt)), \(placeholder(after)))")
            }
            order = "created_at \(direction), local_id \(direction)"
        }
        let limit = placeholder(max(0, query.limit))
        return (conditions.joined(separator: " AND ") + " ORDER BY \(order) LIMIT \(limit)", arguments)
    }
}
