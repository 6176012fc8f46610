import AuthCrypto
import Storage

/// The project configuration in force: the resource an admin set over the server's settings, and the
/// values the endpoints act on, read from it once.
struct ProjectSettings: Sendable {
    let record: ProjectConfigRecord
    /// The whole `Config` resource's fields (without `name`).
    let fields: [String: JSON]
    /// `emailPrivacyConfig.enableImprovedEmailPrivacy`: the same answers for known and unknown e-mails.
    let enumerationProtection: Bool
    /// `signIn.allowDuplicateEmails`.
    let allowDuplicateEmails: Bool
    /// `blockingFunctions`, read once per configuration rather than per sign-in.
    let blockingFunctions: BlockingFunctionConfig
    /// `notification`: the default language of mail and SMS, and the mail templates.
    let notification: NotificationSettings

    init(_ record: ProjectConfigRecord, _ configuration: ServerConfiguration) {
        self.record = record
        let fields = ProjectConfigResource.effective(record, configuration)
        self.fields = fields
        enumerationProtection =
            fields["emailPrivacyConfig"]?["enableImprovedEmailPrivacy"]?.boolValue ?? configuration.enumerationProtection
        allowDuplicateEmails = fields["signIn"]?["allowDuplicateEmails"]?.boolValue ?? false
        blockingFunctions = BlockingFunctionConfig(fields["blockingFunctions"])
        notification = NotificationSettings(fields["notification"])
    }
}
