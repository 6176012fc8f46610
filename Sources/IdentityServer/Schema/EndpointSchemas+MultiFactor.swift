extension EndpointSchemas {
    // MARK: Second factors (Identity Platform v2)

    static let mfaEnrollment = ObjectSchema(
        "MfaEnrollment",
        [
            .string("mfaEnrollmentId"), .string("displayName"), .string("enrolledAt"), .string("phoneInfo"),
            .string("unobfuscatedPhoneInfo"), .anyObject("totpInfo"),
        ])

    /// What a first-factor sign-in of an account with second factors answers instead of tokens.
    static let secondFactorDue: [ObjectSchema.Field] = [
        .string("mfaPendingCredential"), .objects("mfaInfo", mfaEnrollment),
    ]

    static let startMfaPhoneInfo = ObjectSchema(
        "StartMfaPhoneRequestInfo",
        appVerificationFields + [
            .enumeration(
                "clientType",
                ["CLIENT_TYPE_UNSPECIFIED", "CLIENT_TYPE_WEB", "CLIENT_TYPE_ANDROID", "CLIENT_TYPE_IOS"])
        ])

    static let phoneSessionInfo = ObjectSchema("StartMfaPhoneResponseInfo", [.string("sessionInfo")])

    static let finalizeMfaPhoneInfo = ObjectSchema(
        "FinalizeMfaPhoneRequestInfo",
        [
            .string("sessionInfo"), .string("code"), .string("phoneNumber"),
            .string("androidVerificationProof"),
        ])

    static let phoneAuthInfo = ObjectSchema("FinalizeMfaPhoneResponseInfo", [.string("phoneNumber")])

    static let mfaTokens: [ObjectSchema.Field] = [.string("idToken"), .string("refreshToken")]

    static let mfaEnrollmentStart = OperationSchema(
        request: ObjectSchema(
            "StartMfaEnrollmentRequest",
            [
                .string("idToken"), .string("tenantId"), .object("phoneEnrollmentInfo", startMfaPhoneInfo),
                .anyObject("totpEnrollmentInfo"),
            ]),
        response: ObjectSchema(
            "StartMfaEnrollmentResponse",
            [
                .object("phoneSessionInfo", phoneSessionInfo),
                .object(
                    "totpSessionInfo",
                    ObjectSchema(
                        "StartMfaTotpEnrollmentResponseInfo",
                        [
                            .string("sharedSecretKey"), .int32("verificationCodeLength"),
                            .string("hashingAlgorithm"), .int32("periodSec"), .string("sessionInfo"),
                            .string("finalizeEnrollmentTime"), .string("issuer"),
                        ])),
            ]))

    static let mfaEnrollmentFinalize = OperationSchema(
        request: ObjectSchema(
            "FinalizeMfaEnrollmentRequest",
            [
                .string("idToken"), .string("displayName"), .string("tenantId"),
                .object("phoneVerificationInfo", finalizeMfaPhoneInfo),
                .object(
                    "totpVerificationInfo",
                    ObjectSchema(
                        "FinalizeMfaTotpEnrollmentRequestInfo",
                        [.string("sessionInfo"), .string("verificationCode")])),
            ]),
        response: ObjectSchema(
            "FinalizeMfaEnrollmentResponse", mfaTokens + [.object("phoneAuthInfo", phoneAuthInfo)]))

    static let mfaEnrollmentWithdraw = OperationSchema(
        request: ObjectSchema(
            "WithdrawMfaRequest", [.string("idToken"), .string("mfaEnrollmentId"), .string("tenantId")]),
        response: ObjectSchema("WithdrawMfaResponse", mfaTokens))

    static let mfaSignInStart = OperationSchema(
        request: ObjectSchema(
            "StartMfaSignInRequest",
            [
                .string("mfaPendingCredential"), .string("mfaEnrollmentId"), .string("tenantId"),
                .object("phoneSignInInfo", startMfaPhoneInfo),
            ]),
        response: ObjectSchema("StartMfaSignInResponse", [.object("phoneResponseInfo", phoneSessionInfo)]))

    static let mfaSignInFinalize = OperationSchema(
        request: ObjectSchema(
            "FinalizeMfaSignInRequest",
            [
                .string("mfaPendingCredential"), .string("mfaEnrollmentId"), .string("tenantId"),
                .object("phoneVerificationInfo", finalizeMfaPhoneInfo),
                .object(
                    "totpVerificationInfo",
                    ObjectSchema("MfaTotpSignInRequestInfo", [.string("verificationCode")])),
            ]),
        response: ObjectSchema(
            "FinalizeMfaSignInResponse", mfaTokens + [.object("phoneAuthInfo", phoneAuthInfo)]))
}
