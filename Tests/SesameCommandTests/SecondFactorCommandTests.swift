import Foundation
import ServerTestSupport
import Testing

@testable import IdentityServer

/// `sesame signin --phone`, `sesame mfa enroll-totp|list|unenroll` and `signin --totp-code`, end to
/// end: the real binary with its embedded server (a test number with a fixed code), one process per
/// command.
@Suite struct SecondFactorCommandTests {
    static let number = "+15555550100"
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    var environment: [String: String] {
        home.environment(["SESAME_TEST_PHONE_NUMBER": "\(Self.number)=123456"])
    }

    func sesame(_ arguments: [String], input: String? = nil) throws -> SesameRun {
        try SesameRun.run(arguments, input: input, environment: environment)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The authenticator code for `secret`, `steps` periods from now.
    static func code(_ secret: String, steps: Int64 = 0) throws -> String {
        let key = try #require(Base32.decode(secret))
        return try #require(
            TOTP.code(secret: key, step: TOTP.step(at: Int64(Date().timeIntervalSince1970 * 1000)) + steps))
    }

    @Test func aPhoneNumberGetsACodeAndTheCodeSignsIn() throws {
        let sent = try sesame(["signin", "--phone", "+1 555 555 0100"])
        #expect(sent.status == 0, "\(sent.errors)")
        #expect(
            sent.output.hasPrefix(
                "sent a code to \(Self.number); then run: sesame signin --phone \(Self.number) --verification-id "
            ))
        let sentJSON = try json(try sesame(["signin", "--phone", Self.number, "--json"]).output)
        let id = try #require(sentJSON["verificationId"] as? String)
        let wrong = try sesame([
            "signin", "--phone", Self.number, "--verification-id", id, "--code", "000000",
        ])
        #expect(wrong.status == 1)
        #expect(wrong.errorLines == ["The code is incorrect. Please check it and try again."])
        let signedIn = try sesame([
            "signin", "--phone", Self.number, "--verification-id", id, "--code", "123456", "--json",
        ])
        #expect(signedIn.status == 0, "\(signedIn.errors)")
        #expect(try json(signedIn.output)["phoneNumber"] as? String == Self.number)
        #expect(try sesame(["whoami"]).output.contains("phone: \(Self.number)"))
    }

    @Test func badPhoneArgumentsAreOneLineAndStatusTwo() throws {
        for arguments in [
            ["signin", "--phone", "010-1234-5678"], ["signin", "--phone", Self.number, "--code", "123456"],
            ["signin", "--phone", Self.number, "--email", "a@example.com"],
            ["signin", "--verification-id", "x"],
        ] {
            let run = try sesame(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errorLines.count == 1, "\(arguments): \(run.errors)")
        }
    }

    @Test func enrolAnAuthenticatorThenThePasswordAloneIsNotEnough() throws {
        let email = "mfa@example.com"
        let password = "correct horse"
        #expect(try sesame(["signup", "--email", email, "--password-stdin"], input: password).status == 0)

        // enroll-totp prints the offer, then reads the app's code from standard input.
        let process = Process()
        process.executableURL = SesameRun.executableURL
        process.arguments = ["mfa", "enroll-totp", "--name", "phone app", "--json"]
        process.environment = environment
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        let child = try TestProcess(starting: process)
        let offer = try json(
            try child.firstLine(of: output.fileHandleForReading, waitingFor: "the TOTP offer"))
        let secret = try #require(offer["sharedSecretKey"] as? String)
        #expect(
            offer["otpauthUri"] as? String
                == "otpauth://totp/Sesame:\(email)?secret=\(secret)&issuer=Sesame&algorithm=SHA1&digits=6&period=30"
        )
        input.fileHandleForWriting.write(Data((try Self.code(secret) + "\n").utf8))
        try input.fileHandleForWriting.close()
        #expect(try child.waitForExit(waitingFor: "enroll-totp") == 0)

        let list = try json(try sesame(["mfa", "list", "--json"]).output)
        let factors = try #require(list["secondFactors"] as? [[String: Any]])
        #expect(factors.count == 1)
        #expect(factors.first?["factorId"] as? String == "totp")
        #expect(factors.first?["displayName"] as? String == "phone app")
        let id = try #require(factors.first?["id"] as? String)

        #expect(try sesame(["signout"]).status == 0)
        let refused = try sesame(["signin", "--email", email, "--password-stdin"], input: password)
        #expect(refused.status == 1)
        #expect(refused.errorLines.count == 1)
        #expect(refused.errors.contains("--totp-code"))
        let wrong = try sesame(
            ["signin", "--email", email, "--password-stdin", "--totp-code", "000000"], input: password)
        #expect(wrong.status == 1)
        #expect(wrong.errorLines == ["The code is incorrect. Please check it and try again."])
        let signedIn = try sesame(
            ["signin", "--email", email, "--password-stdin", "--totp-code", try Self.code(secret, steps: 1)],
            input: password)
        #expect(signedIn.status == 0, "\(signedIn.errors)")

        let removed = try sesame(["mfa", "unenroll", "--id", id])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(removed.output.contains("0 left"))
        let again = try sesame(["mfa", "unenroll", "--id", id])
        #expect(again.status == 1)
        #expect(again.errorLines.count == 1)
        #expect(try sesame(["mfa", "list"]).output == "no second factors\n")
    }

    @Test func helpForTheGroupAndEachAction() throws {
        let group = try sesame(["help", "mfa"])
        #expect(group.status == 0)
        for action in ["enroll-totp", "list", "unenroll"] {
            #expect(group.output.contains("  \(action)"))
            let help = try sesame(["mfa", action, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("usage: sesame mfa \(action)"))
        }
        #expect(try sesame(["signin", "--help"]).output.contains("--totp-code CODE"))
        let unknown = try sesame(["mfa", "enrol"])
        #expect(unknown.status == 2)
        #expect(unknown.errorLines == ["sesame mfa: unknown action 'enrol' (see 'sesame mfa --help')"])
    }
}
