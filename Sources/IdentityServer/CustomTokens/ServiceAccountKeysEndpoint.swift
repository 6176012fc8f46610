import AuthCrypto
import AuthModel
import Storage

/// Sesame's admin API for the service-account keys custom tokens are checked against
/// (`/sesame/v1/serviceAccountKeys`, admin bearer). `sesame service-account create` generates the key
/// pair where it runs and registers only the public half here, so the private key never crosses the
/// network; the answer names the key (`keyId`, the file's `private_key_id`) and the account.
enum ServiceAccountKeysEndpoint {
    static let path = "/sesame/v1/serviceAccountKeys"

    /// `POST`: `{"publicKeyPem": SPKI PEM of an RSA key ≥ 2048 bits, "clientEmail"?}`.
    static func create(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        guard let pem = call.body.string("publicKeyPem"), (try? RSAPublicKey(pemRepresentation: pem)) != nil
        else {
            throw APIError.invalidArgument(
                "publicKeyPem must be an RSA public key (PEM) of at least 2048 bits.")
        }
        let projectId = context.configuration.projectId
        let clientEmail = try call.body.string("clientEmail") ?? defaultEmail(projectId: projectId)
        guard clientEmail.count <= 254, EmailAddress(clientEmail) != nil else {
            throw APIError.invalidArgument("clientEmail must be an e-mail address.")
        }
        let key = ServiceAccountKeyRecord(
            keyId: try SecureRandom.hex(bytes: 20), clientEmail: clientEmail, publicKeyPEM: pem,
            createdAt: context.clock.milliseconds)
        try context.withStore { try context.store.insertServiceAccountKey(key) }
        context.logger.info(
            "service-account key registered",
            ["key_id": .string(key.keyId), "client_email": .string(clientEmail)])
        context.audit(
            .serviceAccountKeyCreate, call, target: key.keyId, details: ["clientEmail": .string(clientEmail)])
        return render(key, projectId: projectId)
    }

    /// `GET`: every registered key, oldest first (public halves are not returned).
    static func list(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let keys = try context.withStore { try context.store.serviceAccountKeys(clientEmail: nil) }
        let projectId = context.configuration.projectId
        return ["keys": .array(keys.map { render($0, projectId: projectId) })]
    }

    /// `DELETE …/{keyId}`: custom tokens signed with the key are refused from now on.
    static func delete(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let keyId = call.request.pathParameters["keyId"] ?? ""
        guard try context.withStore({ try context.store.deleteServiceAccountKey(keyId: keyId) }) else {
            throw APIError.notFound
        }
        context.logger.info("service-account key deleted", ["key_id": .string(keyId)])
        context.audit(.serviceAccountKeyDelete, call, target: keyId)
        return [:]
    }

    private static func render(_ key: ServiceAccountKeyRecord, projectId: String) -> JSON {
        [
            "keyId": .string(key.keyId), "clientEmail": .string(key.clientEmail),
            "projectId": .string(projectId), "createdAt": .string(String(key.createdAt)),
        ]
    }

    /// `firebase-adminsdk-xxxxx@<project>.iam.gserviceaccount.com`, the shape of Firebase's own.
    private static func defaultEmail(projectId: String) throws -> String {
        "firebase-adminsdk-\(try SecureRandom.hex(bytes: 3).prefix(5))@\(projectId).iam.gserviceaccount.com"
    }
}
