import Storage
import AuthCrypto

/// `accounts:sendVerificationCode` (v3 `sendVerificationCode`): checks the app's proof, then texts a
/// 6-digit code to the number and answers the `sessionInfo` that `signInWithPhoneNumber` redeems.
enum SendVerificationCodeEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        try TenantRules.requirePhoneSignIn(call, context)
        let body = call.body
        // Firebase answers INVALID_PHONE_NUMBER, not MISSING_PHONE_NUMBER, for a missing number.
        guard let raw = body.string("phoneNumber") else {
            throw APIError.code(.invalidPhoneNumber, "Invalid format.")
        }
        let phoneNumber = try AccountRules.phoneNumber(raw)
        try await context.appVerifier.check(
            appFields(body), phoneNumber: phoneNumber, clientType: body.string("clientType"))
        let owner = try context.withStore {
            try context.store.account(phoneNumber: phoneNumber, tenantId: call.tenantId)
        }
        if let owner, !owner.mfaEnrollments.isEmpty { throw unsupportedFirstFactor }
        try await BlockingFunctions.admitSend(
            .beforeSendSms, .sms("SIGN_IN_OR_SIGN_UP", to: phoneNumber), account: owner, call, context)
        let sessionInfo = try await context.phone.start(
            .phoneSignIn, phoneNumber: phoneNumber, tenantId: call.tenantId,
            tenantTestNumbers: TenantResource.testPhoneNumbers(call.tenant), ip: call.ip,
            language: try call.smsLanguage(context))
        return ["sessionInfo": .string(sessionInfo)]
    }

    static let unsupportedFirstFactor = APIError.code(
        .unsupportedFirstFactor, "A phone number cannot be set as a first factor on an SMS based MFA user.")

    /// The app-proof fields present in `body`.
    static func appFields(_ body: RequestBody) -> [String: String] {
        var fields: [String: String] = [:]
        for name in AppVerifier.fields {
            if let value = body.string(name), !value.isEmpty { fields[name] = value }
        }
        return fields
    }
}
