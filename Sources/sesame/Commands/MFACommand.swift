/// `sesame mfa enroll-totp|list|unenroll`: the signed-in account's second factors. Each action is a
/// command of its own (``MFAEnrollTOTPCommand`` and the others).
enum MFACommand: CommandGroup {
    static let name = "mfa"
    static let summary = "set up, list or remove second factors (an authenticator app)"
    static let actions: [any Command.Type] = [
        MFAEnrollTOTPCommand.self, MFAListCommand.self, MFAUnenrollCommand.self,
    ]
}
