/// Hands one message to an SMTP server: EHLO (HELO if refused), MAIL FROM, RCPT TO, DATA, QUIT.
/// Plain SMTP, no authentication or STARTTLS: for a relay on loopback or a trusted network.
struct SMTPClient: Sendable {
    var server: SMTPServerAddress
    /// The name given in EHLO/HELO.
    var clientName: String
    var timeoutSeconds: Int

    init(server: SMTPServerAddress, clientName: String = "localhost", timeoutSeconds: Int = 30) {
        self.server = server
        self.clientName = clientName
        self.timeoutSeconds = timeoutSeconds
    }

    /// Delivers `message` from `sender` to `recipient` (envelope addresses) over one connection.
    func send(_ message: MailMessage, from sender: String, to recipient: String) throws(SMTPError) {
        guard Self.isUsableAddress(sender), Self.isUsableAddress(recipient) else { throw .invalidAddress }
        let connection = try SMTPConnection(to: server, timeoutSeconds: timeoutSeconds)
        defer { connection.disconnect() }
        try Self.expect(connection.readReply(step: .greeting), [220], .greeting)
        let hello = try connection.command("EHLO \(clientName)", step: .hello)
        if hello.code != 250 {
            try Self.expect(connection.command("HELO \(clientName)", step: .hello), [250], .hello)
        }
        try Self.expect(connection.command("MAIL FROM:<\(sender)>", step: .mailFrom), [250], .mailFrom)
        try Self.expect(
            connection.command("RCPT TO:<\(recipient)>", step: .recipient), [250, 251], .recipient)
        try Self.expect(connection.command("DATA", step: .data), [354], .data)
        try connection.write(message.dataSection, step: .message)
        try Self.expect(connection.readReply(step: .message), [250], .message)
        // The message is accepted; a failing QUIT changes nothing.
        _ = try? connection.command("QUIT", step: .message)
    }

    private static func expect(_ reply: SMTPConnection.Reply, _ codes: [Int], _ step: SMTPError.Step)
        throws(SMTPError)
    {
        guard codes.contains(reply.code) else { throw .reply(step, code: reply.code) }
    }

    /// No line breaks, angle brackets or spaces, which would break out of the command.
    static func isUsableAddress(_ address: String) -> Bool {
        !address.isEmpty && address.utf8.count <= 320
            && !address.unicodeScalars.contains {
                $0 == "\r" || $0 == "\n" || $0 == "<" || $0 == ">" || $0 == " "
            }
    }
}
