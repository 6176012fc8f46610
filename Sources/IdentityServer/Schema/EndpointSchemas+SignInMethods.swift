extension EndpointSchemas {
    // MARK: E-mail links and custom tokens

    static let signInWithEmailLink = OperationSchema(
        request: ObjectSchema(
            "SignInWithEmailLinkRequest", common + [.string("email"), .string("oobCode"), .string("idToken")]),
        response: ObjectSchema(
            "SignInWithEmailLinkResponse",
            [
                .string("kind", required: true), .string("localId", required: true), .string("email"),
                .bool("isNewUser"),
            ] + sessionFields))

    static let signInWithCustomToken = OperationSchema(
        request: ObjectSchema(
            "SignInWithCustomTokenRequest", common + [.string("token"), .bool("returnSecureToken")]),
        response: ObjectSchema(
            "SignInWithCustomTokenResponse",
            [.string("kind", required: true), .bool("isNewUser")] + sessionFields))

    // MARK: Admin operations

    static let signOutUser = OperationSchema(
        request: ObjectSchema("SignOutUserRequest", [.string("localId"), .string("instanceId")]),
        response: ObjectSchema(
            "SignOutUserResponse", [.string("kind", required: true), .string("localId", required: true)]))

    static let serviceAccountKey = ObjectSchema(
        "ServiceAccountKey",
        [
            .string("keyId", required: true), .string("clientEmail", required: true), .string("projectId"),
            .int64("createdAt"),
        ])

    static let createServiceAccountKey = OperationSchema(
        request: ObjectSchema(
            "CreateServiceAccountKeyRequest", [.string("publicKeyPem"), .string("clientEmail")]),
        response: serviceAccountKey)

    static let listServiceAccountKeys = OperationSchema(
        request: nil, response: ObjectSchema("ServiceAccountKeyList", [.objects("keys", serviceAccountKey)]))

    static let deleteServiceAccountKey = OperationSchema(
        request: nil, response: ObjectSchema("DeleteServiceAccountKeyResponse", []))

    // MARK: Client configuration

    static let passwordPolicy = OperationSchema(
        request: nil,
        response: ObjectSchema(
            "PasswordPolicy",
            [
                .object(
                    "customStrengthOptions",
                    ObjectSchema(
                        "CustomStrengthOptions",
                        [
                            .int32("minPasswordLength"), .int32("maxPasswordLength"),
                            .bool("containsLowercaseCharacter"), .bool("containsUppercaseCharacter"),
                            .bool("containsNumericCharacter"), .bool("containsNonAlphanumericCharacter"),
                        ])),
                .strings("allowedNonAlphanumericCharacters"),
                .enumeration("enforcementState", ["ENFORCEMENT_STATE_UNSPECIFIED", "OFF", "ENFORCE"]),
                .bool("forceUpgradeOnSignin"), .int32("schemaVersion"),
            ]))
}
