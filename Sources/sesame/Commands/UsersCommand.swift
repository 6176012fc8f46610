/// `sesame users list|get|create|update|disable|enable|delete|export|import`: the project's accounts
/// through the admin API, and moving them in and out in Firebase's `auth:export` formats.
enum UsersCommand: CommandGroup {
    static let name = "users"
    static let summary = "list, change, export or import user accounts (admin)"
    static let actions: [any Command.Type] = [
        UsersListCommand.self, UsersGetCommand.self, UsersCreateCommand.self, UsersUpdateCommand.self,
        UsersDisableCommand.self, UsersEnableCommand.self, UsersDeleteCommand.self, UsersExportCommand.self,
        UsersImportCommand.self,
    ]
}
