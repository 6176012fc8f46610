import AuthClient
import Foundation
import QRCode

/// `sesame mfa enroll-totp`: sets up an authenticator app for the signed-in account. It prints the
/// `otpauth://` URI, the key and (unless `--json` or `--no-qr`) the QR code drawn in the terminal,
/// then reads the app's first code: at a prompt, or the next line of standard input (so a script can
/// read the key from standard output, compute the code and write it back).
enum MFAEnrollTOTPCommand: ClientCommand {
    static let name = "mfa enroll-totp"
    static let summary = "set up an authenticator app (TOTP) as a second factor"
    static let synopsis = "sesame mfa enroll-totp [--name NAME] [--issuer NAME] [--no-qr] [options]"
    static let options = [
        CommandOption("name", "NAME", "what the factor is called in lists (e.g. 'phone app')"),
        CommandOption(
            "issuer", "NAME", "the service name the authenticator app shows (default: the server's, else Sesame)"),
        CommandOption("no-qr", nil, "print the URI and key only, no QR code"),
    ]

    struct Request: Sendable {
        var displayName: String?
        var issuer: String?
        var drawsQRCode: Bool
    }

    struct Offer: Encodable, Sendable {
        var otpauthUri: String
        var sharedSecretKey: String
        var verificationCodeLength: Int
        var periodSec: Int
    }

    static func prepare(_ arguments: ParsedArguments) throws -> Request {
        Request(
            displayName: arguments.value("name"), issuer: arguments.value("issuer"),
            drawsQRCode: !arguments.isSet("no-qr"))
    }

    static func perform(_ request: Request, on connection: ClientConnection) async throws {
        let client = connection.client
        let current = try await client.reload().value
        let secret = try await client.startTOTPEnrollment().value
        let uri = secret.qrCodeURL(
            accountName: current.email ?? current.phoneNumber ?? current.uid,
            issuer: request.issuer ?? secret.issuer ?? "Sesame")
        let offer = Offer(
            otpauthUri: uri, sharedSecretKey: secret.sharedSecretKey,
            verificationCodeLength: secret.codeLength,
            periodSec: secret.period)
        CommandOutput.print(offer, json: connection.options.json) {
            let qr = request.drawsQRCode ? ((try? QRCode(uri).halfBlockLines()) ?? []) : []
            return qr + ["otpauth URI: \(uri)", "key: \(secret.sharedSecretKey)"]
        }
        let code =
            TerminalInput.isInteractive
            ? TerminalInput.readAnswer(prompt: "Code from the authenticator app: ")
            : readLine(strippingNewline: true)
        guard let code = code?.filter({ $0 != " " }), !code.isEmpty else {
            throw CommandFailure(
                "no code given: type the app's code, or write it as a line to standard input")
        }
        let user = try await client.enroll(
            .totpEnrollment(secret: secret, code: code), displayName: request.displayName
        )
        .value
        let summary = UserSummary(user)
        CommandOutput.print(summary, json: connection.options.json) {
            ["authenticator app set up for \(summary.shortName); sign-ins now ask for its code"]
        }
    }
}
