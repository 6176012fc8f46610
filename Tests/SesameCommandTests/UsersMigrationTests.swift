import Foundation
import IdentityServer
import ServerTestSupport
import Testing

/// `sesame users export` and `users import` in Firebase's `auth:export` formats: a round trip into an
/// empty server, and Firebase's own scrypt sample imported as Firebase exports it.
@Suite struct UsersMigrationTests {
    let home: ScratchHome
    let adminKey = "target-admin-key"

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil) async throws -> SesameRun {
        try await SesameRun.detached(arguments, input: input, environment: home.environment())
    }

    /// Imports `file` into a new, empty server and checks that Ada signs in there with her password
    /// and that Bob arrives disabled, as exported.
    func importIntoEmptyServer(_ file: String, named name: String) async throws {
        let target = try home.startServer(named: name) { $0.adminKey = adminKey }
        let remote = ["--server", target.baseURL, "--admin-key", adminKey]
        let imported = try await sesame(["users", "import", "--file", file, "--json"] + remote)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(try imported.json()["imported"] as? Int == 2)
        // Again: the accounts exist now, so each is refused, listed, and the command fails.
        let again = try await sesame(["users", "import", "--file", file] + remote)
        #expect(again.status == 1)
        #expect(again.errorLines.count == 1)
        #expect(again.output.split(separator: "\n").count == 2)
        #expect(again.output.hasPrefix("not imported: user 1 ("))
        let signIn = try await sesame(
            [
                "signin", "--email", "ada@example.com", "--password-stdin", "--server", target.baseURL,
                "--api-key",
                "remote-key",
            ], input: "correct horse 1")
        #expect(signIn.status == 0, "\(name): \(signIn.errors)")
        let bob = try await sesame(["users", "get", "--uid", "bob-1", "--json"] + remote).json()
        #expect(bob["disabled"] as? Bool == true)
        #expect(bob["displayName"] as? String == "Bob")
        let ada = try await sesame(["users", "get", "--email", "ada@example.com", "--json"] + remote).json()
        #expect(ada["emailVerified"] as? Bool == true)
        await target.stop()
    }

    @Test func exportThenImportIntoAnEmptyServerKeepsPasswords() async throws {
        let ada = try await sesame(
            ["users", "create", "--email", "ada@example.com", "--email-verified", "--password-stdin"],
            input: "correct horse 1")
        #expect(ada.status == 0, "\(ada.errors)")
        let bob = try await sesame(
            [
                "users", "create", "--uid", "bob-1", "--email", "bob@example.com", "--display-name", "Bob",
                "--disabled",
            ])
        #expect(bob.status == 0, "\(bob.errors)")

        for format in ["json", "csv"] {
            let file = home.path + "/users." + format
            let exported = try await sesame(["users", "export", "--out", file])
            #expect(exported.status == 0, "\(exported.errors)")
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let again = try await sesame(["users", "export", "--out", file])
            #expect(again.status == 1)
            try await importIntoEmptyServer(file, named: "target-" + format)
        }
        let text = try String(contentsOfFile: home.path + "/users.json", encoding: .utf8)
        let users = try #require(
            (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["users"]
                as? [[String: Any]])
        #expect(users.count == 2)
        #expect(
            users.contains { $0["passwordHash"] is String && $0["email"] as? String == "ada@example.com" })
    }

    var scryptSettings: [String] {
        [
            "--hash-algo", "SCRYPT", "--hash-key", FirebaseScryptSample.signerKey, "--salt-separator",
            FirebaseScryptSample.saltSeparator, "--rounds", String(FirebaseScryptSample.rounds), "--mem-cost",
            String(FirebaseScryptSample.memoryCost),
        ]
    }

    func expectSignIn(_ email: String) async throws {
        let wrong = try await sesame(
            ["signin", "--email", email, "--password-stdin"], input: "user2password")
        #expect(wrong.status == 1)
        let right = try await sesame(
            ["signin", "--email", email, "--password-stdin"], input: FirebaseScryptSample.password)
        #expect(right.status == 0, "\(email): \(right.errors)")
    }

    @Test func importsFirebasesScryptSampleFromJSONAndCSV() async throws {
        let file = home.path + "/firebase.json"
        let export = """
            {"users": [{
              "localId": "scrypt-json", "email": "scrypt@example.com", "emailVerified": true,
              "passwordHash": "\(FirebaseScryptSample.hash)", "salt": "\(FirebaseScryptSample.salt)",
              "displayName": "Scrypt User", "lastSignedInAt": "1700000100000", "createdAt": "1700000000000",
              "providerUserInfo": [
                {"providerId": "google.com", "rawId": "g-123", "email": "scrypt@example.com"}
              ]
            }]}
            """
        try export.write(toFile: file, atomically: true, encoding: .utf8)
        let withoutSettings = try await sesame(["users", "import", "--file", file])
        #expect(withoutSettings.status == 2)
        #expect(withoutSettings.errorLines.count == 1)
        let imported = try await sesame(["users", "import", "--file", file] + scryptSettings)
        #expect(imported.status == 0, "\(imported.errors)")
        try await expectSignIn("scrypt@example.com")
        let user = try await sesame(["users", "get", "--uid", "scrypt-json", "--json"]).json()
        #expect(user["createdAt"] as? String == "1700000000000")

        let csv = home.path + "/firebase.csv"
        let row =
            [
                "scrypt-csv", "csv@example.com", "true", FirebaseScryptSample.hash, FirebaseScryptSample.salt,
                "\"Csv, User\"",
            ] + Array(repeating: "", count: 17) + ["1700000000000", "", "", "false"]
        try (row.joined(separator: ",") + ",\n").write(toFile: csv, atomically: true, encoding: .utf8)
        let csvImport = try await sesame(["users", "import", "--file", csv] + scryptSettings)
        #expect(csvImport.status == 0, "\(csvImport.errors)")
        try await expectSignIn("csv@example.com")
        let csvUser = try await sesame(["users", "get", "--uid", "scrypt-csv", "--json"]).json()
        #expect(csvUser["displayName"] as? String == "Csv, User")
    }
}
