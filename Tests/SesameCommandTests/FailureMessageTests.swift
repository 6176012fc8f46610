import Foundation
import Testing

/// How the scripted commands fail: one line on standard error naming what is wrong and what to do,
/// with `--json` also one JSON error object on standard output, and nothing left behind.
@Suite struct FailureMessageTests {
    let home: ScratchHome
    let email = "noor@example.com"
    let password = "open sesame 1"

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil) throws -> SesameRun {
        try SesameRun.run(arguments, input: input, environment: home.environment())
    }

    func jsonError(_ run: SesameRun) throws -> (code: String, message: String) {
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let error = try #require(object?["error"] as? [String: Any], "no error object in \(run.output)")
        return (try #require(error["code"] as? String), try #require(error["message"] as? String))
    }

    @Test func notSignedInHasItsOwnMessage() throws {
        for command in ["whoami", "token", "delete-account"] {
            let run = try sesame(command == "delete-account" ? [command, "--yes"] : [command])
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(
                run.errorLines == ["You are not signed in. Please sign in first."],
                "\(command): \(run.errors)")
        }
    }

    @Test func jsonFailuresPrintAnErrorObject() throws {
        let signedOut = try sesame(["whoami", "--json"])
        #expect(signedOut.status == 1)
        #expect(signedOut.errorLines.count == 1)
        let error = try jsonError(signedOut)
        #expect(error.code == "NOT_SIGNED_IN")
        #expect(error.message == "You are not signed in. Please sign in first.")

        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        let wrong = try sesame(
            ["signin", "--email", email, "--password-stdin", "--json"], input: "nope nope")
        #expect(wrong.status == 1)
        #expect(try jsonError(wrong).code == "INVALID_LOGIN_CREDENTIALS")

        let usage = try sesame(["whoami", "--json", "--colour"])
        #expect(usage.status == 2)
        #expect(usage.errorLines.count == 1)
        let usageError = try jsonError(usage)
        #expect(usageError.code == "USAGE")
        #expect(usageError.message.contains("unknown option '--colour'"))

        // The service-account actions are dispatched apart: their refusals are JSON too.
        for arguments in [["service-account", "rotate", "--json"], ["--json", "service-account"]] {
            let refused = try sesame(arguments)
            #expect(refused.status == 2, "\(arguments)")
            #expect(refused.errorLines.count == 1, "\(arguments): \(refused.errors)")
            #expect(try jsonError(refused).code == "USAGE", "\(arguments)")
        }
    }

    @Test func deleteAccountWithoutATerminalNeedsYes() throws {
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        let refused = try sesame(["delete-account"], input: "yes\n")
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
        #expect(refused.errorLines.count == 1)
        #expect(refused.errors.contains("--yes"), "\(refused.errors)")
        let still = try sesame(["whoami", "--json"])
        #expect(still.status == 0, "the account was deleted without --yes: \(still.errors)")
        let deleted = try sesame(["delete-account", "--yes"])
        #expect(deleted.status == 0, "\(deleted.errors)")
        #expect(try sesame(["whoami"]).status == 1)
    }

    @Test func corruptSessionFileIsOneLineWithPathAndFix() throws {
        let file = home.path + "/state/sesame/session.json"
        try FileManager.default.createDirectory(
            atPath: home.path + "/state/sesame", withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: file))
        let run = try sesame(["whoami"])
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.errors.contains(file))
        #expect(run.errors.contains("sesame signin"), "\(run.errors)")
        #expect(!run.errors.contains("KeyValueStoreError"))
        // Signing in replaces the file.
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        let whoami = try sesame(["whoami"])
        #expect(whoami.status == 0, "\(whoami.errors)")
        #expect(whoami.errors.isEmpty)
    }

    @Test func commandsLeaveNoStrayFolders() throws {
        _ = try sesame(["whoami"])
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        #expect(try sesame(["whoami"]).status == 0)
        #expect(try sesame(["token"]).status == 0)
        #expect(try sesame(["service-account", "list"]).status == 0)
        let manager = FileManager.default
        let top = try manager.contentsOfDirectory(atPath: home.path).sorted()
        #expect(top == ["data", "state"], "unexpected in $HOME: \(top)")
        #expect(try manager.contentsOfDirectory(atPath: home.path + "/data") == ["sesame"])
        #expect(try manager.contentsOfDirectory(atPath: home.path + "/state") == ["sesame"])
    }
}
