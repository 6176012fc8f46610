import Foundation
import Testing

/// What `sesame` refuses before doing anything: exit status 2, one line on standard error, nothing on
/// standard output (with `--json`: the JSON error object).
@Suite struct UsageTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil) throws -> SesameRun {
        try SesameRun.run(arguments, input: input, environment: home.environment())
    }

    func expectUsageError(_ run: SesameRun, mentioning text: String, json: Bool = false) {
        #expect(run.status == 2)
        if json {
            #expect(run.output.hasPrefix(#"{"error":{"code":"USAGE","message":"#), "\(run.output)")
            #expect(run.output.contains(text))
        } else {
            #expect(run.output.isEmpty)
        }
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.errors.contains(text), "\(run.errors)")
    }

    @Test func passwordFlagIsRefused() throws {
        for arguments in [
            ["signin", "--email", "a@example.com", "--password", "hunter22"],
            ["signup", "--email", "a@example.com", "--password=hunter22"],
            ["reset-password", "--code", "abc", "--password", "hunter22"],
        ] {
            let run = try sesame(arguments)
            expectUsageError(run, mentioning: "--password is not accepted")
            #expect(!run.errors.contains("hunter22"))
        }
    }

    @Test(arguments: [
        (["signin", "--password-stdin"], "missing --email"),
        (["signup", "--email"], "option '--email' needs a value"),
        (["signin", "--email", "a@example.com", "--colour", "red"], "unknown option '--colour'"),
        (["whoami", "extra"], "unexpected argument 'extra'"),
        (["whoami", "--json", "--json"], "given more than once"),
        (["reset-password"], "missing --email or --code"),
        (["reset-password", "--email", "a@example.com", "--code", "c"], "cannot be used together"),
        (["whoami", "--server", "not a url"], "expected an http or https URL"),
        (["token", "--api-key", "k"], "missing --server"),
        (["signin", "--email", "a@example.com"], "pipe the password with --password-stdin"),
    ])
    func refusedArguments(arguments: [String], message: String) throws {
        expectUsageError(try sesame(arguments), mentioning: message, json: arguments.contains("--json"))
    }

    @Test func refusedArgumentsStartNoServer() throws {
        _ = try sesame(["signin", "--email", "a@example.com", "--password", "x"])
        _ = try sesame(["signin", "--email", "a@example.com"])
        #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
    }

    @Test func withoutACommandTheAppNeedsATerminal() throws {
        let run = try sesame([])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "sesame: the interactive app needs a terminal; see sesame --help\n")
    }

    @Test func everyCommandHasHelp() throws {
        let commands = ["signup", "signin", "whoami", "token", "signout", "reset-password", "delete-account"]
        let overview = try sesame(["--help"])
        #expect(overview.status == 0)
        for command in commands {
            #expect(overview.output.contains("  \(command) "), "\(command) missing from sesame --help")
            let help = try sesame([command, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("usage: sesame \(command)"))
            #expect(help.output.contains("--json"))
            #expect(help.errors.isEmpty)
        }
        let signInHelp = try sesame(["signin", "--help"])
        #expect(signInHelp.output.contains("--password-stdin"))
        #expect(!signInHelp.output.contains("--password "))
    }
}
