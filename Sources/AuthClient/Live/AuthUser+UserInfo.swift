import AuthModel
import Foundation

extension AuthUser {
    /// The user an `accounts:lookup` entry describes. An entry without `localId` is malformed.
    init(_ info: UserInfo) throws(AuthError) {
        guard let uid = info.localID, !uid.isEmpty else {
            throw AuthError(.malformedResponse, detail: "user without localId")
        }
        let providerIDs = (info.providerUserInfo ?? []).compactMap(\.providerID)
        self.init(
            uid: uid,
            email: info.email,
            isEmailVerified: info.emailVerified ?? false,
            displayName: info.displayName.flatMap { $0.isEmpty ? nil : $0 },
            photoURL: info.photoURL.flatMap { $0.isEmpty ? nil : URL(string: $0) },
            providerIDs: providerIDs,
            isAnonymous: providerIDs.isEmpty && info.email == nil && info.phoneNumber == nil,
            createdAt: Self.date(milliseconds: info.createdAt),
            lastSignInAt: Self.date(milliseconds: info.lastLoginAt),
            phoneNumber: info.phoneNumber.flatMap { $0.isEmpty ? nil : $0 },
            enrolledFactors: (info.mfaInfo ?? []).compactMap(MultiFactorInfo.init),
            passkeys: info.passkeyInfo ?? []
        )
    }

    private static func date(milliseconds: String?) -> Date? {
        guard let milliseconds, let value = Double(milliseconds) else { return nil }
        return Date(timeIntervalSince1970: value / 1000)
    }
}
