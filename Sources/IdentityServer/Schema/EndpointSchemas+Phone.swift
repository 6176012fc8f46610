extension EndpointSchemas {
    // MARK: Phone numbers

    /// The app-proof fields of a request that sends an SMS (sendVerificationCode, SMS second factors).
    static let appVerificationFields: [ObjectSchema.Field] = [
        .string("phoneNumber"), .string("iosReceipt"), .string("iosSecret"), .string("recaptchaToken"),
        .string("captchaResponse"), .string("safetyNetToken"), .string("playIntegrityToken"),
        .enumeration("recaptchaVersion", ["RECAPTCHA_VERSION_UNSPECIFIED", "RECAPTCHA_ENTERPRISE"]),
        .object("autoRetrievalInfo", ObjectSchema("AutoRetrievalInfo", [.string("appSignatureHash")])),
    ]

    static let sendVerificationCode = OperationSchema(
        request: ObjectSchema("SendVerificationCodeRequest", common + appVerificationFields),
        response: ObjectSchema("SendVerificationCodeResponse", [.string("sessionInfo", required: true)]))

    static let signInWithPhoneNumber = OperationSchema(
        request: ObjectSchema(
            "SignInWithPhoneNumberRequest",
            common + [
                .string("sessionInfo"), .string("code"), .string("idToken"), .string("phoneNumber"),
                .string("temporaryProof"), .string("verificationProof"),
                .enumeration(
                    "operation", ["VERIFY_OP_UNSPECIFIED", "SIGN_UP_OR_IN", "REAUTH", "UPDATE", "LINK"]),
            ]),
        response: ObjectSchema(
            "SignInWithPhoneNumberResponse",
            [
                .string("kind", required: true), .string("localId"), .string("phoneNumber"),
                .bool("isNewUser"),
                .string("temporaryProof"), .int64("temporaryProofExpiresIn"),
            ] + sessionFields))

    static let verificationCodes = OperationSchema(
        request: nil,
        response: ObjectSchema(
            "VerificationCodes",
            [
                .objects(
                    "verificationCodes",
                    ObjectSchema(
                        "VerificationCode", [.string("phoneNumber"), .string("sessionInfo"), .string("code")])
                )
            ]))
}
