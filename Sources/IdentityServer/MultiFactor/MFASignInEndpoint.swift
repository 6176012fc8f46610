import Storage
import AuthCrypto

/// `v2/accounts/mfaSignIn:start|finalize`: completes a sign-in that answered `mfaPendingCredential`.
/// An SMS factor first gets its code (`start`); a TOTP factor goes straight to `finalize` with the
/// authenticator's code. The tokens then carry `firebase.sign_in_second_factor`.
enum MFASignInEndpoint {
    static func start(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requireSecondFactor(call, totp: false)
        let body = call.body
        guard let credential = body.string("mfaPendingCredential") else {
            throw APIError.code(.missingMFAPendingCredential, "Request does not have MFA pending credential.")
        }
        guard let id = body.string("mfaEnrollmentId") else {
            throw APIError.code(.missingMFAEnrollmentID, "No second factor identifier is provided.")
        }
        let pending = try PendingSecondFactor.claim(
            context, credential, tenantId: call.tenantId, countsTry: false)
        let account = try pendingAccount(context, pending)
        guard let enrollment = account.mfaEnrollments.first(where: { $0.enrollmentId == id }) else {
            throw APIError.code(.mfaEnrollmentNotFound)
        }
        guard let number = enrollment.phoneNumber, context.configuration.multiFactor.sms else {
            throw APIError.invalidArgument("MFA provider not supported!")
        }
        try await BlockingFunctions.admitSend(
            .beforeSendSms, .sms("MULTI_FACTOR_SIGN_IN", to: number), account: account, call, context)
        let sessionInfo = try await context.phone.start(
            .phoneSecondFactor, phoneNumber: number, localId: account.localId, tenantId: account.tenantId,
            tenantTestNumbers: TenantResource.testPhoneNumbers(call.tenant), ip: call.ip,
            language: try call.smsLanguage(context))
        return ["phoneResponseInfo": ["sessionInfo": .string(sessionInfo)]]
    }

    static func finalize(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requireSecondFactor(call, totp: call.body["totpVerificationInfo"] != nil)
        let body = call.body
        guard let credential = body.string("mfaPendingCredential") else {
            throw APIError.code(.missingCredential, "Please set MFA Pending Credential.")
        }
        try context.rateLimiter.hit(.signIn, ip: call.ip)
        let now = context.clock.milliseconds
        let pending: PendingSecondFactor.Pending
        let enrollment: MultiFactorEnrollment
        let account: AccountRecord
        if let totp = body["totpVerificationInfo"] {
            guard let id = body.string("mfaEnrollmentId") else {
                throw APIError.code(.missingMFAEnrollmentID, "No second factor identifier is provided.")
            }
            guard let code = totp["verificationCode"]?.stringValue, !code.isEmpty else {
                throw APIError.code(.missingCode)
            }
            pending = try PendingSecondFactor.claim(context, credential, tenantId: call.tenantId)
            (account, enrollment) = try auditingFailure(context, call, pending, factor: "totp") {
                try acceptTOTP(context, pending, enrollmentId: id, code: code, now: now)
            }
        } else if let phone = body["phoneVerificationInfo"] {
            pending = try PendingSecondFactor.claim(context, credential, tenantId: call.tenantId)
            let record = try auditingFailure(context, call, pending, factor: "phone") {
                try context.phone.verify(
                    sessionInfo: phone["sessionInfo"]?.stringValue, code: phone["code"]?.stringValue,
                    kinds: [.phoneSecondFactor], localId: pending.localId, tenantId: call.tenantId)
            }
            let current = try pendingAccount(context, pending)
            guard let match = current.mfaEnrollments.first(where: { $0.phoneNumber == record.phoneNumber })
            else {
                throw APIError.code(.mfaEnrollmentNotFound)
            }
            enrollment = match
            account = try context.withAccountStore {
                try context.store.updateAccount(localId: current.localId) { $0.lastLoginAt = now }
            }
        } else {
            throw APIError.invalidArgument("MFA provider not supported!")
        }
        guard !account.disabled else { throw APIError.code(.userDisabled) }
        guard try PendingSecondFactor.complete(context, pending) else {
            throw APIError.code(.invalidMFAPendingCredential)
        }
        let secondFactor = enrollment.isTOTP ? "totp" : "phone"
        // Every factor checked: now the blocking function's beforeSignIn.
        let admission = try await BlockingFunctions.admitSignIn(
            account, .signIn(pending.method.provider, secondFactor: secondFactor),
            call, context)
        if let identity = pending.deferredLink {
            // The federated identity the first factor found, linked (or refreshed) only now.
            try context.withAccountStore { try context.store.linkProvider(localId: account.localId, identity) }
        }
        var signedIn = account
        if admission.changes.changesAccount {
            signedIn = try context.withAccountStore {
                try context.store.updateAccount(localId: account.localId) { admission.changes.apply(to: &$0) }
            }
            try BlockingFunctions.refuseDisabled(signedIn)
        }
        let method = SignInMethod(
            provider: pending.method.provider, secondFactor: secondFactor,
            secondFactorIdentifier: enrollment.enrollmentId)
        context.statistics.recordSignIn(provider: pending.method.provider, succeeded: true)
        var fields = try MFAEnrollmentEndpoint.tokens(
            context, signedIn, method: method, authTime: now, idTokenClaims: admission.sessionClaims)
        if let number = enrollment.phoneNumber { fields["phoneAuthInfo"] = ["phoneNumber": .string(number)] }
        return .object(fields)
    }

