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
}
