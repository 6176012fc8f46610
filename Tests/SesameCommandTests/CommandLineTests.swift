import AuthModel
import Foundation
import IdentityServer
import ServerTestSupport
import Testing

/// The command line as gh or firebase-tools users expect it: global options before the command,
/// `--version`, `help COMMAND`, `--lang`.
@Suite struct CommandLineTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
        -> SesameRun
    {
        try SesameRun.run(arguments, input: input, environment: home.environment(environment))
    }

    func detached(_ arguments: [String], input: String? = nil) async throws -> SesameRun {
        try await SesameRun.detached(arguments, input: input, environment: home.environment())
    }

    @Test func globalOptionsBeforeTheCommandRunTheCommand() async throws {
        let server = try home.startServer()
        let signUp = try await detached(
            [
                "--server", server.baseURL, "--api-key", "remote-key", "signup", "--email", "lin@example.com",
                "--password-stdin",
            ],
            input: "global options 1")
        #expect(signUp.status == 0, "\(signUp.errors)")
        #expect(signUp.output == "signed up and signed in as lin@example.com\n")
        let whoami = try await detached([
            "--server=\(server.baseURL)", "--api-key=remote-key", "whoami", "--json",
        ])
        #expect(whoami.status == 0, "\(whoami.errors)")
        #expect(whoami.output.contains("\"email\":\"lin@example.com\""))
        // A global option given twice (before and after the command) is refused like any repetition.
        let twice = try await detached(["--server", server.baseURL, "whoami", "--server", server.baseURL])
        #expect(twice.status == 2)
        #expect(twice.errorLines.count == 1)
        await server.stop()
    }

    @Test func versionPrintsOneLine() throws {
        for flag in ["--version", "version"] {
            let run = try sesame([flag])
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            #expect(run.output.hasPrefix("sesame "), "\(run.output)")
            #expect(run.output.split(separator: "\n").count == 1)
        }
    }

    @Test func helpCommandPrintsThatCommandsHelp() throws {
        for command in [
            "serve", "signup", "signin", "whoami", "token", "signout", "reset-password",
            "delete-account", "service-account",
        ] {
            let help = try sesame(["help", command])
            let direct = try sesame([command, "--help"])
            #expect(help.status == 0)
            #expect(help.output == direct.output, "sesame help \(command)")
        }
        for action in ["create", "list", "delete"] {
            let help = try sesame(["help", "service-account", action])
            #expect(help.status == 0)
            #expect(help.output == (try sesame(["service-account", action, "--help"])).output, "\(action)")
            #expect(help.output.hasPrefix("usage: sesame service-account \(action)"), "\(help.output)")
        }
        #expect(try sesame(["help", "service-account", "rotate"]).status == 2)
        let unknown = try sesame(["help", "frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.errorLines.count == 1)
        #expect(unknown.errors.contains("unknown command 'frobnicate'"))
    }

    @Test func langChoosesTheLanguageOfMessages() throws {
        let korean = try sesame(["whoami", "--lang", "ko"])
        #expect(korean.status == 1)
        #expect(korean.errorLines == ["로그인되어 있지 않습니다. 먼저 로그인해 주세요."], "\(korean.errors)")
        let english = try sesame(["whoami", "--lang", "en"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(english.errorLines == ["You are not signed in. Please sign in first."], "\(english.errors)")
        let fromLocale = try sesame(["whoami"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(fromLocale.errorLines == korean.errorLines)
        let bad = try sesame(["whoami", "--lang", "fr"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("--lang"))
    }
}
