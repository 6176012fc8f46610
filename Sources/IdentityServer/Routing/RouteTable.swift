import AuthCrypto
import AuthModel
import HTTPServer

/// Every route the server answers, in matching order. The OpenAPI document is generated from it.
enum RouteTable {
    static let identityToolkit = "/identitytoolkit.googleapis.com/v1"
    static let relyingParty = "/www.googleapis.com/identitytoolkit/v3/relyingparty"
    static let project = identityToolkit + "/projects/{project}"
    static let emulator = "/emulator/v1/projects/{project}"
    static let v2 = "/identitytoolkit.googleapis.com/v2"

    /// The end-user operations, by endpoint (v1 and v3 paths), with handlers and descriptions.
    static let endUser: [(Endpoint, String, OperationSchema, RouteSpec.Action)] = [
        (
            .signUp, "Create an account (anonymous, e-mail/password, or link e-mail/password).",
            EndpointSchemas.signUp, .api(SignUpEndpoint.handle)
        ),
        (
            .signInWithPassword, "Sign in with e-mail and password.", EndpointSchemas.signInWithPassword,
            .api(SignInWithPasswordEndpoint.handle)
        ),
        (
            .signInWithIDP, "Sign in or link with Google or Apple (provider ID token verified).",
            EndpointSchemas.signInWithIdp, .api(SignInWithIdpEndpoint.handle)
        ),
        (
            .lookup, "Get the signed-in user's account (privileged: any accounts).", EndpointSchemas.lookup,
            .inlineAPI(LookupEndpoint.handle)
        ),
        (
            .update, "Change the account (privileged: by localId).", EndpointSchemas.update,
            .api(UpdateEndpoint.handle)
        ),
        (
            .delete, "Delete the account (privileged: by localId).", EndpointSchemas.delete,
            .api(DeleteEndpoint.handle)
        ),
        (
            .sendOOBCode, "Mail a password-reset or e-mail verification code.", EndpointSchemas.sendOobCode,
            .api(SendOobCodeEndpoint.handle)
        ),
        (
            .resetPassword, "Check a code, or reset the password with it.", EndpointSchemas.resetPassword,
            .api(ResetPasswordEndpoint.handle)
        ),
        (
            .createAuthURI, "Sign-in methods for an e-mail (hidden with enumeration protection).",
            EndpointSchemas.createAuthUri, .api(CreateAuthUriEndpoint.handle)
        ),
        (
            .signInWithEmailLink,
            "Sign in (or link) with an e-mail link's code; creates the account on first use.",
            EndpointSchemas.signInWithEmailLink, .api(SignInWithEmailLinkEndpoint.handle)
        ),
        (
            .signInWithCustomToken, "Sign in with a custom token signed by a trusted service account.",
            EndpointSchemas.signInWithCustomToken, .api(SignInWithCustomTokenEndpoint.handle)
        ),
        (
            .sendVerificationCode, "Text a 6-digit code to a phone number (app proof checked).",
            EndpointSchemas.sendVerificationCode, .api(SendVerificationCodeEndpoint.handle)
        ),
        (
            .signInWithPhoneNumber,
            "Sign in (or link) with an SMS code or temporary proof; creates the account on first use.",
            EndpointSchemas.signInWithPhoneNumber, .api(SignInWithPhoneNumberEndpoint.handle)
        ),
    ]

