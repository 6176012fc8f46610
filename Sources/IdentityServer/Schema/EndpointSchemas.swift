/// Every endpoint's request and success schema, in one place per message. New endpoints add their
/// messages here (or in a `EndpointSchemas+Area.swift` beside it) and name them in the route table.
enum EndpointSchemas {
    // MARK: Shared messages

    static let providerUserInfo = ObjectSchema(
        "ProviderUserInfo",
        [
            .string("providerId"), .string("rawId"), .string("federatedId"), .string("email"),
            .string("displayName"), .string("photoUrl"), .string("phoneNumber"), .string("screenName"),
        ])

    static let userInfo = ObjectSchema(
        "UserInfo",
        [
            .string("localId", required: true), .string("email"), .bool("emailVerified"),
            .string("displayName"), .string("photoUrl"), .string("screenName"), .string("phoneNumber"),
            .bool("disabled"), .string("passwordHash"), .string("salt"), .int64("passwordUpdatedAt"), .int64("validSince"),
            .int64("createdAt"), .int64("lastLoginAt"), .string("lastRefreshAt"), .string("customAttributes"),
            .string("tenantId"), .objects("providerUserInfo", providerUserInfo), .bool("emailLinkSignin"),
            .objects("mfaInfo", mfaEnrollment), .objects("passkeyInfo", passkeyInfo),
        ])

    /// The session an end-user sign-in hands out.
    static let sessionFields: [ObjectSchema.Field] = [
        .string("idToken"), .string("refreshToken"), .int64("expiresIn"),
    ]

    static let common: [ObjectSchema.Field] = [
        .string("tenantId"),
        .enumeration(
            "clientType",
            [
                "CLIENT_TYPE_UNSPECIFIED", "CLIENT_TYPE_WEB",
                "CLIENT_TYPE_ANDROID", "CLIENT_TYPE_IOS",
            ]),
        .string("targetProjectId"),
    ]

    // MARK: End-user operations

    static let signUp = OperationSchema(
        request: ObjectSchema(
            "SignUpRequest",
            common + [
                .string("email"), .string("password"), .string("displayName"), .string("idToken"),
                .bool("returnSecureToken"), .string("localId"), .string("photoUrl"), .string("phoneNumber"),
                .bool("emailVerified"), .bool("disabled"), .string("captchaResponse"),
                .objects("mfaInfo", mfaEnrollment),
            ]),
        response: ObjectSchema(
            "SignUpResponse",
            [
                .string("kind", required: true), .string("localId", required: true), .string("email"),
                .string("displayName"),
            ] + sessionFields))

    static let signInWithPassword = OperationSchema(
        request: ObjectSchema(
            "SignInWithPasswordRequest",
            common + [
                .string("email"), .string("password"), .bool("returnSecureToken"),
                .string("captchaResponse"),
            ]),
        response: ObjectSchema(
            "SignInWithPasswordResponse",
            [
                .string("kind", required: true), .string("localId", required: true), .string("email"),
                .string("displayName"), .bool("registered"), .string("profilePicture"),
            ] + sessionFields + secondFactorDue))

    static let signInWithIdp = OperationSchema(
        request: ObjectSchema(
            "SignInWithIdpRequest",
            common + [
                .string("requestUri"), .string("postBody"), .string("idToken"), .bool("returnSecureToken"),
                .bool("returnIdpCredential"), .bool("autoCreate"),
                .string("sessionId"),
            ]),
        response: ObjectSchema(
            "SignInWithIdpResponse",
            [
                .string("kind"), .string("providerId"), .string("federatedId"), .string("localId"),
                .string("email"), .bool("emailVerified"), .string("displayName"), .string("fullName"),
                .string("firstName"), .string("lastName"), .string("photoUrl"), .string("rawUserInfo"), .string("screenName"),
                .string("oauthIdToken"), .string("oauthAccessToken"), .string("context"), .bool("isNewUser"),
                .bool("needConfirmation"), .string("errorMessage"),
            ] + sessionFields + secondFactorDue))

    static let lookup = OperationSchema(
        request: ObjectSchema(
            "LookupRequest",
            common + [
                .string("idToken"), .strings("localId"), .strings("email"), .strings("phoneNumber"),
                .objects(
                    "federatedUserId",
                    ObjectSchema("FederatedUserIdentifier", [.string("providerId"), .string("rawId")])),

            ]),
        response: ObjectSchema("LookupResponse", [.string("kind"), .objects("users", userInfo)]))

    /// What `deleteAttribute` may name (PROVIDER and RAW_USER_INFO answer 501, so are not offered).
    static let deletableAttributes = ["DISPLAY_NAME", "PHOTO_URL", "EMAIL", "PASSWORD"]

    static let update = OperationSchema(
        request: ObjectSchema(
            "UpdateRequest",
            common + [
                .string("idToken"), .string("localId"), .string("oobCode"), .string("email"),
                .string("password"),
                .string("displayName"), .string("photoUrl"),
                .init(
                    name: "deleteAttribute", type: .array(.enumeration(deletableAttributes)),
                    isRequired: false),
                .strings("deleteProvider"), .strings("deletePasskey"), .bool("returnSecureToken"),
                .bool("emailVerified"),
                .bool("disableUser"), .string("customAttributes"), .int64("validSince"),
                .string("phoneNumber"),
                .object("mfa", ObjectSchema("MfaInfo", [.objects("enrollments", mfaEnrollment)])),
            ]),
        response: ObjectSchema(
            "UpdateResponse",
            [
                .string("kind"), .string("localId"), .string("email"), .bool("emailVerified"),
                .string("displayName"), .string("photoUrl"), .string("passwordHash"),
                .objects("providerUserInfo", providerUserInfo), .string("newEmail"),
            ] + sessionFields))

