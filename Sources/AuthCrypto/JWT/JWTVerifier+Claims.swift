import Foundation

extension JWTVerifier {
    /// Checks `iss`, `aud`, `exp`, `nbf` and `iat`.
    func verifyClaims(_ claims: [String: JSON]) throws(JWTError) {
        let issuer = try string("iss", in: claims)
        guard configuration.allowedIssuers.contains(issuer) else { throw .wrongIssuer }

        let audiences: [String]
        switch claims["aud"] {
        case nil: throw .missingClaim("aud")
        case .string(let audience)?: audiences = [audience]
        case .array(let values)?:
            audiences = values.compactMap(\.stringValue)
            guard audiences.count == values.count else { throw .invalidClaim("aud") }
        default: throw .invalidClaim("aud")
        }
        guard audiences.contains(where: configuration.allowedAudiences.contains) else { throw .wrongAudience }

        let current = nowSeconds
        let leeway = configuration.leeway
        guard let expiry = try time("exp", in: claims) else { throw .missingClaim("exp") }
        guard current < expiry + leeway else { throw .expired }
        if let notBefore = try time("nbf", in: claims), current + leeway < notBefore {
            throw .notYetValid
        }
        let issuedAt = try time("iat", in: claims)
        if issuedAt == nil && configuration.requiresIssuedAt { throw .missingClaim("iat") }
        if let issuedAt, current + leeway < issuedAt { throw .issuedInFuture }
    }

    private var nowSeconds: TimeInterval {
        currentDate().timeIntervalSince1970
    }

    private func string(_ name: String, in claims: [String: JSON]) throws(JWTError) -> String {
        guard let value = claims[name] else { throw .missingClaim(name) }
        guard let string = value.stringValue else { throw .invalidClaim(name) }
        return string
    }

    private func time(_ name: String, in claims: [String: JSON]) throws(JWTError) -> TimeInterval? {
        guard let value = claims[name] else { return nil }
        guard let seconds = value.numberValue, seconds.isFinite else { throw .invalidClaim(name) }
        return seconds
    }
}
