extension EndpointSchemas {
    // MARK: Passkeys (Identity Platform v2)

    /// Identity Platform's `PasskeyInfo`, with Sesame's details for privileged callers.
    static let passkeyInfo = ObjectSchema(
        "PasskeyInfo",
        [
            .string("credentialId"), .string("name"), .string("createdAt"), .string("lastUsedAt"),
            .int64("signCount"), .bool("backupEligible"), .bool("backedUp"), .string("attestationFormat"),
            .string("aaguid"), .bool("possiblyCloned"),
        ])

    static let passkeyEnrollmentStart = OperationSchema(
        request: ObjectSchema("StartPasskeyEnrollmentRequest", [.string("idToken"), .string("tenantId")]),
        response: ObjectSchema("StartPasskeyEnrollmentResponse", [.anyObject("credentialCreationOptions")]))

    static let passkeyEnrollmentFinalize = OperationSchema(
        request: ObjectSchema(
            "FinalizePasskeyEnrollmentRequest",
            [
                .string("idToken"), .string("tenantId"), .anyObject("authenticatorRegistrationResponse"),
                .string("name"), .string("displayName"),
            ]),
        response: ObjectSchema(
            "FinalizePasskeyEnrollmentResponse", [.string("localId"), .string("idToken"), .string("refreshToken")]))

    static let passkeySignInStart = OperationSchema(
        request: ObjectSchema("StartPasskeySignInRequest", [.string("tenantId")]),
        response: ObjectSchema("StartPasskeySignInResponse", [.anyObject("credentialRequestOptions")]))

    static let passkeySignInFinalize = OperationSchema(
        request: ObjectSchema(
            "FinalizePasskeySignInRequest",
            [
                .string("tenantId"), .anyObject("authenticatorAuthenticationResponse"), .string("name"),
                .string("displayName"),
            ]),
        response: ObjectSchema(
            "FinalizePasskeySignInResponse",
            [.string("localId"), .string("idToken"), .string("refreshToken")] + secondFactorDue))
}
