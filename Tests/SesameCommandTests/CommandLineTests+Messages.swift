import Foundation
import Testing

/// The lines a person reads when a command goes wrong or asks for help (issue 33, item 8): each names
/// what is wrong and what to do, in the words of the command line, never an internal type name.
extension CommandLineTests {
    @Test func aMistypedCommandSuggestsTheNearestOne() throws {
        for (typed, meant) in [
            ("sigin", "signin"), ("singup", "signup"), ("whoam", "whoami"), ("serv", "serve"),
        ] {
            let run = try sesame([typed])
            #expect(run.status == 2)
            #expect(run.errorLines.count == 1, "\(run.errors)")
            #expect(run.errors.contains("did you mean '\(meant)'?"), "\(typed): \(run.errors)")
        }
        let far = try sesame(["frobnicate"])
        #expect(far.status == 2)
        #expect(!far.errors.contains("did you mean"), "\(far.errors)")
    }

    @Test func versionWithJSONIsAnObject() throws {
        for arguments in [["--version", "--json"], ["--json", "--version"], ["version", "--json"]] {
            let run = try sesame(arguments)
            #expect(run.status == 0, "\(arguments): \(run.errors)")
            let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            let version = try #require(object?["version"] as? String, "\(arguments): \(run.output)")
            #expect(!version.isEmpty)
            #expect(try sesame(["--version"]).output == "sesame \(version)\n")
        }
    }

    @Test func serveHelpFitsItsColumns() throws {
        let help = try sesame(["serve", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--phone-app-verifier accept-all|command:PROGRAM"), "\(help.output)")
        for line in help.output.split(separator: "\n") {
            #expect(line.count <= 100, "longer than 100 columns: \(line)")
        }
    }

    @Test func onlyCommandsThatReadAPasswordExplainPasswords() throws {
        for command in ["whoami", "signout", "token", "delete-account"] {
            let help = try sesame([command, "--help"])
            #expect(help.status == 0)
            #expect(!help.output.contains("Passwords are typed"), "\(command): \(help.output)")
            #expect(help.output.contains("Exit status"), "\(command)")
        }
        for command in ["signin", "signup", "reset-password"] {
            #expect(try sesame([command, "--help"]).output.contains("Passwords are typed"), "\(command)")
        }
        #expect(!(try sesame(["signout", "--help"])).output.contains("identity server runs inside"))
    }

    @Test func anUnreachableServerIsNamed() throws {
        let run = try sesame(
            ["--server", "http://127.0.0.1:9", "signin", "--email", "a@example.com", "--password-stdin"],
            input: "long enough 1")
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.errors.contains("http://127.0.0.1:9"), "\(run.errors)")
        let korean = try sesame(
            [
                "--server", "http://127.0.0.1:9", "--lang", "ko", "signin", "--email", "a@example.com",
                "--password-stdin",
            ],
            input: "long enough 1")
        #expect(korean.status == 1)
        #expect(korean.errors.contains("http://127.0.0.1:9"), "\(korean.errors)")
        #expect(korean.errors.contains("서버"), "\(korean.errors)")
    }

    @Test func aMissingAPIKeySaysHowToPassOne() async throws {
        let server = try home.startServer()
        let run = try await SesameRun.detached(
            ["--server", server.baseURL, "signin", "--email", "a@example.com", "--password-stdin"],
            input: "long enough 1", environment: home.environment())
        await server.stop()
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.errors.contains("--api-key"), "\(run.errors)")
        #expect(run.errors.contains("SESAME_API_KEY"), "\(run.errors)")
    }

    @Test func aShortPasswordNamesTheRule() throws {
        let run = try sesame(["signup", "--email", "a@example.com", "--password-stdin"], input: "short")
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.errors.contains("at least 6 characters"), "\(run.errors)")
        let korean = try sesame(
            ["signup", "--email", "a@example.com", "--password-stdin", "--lang", "ko"], input: "short")
        #expect(korean.errors.contains("6자 이상"), "\(korean.errors)")
    }

    @Test func aHostNameIsRefusedWithTheAddressToUse() throws {
        let run = try sesame([
            "serve", "--emulator", "--host", "localhost", "--port", "0", "--data-dir", home.path + "/d",
        ])
        #expect(run.status != 0)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(!run.errors.contains("HTTPServerError"), "\(run.errors)")
        #expect(run.errors.contains("--host 127.0.0.1"), "\(run.errors)")
    }
}
