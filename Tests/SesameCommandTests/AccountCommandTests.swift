import AuthModel
import Foundation
import ServerTestSupport
import Testing

/// Issue 33 (items 1 and 7) on the command line: the mailed reset link pasted whole, and
/// `sesame account verify-email|set-name|set-email|set-password`, with --json and exit codes 0/1/2.
@Suite struct AccountCommandTests {
    let home: ScratchHome
    let email = "ada@example.com"
    let password = "correct horse 1"

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

    /// The last mail the embedded server wrote to `email`.
    func lastMail(to email: String) throws -> [String: Any] {
        let text = try String(contentsOfFile: home.dataDirectory + "/outbox.jsonl", encoding: .utf8)
        let messages = text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return try #require(messages.last { $0["to"] as? String == email })
    }

    @Test func resetPasswordTakesTheWholeMailedLink() throws {
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        #expect(try sesame(["reset-password", "--email", email]).status == 0)
        let link = try #require(try lastMail(to: email)["link"] as? String)
        #expect(link.contains("mode=resetPassword"))
        // The embedded server that mailed it has exited: the link's port is dead, and it is not needed.
        let change = try sesame(["reset-password", "--code", link, "--password-stdin", "--json"], input: "new secret 2")
        #expect(change.status == 0, "\(change.errors)")
        #expect(try json(change)["passwordChanged"] as? Bool == true)
        #expect(try sesame(["signin", "--email", email, "--password-stdin"], input: "new secret 2").status == 0)
    }

    @Test func verifyEmailSendsTheConfirmationLink() throws {
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        let send = try sesame(["account", "verify-email", "--json"])
        #expect(send.status == 0, "\(send.errors)")
        let output = try json(send)
        #expect(output["email"] as? String == email)
        #expect(output["verificationSent"] as? Bool == true)
        let link = try #require(try lastMail(to: email)["link"] as? String)
        #expect(link.contains("mode=verifyEmail"))
        let text = try sesame(["account", "verify-email"])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("sent a confirmation link to \(email); open it, then run: sesame whoami\n"))
    }

    @Test func nameEmailAndPasswordChange() throws {
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        let name = try sesame(["account", "set-name", "--name", "Ada Lovelace", "--json"])
        #expect(name.status == 0, "\(name.errors)")
        #expect(try json(name)["displayName"] as? String == "Ada Lovelace")
        let removed = try sesame(["account", "set-name", "--name", ""])
        #expect(removed.output == "removed the name\n", "\(removed.errors)")

        let change = try sesame(["account", "set-email", "--email", "ada@lovelace.example"])
        #expect(change.status == 0, "\(change.errors)")
        #expect(change.output.hasPrefix("the e-mail address is now ada@lovelace.example\n"))
        let whoami = try json(try sesame(["whoami", "--json"]))
        #expect(whoami["email"] as? String == "ada@lovelace.example")

        let newPassword = try sesame(["account", "set-password", "--password-stdin", "--json"], input: "battery 22")
        #expect(newPassword.status == 0, "\(newPassword.errors)")
        #expect(try json(newPassword)["passwordChanged"] as? Bool == true)
        #expect(try sesame(["whoami"]).status == 0)  // still signed in
        #expect(try sesame(["signout"]).status == 0)
        let signIn = try sesame(
            ["signin", "--email", "ada@lovelace.example", "--password-stdin"], input: "battery 22")
        #expect(signIn.status == 0, "\(signIn.errors)")
    }

    @Test func refusalsAndFailuresHaveTheirExitCodes() throws {
        let usage = try sesame(["account", "set-name"])
        #expect(usage.status == 2)
        #expect(usage.errorLines.first?.contains("--name") == true, "\(usage.errors)")
        let signedOut = try sesame(["account", "verify-email"])
        #expect(signedOut.status == 1)
        #expect(signedOut.errorLines == [Substring(AuthError(.notSignedIn).localizedDescription(for: .english))])
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)
        let weak = try sesame(["account", "set-password", "--password-stdin"], input: "123")
        #expect(weak.status == 1)
        #expect(weak.errorLines.count == 1)
        let help = try sesame(["help", "account", "set-email"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: sesame account set-email --email E"))
    }
}
