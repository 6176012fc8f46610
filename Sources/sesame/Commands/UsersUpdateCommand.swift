import AuthCrypto
import Foundation

/// `sesame users update --uid UID …`: changes the given fields; an empty `--display-name` or
/// `--photo-url` removes it.
enum UsersUpdateCommand: ClientCommand {
    static let name = "users update"
    static let summary = "change a user account"
    static let synopsis = "sesame users update --uid UID [--email E] [--display-name N] … [options]"
    static let options =
        [UserSelector.uid] + UserProfileOptions.all + [
            PasswordReader.option,
            CommandOption("email-verified", "true|false", "whether the e-mail address is verified"),
            CommandOption("claims", "JSON", "custom claims for ID tokens (a JSON object; {} removes them)"),
            AdminAPI.option,
        ]

    static func prepare(_ arguments: ParsedArguments) throws -> ([String: JSON], String?) {
        let uid = try arguments.requiredValue(UserSelector.uid.name)
        var fields = UserProfileOptions.fields(arguments, removingEmpty: true)
        if arguments.isSet(PasswordReader.option.name) {
            fields["password"] = .string(try PasswordReader.read(arguments))
        }
        if let verified = arguments.value("email-verified") {
            guard let value = Bool(verified) else {
                throw UsageError.invalidValue("--email-verified", expected: "true or false")
            }
            fields["emailVerified"] = .bool(value)
        }
        if let claims = arguments.value("claims") { fields["customAttributes"] = .string(claims) }
        guard !fields.isEmpty else { throw UsageError.missingOption("a field to change") }
        fields["localId"] = .string(uid)
        return (fields, AdminAPI.adminKey(arguments, environment: ProcessInfo.processInfo.environment))
    }

    static func perform(_ request: ([String: JSON], String?), on connection: ClientConnection) async throws {
        let (fields, adminKey) = request
        try await UserAccounts.of(connection, adminKey: adminKey).update(fields)
        let localId = fields["localId"]?.stringValue ?? ""
        CommandOutput.print(
            ["localId": .string(localId), "updated": JSON.bool(true)], json: connection.options.json
        ) {
            ["updated user \(localId)"]
        }
    }
}