    static let delete = OperationSchema(
        request: ObjectSchema("DeleteRequest", common + [.string("idToken"), .string("localId")]),
        response: ObjectSchema("DeleteResponse", [.string("kind", required: true)]))

    static let sendOobCode = OperationSchema(
        request: ObjectSchema(
            "SendOobCodeRequest",
            common + [
                // The kinds Sesame mails; any other name is TYPE_ENUM's 400. Numbers are the handler's
                // to map.
                .enumeration(
                    "requestType",
                    ["PASSWORD_RESET", "VERIFY_EMAIL", "VERIFY_AND_CHANGE_EMAIL", "EMAIL_SIGNIN"]),
                .string("email"), .string("idToken"), .string("newEmail"), .string("continueUrl"),
                .string("iOSBundleId"), .string("androidPackageName"), .bool("androidInstallApp"),
                .string("androidMinimumVersion"), .bool("canHandleCodeInApp"), .string("linkDomain"),
                .string("dynamicLinkDomain"), .string("captchaResp"), .bool("returnOobLink"),
            ]),
        response: ObjectSchema(
            "SendOobCodeResponse",
            [.string("kind", required: true), .string("email"), .string("oobCode"), .string("oobLink")]))

    static let resetPassword = OperationSchema(
        request: ObjectSchema(
            "ResetPasswordRequest",
            common + [.string("oobCode"), .string("newPassword"), .string("email"), .string("oldPassword")]),
        response: ObjectSchema(
            "ResetPasswordResponse",
            [.string("kind", required: true), .string("requestType"), .string("email"), .string("newEmail")]))

    static let createAuthUri = OperationSchema(
        request: ObjectSchema(
            "CreateAuthUriRequest",
            common + [
                .string("identifier"), .string("continueUri"), .string("openidRealm"),
                .string("clientId"), .string("context"), .string("appId"), .string("sessionId"),
                .string("providerId"), .string("oauthScope"),
            ]),
        response: ObjectSchema(
            "CreateAuthUriResponse",
            [
                .string("kind", required: true), .string("sessionId"), .bool("registered"),
                .strings("allProviders"), .strings("signinMethods"), .string("authUri"), .string("providerId"),
            ]))

    static let token = OperationSchema(
        request: ObjectSchema(
            "TokenRequest",
            [.string("grantType"), .string("refreshToken"), .string("code"), .string("scope")]),
        response: ObjectSchema(
            "TokenResponse",
            [
                .string("access_token", required: true), .int64("expires_in"), .string("token_type"),
                .string("refresh_token"), .string("id_token"), .string("user_id"), .string("project_id"),
            ]))

    // MARK: Admin operations

    static let adminCreate = OperationSchema(
        request: signUp.request,
        response: ObjectSchema(
            "AdminCreateResponse",
            [.string("kind"), .string("localId", required: true), .string("email"), .string("displayName")]))

    static let batchGet = OperationSchema(
        request: ObjectSchema(
            "BatchGetRequest", [.int32("maxResults"), .string("nextPageToken"), .string("targetProjectId")]),
        response: ObjectSchema(
            "BatchGetResponse", [.string("kind"), .objects("users", userInfo), .string("nextPageToken")]))

    static let batchDelete = OperationSchema(
        request: ObjectSchema(
            "BatchDeleteRequest", [.strings("localIds"), .bool("force"), .string("tenantId")]),
        response: ObjectSchema(
            "BatchDeleteResponse",
            [
                .objects(
                    "errors",
                    ObjectSchema(
                        "BatchDeleteError", [.int32("index"), .string("localId"), .string("message")]))
            ]))

    static let importedUser = ObjectSchema(
        "ImportedUser",
        [
            .string("localId"), .string("email"), .bool("emailVerified"), .string("displayName"),
            .string("photoUrl"), .string("phoneNumber"), .bool("disabled"), .string("customAttributes"),
            .int64("createdAt"), .int64("lastLoginAt"), .string("passwordHash"), .string("salt"),
            .objects("providerUserInfo", providerUserInfo),
        ])

    static let batchCreate = OperationSchema(
        request: ObjectSchema(
            "BatchCreateRequest",
            [
                .objects("users", importedUser), .string("hashAlgorithm"), .string("signerKey"),
                .string("saltSeparator"), .int32("rounds"), .int32("memoryCost"), .bool("sanityCheck"),
                .bool("allowOverwrite"), .string("targetProjectId"),
            ]),
        response: ObjectSchema(
            "BatchCreateResponse",
            [.objects("error", ObjectSchema("BatchCreateError", [.int32("index"), .string("message")]))]))

    static let createSessionCookie = OperationSchema(
        request: ObjectSchema(
            "CreateSessionCookieRequest", [.string("idToken"), .int64("validDuration"), .string("tenantId")]),
        response: ObjectSchema("CreateSessionCookieResponse", [.string("sessionCookie", required: true)]))

    // MARK: Operations

    static let readiness = OperationSchema(
        request: nil, response: ObjectSchema("ReadinessResponse", [.string("status", required: true)]))
}
