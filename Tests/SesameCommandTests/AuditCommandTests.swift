import Foundation
import ServerTestSupport
import Testing

/// `sesame audit` on the embedded server: the log as JSON lines, filtered, with the scripted commands'
/// conventions (--help, --json, exit 0/1/2).
@Suite struct AuditCommandTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    func sesame(_ arguments: [String], input: String? = nil) throws -> SesameRun {
        try SesameRun.run(arguments, input: input, environment: home.environment())
    }

    @Test func printsTheLogAsJSONLinesNewestFirstWithFilters() throws {
        #expect(try sesame(["users", "create", "--uid", "kim-1", "--email", "kim@example.com"]).status == 0)
        #expect(try sesame(["users", "disable", "--uid", "kim-1"]).status == 0)
        #expect(
            try sesame(["signin", "--email", "kim@example.com", "--password-stdin"], input: "Not-Hers-42\n").status
                == 1)
        #expect(try sesame(["users", "delete", "--uid", "kim-1", "--yes"]).status == 0)

        let all = try sesame(["audit"])
        #expect(all.status == 0, "\(all.errors)")
        let lines = all.output.split(separator: "\n").map(String.init)
        let entries = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let kinds = entries.compactMap { $0["kind"] as? String }
        #expect(kinds.first == "account.delete")
        #expect(kinds.contains("account.create") && kinds.contains("account.disable"))
        #expect(!all.output.contains("Not-Hers-42"))

        let deletes = try sesame(["audit", "--user", "kim-1", "--kind", "account.delete", "--json"])
        #expect(deletes.status == 0, "\(deletes.errors)")
        #expect(deletes.output.split(separator: "\n").count == 1)
        let one = try sesame(["audit", "--limit", "1"])
        #expect(one.output.split(separator: "\n").count == 1)
        #expect(try sesame(["audit", "--actor", "console"]).output.isEmpty)
    }

    @Test func followsTheCommandLineConventions() throws {
        let help = try sesame(["audit", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: sesame audit"))
        #expect(help.output.contains("--kind KINDS") && help.output.contains("--json"))
        #expect(help.output.contains("Exit status: 0 success, 1 failure"))
        #expect(try sesame(["audit", "--limit", "zero"]).status == 2)
        #expect(try sesame(["audit", "--frobnicate"]).status == 2)
        let refused = try sesame(["audit", "--since", "yesterday", "--json"])
        #expect(refused.status == 2)
        #expect(refused.output.contains("\"error\""))
        // An offset's `+` reaches the server intact (sent as milliseconds).
        let since = try sesame(["audit", "--since", "2000-01-01T09:00:00+09:00"])
        #expect(since.status == 0, "\(since.errors)")
    }
}
