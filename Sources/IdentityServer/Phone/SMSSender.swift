import Foundation
import AuthCrypto

/// Delivers a verification code's text to a phone number: a program the operator names, or a webhook.
/// Never a vendor SDK; whatever sits behind the program or the URL talks to the SMS provider.
enum SMSSender: Sendable {
    /// `--sms-command PROGRAM`: run as `PROGRAM NUMBER TEXT`; exit 0 means sent.
    case command(HelperProgram)
    /// `--sms-webhook-url URL`: `POST {"phoneNumber": …, "message": …}`; any 2xx means sent.
    case webhook(URL)

    init?(_ settings: PhoneSettings) {
        if let command = settings.smsCommand {
            self = .command(HelperProgram(path: command))
        } else if let text = settings.smsWebhookURL, let url = URL(string: text) {
            self = .webhook(url)
        } else {
            return nil
        }
    }

    /// True when the message was handed over.
    func send(to phoneNumber: String, text: String) async -> Bool {
        switch self {
        case .command(let program):
            return await program.run([phoneNumber, text])
        case .webhook(let url):
            let body: JSON = ["phoneNumber": .string(phoneNumber), "message": .string(text)]
            switch await ProviderHTTPClient().post(url, json: body.serialized) {
            case .success(let answer): return (200..<300).contains(answer.status)
            case .failure: return false
            }
        }
    }
}
