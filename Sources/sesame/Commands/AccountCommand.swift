/// `sesame account verify-email|set-name|set-email|set-password|passkeys|remove-passkey`: the signed-in
/// account's own details.
/// Each action is a command of its own (``AccountVerifyEmailCommand`` and the others).
enum AccountCommand: CommandGroup {
    static let name = "account"
    static let summary = "confirm the e-mail address, change the name, e-mail address or password, list or remove passkeys"
    static let actions: [any Command.Type] = [
        AccountVerifyEmailCommand.self, AccountSetNameCommand.self, AccountSetEmailCommand.self,
        AccountSetPasswordCommand.self, AccountPasskeysCommand.self, AccountRemovePasskeyCommand.self,
    ]
}
