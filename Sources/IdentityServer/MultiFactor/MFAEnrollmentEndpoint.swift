import AuthCrypto
import AuthModel
import Foundation
import Storage

/// `v2/accounts/mfaEnrollment:start|finalize|withdraw`: a signed-in user adds a TOTP authenticator
/// (the server makes the secret; the first code from the app finishes the enrolment) or a phone number
/// (an SMS code finishes it), or removes a second factor. Finishing and removing answer new tokens.
enum MFAEnrollmentEndpoint {
    /// First factors a second factor cannot be added to (as in Firebase).
    static let ineligibleProviders: Set<String> = ["anonymous", "phone", "custom", "gc.apple.com"]
    /// Firebase's limit on second factors per account.
    static let maximumFactors = 5

    static func start(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requireSecondFactor(call, totp: call.body["totpEnrollmentInfo"] != nil)
        let (verified, account) = try eligibleAccount(context, call)
        let body = call.body
        try checkRoom(account)
        if body["totpEnrollmentInfo"] != nil {
            guard context.configuration.multiFactor.totp else {
                throw APIError.code(.operationNotAllowed, "TOTP based MFA not enabled.")
            }
            let secret = try TOTP.newSecret()
            let sessionInfo = try SecureRandom.token(bits: 192)
            let now = context.clock.milliseconds
            let expiresAt = now + context.configuration.multiFactor.sessionLifetime * 1000
            try context.withAccountStore {
                try context.store.insertVerificationSession(
                    VerificationSessionRecord(
                        sessionHash: PhoneVerifications.hash(sessionInfo), kind: .totpEnrollment,
                        tenantId: account.tenantId, localId: account.localId, secret: secret,
                        payload: verified.signInProvider, createdAt: now, expiresAt: expiresAt))
            }
            var info: [String: JSON] = [
                "sharedSecretKey": .string(secret), "verificationCodeLength": .int(Int64(TOTP.digits)),
                "hashingAlgorithm": .string(TOTP.algorithm), "periodSec": .int(TOTP.period),
                "sessionInfo": .string(sessionInfo),
                "finalizeEnrollmentTime": .string(RFC3339.string(milliseconds: expiresAt)),
            ]
            // Sesame's addition: the operator's --totp-issuer, for the otpauth URI clients build.
            info["issuer"] = context.configuration.multiFactor.totpIssuer.map { .string($0) }
            return ["totpSessionInfo": .object(info)]
        }
        guard let phone = body["phoneEnrollmentInfo"] else {
            throw APIError.invalidArgument("Missing phoneEnrollmentInfo or totpEnrollmentInfo.")
        }
        try requireSMS(context, account)
        guard let raw = phone["phoneNumber"]?.stringValue else {
            throw APIError.code(.invalidPhoneNumber, "Invalid format.")
        }
        let number = try AccountRules.phoneNumber(raw)
        if account.mfaEnrollments.contains(where: { $0.phoneNumber == number }) { throw secondFactorExists }
        try await context.appVerifier.check(
            appFields(phone), phoneNumber: number, clientType: phone["clientType"]?.stringValue)
        try await BlockingFunctions.admitSend(
            .beforeSendSms, .sms("MULTI_FACTOR_ENROLLMENT", to: number), account: account, call, context)
        let sessionInfo = try await context.phone.start(
            .phoneEnrollment, phoneNumber: number, localId: account.localId, tenantId: account.tenantId,
            tenantTestNumbers: TenantResource.testPhoneNumbers(call.tenant), ip: call.ip,
            language: try call.smsLanguage(context))
        return ["phoneSessionInfo": ["sessionInfo": .string(sessionInfo)]]
    }

