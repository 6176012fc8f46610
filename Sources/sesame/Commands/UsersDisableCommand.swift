/// `sesame users disable`: the account can no longer sign in (``UserStateCommand``).
enum UsersDisableCommand: UserStateCommand {
    static let name = "users disable"
    static let summary = "stop a user account from signing in"
    static let disables = true
}
