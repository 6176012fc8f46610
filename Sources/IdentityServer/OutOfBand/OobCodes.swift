import AuthCrypto
import AuthModel
import Foundation
import Storage
import WebPages

/// Out-of-band codes: 192-bit random, stored as SHA-256 hashes, single use, with an expiry
/// (password reset 1 h, e-mail sign-in links 6 h, e-mail verification 3 days by default), delivered
/// through the outbox.
struct OobCodes: Sendable {
    let store: any IdentityStore
    let clock: ServerClock
    let configuration: ServerConfiguration
    let outbox: Outbox
    /// The project configuration in force: its mail templates (`notification`).
    let projectConfig: ProjectConfigCache
    /// `http://HOST:PORT`, for links when there is no public URL.
    let baseURL: @Sendable () -> String

    static func hash(_ code: String) -> Data {
        Data((try? AuthCrypto.SHA256.hash(Array(code.utf8))) ?? [])
    }

    /// The wire name of a kind (`PASSWORD_RESET`, …).
    static func requestType(_ kind: OobCodeKind) -> String {
        switch kind {
        case .passwordReset: "PASSWORD_RESET"
        case .verifyEmail: "VERIFY_EMAIL"
        case .changeEmail: "VERIFY_AND_CHANGE_EMAIL"
        case .signIn: "EMAIL_SIGNIN"
        case .recoverEmail: "RECOVER_EMAIL"
        }
    }

    static func mode(_ kind: OobCodeKind) -> String {
        switch kind {
        case .passwordReset: "resetPassword"
        case .verifyEmail: "verifyEmail"
        case .changeEmail: "verifyAndChangeEmail"
        case .signIn: "signIn"
        case .recoverEmail: "recoverEmail"
        }
    }

    /// Creates, stores and mails a code; returns the code and its link.
    /// The link leads to the action page (`ActionLink`) at the public URL, in `language`. A `changeEmail`
    /// code is mailed to `newEmail`, every other code to `email`. Only an e-mail sign-in link may have no
    /// account (signing in with it creates one).
    func issue(
        _ kind: OobCodeKind, for account: AccountRecord?, email: String, newEmail: String? = nil,
        continueURL: String?, language: AuthLanguage = .english, tenantId: String? = nil
    ) throws -> (code: String, link: String) {
        let tenantId = account?.tenantId ?? tenantId
        let (code, link, message) = try prepare(
            kind, to: kind == .changeEmail ? newEmail ?? email : email, continueURL: continueURL,
            language: language, tenantId: tenantId,
            values: MailValues(
                appName: configuration.appDisplayName, link: "", email: email,
                newEmail: newEmail ?? "", displayName: account?.displayName))
        let now = clock.milliseconds
        let lifetime = lifetime(kind)
        try store.insertOobCode(
            OobCodeRecord(
                codeHash: Self.hash(code), kind: kind, localId: account?.localId, email: email,
                newEmail: newEmail, createdAt: now, expiresAt: now + lifetime * 1000,
                plaintextCode: configuration.emulator ? code : nil, link: configuration.emulator ? link : nil,
                tenantId: tenantId)
        )
        try outbox.deliver(message)
        return (code, link)
    }

    /// The work `issue` does, for an address that has no account, so that what a request leaves
    /// running after its answer is the same for unknown addresses as for known ones (no timing oracle,
    /// not even for the next request): the code and message are made the same way, one code row is
    /// written — already used and expired, for no account and no address, so it can never be redeemed
    /// and is purged with the others — and the outbox file is opened and written to without a message;
    /// with SMTP the queue's write is matched by a second store write. Nothing is mailed.
    func decoy(
        _ kind: OobCodeKind, continueURL: String?, language: AuthLanguage = .english, tenantId: String? = nil
    ) throws {
        let (code, _, message) = try prepare(
            kind, to: "", continueURL: continueURL, language: language, tenantId: tenantId,
            values: MailValues(appName: configuration.appDisplayName, link: "", email: ""))
        let now = clock.milliseconds
        try store.insertOobCode(
            OobCodeRecord(
                codeHash: Self.hash(code), kind: kind, localId: nil, email: "", createdAt: now,
                expiresAt: now, usedAt: now))
        try outbox.rehearse(message)
        if case .store = outbox.destination {
            _ = try store.hitRateLimit(key: "oob:decoy", windowStart: now, windowSeconds: 1, now: now)
        }
    }

