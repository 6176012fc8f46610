import AuthModel
import Foundation
import ServerTestSupport
import Testing

/// The scripted commands end to end: the real `sesame` binary, its embedded server on a loopback port
/// with data under a scratch home, one process per command.
@Suite struct AccountLifecycleTests {
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

    @Test func signUpThroughDeleteAccount() throws {
        let signUp = try sesame(
            ["signup", "--email", email, "--display-name", "Ada", "--password-stdin", "--json"],
            input: password + "\n")
        #expect(signUp.status == 0, "\(signUp.errors)")
        #expect(try json(signUp)["email"] as? String == email)
        let uid = try #require(try json(signUp)["uid"] as? String)

        let whoami = try sesame(["whoami", "--json"])
        #expect(whoami.status == 0, "\(whoami.errors)")
        let profile = try json(whoami)
        #expect(profile["email"] as? String == email)
        #expect(profile["uid"] as? String == uid)
        #expect(profile["displayName"] as? String == "Ada")
        #expect(profile["providers"] as? [String] == ["password"])

        let token = try sesame(["token"])
        #expect(token.status == 0, "\(token.errors)")
        let jwt = try #require(JWTParts(token.output.trimmingCharacters(in: .newlines)))
        #expect(jwt.parts.count == 3)
        #expect(jwt.payload["email"] as? String == email)
        #expect(jwt.payload["user_id"] as? String == uid)

        let signOut = try sesame(["signout"])
        #expect(signOut.status == 0)
        #expect(signOut.output == "signed out\n")

        let signedOut = try sesame(["whoami"])
        #expect(signedOut.status == 1)
        #expect(signedOut.output.isEmpty)
        let signedOutMessage = AuthError(.notSignedIn).localizedDescription(for: .english)
        #expect(signedOut.errorLines == [Substring(signedOutMessage)])

        let wrong = try sesame(["signin", "--email", email, "--password-stdin"], input: "not it\n")
        #expect(wrong.status == 1)
        #expect(
            wrong.errorLines == [
                Substring(AuthError(.invalidLoginCredentials).localizedDescription(for: .english))
            ])

        let signIn = try sesame(["signin", "--email", email, "--password-stdin"], input: password)
        #expect(signIn.status == 0, "\(signIn.errors)")
        #expect(signIn.output == "signed in as Ada <\(email)>\n")
        #expect(signIn.errors.isEmpty)

        let reset = try sesame(["reset-password", "--email", email])
        #expect(reset.status == 0, "\(reset.errors)")
        #expect(reset.output.hasPrefix("sent a password-reset e-mail to \(email)\n"))

        let delete = try sesame(["delete-account", "--yes", "--json"])
        #expect(delete.status == 0, "\(delete.errors)")
        #expect(try json(delete)["uid"] as? String == uid)
        #expect(try sesame(["whoami"]).status == 1)

        let afterDelete = try sesame(["signin", "--email", email, "--password-stdin"], input: password)
        #expect(afterDelete.status == 1)
        #expect(afterDelete.errorLines.count == 1)
    }

    @Test func resetPasswordWithTheCodeFromTheOutbox() throws {
        let signUp = try sesame(["signup", "--email", email, "--password-stdin"], input: password)
        #expect(signUp.status == 0, "\(signUp.errors)")
        let reset = try sesame(["reset-password", "--email", email, "--json"])
        #expect(reset.status == 0, "\(reset.errors)")
        #expect(try json(reset)["outbox"] as? String == home.dataDirectory + "/outbox.jsonl")

        let outbox = try String(contentsOfFile: home.dataDirectory + "/outbox.jsonl", encoding: .utf8)
        let lastLine = try #require(outbox.split(separator: "\n").last)
        let mail = try #require(try JSONSerialization.jsonObject(with: Data(lastLine.utf8)) as? [String: Any])
        #expect(mail["to"] as? String == email)
        let code = try #require(mail["oobCode"] as? String)

        let newPassword = "battery staple 2"
        let change = try sesame(["reset-password", "--code", code, "--password-stdin"], input: newPassword)
        #expect(change.status == 0, "\(change.errors)")
        #expect(change.output == "changed the password of \(email); sign in with the new one\n")

        let reused = try sesame(["reset-password", "--code", code, "--password-stdin"], input: "another 3")
        #expect(reused.status == 1)
        #expect(reused.errorLines.count == 1)

        let old = try sesame(["signin", "--email", email, "--password-stdin"], input: password)
        #expect(old.status == 1)
        let new = try sesame(["signin", "--email", email, "--password-stdin", "--json"], input: newPassword)
        #expect(new.status == 0, "\(new.errors)")
        #expect(try json(new)["email"] as? String == email)
    }

    @Test func failuresSpeakTheLocaleLanguage() throws {
        let signUp = try sesame(["signup", "--email", email, "--password-stdin"], input: password)
        #expect(signUp.status == 0, "\(signUp.errors)")
        let korean = try SesameRun.run(
            ["signin", "--email", email, "--password-stdin"], input: "wrong one",
            environment: home.environment(["LANG": "ko_KR.UTF-8"]))
        #expect(korean.status == 1)
        #expect(
            korean.errorLines == [
                Substring(AuthError(.invalidLoginCredentials).localizedDescription(for: .korean))
            ])
        let duplicate = try sesame(["signup", "--email", email, "--password-stdin"], input: password)
        #expect(duplicate.status == 1)
        let exists = AuthError(.emailExists).localizedDescription(for: .english)
        #expect(duplicate.errorLines == [Substring(exists)])
    }

    @Test func stateAndDataDirectoriesFromFlagsAndEnvironment() throws {
        let data = home.path + "/elsewhere/data"
        let state = home.path + "/elsewhere/state"
        let signUp = try sesame(
            ["signup", "--email", email, "--password-stdin", "--data-dir", data, "--state-dir", state],
            input: password)
        #expect(signUp.status == 0, "\(signUp.errors)")
        if ServerTestDatabase.isPostgreSQL {
            // The account went to the schema the environment names, not into a file under `data`.
            #expect(!FileManager.default.fileExists(atPath: data + "/sesame.sqlite"))
            let account = try ServerTestDatabase.withStore(dataDirectory: home.dataDirectory) {
                try $0.account(email: email, tenantId: nil)
            }
            #expect(account?.email == email)
        } else {
            #expect(FileManager.default.fileExists(atPath: data + "/sesame.sqlite"))
        }
        #expect(FileManager.default.fileExists(atPath: state + "/session.json"))
        #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))

        let viaEnvironment = try SesameRun.run(
            ["whoami", "--json"],
            environment: home.environment(["SESAME_DATA_DIR": data, "SESAME_STATE_DIR": state]))
        #expect(viaEnvironment.status == 0, "\(viaEnvironment.errors)")
        #expect(try json(viaEnvironment)["email"] as? String == email)
        // The default state directory has no session.
        #expect(try sesame(["whoami"]).status == 1)
    }
}
