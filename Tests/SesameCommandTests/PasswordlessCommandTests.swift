import AuthCrypto
import Foundation
import Testing

/// `sesame signin` with e-mail links and custom tokens, and `sesame service-account`, end to end: the
/// real binary with its embedded server, one process per command.
@Suite struct PasswordlessCommandTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil) throws -> SesameRun {
        try SesameRun.run(arguments, input: input, environment: home.environment())
    }

    func json(_ run: SesameRun) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return try #require(object as? [String: Any])
    }

    /// The link the embedded server mailed to `email` last.
    func mailedLink(to email: String) throws -> String {
        let text = try String(contentsOfFile: home.dataDirectory + "/outbox.jsonl", encoding: .utf8)
        let messages = text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return try #require(messages.last { $0["to"] as? String == email }?["link"] as? String)
    }

    @Test func sendLinkThenSignInWithIt() throws {
        let send = try sesame(["signin", "--email", "lin@example.com", "--send-link"])
        #expect(send.status == 0, "\(send.errors)")
        #expect(send.output.hasPrefix("sent a sign-in link to lin@example.com; then run: sesame signin"))
        #expect(send.output.contains(home.dataDirectory + "/outbox.jsonl"))
        let link = try mailedLink(to: "lin@example.com")
        #expect(link.contains("mode=signIn"))
        #expect(link.contains("continueUrl=http%3A%2F%2Flocalhost%2F"))

        let signIn = try sesame(["signin", "--email", "lin@example.com", "--email-link", link, "--json"])
        #expect(signIn.status == 0, "\(signIn.errors)")
        let user = try json(signIn)
        #expect(user["email"] as? String == "lin@example.com")
        #expect(user["emailVerified"] as? Bool == true)
        #expect(user["providers"] as? [String] == ["password"])
        let whoami = try sesame(["whoami", "--json"])
        #expect(try json(whoami)["uid"] as? String == user["uid"] as? String)

        // Used once; a link for another address is refused.
        let again = try sesame(["signin", "--email", "lin@example.com", "--email-link", link])
        #expect(again.status == 1)
        #expect(again.errors.contains("already been used"))
        _ = try sesame(["signin", "--email", "other@example.com", "--send-link", "--json"])
        let wrong = try sesame(
            ["signin", "--email", "lin@example.com", "--email-link", try mailedLink(to: "other@example.com")])
        #expect(wrong.status == 1)
        #expect(wrong.errorLines.count == 1)
    }

    @Test func sendLinkWithAContinueURLTheServerDoesNotAllowFails() throws {
        let run = try sesame(
            [
                "signin", "--email", "a@example.com", "--send-link", "--continue-url",
                "https://evil.example.net/",
            ])
        #expect(run.status == 1)
        #expect(run.errorLines == ["The app's return address is not allowed."])
    }

    @Test func serviceAccountKeyFileSignsCustomTokensUntilTheKeyIsDeleted() throws {
        let path = home.path + "/service-account.json"
        let create = try sesame(["service-account", "create", "--out", path, "--json"])
        #expect(create.status == 0, "\(create.errors)")
        let created = try json(create)
        let keyId = try #require(created["keyId"] as? String)
        #expect(created["file"] as? String == path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let file = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                as? [String: String])
        #expect(file["type"] == "service_account")
        #expect(file["private_key_id"] == keyId)
        #expect(file["project_id"] == "sesame-local")
        #expect(file["client_email"] == created["clientEmail"] as? String)
        #expect(file["token_uri"] != nil)
        #expect(file["private_key"]?.hasPrefix("-----BEGIN PRIVATE KEY-----") == true)
        #expect(!create.output.contains("PRIVATE KEY"))

        let token = try Self.customToken(file: file, uid: "scripted-user")
        let signIn = try sesame(["signin", "--custom-token", token, "--json"])
        #expect(signIn.status == 0, "\(signIn.errors)")
        #expect(try json(signIn)["uid"] as? String == "scripted-user")
        let fromInput = try sesame(["signin", "--custom-token-stdin"], input: token + "\n")
        #expect(fromInput.status == 0, "\(fromInput.errors)")
        #expect(fromInput.output == "signed in as scripted-user\n")

        let list = try sesame(["service-account", "list"])
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.contains(keyId))
        #expect(!list.output.contains("BEGIN"))
        #expect(
            try sesame(["service-account", "create", "--out", path]).errorLines == [
                "sesame service-account create: \(path) exists already; choose another --out"
            ])

        let delete = try sesame(["service-account", "delete", "--key-id", keyId])
        #expect(delete.status == 0, "\(delete.errors)")
        let refused = try sesame(["signin", "--custom-token", token])
        #expect(refused.status == 1)
        #expect(refused.errorLines == ["The sign-in token was made for another project."])
        #expect(try sesame(["service-account", "list"]).output == "no service-account keys\n")
        let gone = try sesame(["service-account", "delete", "--key-id", keyId])
        #expect(gone.status == 1)
        #expect(gone.errors.contains("HTTP 404"))
    }

    @Test(arguments: [
        (
            ["signin", "--email", "a@example.com", "--send-link", "--password-stdin"],
            "cannot be used together"
        ),
        (["signin", "--email", "a@example.com", "--continue-url", "http://localhost/"], "--send-link too"),
        (["signin", "--custom-token", "t", "--email", "a@example.com"], "cannot be used together"),
        (["signin", "--send-link", "--custom-token", "t"], "cannot be used together"),
        (["signin", "--send-link"], "missing --email"),
        (["signin", "--email-link", "x"], "missing --email"),
        (
            ["signin", "--email", "a@example.com", "--send-link", "--continue-url", "mailto:x"],
            "http or https URL"
        ),
        (["signin", "--google-id-token", "g", "--custom-token", "t"], "cannot be used together"),
        (["service-account"], "missing action"),
        (["service-account", "rotate"], "unknown action 'rotate'"),
        (["service-account", "create"], "missing --out"),
        (["service-account", "delete", "--key-id", "not hex"], "hexadecimal id"),
        (["service-account", "list", "--server", "http://127.0.0.1:9"], "--admin-key"),
    ])
    func refusedArguments(arguments: [String], message: String) throws {
        let run = try sesame(arguments)
        #expect(run.status == 2, "\(arguments) \(run.errors)")
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    /// A custom token signed with the key file's private key, the way firebase-admin signs one.
    static func customToken(file: [String: String], uid: String) throws -> String {
        let pair = try RSAKeyPair(privateKeyPEM: try #require(file["private_key"]))
        let email = try #require(file["client_email"])
        let now = Date().timeIntervalSince1970.rounded(.down)
        return try JWTSigner.rs256(pair, keyID: try #require(file["private_key_id"])).sign(
            claims: [
                "iss": .string(email), "sub": .string(email), "uid": .string(uid),
                "aud":
                    "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit",
                "iat": .double(now), "exp": .double(now + 3600),
            ], additionalHeaders: ["typ": "JWT"])
    }
}
