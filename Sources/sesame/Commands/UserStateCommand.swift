import AuthCrypto
import Foundation

/// `sesame users disable` and `enable`: one switch of an account, named by `--uid`, `--email` or
/// `--phone`. A disabled account cannot sign in or refresh its tokens.
protocol UserStateCommand: ClientCommand where Request == (UserSelector, String?) {
    /// What the command sets `disabled` to.
    static var disables: Bool { get }
}

extension UserStateCommand {
    static var synopsis: String { "sesame \(name) --uid UID | --email E | --phone +NUMBER [options]" }
    static var options: [CommandOption] { UserSelector.options + [AdminAPI.option] }

    static func prepare(_ arguments: ParsedArguments) throws -> (UserSelector, String?) {
        (
            try UserSelector(arguments),
            AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment)
        )
    }

    static func perform(_ request: (UserSelector, String?), on connection: ClientConnection) async throws {
        let (selector, adminKey) = request
        let accounts = try await UserAccounts.of(connection, adminKey: adminKey)
        let localId = try await selector.localId(in: accounts)
        try await accounts.update(["localId": .string(localId), "disableUser": .bool(disables)])
        CommandOutput.print(
            ["localId": .string(localId), "disabled": JSON.bool(disables)], json: connection.options.json
        ) {
            ["\(disables ? "disabled" : "enabled") user \(localId)"]
        }
    }
}
