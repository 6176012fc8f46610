/// `sesame users enable`: a disabled account may sign in again (``UserStateCommand``).
enum UsersEnableCommand: UserStateCommand {
    static let name = "users enable"
    static let summary = "let a disabled user account sign in again"
    static let disables = false
}