    static func routes(configuration: ServerConfiguration, metrics: HTTPMetrics, pool: PasswordHashingPool)
        -> [RouteSpec]
    {
        var routes: [RouteSpec] = []
        for (endpoint, summary, schema, handler) in endUser {
            routes.append(
                RouteSpec(.post, endpoint.path(.v1), .apiKeyOrAdmin, summary, handler).described(by: schema))
        }
        routes.append(
            RouteSpec(
                .post, Endpoint.token.path(.v1), .apiKey, "Exchange a refresh token.",
                .deferredAPI(TokenEndpoint.start, otherwise: TokenEndpoint.handle))
            .described(by: EndpointSchemas.token))
        for (endpoint, summary, schema, handler) in endUser {
            routes.append(
                RouteSpec(.post, endpoint.path(.v3), .apiKeyOrAdmin, summary + " (legacy v3)", handler)
                    .described(by: schema))
        }
        routes += NotImplementedRoutes.all + ProviderConfigRoutes.all
        routes += [
            RouteSpec(
                .post, relyingParty + "/signOutUser", .admin,
                "Sign a user out: revoke every refresh token (admin; legacy v3).", SignOutUserEndpoint.handle
            ).described(by: EndpointSchemas.signOutUser),
            RouteSpec(
                .post, ServiceAccountKeysEndpoint.path, .admin,
                "Register a service-account public key for custom tokens (Sesame admin).",
                ServiceAccountKeysEndpoint.create
            ).described(by: EndpointSchemas.createServiceAccountKey),
            RouteSpec(
                .get, ServiceAccountKeysEndpoint.path, .admin,
                "List the service-account keys (Sesame admin).",
                ServiceAccountKeysEndpoint.list
            ).described(by: EndpointSchemas.listServiceAccountKeys),
            RouteSpec(
                .delete, ServiceAccountKeysEndpoint.path + "/{keyId}", .admin,
                "Stop trusting a service-account key (Sesame admin).", ServiceAccountKeysEndpoint.delete
            ).described(by: EndpointSchemas.deleteServiceAccountKey),
            RouteSpec(
                .get, AuditEntriesEndpoint.path, .admin,
                "The audit log, newest first: filters target, kind, actor, since, until; pageSize, pageToken (Sesame admin).",
                AuditEntriesEndpoint.list
            ).described(by: EndpointSchemas.listAuditEntries),
            RouteSpec(
                .post, identityToolkit + "/projects/{project}:queryAccounts", .admin,
                "Query accounts page by page (admin; older path of accounts:query).",
                QueryAccountsEndpoint.handle),
            RouteSpec(
                .post, relyingParty + "/downloadAccount", .admin, "List accounts (legacy v3 batchGet).",
                BatchGetEndpoint.handle
            ).described(by: EndpointSchemas.batchGet),
            RouteSpec(
                .post, relyingParty + "/uploadAccount", .admin, "Import accounts (legacy v3 batchCreate).",
                BatchCreateEndpoint.handle
            ).described(by: EndpointSchemas.batchCreate),
            RouteSpec(
                .get, identityToolkit + "/projects", .apiKeyOrAdmin, "Project config for clients.",
                EmulatorEndpoints.projectConfig),
            RouteSpec(
                .get, relyingParty + "/getProjectConfig", .apiKeyOrAdmin,
                "Project config for clients (legacy v3).", EmulatorEndpoints.projectConfig),
            RouteSpec(
                .post, v2 + "/accounts/mfaEnrollment:start", .apiKeyOrAdmin,
                "Start enrolling a second factor (TOTP secret, or an SMS code).", MFAEnrollmentEndpoint.start
            ).described(by: EndpointSchemas.mfaEnrollmentStart),
            RouteSpec(
                .post, v2 + "/accounts/mfaEnrollment:finalize", .apiKeyOrAdmin,
                "Finish enrolling a second factor with its first code.", MFAEnrollmentEndpoint.finalize
            ).described(by: EndpointSchemas.mfaEnrollmentFinalize),
            RouteSpec(
                .post, v2 + "/accounts/mfaEnrollment:withdraw", .apiKeyOrAdmin, "Remove a second factor.",
                MFAEnrollmentEndpoint.withdraw
            ).described(by: EndpointSchemas.mfaEnrollmentWithdraw),
            RouteSpec(
                .post, v2 + "/accounts/mfaSignIn:start", .apiKeyOrAdmin,
                "Send the SMS code of a second factor for a pending sign-in.", MFASignInEndpoint.start
            ).described(by: EndpointSchemas.mfaSignInStart),
            RouteSpec(
                .post, v2 + "/accounts/mfaSignIn:finalize", .apiKeyOrAdmin,
                "Finish a pending sign-in with a second factor (TOTP or SMS code).",
                MFASignInEndpoint.finalize
            ).described(by: EndpointSchemas.mfaSignInFinalize),
            RouteSpec(
                .post, v2 + "/accounts/passkeyEnrollment:start", .apiKeyOrAdmin,
                "Start registering a passkey for the signed-in user (WebAuthn creation options).",
                PasskeyEnrollmentEndpoint.start
            ).described(by: EndpointSchemas.passkeyEnrollmentStart),
            RouteSpec(
                .post, v2 + "/accounts/passkeyEnrollment:finalize", .apiKeyOrAdmin,
                "Finish registering a passkey with the authenticator's verified response.",
                PasskeyEnrollmentEndpoint.finalize
            ).described(by: EndpointSchemas.passkeyEnrollmentFinalize),
            RouteSpec(
                .post, v2 + "/accounts/passkeySignIn:start", .apiKeyOrAdmin,
                "Start a usernameless passkey sign-in (WebAuthn request options).", PasskeySignInEndpoint.start
            ).described(by: EndpointSchemas.passkeySignInStart),
            RouteSpec(
                .post, v2 + "/accounts/passkeySignIn:finalize", .apiKeyOrAdmin,
                "Sign in with a passkey's verified assertion.", PasskeySignInEndpoint.finalize
            ).described(by: EndpointSchemas.passkeySignInFinalize),
            RouteSpec(
                .get, "/identitytoolkit.googleapis.com/v2/passwordPolicy", .apiKeyOrAdmin,
                "The password policy new passwords must meet (JS SDK validatePassword).",
                PasswordPolicyEndpoint.handle
            ).described(by: EndpointSchemas.passwordPolicy),
            RouteSpec(
                .post, project + "/accounts", .admin, "Create an account (admin).", AdminCreateEndpoint.handle
            ).described(by: EndpointSchemas.adminCreate),
            RouteSpec(
                .post, project + "/accounts:lookup", .admin, "Look accounts up (admin).",
                inline: LookupEndpoint.handle
            ).described(by: EndpointSchemas.lookup),
            RouteSpec(
                .post, project + "/accounts:update", .admin, "Change an account (admin).",
                UpdateEndpoint.handle
            ).described(by: EndpointSchemas.update),
            RouteSpec(
                .post, project + "/accounts:delete", .admin, "Delete an account (admin).",
                DeleteEndpoint.handle
            ).described(by: EndpointSchemas.delete),
            RouteSpec(
                .get, project + "/accounts:batchGet", .admin, "List accounts page by page (admin).",
                BatchGetEndpoint.handle
            ).described(by: EndpointSchemas.batchGet),
            RouteSpec(
                .post, project + "/accounts:query", .admin, "Query accounts page by page (admin).",
                QueryAccountsEndpoint.handle),
            RouteSpec(
                .post, project + "/accounts:batchDelete", .admin, "Delete accounts (admin).",
                BatchDeleteEndpoint.handle
            ).described(by: EndpointSchemas.batchDelete),
            RouteSpec(
                .post, project + "/accounts:batchCreate", .admin, "Import accounts (admin).",
                BatchCreateEndpoint.handle
            ).described(by: EndpointSchemas.batchCreate),
            RouteSpec(
                .post, project + "/accounts:sendOobCode", .admin, "Make an action code or link (admin).",
                SendOobCodeEndpoint.handle
            ).described(by: EndpointSchemas.sendOobCode),
            RouteSpec(
                .post, identityToolkit + "/projects/{project}:createSessionCookie", .admin,
                "Create a session cookie from an ID token (admin).", CreateSessionCookieEndpoint.handle
            ).described(by: EndpointSchemas.createSessionCookie),
            RouteSpec(
                .delete, emulator + "/accounts", .emulator, "Delete every account (emulator).",
                EmulatorEndpoints.deleteAccounts),
            RouteSpec(
                .get, emulator + "/oobCodes", .emulator, "List unused action codes (emulator).",
                EmulatorEndpoints.oobCodes),
            RouteSpec(
                .get, emulator + "/verificationCodes", .emulator, "List unused SMS codes (emulator).",
                EmulatorEndpoints.verificationCodes
            ).described(by: EndpointSchemas.verificationCodes),
            RouteSpec(
                .get, emulator + "/config", .emulator, "Project config (emulator).", ProjectConfigEndpoint.emulator),
            RouteSpec(
                .patch, emulator + "/config", .emulator, "Change the project config (emulator).",
                ProjectConfigEndpoint.emulator),
            RouteSpec(
                .get, v2 + "/projects/{project}/config", .admin, "The project's configuration (admin).",
                ProjectConfigEndpoint.get
            ).described(by: EndpointSchemas.getProjectConfig),
            RouteSpec(
                .patch, v2 + "/projects/{project}/config", .admin,
                "Change the project's configuration (admin; updateMask).", ProjectConfigEndpoint.update
            ).described(by: EndpointSchemas.updateProjectConfig),
        ]
        // reCAPTCHA parameters: the emulator's placeholders, or 501 (and so described) in production.
        for path in [identityToolkit + "/recaptchaParams", relyingParty + "/getRecaptchaParam"] {
            let route = RouteSpec(
                .get, path, .apiKeyOrAdmin, "reCAPTCHA parameters for phone sign-in (emulator: placeholders).",
                RecaptchaParamsEndpoint.handle)
            routes.append(configuration.emulator ? route : route.described(by: .notImplemented))
        }
        routes += TenantRoutes.tenantScoped(routes) + TenantRoutes.management + TenantRoutes.emulator
        routes.append(
            RouteSpec(
                .get, "/emulator/action", .open, "Follow an action link (reset password, verify e-mail).",
                ActionEndpoint.handle))
        routes += operations(metrics: metrics, pool: pool)
        let document = OpenAPIDocument.make(
            routes: routes + [
                RouteSpec(
                    .get, "/openapi.json", "This document.", access: .operations, plain: { _, _ in HTTPResponse() })
            ],
            configuration: configuration
        ).data
        let openAPI: RouteSpec.PlainHandler = { _, _ in .json(document) }
        routes.append(RouteSpec(.get, "/openapi.json", "This document.", access: .operations, plain: openAPI))
        routes.append(
            RouteSpec(
                .get, "/emulator/openapi.json", "This document (emulator path).", access: .operations,
                plain: openAPI))
        return routes
    }

