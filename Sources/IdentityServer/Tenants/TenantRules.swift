import AuthModel
import Storage

/// A tenant's sign-in switches, enforced with Firebase's error codes. The project's own accounts
/// (no tenant) follow the server's settings instead; privileged callers are not bound by them.
enum TenantRules {
    /// E-mail/password sign-up: `OPERATION_NOT_ALLOWED` unless the tenant allows password sign-up.
    static func requirePasswordSignUp(_ call: APICall) throws(APIError) {
        if let tenant = call.tenant, !tenant.allowPasswordSignup, !call.isPrivileged {
            throw .code(.operationNotAllowed)
        }
    }

    /// Password sign-in and reset: `PASSWORD_LOGIN_DISABLED` unless the tenant allows passwords.
    static func requirePasswordSignIn(_ call: APICall) throws(APIError) {
        if let tenant = call.tenant, !tenant.allowPasswordSignup, !call.isPrivileged {
            throw .code(.passwordLoginDisabled)
        }
    }

    /// Anonymous sign-up: `ADMIN_ONLY_OPERATION` unless the tenant enables anonymous users.
    static func requireAnonymousSignUp(_ call: APICall) throws(APIError) {
        if let tenant = call.tenant, !tenant.enableAnonymousUser, !call.isPrivileged {
            throw .code(.adminOnlyOperation)
        }
    }

    /// E-mail links: the tenant's `enableEmailLinkSignin`, else the server's `--email-link-sign-in`.
    static func requireEmailLinks(_ call: APICall, _ context: ServerContext) throws(APIError) {
        let enabled = call.tenant?.enableEmailLinkSignin ?? context.configuration.emailLinkSignIn
        if !enabled { throw .code(.operationNotAllowed) }
    }

    /// Phone sign-in in a tenant: Firebase's emulator refuses it (`UNSUPPORTED_TENANT_OPERATION`), so
    /// emulator mode does; production mode serves it, as Identity Platform does.
    static func requirePhoneSignIn(_ call: APICall, _ context: ServerContext) throws(APIError) {
        if call.tenant != nil, context.configuration.emulator { throw .code(.unsupportedTenantOperation) }
    }

    /// Second factors in a tenant: its `mfaConfig` must be `ENABLED` (or `MANDATORY`) with the kind
    /// among its providers (SMS: `PHONE_SMS` in `enabledProviders`; TOTP: an enabled `providerConfigs`
    /// entry with `totpProviderConfig`), else `OPERATION_NOT_ALLOWED` — checked before the request's own
    /// fields, as Firebase does. The project's own accounts follow the server's settings.
    static func requireSecondFactor(_ call: APICall, totp: Bool) throws(APIError) {
        guard let tenant = call.tenant else { return }
        let config = TenantResource.mfaConfig(tenant)
        let state = config["state"]?.stringValue
        let allowed: Bool =
            if totp {
                config["providerConfigs"]?.arrayValue?.contains {
                    $0["state"] == "ENABLED" && $0["totpProviderConfig"] != nil
                } ?? false
            } else {
                config["enabledProviders"]?.arrayValue?.contains("PHONE_SMS") ?? false
            }
        guard state == "ENABLED" || state == "MANDATORY", allowed else {
            throw .code(.operationNotAllowed, totp ? "TOTP based MFA not enabled." : "SMS based MFA not enabled.")
        }
    }
}
