import AuthCrypto
import Foundation

/// `sesame service-account create --out FILE`: generates an RSA key pair here, registers its public
/// half with the server (which from then on accepts custom tokens it signs), and writes the key file
/// (mode 0600, never over an existing file) that firebase-admin's `credentials.Certificate` loads.
enum ServiceAccountCreateCommand: ClientCommand {
    static let name = "service-account create"
    static let summary = "make a service-account key file whose custom tokens the server accepts"
    static let synopsis = "sesame service-account create --out FILE [--email E] [options]"
    static let options = [
        CommandOption("out", "FILE", "where to write the key file (must not exist)"),
        CommandOption(
            "email", "E", "the service account's e-mail (default firebase-adminsdk-…@PROJECT.iam…)"),
        AdminAPI.option,
    ]

    struct Request: Sendable {
        var path: String
        var email: String?
        var adminKey: String?
    }

    struct Output: Encodable, Sendable {
        var file: String
        var keyId: String
        var clientEmail: String
        var projectId: String
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        let path = try arguments.requiredValue("out")
        try PrivateFile.checkAbsent(path)
        return Request(
            path: path, email: arguments.value("email"),
            adminKey: AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let api = try AdminAPI.of(connection, adminKey: request.adminKey)
        let pair: RSAKeyPair
        let publicKey: String
        do {
            pair = try RSAKeyPair.generate(bits: 2048)
            publicKey = try pair.publicKeyPEM
        } catch {
            throw CommandFailure("could not generate a key pair")
        }
        var body = ["publicKeyPem": publicKey]
        if let email = request.email { body["clientEmail"] = email }
        let answer = try await api.call("POST", "/sesame/v1/serviceAccountKeys", body)
        guard let keyId = answer["keyId"] as? String, let clientEmail = answer["clientEmail"] as? String,
            let projectId = answer["projectId"] as? String
        else { throw CommandFailure("the server's answer has no keyId, clientEmail or projectId") }
        let file = ServiceAccountKeyFile(
            projectId: projectId, keyId: keyId, privateKeyPEM: try pair.privateKeyPEM,
            clientEmail: clientEmail,
            clientId: ServiceAccountKeyFile.makeClientId())
        do {
            try file.write(to: request.path)
        } catch {
            // The key would be useless without its file: stop trusting it again.
            _ = try? await api.call("DELETE", "/sesame/v1/serviceAccountKeys/" + keyId)
            throw error
        }
        let output = Output(file: request.path, keyId: keyId, clientEmail: clientEmail, projectId: projectId)
        CommandOutput.print(output, json: connection.options.json) {
            [
                "wrote \(request.path): key \(keyId) of \(clientEmail) (project \(projectId))",
                "custom tokens it signs sign in; keep the file secret",
            ]
        }
    }
}
