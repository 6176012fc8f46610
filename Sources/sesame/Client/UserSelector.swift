/// Which account a `sesame users` action is about: exactly one of `--uid`, `--email`, `--phone`.
struct UserSelector: Sendable {
    /// The lookup field: `localId`, `email` or `phoneNumber`.
    let field: String
    let value: String

    static let uid = CommandOption("uid", "UID", "the user's id (localId)")
    static let options = [
        uid,
        CommandOption("email", "E", "or the user's e-mail address"),
        CommandOption("phone", "+NUMBER", "or the user's phone number (E.164)"),
    ]
    private static let fields = ["uid": "localId", "email": "email", "phone": "phoneNumber"]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = Self.options.filter { arguments.value($0.name) != nil }
        guard given.count == 1, let option = given.first, let value = arguments.value(option.name),
            !value.isEmpty
        else {
            throw given.count > 1
                ? .conflictingOptions(given[0].flag, given[1].flag)
                : .missingOption("--uid, --email or --phone")
        }
        field = Self.fields[option.name] ?? option.name
        self.value = value
    }

    /// How messages name `field`: `id`, `e-mail address`, `phone number`.
    static func noun(of field: String) -> String {
        switch field {
        case "email": "e-mail address"
        case "phoneNumber": "phone number"
        default: "id"
        }
    }

    /// The account's `localId`: the value itself for `--uid`, else looked up.
    func localId(in accounts: UserAccounts) async throws -> String {
        if field == "localId" { return value }
        guard let localId = try await accounts.lookup(field, value)["localId"]?.stringValue else {
            throw CommandFailure("the server's answer names no localId")
        }
        return localId
    }
}
