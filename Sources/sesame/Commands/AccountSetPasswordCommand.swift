import AuthClient
import RxCore

/// `sesame account set-password`: changes the signed-in account's password (`accounts:update`); the
/// session goes on with the new tokens. The password is typed twice at a prompt or piped with
/// `--password-stdin`.
enum AccountSetPasswordCommand: ClientCommand {
    static let name = "account set-password"
    static let summary = "change the signed-in account's password"
    static let synopsis = "sesame account set-password [--password-stdin] [options]"
    static let options = [PasswordReader.option]

    struct Output: Encodable, Sendable {
        var uid: String
        var passwordChanged: Bool
    }

    static func prepare(_ arguments: ParsedArguments) throws -> String {
        try PasswordReader.read(arguments, prompt: "New password: ", confirm: true)
    }

    static func perform(_ password: String, on connection: ClientConnection) async throws {
        try await connection.client.updatePassword(to: password).value
        let uid = try await connection.client.refreshIDToken(force: false).value.user.uid
        CommandOutput.print(Output(uid: uid, passwordChanged: true), json: connection.options.json) {
            ["changed the password; sign in with the new one from now on"]
        }
    }
}