    /// How long a code of `kind` can be used, in seconds.
    func lifetime(_ kind: OobCodeKind) -> Int64 {
        switch kind {
        case .passwordReset: configuration.passwordResetCodeLifetime
        case .signIn: configuration.emailSignInCodeLifetime
        default: configuration.verifyEmailCodeLifetime
        }
    }

    /// A new code, its link and the message that carries it to `recipient`: the mail of `kind` in
    /// `language`, from the project's template when it has one (and the tenant inherits it).
    private func prepare(
        _ kind: OobCodeKind, to recipient: String, continueURL: String?, language: AuthLanguage,
        tenantId: String? = nil, values: MailValues
    ) throws -> (code: String, link: String, message: [String: JSON]) {
        let code = try SecureRandom.token(bits: 192)
        let link = ActionLink.make(
            base: configuration.publicURL ?? baseURL(), mode: Self.mode(kind), oobCode: code,
            apiKey: configuration.emulator ? "fake-api-key" : configuration.apiKeys.first ?? "",
            language: language.rawValue, continueURL: continueURL, tenantId: tenantId)
        let inherited = try tenantId.map { NotificationSettings.inherits(try store.tenant(id: $0)) } ?? true
        var values = values
        values.link = link
        let from = configuration.smtpFrom
        let sender = MailAddress(parsing: from) ?? MailAddress(address: from)
        let mail = MailComposer.compose(
            kind, in: language, values: values, lifetime: lifetime(kind),
            template: try projectConfig.current().notification.template(for: kind, inherited: inherited),
            sender: sender)
        var message: [String: JSON] = [
            "id": .string(try SecureRandom.token(bits: 128)), "to": .string(recipient),
            "subject": .string(mail.subject), "body": .string(mail.text), "html": .string(mail.html),
            "from": .string(mail.from.description), "link": .string(link), "oobCode": .string(code),
            "requestType": .string(Self.requestType(kind)), "language": .string(language.rawValue),
            "createdAt": .int(clock.milliseconds),
        ]
        if let replyTo = mail.replyTo { message["replyTo"] = .string(replyTo) }
        return (code, link, message)
    }

    /// Checks (`consume == false`) or uses a code; maps store outcomes to protocol errors. A code of
    /// another tenant than `tenantId` is `INVALID_OOB_CODE`, and is not used up.
    func redeem(_ code: String?, kind: OobCodeKind?, consume: Bool, tenantId: String?) throws(APIError)
        -> OobCodeRecord
    {
        guard let code else { throw .code(.missingOOBCode) }
        if consume {
            let peeked = try redeem(code, kind: kind, consume: false, tenantId: tenantId)
            guard peeked.tenantId == tenantId else { throw .code(.invalidOOBCode) }
        }
        let lookup: OobCodeLookup
        do {
            let hash = Self.hash(code)
            let now = clock.milliseconds
            lookup =
                consume
                ? try store.consumeOobCode(hash: hash, kind: kind, now: now)
                : try store.peekOobCode(hash: hash, kind: kind, now: now)
        } catch {
            throw .storeFailure(error)
        }
        switch lookup {
        case .valid(let record):
            guard record.tenantId == tenantId else { throw .code(.invalidOOBCode) }
            return record
        case .expired: throw .code(.expiredOOBCode)
        case .notFound, .used: throw .code(.invalidOOBCode)
        }
    }
}
