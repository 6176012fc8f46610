import Foundation
import ServerTestSupport
import Testing

/// `sesame users list|get|create|update|disable|enable|delete` on the embedded server: the admin API
/// from the command line, with the scripted commands' conventions (--json, exit 0/1/2, one line on
/// standard error).
@Suite struct UsersCommandTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil) throws -> SesameRun {
        try SesameRun.run(arguments, input: input, environment: home.environment())
    }

    @Test func createGetUpdateDisableEnableListAndDelete() throws {
        let created = try sesame(
            [
                "users", "create", "--uid", "ada-1", "--email", "ada@example.com", "--display-name", "Ada",
                "--password-stdin", "--json",
            ], input: "correct horse 1\n")
        #expect(created.status == 0, "\(created.errors)")
        #expect(try created.json()["localId"] as? String == "ada-1")
        #expect(try sesame(["users", "create", "--email", "bob@example.com"]).status == 0)

        let fetched = try sesame(["users", "get", "--email", "ada@example.com", "--json"])
        #expect(fetched.status == 0, "\(fetched.errors)")
        #expect(try fetched.json()["displayName"] as? String == "Ada")
        #expect(try fetched.json()["disabled"] as? Bool == false)
        // The hash is the export's business, never get's or list's.
        #expect(!fetched.output.contains("passwordHash"))

        let claims = try sesame(
            ["users", "update", "--uid", "ada-1", "--display-name", "", "--claims", #"{"role":"admin"}"#])
        #expect(claims.status == 0, "\(claims.errors)")
        let claimed = try sesame(["users", "get", "--uid", "ada-1", "--json"]).json()
        #expect(claimed["displayName"] == nil)
        #expect(claimed["customAttributes"] as? String == #"{"role":"admin"}"#)
        let updated = try sesame(
            ["users", "update", "--uid", "ada-1", "--display-name", "Ada L.", "--email-verified", "true"])
        #expect(updated.status == 0, "\(updated.errors)")
        #expect(try sesame(["users", "disable", "--uid", "ada-1"]).status == 0)
        let disabled = try sesame(["users", "get", "--uid", "ada-1", "--json"]).json()
        #expect(disabled["disabled"] as? Bool == true)
        #expect(disabled["emailVerified"] as? Bool == true)
        #expect(disabled["displayName"] as? String == "Ada L.")
        let refused = try sesame(
            ["signin", "--email", "ada@example.com", "--password-stdin"], input: "correct horse 1")
        #expect(refused.status == 1)
        #expect(try sesame(["users", "enable", "--uid", "ada-1"]).status == 0)
        #expect(
            try sesame(["users", "get", "--uid", "ada-1", "--json"]).json()["disabled"] as? Bool == false)
        let signIn = try sesame(
            ["signin", "--email", "ada@example.com", "--password-stdin"], input: "correct horse 1")
        #expect(signIn.status == 0, "\(signIn.errors)")

        let list = try sesame(["users", "list", "--json"])
        #expect(list.status == 0, "\(list.errors)")
        let users = try #require(try list.json()["users"] as? [[String: Any]])
        #expect(Set(users.compactMap { $0["email"] as? String }) == ["ada@example.com", "bob@example.com"])
        #expect(!list.output.contains("passwordHash"))
        let text = try sesame(["users", "list"])
        #expect(text.output.split(separator: "\n").count == 2)

        let deleted = try sesame(["users", "delete", "--uid", "ada-1", "--yes"])
        #expect(deleted.status == 0, "\(deleted.errors)")
        let gone = try sesame(["users", "get", "--uid", "ada-1"])
        #expect(gone.status == 1)
        #expect(gone.errorLines.count == 1)
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let help = try sesame(["users", "--help"])
        #expect(help.status == 0)
        for action in ["list", "get", "create", "update", "disable", "enable", "delete", "export", "import"] {
            #expect(help.output.contains("  \(action) "), "missing \(action)")
        }
        let importHelp = try sesame(["users", "import", "--help"])
        for flag in ["--hash-algo", "--hash-key", "--salt-separator", "--rounds", "--mem-cost"] {
            #expect(importHelp.output.contains(flag), "missing \(flag)")
        }
        let refusals: [[String]] = [
            ["users", "frobnicate"],
            ["users", "get"],
            ["users", "get", "--uid", "a", "--email", "a@example.com"],
            ["users", "delete", "--uid", "a"],
            ["users", "disable"],
            ["users", "update", "--uid", "a", "--email-verified", "maybe"],
            ["users", "import", "--file", "users.json", "--hash-algo", "HMAC_SHA256", "--hash-key", "a2V5"],
            [
                "users", "import", "--file", "users.json", "--hash-algo", "SCRYPT", "--rounds", "8",
                "--mem-cost", "14",
            ],
            [
                "users", "import", "--file", "users.json", "--hash-algo", "SCRYPT", "--hash-key", "a2V5",
                "--rounds", "9", "--mem-cost", "14",
            ],
            ["users", "export", "--out", "users.txt"],
        ]
        for arguments in refusals {
            let run = try sesame(arguments + ["--json"])
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errorLines.count == 1, "\(arguments): \(run.errors)")
            #expect(run.output.contains("\"USAGE\""), "\(arguments)")
        }
    }
}
