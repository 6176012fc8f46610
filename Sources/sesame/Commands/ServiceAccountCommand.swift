/// `sesame service-account create|list|delete`: the service-account keys custom tokens are signed
/// with. Each action is a command of its own (``ServiceAccountCreateCommand`` and the others).
enum ServiceAccountCommand: CommandGroup {
    static let name = "service-account"
    static let summary = "create, list or delete service-account keys for custom tokens"
    static let actions: [any Command.Type] = [
        ServiceAccountCreateCommand.self, ServiceAccountListCommand.self, ServiceAccountDeleteCommand.self,
    ]
}
