import AuthCrypto

/// The profile fields `sesame users create` and `update` set: `--email`, `--phone`, `--display-name`,
/// `--photo-url`, as the admin API names them.
enum UserProfileOptions {
    static let all = [
        CommandOption("email", "E", "e-mail address"),
        CommandOption("phone", "+NUMBER", "phone number (E.164)"),
        CommandOption("display-name", "NAME", "display name"),
        CommandOption("photo-url", "URL", "photo URL"),
    ]
    private static let fieldNames = [
        "email": "email", "phone": "phoneNumber", "display-name": "displayName", "photo-url": "photoUrl",
    ]
    /// What `accounts:update`'s `deleteAttribute` calls the fields an empty value removes.
    private static let removable = ["display-name": "DISPLAY_NAME", "photo-url": "PHOTO_URL"]

    /// The request fields of the options given; with `removingEmpty`, an empty name or photo becomes
    /// `deleteAttribute`.
    static func fields(_ arguments: ParsedArguments, removingEmpty: Bool = false) -> [String: JSON] {
        var fields: [String: JSON] = [:]
        var removed: [JSON] = []
        for option in all {
            guard let value = arguments.value(option.name), let field = fieldNames[option.name] else {
                continue
            }
            if value.isEmpty, removingEmpty, let attribute = removable[option.name] {
                removed.append(.string(attribute))
            } else {
                fields[field] = .string(value)
            }
        }
        if !removed.isEmpty { fields["deleteAttribute"] = .array(removed) }
        return fields
    }
}
