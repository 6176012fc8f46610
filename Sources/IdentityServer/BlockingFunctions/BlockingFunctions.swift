import AuthCrypto
import Foundation
import Storage

/// Where the operations meet the blocking functions: before an account is created (beforeCreate, then
/// beforeSignIn), before a session is issued (beforeSignIn), before a mail or SMS goes out
/// (beforeSendEmail, beforeSendSms). Privileged (admin) requests call none, as in Firebase. Each
/// trigger without a function is skipped; a function's refusal or failure ends the operation before
/// anything is stored (`BlockingFunctionCaller`).
enum BlockingFunctions {
    /// What the functions made of a sign-in: the account with their changes, the changes themselves
    /// (to store with the operation's own), and claims for this ID token only.
    struct Admission: Sendable {
        var account: AccountRecord
        var changes = BlockingFunctionAnswer()
        var sessionClaims: [String: JSON] = [:]
    }

    /// An account about to be created (not stored yet): beforeCreate, then — unless it made the
    /// account disabled or the account waits for a second factor — beforeSignIn. The answer's account
    /// has both functions' changes, beforeSignIn's last.
    static func admitNew(
        _ account: AccountRecord, _ event: BlockingEvent, _ call: APICall, _ context: ServerContext
    ) async throws(APIError) -> Admission {
        var admission = Admission(account: account)
        guard !call.isPrivileged else { return admission }
        let config = try BlockingFunctionConfig.inForce(call, context)
        if let url = config.triggers[.beforeCreate] {
            admission.changes = try await run(
                .beforeCreate, url, account: admission.account, event, config, call, context)
            admission.changes.apply(to: &admission.account)
        }
        if !admission.account.disabled, admission.account.mfaEnrollments.isEmpty,
            let url = config.triggers[.beforeSignIn]
        {
            let answer = try await run(.beforeSignIn, url, account: admission.account, event, config, call, context)
            answer.apply(to: &admission.account)
            admission.changes = admission.changes.followed(by: answer)
            admission.sessionClaims = answer.sessionClaims
        }
        return admission
    }

    /// An existing account about to get a session: beforeSignIn. The caller stores `changes` with the
    /// sign-in's own, then refuses a disabled account (`USER_DISABLED`).
    static func admitSignIn(
        _ account: AccountRecord, _ event: BlockingEvent, _ call: APICall, _ context: ServerContext
    ) async throws(APIError) -> Admission {
        var admission = Admission(account: account)
        guard !call.isPrivileged else { return admission }
        let config = try BlockingFunctionConfig.inForce(call, context)
        guard let url = config.triggers[.beforeSignIn] else { return admission }
        admission.changes = try await run(.beforeSignIn, url, account: account, event, config, call, context)
        admission.changes.apply(to: &admission.account)
        admission.sessionClaims = admission.changes.sessionClaims
        return admission
    }

    /// A mail (`emailType` `EMAIL_SIGN_IN`, `PASSWORD_RESET`, `VERIFY_EMAIL`…) or SMS (`smsType`) about
    /// to go out; `account` is the addressee's when there is one. A refusal or `recaptchaActionOverride`
    /// `BLOCK` stops it.
    static func admitSend(
        _ trigger: BlockingTrigger, _ event: BlockingEvent, account: AccountRecord?, _ call: APICall,
        _ context: ServerContext
    ) async throws(APIError) {
        guard !call.isPrivileged else { return }
        let config = try BlockingFunctionConfig.inForce(call, context)
        guard let url = config.triggers[trigger] else { return }
        let answer = try await run(trigger, url, account: account, event, config, call, context)
        if answer.recaptchaActionOverride == "BLOCK" {
            throw BlockingFunctionAnswer.refusal("The function blocked the message.")
        }
    }

    private static func run(
        _ trigger: BlockingTrigger, _ url: URL, account: AccountRecord?, _ event: BlockingEvent,
        _ config: BlockingFunctionConfig, _ call: APICall, _ context: ServerContext
    ) async throws(APIError) -> BlockingFunctionAnswer {
        let headers = call.request.headers
        let request = BlockingFunctionToken.Request(
            trigger: trigger, functionURL: url, account: account, event: event, config: config, ip: call.ip,
            userAgent: headers["User-Agent"], locale: headers["X-Firebase-Locale"], tenantId: call.tenantId)
        let caller = context.blockingFunctionCaller
        let claims = BlockingFunctionToken.claims(
            request, issuer: context.configuration.tokenIssuer, now: context.clock.seconds,
            lifetime: Int64(caller.timeout.rounded(.up)) + 30)
        let jwt: String
        do {
            jwt = try context.keys.currentSigner().sign(claims: claims, additionalHeaders: ["typ": "JWT"])
        } catch {
            throw .internalError
        }
        let text = try await caller.call(url, jwt: jwt, trigger: trigger)
        return try BlockingFunctionAnswer.parse(text, trigger: trigger)
    }
}
