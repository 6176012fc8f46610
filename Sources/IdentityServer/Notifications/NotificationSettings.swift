import AuthCrypto
import AuthModel
import Storage

/// The project configuration's `notification`: the default language of mail and SMS
/// (`defaultLocale`), whether SMS follow the request's locale (`sendSms.useDeviceLocale`) and the
/// admin's mail templates (`sendEmail.*Template`). A tenant's mail uses the
/// templates only when the tenant inherits them (`inheritance.emailSendingConfig`, as in Identity
/// Platform); otherwise it goes out with the built-in wording.
struct NotificationSettings: Sendable, Equatable {
    /// `defaultLocale` when it names a language Sesame writes in.
    var defaultLanguage: AuthLanguage?
    /// The customized templates, by config field name (`resetPasswordTemplate`, …).
    var templates: [String: MailTemplate] = [:]
    /// `sendSms.useDeviceLocale`: false sends every SMS in the default language; unset follows the
    /// request's locale, as Firebase's SDKs expect of `auth.languageCode`.
    var smsFollowsRequest: Bool

    init(_ value: JSON?) {
        defaultLanguage = value?["defaultLocale"]?.stringValue.flatMap(AuthLanguage.init(supportedTag:))
        smsFollowsRequest = value?["sendSms"]?["useDeviceLocale"]?.boolValue ?? true
        for field in MailTemplate.fields {
            templates[field] = MailTemplate(value?["sendEmail"]?[field])
        }
    }

    /// The template for mail of `kind`, in a tenant that does (`true`) or does not inherit them.
    func template(for kind: OobCodeKind, inherited: Bool = true) -> MailTemplate? {
        guard inherited, let field = MailTemplate.field(for: kind) else { return nil }
        return templates[field]
    }

    /// The language of a request's mail or SMS: its `X-Firebase-Locale` when Sesame writes in it,
    /// else `defaultLocale`, else English.
    func language(requested locale: String?) -> AuthLanguage {
        locale.flatMap(AuthLanguage.init(supportedTag:)) ?? defaultLanguage ?? .english
    }

    /// The language of a request's SMS: as its mail's (`language(requested:)`) unless
    /// `sendSms.useDeviceLocale` is false, then `defaultLocale`, else English.
    func smsLanguage(requested locale: String?) -> AuthLanguage {
        language(requested: smsFollowsRequest ? locale : nil)
    }

    /// Refuses a `notification` whose templates could not be sent (`MailTemplate.check`), or whose
    /// `sendSms.useDeviceLocale` is not a boolean.
    static func check(_ value: JSON?) throws(APIError) {
        if let useDeviceLocale = value?["sendSms"]?["useDeviceLocale"], useDeviceLocale.boolValue == nil {
            throw .invalidArgument("notification.sendSms.useDeviceLocale must be a boolean.")
        }
        guard let sendEmail = value?["sendEmail"] else { return }
        for field in MailTemplate.fields {
            try MailTemplate.check(sendEmail[field], field: field)
        }
    }

    /// Whether a tenant's mail follows the project's templates.
    static func inherits(_ tenant: TenantRecord?) -> Bool {
        guard let tenant else { return true }
        guard case .object(let kept)? = JSONParser<JSON>.parse(tenant.settings.utf8) else { return false }
        return kept["inheritance"]?["emailSendingConfig"]?.boolValue ?? false
    }
}
