import AuthClient
import AuthModel

/// `sesame signin --phone N`: texts a code to the number (E.164, e.g. +821012345678) and, at a
/// terminal, asks for it and signs in; without a terminal it prints the verification id and the command
/// that finishes (`--phone N --verification-id ID --code C`), like `--send-link` and `--email-link`.
enum PhoneSignInOptions {
    static let options = [
        CommandOption(
            "phone", "N", "sign in with a phone number (+ and country code): a code is texted to it"),
        CommandOption(
            "verification-id", "ID", "with --phone and --code: the id printed when the code was sent"),
        CommandOption("code", "C", "with --phone and --verification-id: the texted code"),
    ]

    enum Step: Sendable {
        case sendCode(phoneNumber: String)
        case signIn(verificationID: String, code: String)
    }

    struct CodeSent: Encodable, Sendable {
        var phoneNumber: String
        var verificationId: String
    }

    /// The phone step the arguments ask for, or nil without `--phone`.
    static func step(_ arguments: ParsedArguments) throws(UsageError) -> SignInCommand.Method? {
        let id = arguments.value("verification-id")
        let code = arguments.value("code")
        guard let raw = arguments.value("phone") else {
            if id != nil { throw .invalidValue("--verification-id", expected: "--phone too") }
            if code != nil { throw .invalidValue("--code", expected: "--phone too") }
            return nil
        }
        guard let number = PhoneNumber(raw) else {
            throw .invalidValue("--phone", expected: "+ and the country code, e.g. +821012345678")
        }
        switch (id, code) {
        case (nil, nil): return .phone(.sendCode(phoneNumber: number.e164))
        case (let id?, let code?): return .phone(.signIn(verificationID: id, code: code))
        case (nil, _): throw .missingOption("--verification-id")
        case (_, nil): throw .missingOption("--code")
        }
    }

    /// Signs in, or (without a terminal to type the code at) prints how to finish and returns nil.
    static func perform(_ step: Step, on connection: ClientConnection) async throws -> AuthUser? {
        let client = connection.client
        switch step {
        case .signIn(let verificationID, let code):
            return try await client.signIn(verificationID: verificationID, code: code).value
        case .sendCode(let number):
            let verificationID = try await client.sendVerificationCode(to: number).value
            guard TerminalInput.isInteractive, !connection.options.json else {
                CommandOutput.print(
                    CodeSent(phoneNumber: number, verificationId: verificationID),
                    json: connection.options.json
                ) {
                    [
                        "sent a code to \(number); then run: sesame signin --phone \(number)"
                            + " --verification-id \(verificationID) --code CODE"
                    ]
                }
                return nil
            }
            guard let code = TerminalInput.readAnswer(prompt: "Code sent by SMS to \(number): "),
                !code.isEmpty
            else {
                throw CommandFailure("no code typed")
            }
            return try await client.signIn(verificationID: verificationID, code: code.filter { $0 != " " })
                .value
        }
    }
}