    private static func operations(metrics: HTTPMetrics, pool: PasswordHashingPool) -> [RouteSpec] {
        [
            RouteSpec(.get, "/", "What this server is: the emulator's readiness document in emulator mode.", plain: OperationsEndpoints.root),
            RouteSpec(
                .get, "/healthz", "Liveness check: the process answers.", plain: OperationsEndpoints.health),
            RouteSpec(
                .get, "/readyz", .open,
                "Readiness check: store writable, schema current, signing key loaded.",
                ReadinessEndpoint.handle
            ).described(by: EndpointSchemas.readiness),
            RouteSpec(.get, "/metrics", "Prometheus metrics.", access: .operations) { context, request in
                OperationsEndpoints.metrics(context, request, metrics: metrics, pool: pool)
            }.answering("text/plain"),
            RouteSpec(
                .get, "/.well-known/jwks.json", "ID-token signing keys (JWKS).",
                plain: PublicKeysEndpoint.jwks),
            RouteSpec(
                .get, "/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com",
                "ID-token signing keys (JWKS, Google's path).", plain: PublicKeysEndpoint.jwks),
            RouteSpec(
                .get, "/www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com",
                "ID-token signing certificates by key id (firebase-admin).", plain: PublicKeysEndpoint.x509),
            RouteSpec(
                .get, relyingParty + "/publicKeys", "Session-cookie signing certificates by key id.",
                plain: PublicKeysEndpoint.x509),
            RouteSpec(
                .get, identityToolkit + "/sessionCookiePublicKeys", "Session-cookie signing keys (JWKS).",
                plain: PublicKeysEndpoint.jwks),
        ]
    }
}