    static func finalize(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requireSecondFactor(call, totp: call.body["totpVerificationInfo"] != nil)
        let (verified, account) = try eligibleAccount(context, call)
        let body = call.body
        try checkRoom(account)
        let now = context.clock.milliseconds
        let enrollment: MultiFactorEnrollment
        let enrollmentId = try AccountRules.newLocalId()
        let displayName = body.string("displayName")
        var extra: [String: JSON] = [:]
        if let totp = body["totpVerificationInfo"] {
            let (secret, step) = try verifyFirstCode(
                context, account, sessionInfo: totp["sessionInfo"]?.stringValue,
                code: totp["verificationCode"]?.stringValue)
            enrollment = MultiFactorEnrollment(
                enrollmentId: enrollmentId, factor: .totp(secret: secret), displayName: displayName,
                enrolledAt: now,
                lastUsedStep: step)
        } else if let phone = body["phoneVerificationInfo"] {
            try requireSMS(context, account)
            let record = try context.phone.verify(
                sessionInfo: phone["sessionInfo"]?.stringValue, code: phone["code"]?.stringValue,
                kinds: [.phoneEnrollment], localId: account.localId, tenantId: account.tenantId)
            let number = record.phoneNumber ?? ""
            if account.mfaEnrollments.contains(where: { $0.phoneNumber == number }) {
                throw secondFactorExists
            }
            enrollment = MultiFactorEnrollment(
                enrollmentId: enrollmentId, factor: .phone(number), displayName: displayName, enrolledAt: now)
            extra["phoneAuthInfo"] = ["phoneNumber": .string(number)]
        } else {
            throw APIError.invalidArgument("Missing phoneVerificationInfo or totpVerificationInfo.")
        }
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { account in
                guard account.mfaEnrollments.count < maximumFactors else {
                    throw APIError.code(.secondFactorLimitExceeded)
                }
                if let number = enrollment.phoneNumber,
                    account.mfaEnrollments.contains(where: { $0.phoneNumber == number })
                {
                    throw secondFactorExists
                }
                account.mfaEnrollments.append(enrollment)
            }
        }
        context.audit(
            .secondFactorEnroll, call, target: account.localId, actor: .user(account.localId),
            details: ["factor": enrollment.isTOTP ? "totp" : "phone", "enrollmentId": .string(enrollmentId)])
        let method = SignInMethod(
            provider: verified.method.provider, secondFactor: enrollment.isTOTP ? "totp" : "phone",
            secondFactorIdentifier: enrollment.enrollmentId)
        var fields = try tokens(context, updated, method: method, authTime: verified.authTime * 1000)
        for (key, value) in extra { fields[key] = value }
        return .object(fields)
    }

    static func withdraw(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let (verified, account) = try context.tokens.verifiedAccount(
            idToken: call.body.string("idToken"), tenantId: call.tenantId)
        guard let id = call.body.string("mfaEnrollmentId"),
            account.mfaEnrollments.contains(where: { $0.enrollmentId == id })
        else { throw APIError.code(.mfaEnrollmentNotFound) }
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { account in
                account.mfaEnrollments.removeAll { $0.enrollmentId == id }
            }
        }
        context.audit(
            .secondFactorWithdraw, call, target: account.localId, actor: .user(account.localId),
            details: ["enrollmentId": .string(id)])
        // A session that signed in with the removed factor keeps its first factor only.
        var method = verified.method
        if method.secondFactorIdentifier == id { method = SignInMethod(provider: method.provider) }
        return .object(try tokens(context, updated, method: method, authTime: verified.authTime * 1000))
    }

    // MARK: Shared checks

    static let secondFactorExists = APIError.code(
        .secondFactorExists, "Phone number already enrolled as second factor for this account.")

    /// The signed-in account, if its first factor may have second factors.
    private static func eligibleAccount(_ context: ServerContext, _ call: APICall) throws(APIError)
        -> (VerifiedIDToken, AccountRecord)
    {
        guard let token = call.body.string("idToken") else { throw .code(.missingIDToken) }
        let (verified, account) = try context.tokens.verifiedAccount(idToken: token, tenantId: call.tenantId)
        guard !ineligibleProviders.contains(verified.method.provider) else {
            throw .code(.unsupportedFirstFactor, "MFA is not available for the given first factor.")
        }
        return (verified, account)
    }

    private static func checkRoom(_ account: AccountRecord) throws(APIError) {
        guard account.mfaEnrollments.count < maximumFactors else { throw .code(.secondFactorLimitExceeded) }
    }

    /// SMS factors need SMS second factors on and a verified e-mail address (as Firebase requires).
    private static func requireSMS(_ context: ServerContext, _ account: AccountRecord) throws(APIError) {
        guard context.configuration.multiFactor.sms else {
            throw .code(.operationNotAllowed, "SMS based MFA not enabled.")
        }
        guard account.emailVerified else {
            throw .code(.unverifiedEmail, "Need to verify email first before enrolling second factors.")
        }
    }

    static func appFields(_ object: JSON) -> [String: String] {
        var fields: [String: String] = [:]
        for name in AppVerifier.fields {
            if let value = object[name]?.stringValue, !value.isEmpty { fields[name] = value }
        }
        return fields
    }

    private enum FirstCode {
        case accepted(secret: String, step: Int64)
        case invalidSession
        case expired
        case wrongCode
    }

    /// Checks the authenticator's first code against the offered secret; uses the session up on success.
    private static func verifyFirstCode(
        _ context: ServerContext, _ account: AccountRecord, sessionInfo: String?, code: String?
    ) throws(APIError) -> (String, Int64) {
        guard let sessionInfo, !sessionInfo.isEmpty else { throw .code(.missingSessionInfo) }
        guard let code, !code.isEmpty else { throw .code(.missingCode) }
        let now = context.clock.milliseconds
        let limit = context.configuration.multiFactor.codeAttempts
        let outcome: FirstCode?
        do {
            outcome = try context.store.updateVerificationSession(hash: PhoneVerifications.hash(sessionInfo))
            {
                record -> FirstCode in
                guard record.kind == .totpEnrollment, record.localId == account.localId, record.usedAt == nil,
                    let secret = record.secret
                else { return .invalidSession }
                guard now < record.expiresAt, record.attempts < limit else { return .expired }
                guard let step = TOTP.matchingStep(code: code, secret: secret, now: now, lastUsedStep: nil)
                else {
                    record.attempts += 1
                    return .wrongCode
                }
                record.usedAt = now
                return .accepted(secret: secret, step: step)
            }
        } catch {
            throw .storeFailure(error)
        }
        switch outcome {
        case .accepted(let secret, let step): return (secret, step)
        case .expired: throw .code(.sessionExpired)
        case .wrongCode: throw .code(.invalidCode)
        case .invalidSession, nil: throw .code(.invalidSessionInfo)
        }
    }

    /// `idToken` and `refreshToken` of a new session for `account`.
    static func tokens(
        _ context: ServerContext, _ account: AccountRecord, method: SignInMethod, authTime: Int64,
        idTokenClaims: [String: JSON] = [:]
    )
        throws(APIError) -> [String: JSON]
    {
        let session = try context.withStore {
            try context.tokens.startSession(
                for: account, signInProvider: method.encoded, authTime: authTime, idTokenClaims: idTokenClaims)
        }
        return ["idToken": .string(session.idToken), "refreshToken": .string(session.refreshToken)]
    }
}