    private static func pendingAccount(_ context: ServerContext, _ pending: PendingSecondFactor.Pending)
        throws(APIError) -> AccountRecord
    {
        guard let account = try context.withStore({ try context.store.account(localId: pending.localId) })
        else {
            throw .code(.userNotFound)
        }
        guard !account.disabled else { throw .code(.userDisabled) }
        return account
    }

    /// Checks the code against the enrolment and records its step in the same account write, so a code
    /// is accepted once even when two requests race with it.
    private static func acceptTOTP(
        _ context: ServerContext, _ pending: PendingSecondFactor.Pending, enrollmentId: String, code: String,
        now: Int64
    ) throws(APIError) -> (AccountRecord, MultiFactorEnrollment) {
        let account = try pendingAccount(context, pending)
        guard let index = account.mfaEnrollments.firstIndex(where: { $0.enrollmentId == enrollmentId }),
            account.mfaEnrollments[index].isTOTP
        else { throw .code(.mfaEnrollmentNotFound) }
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { account in
                guard
                    let index = account.mfaEnrollments.firstIndex(where: { $0.enrollmentId == enrollmentId }),
                    case .totp(let secret) = account.mfaEnrollments[index].factor
                else { throw APIError.code(.mfaEnrollmentNotFound) }
                guard
                    let step = TOTP.matchingStep(
                        code: code, secret: secret, now: now,
                        lastUsedStep: account.mfaEnrollments[index].lastUsedStep)
                else { throw APIError.code(.invalidCode) }
                account.mfaEnrollments[index].lastUsedStep = step
                account.lastLoginAt = now
            }
        }
        guard let enrollment = updated.mfaEnrollments.first(where: { $0.enrollmentId == enrollmentId }) else {
            throw .code(.mfaEnrollmentNotFound)
        }
        return (updated, enrollment)
    }

    /// A wrong second-factor code is a failed sign-in of the pending account, for the audit log.
    private static func auditingFailure<T>(
        _ context: ServerContext, _ call: APICall, _ pending: PendingSecondFactor.Pending, factor: String,
        _ check: () throws -> T
    ) throws -> T {
        do {
            return try check()
        } catch let error as APIError {
            context.audit(
                .signInFailure, call, target: pending.localId, failure: error,
                details: ["secondFactor": .string(factor)])
            throw error
        }
    }
}
