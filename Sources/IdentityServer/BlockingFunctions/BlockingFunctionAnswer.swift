import AuthCrypto
import Foundation
import Storage

/// A blocking function's 200 answer: `userRecord` with its `updateMask` (the fields the function
/// changes: `displayName`, `photoUrl`/`photoURL`, `emailVerified`, `disabled`, `customClaims`, and
/// for beforeSignIn `sessionClaims`), and `recaptchaActionOverride`. Fields outside the mask are
/// ignored, as in Firebase; an unusable value refuses the operation.
struct BlockingFunctionAnswer: Sendable, Equatable {
    var displayName: String?? = nil
    var photoURL: String?? = nil
    var emailVerified: Bool? = nil
    var disabled: Bool? = nil
    /// The new custom claims as stored (`customAttributes`), `.some(nil)` to remove them.
    var customAttributes: String?? = nil
    /// Claims for the ID token of this sign-in only: never stored.
    var sessionClaims: [String: JSON] = [:]
    /// `BLOCK` stops the mail or SMS of a send trigger.
    var recaptchaActionOverride: String? = nil

    static func parse(_ text: String, trigger: BlockingTrigger) throws(APIError) -> BlockingFunctionAnswer {
        guard case .object(let body)? = JSONParser<JSON>.parse(text.utf8) else {
            throw refusal("The function's answer is not a JSON object.")
        }
        var answer = BlockingFunctionAnswer()
        answer.recaptchaActionOverride = body["recaptchaActionOverride"]?.stringValue
        guard let record = body["userRecord"] else { return answer }
        guard let mask = record["updateMask"]?.stringValue else {
            throw refusal("The function's userRecord has no updateMask.")
        }
        for field in mask.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let value = record[field]
            switch field {
            case "displayName": answer.displayName = .some(try string(value, field))
            case "photoUrl", "photoURL": answer.photoURL = .some(try string(value, field))
            case "emailVerified": answer.emailVerified = try flag(value, field)
            case "disabled": answer.disabled = try flag(value, field)
            case "customClaims": answer.customAttributes = .some(try customClaims(value))
            case "sessionClaims" where trigger == .beforeSignIn: answer.sessionClaims = try sessionClaims(value)
            default: continue
            }
        }
        return answer
    }

    /// The changes applied to an account (what beforeCreate stores, what beforeSignIn stores).
    func apply(to account: inout AccountRecord) {
        if let displayName { account.displayName = displayName }
        if let photoURL { account.photoURL = photoURL }
        if let emailVerified { account.emailVerified = emailVerified }
        if let disabled { account.disabled = disabled }
        if let customAttributes { account.customAttributes = customAttributes }
    }

    /// This answer's changes, then `later`'s over them (beforeSignIn's over beforeCreate's).
    func followed(by later: BlockingFunctionAnswer) -> BlockingFunctionAnswer {
        var merged = self
        if let value = later.displayName { merged.displayName = value }
        if let value = later.photoURL { merged.photoURL = value }
        if let value = later.emailVerified { merged.emailVerified = value }
        if let value = later.disabled { merged.disabled = value }
        if let value = later.customAttributes { merged.customAttributes = value }
        merged.sessionClaims = later.sessionClaims
        merged.recaptchaActionOverride = later.recaptchaActionOverride ?? recaptchaActionOverride
        return merged
    }

    /// Whether the answer changes anything stored.
    var changesAccount: Bool {
        displayName != nil || photoURL != nil || emailVerified != nil || disabled != nil || customAttributes != nil
    }

    static func refusal(_ detail: String) -> APIError {
        .code(.blockingFunctionErrorResponse, detail)
    }

    private static func string(_ value: JSON?, _ field: String) throws(APIError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text.isEmpty ? nil : text
        default: throw refusal("The function's \(field) is not a string.")
        }
    }

    private static func flag(_ value: JSON?, _ field: String) throws(APIError) -> Bool {
        switch value {
        case nil, .null?: return false
        case .bool(let flag)?: return flag
        default: throw refusal("The function's \(field) is not a boolean.")
        }
    }

    private static func customClaims(_ value: JSON?) throws(APIError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .object(let claims)?:
            do {
                return try AccountRules.customAttributes(JSON.object(claims).serialized)
            } catch {
                throw refusal("The function's customClaims are reserved or too large (at most 1000 characters).")
            }
        default: throw refusal("The function's customClaims are not an object.")
        }
    }

    private static func sessionClaims(_ value: JSON?) throws(APIError) -> [String: JSON] {
        switch value {
        case nil, .null?: return [:]
        case .object(let claims)?:
            let reserved = claims.keys.contains { IDTokenClaimsBuilder.reservedClaims.contains($0) }
            guard !reserved, SessionClaims.encode(claims).count <= 1000 else {
                throw refusal("The function's sessionClaims are reserved or too large (at most 1000 characters).")
            }
            return claims
        default: throw refusal("Response has malformed session claims.")
        }
    }
}
