import AuthCrypto
import AuthModel
import Foundation
import Storage

/// Second factors written through the admin API, as firebase-admin for Node sends them: `mfaInfo` on
/// account creation, `mfa: {enrollments: [...]}` on `accounts:update` (the list replaces the account's;
/// an empty or absent list removes every factor). SMS factors only (`phoneInfo`, E.164): a TOTP factor
/// needs a secret the user's authenticator holds, so, as in Firebase, the admin API cannot create one —
/// an entry with `totpInfo` is refused unless it names a TOTP factor the account already has, which is
/// kept. Entries without `mfaEnrollmentId` (and, with `newIds`, every entry: an end user's sign-up in
/// emulator mode, as Firebase's emulator does) get a new id; a repeated number is kept once (as
/// Firebase's emulator does); `enrolledAt` (RFC 3339) is kept when given. The account's e-mail must be
/// verified, except in emulator mode, whose admin API (like Firebase's emulator's) does not ask; with
/// `requireIds` (an update in emulator mode, as Firebase's emulator has it) every SMS entry names its id.
enum AdminSecondFactors {
    static func enrollments(
        _ entries: [JSON], replacing existing: [MultiFactorEnrollment], emailVerified: Bool,
        _ context: ServerContext, now: Int64, newIds: Bool = false, requireIds: Bool = false
    ) throws(APIError) -> [MultiFactorEnrollment] {
        var result: [MultiFactorEnrollment] = []
        var ids: Set<String> = []
        var numbers: Set<String> = []
        for entry in entries {
            let fields = RequestBody(fields: entry.objectValue ?? [:])
            let id = newIds ? nil : fields.string("mfaEnrollmentId")
            if fields.contains("totpInfo") {
                if let id, ids.contains(id) { throw .code(.duplicateMFAEnrollmentID) }
                guard let id, let kept = existing.first(where: { $0.enrollmentId == id && $0.isTOTP }) else {
                    throw .invalidArgument(
                        "TOTP second factors cannot be created through the admin API; the user enrolls "
                            + "them (mfaEnrollment:start and mfaEnrollment:finalize).")
                }
                ids.insert(id)
                result.append(kept)
                continue
            }
            guard let raw = fields.string("phoneInfo"),
                let number = try? AccountRules.phoneNumber(raw)
            else { throw .code(.invalidMFAPhoneNumber, "Invalid format.") }
            // A number given twice is kept once, before its ids are compared (as in Firebase).
            guard numbers.insert(number).inserted else { continue }
            if let id, ids.contains(id) { throw .code(.duplicateMFAEnrollmentID) }
            if id == nil, requireIds {
                throw .code(.invalidMFAEnrollmentID, "mfaEnrollmentId must be defined.")
            }
            guard context.configuration.multiFactor.sms else {
                throw .code(.operationNotAllowed, "SMS based MFA not enabled.")
            }
            guard emailVerified || context.configuration.emulator else {
                throw .code(.unverifiedEmail, "Need to verify email first before enrolling second factors.")
            }
            let enrollmentId: String
            do {
                enrollmentId = try id ?? AccountRules.newLocalId()
            } catch {
                throw .internalError
            }
            ids.insert(enrollmentId)
            let previous = existing.first { $0.enrollmentId == enrollmentId }
            result.append(
                MultiFactorEnrollment(
                    enrollmentId: enrollmentId, factor: .phone(number),
                    displayName: fields.string("displayName") ?? previous?.displayName,
                    enrolledAt: try enrolledAt(fields.string("enrolledAt")) ?? previous?.enrolledAt ?? now))
        }
        guard result.count <= MFAEnrollmentEndpoint.maximumFactors else {
            throw .code(.secondFactorLimitExceeded)
        }
        return result
    }

    /// An RFC 3339 instant in milliseconds; `INVALID_ARGUMENT` when it is not one.
    private static func enrolledAt(_ text: String?) throws(APIError) -> Int64? {
        guard let text else { return nil }
        guard let date = RFC3339.date(text) else {
            throw .invalidArgument("enrolledAt must be an RFC 3339 timestamp.")
        }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
