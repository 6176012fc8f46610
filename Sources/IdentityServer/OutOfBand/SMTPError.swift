/// Why an e-mail could not be handed to the SMTP server. A closed vocabulary; descriptions name the
/// step and the reply code only, never addresses' mail contents or codes.
public struct SMTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step of the dialog that failed.
    public enum Step: String, Sendable {
        case resolve, connect, send, receive, greeting, hello, mailFrom, recipient, data, message
    }

    enum Kind: Sendable, Equatable {
        /// A socket call failed with `errno`.
        case socket(Step, errno: Int32)
        /// The server closed the connection mid-dialog.
        case closed(Step)
        /// The server answered with an unexpected reply code.
        case reply(Step, code: Int)
        /// A reply line was not `NNN text` or was too long.
        case malformedReply(Step)
        /// An address contains characters that cannot go into an SMTP command.
        case invalidAddress
    }

    let kind: Kind

    static func socket(_ step: Step, errno: Int32) -> SMTPError { .init(kind: .socket(step, errno: errno)) }
    static func closed(_ step: Step) -> SMTPError { .init(kind: .closed(step)) }
    static func reply(_ step: Step, code: Int) -> SMTPError { .init(kind: .reply(step, code: code)) }
    static func malformedReply(_ step: Step) -> SMTPError { .init(kind: .malformedReply(step)) }
    static let invalidAddress = SMTPError(kind: .invalidAddress)

    /// A 5xx reply: retrying the same message will not help.
    public var isPermanent: Bool {
        switch kind {
        case .reply(_, let code): code >= 500
        case .invalidAddress: true
        default: false
        }
    }

    public var description: String {
        switch kind {
        case .socket(let step, let errno): "SMTP \(step.rawValue) failed (errno \(errno))"
        case .closed(let step): "SMTP server closed the connection at \(step.rawValue)"
        case .reply(let step, let code): "SMTP server answered \(code) to \(step.rawValue)"
        case .malformedReply(let step): "malformed SMTP reply at \(step.rawValue)"
        case .invalidAddress: "address not usable in SMTP"
        }
    }
}
