/// The outcome of ``PasswordPolicy/evaluate(_:)``.
public struct PasswordPolicyResult: Sendable, Hashable {
    /// Every rule the password does not meet; empty when it meets them all.
    public let unmetRequirements: [PasswordRequirement]

    public init(unmetRequirements: [PasswordRequirement]) {
        self.unmetRequirements = unmetRequirements
    }

    /// Whether the password meets every rule.
    public var isSatisfied: Bool { unmetRequirements.isEmpty }

    /// The server-side detail for a `WEAK_PASSWORD` error: the unmet rules' details joined by "; ",
    /// or `nil` when the password is acceptable.
    public var serverDetail: String? {
        isSatisfied ? nil : unmetRequirements.map(\.serverDetail).joined(separator: "; ")
    }
}
