import Foundation

/// `sesame service-account list`: the keys the server trusts for custom tokens.
enum ServiceAccountListCommand: ClientCommand {
    static let name = "service-account list"
    static let summary = "list the service-account keys the server trusts"
    static let synopsis = "sesame service-account list [options]"
    static let options = [AdminAPI.option]

    struct Key: Encodable, Sendable {
        var keyId: String
        var clientEmail: String
        var createdAt: Date?
    }

    static func prepare(_ arguments: ParsedArguments) throws -> String? {
        AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment)
    }

    static func perform(_ adminKey: String?, on connection: ClientConnection) async throws {
        let answer = try await AdminAPI.of(connection, adminKey: adminKey).call(
            "GET", "/sesame/v1/serviceAccountKeys")
        let keys = (answer["keys"] as? [[String: Any]] ?? []).map { key in
            Key(
                keyId: key["keyId"] as? String ?? "", clientEmail: key["clientEmail"] as? String ?? "",
                createdAt: (key["createdAt"] as? String).flatMap(Double.init).map {
                    Date(timeIntervalSince1970: $0 / 1000)
                })
        }
        let formatter = ISO8601DateFormatter()
        CommandOutput.print(["keys": keys], json: connection.options.json) {
            keys.isEmpty
                ? ["no service-account keys"]
                : keys.map {
                    "\($0.keyId)  \($0.clientEmail)  \($0.createdAt.map { date in formatter.string(from: date) } ?? "")"
                }
        }
    }
}
