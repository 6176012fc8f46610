import Foundation

/// A mailbox: an address and an optional display name, as `--smtp-from` and a template's sender give
/// it (`Acme <no-reply@acme.test>`, `"Acme, Inc." <no-reply@acme.test>` or `no-reply@acme.test`).
/// The address is what SMTP's envelope uses; the header form quotes or RFC 2047-encodes the name.
struct MailAddress: Sendable, Equatable, CustomStringConvertible {
    var displayName: String?
    var address: String

    init(displayName: String? = nil, address: String) {
        let name = displayName.map(MailMessage.headerValue)?.trimmingCharacters(in: .whitespaces)
        self.displayName = name?.isEmpty == false ? name : nil
        self.address = address
    }

    /// Parses `Name <address>` or a bare address; nil when the address is unusable or the name has
    /// angle brackets or line breaks.
    init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") else {
            guard Self.isUsableAddress(trimmed) else { return nil }
            self.init(address: trimmed)
            return
        }
        let address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        var name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
            name = String(name.dropFirst().dropLast())
        }
        guard Self.isUsableAddress(address),
            !name.unicodeScalars.contains(where: { "<>\"\r\n".unicodeScalars.contains($0) })
        else { return nil }
        self.init(displayName: name, address: address)
    }

    /// One `@` with a local part and a domain, no spaces, brackets or line breaks (what SMTP's
    /// commands can carry).
    static func isUsableAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        return SMTPClient.isUsableAddress(address) && parts.count == 2 && !parts[0].isEmpty
            && !parts[1].isEmpty
            && !address.unicodeScalars.contains { $0 == "\"" || $0 == "," || $0 == ";" || $0.value < 0x20 }
    }

    /// The part after `@`: the domain of Message-IDs.
    var domain: String { address.split(separator: "@").last.map(String.init) ?? "localhost" }

    /// The same mailbox with another local part (a template's `senderLocalPart`).
    func withLocalPart(_ localPart: String) -> MailAddress {
        MailAddress(displayName: displayName, address: localPart + "@" + domain)
    }

    /// `Name <address>` as typed, for the outbox and logs of configuration.
    var description: String {
        guard let displayName else { return address }
        return "\(displayName) <\(address)>"
    }

    /// The header form: an ASCII name as a quoted string, any other as RFC 2047 encoded words.
    var headerValue: String {
        guard let displayName else { return address }
        if displayName.unicodeScalars.allSatisfy({ $0.isASCII }) {
            let quoted = displayName.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(quoted)\" <\(address)>"
        }
        return MailMessage.encodedWords(displayName) + " <\(address)>"
    }
}
