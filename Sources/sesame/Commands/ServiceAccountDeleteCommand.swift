import Foundation

/// `sesame service-account delete --key-id K`: the server stops accepting custom tokens signed with the
/// key (delete a key whose file leaked).
enum ServiceAccountDeleteCommand: ClientCommand {
    static let name = "service-account delete"
    static let summary = "stop trusting a service-account key"
    static let synopsis = "sesame service-account delete --key-id K [options]"
    static let options = [
        CommandOption("key-id", "K", "the key's id (the key file's private_key_id)"),
        AdminAPI.option,
    ]

    struct Request: Sendable {
        var keyId: String
        var adminKey: String?
    }

    struct Output: Encodable, Sendable {
        var keyId: String
        var deleted: Bool
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        let keyId = try arguments.requiredValue("key-id")
        guard keyId.allSatisfy({ $0.isHexDigit }) else {
            throw UsageError.invalidValue("--key-id", expected: "the key's hexadecimal id")
        }
        return Request(
            keyId: keyId,
            adminKey: AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let api = try AdminAPI.of(connection, adminKey: request.adminKey)
        _ = try await api.call("DELETE", "/sesame/v1/serviceAccountKeys/" + request.keyId)
        CommandOutput.print(Output(keyId: request.keyId, deleted: true), json: connection.options.json) {
            ["deleted key \(request.keyId); custom tokens it signs are refused from now on"]
        }
    }
}
