/// Equality by identity, for reference types used in states and actions.
public protocol IdentityEquatable: AnyObject, Equatable {}

extension IdentityEquatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }
}

/// Hashing by identity, for reference types used in states and actions.
public protocol IdentityHashable: IdentityEquatable, Hashable {}

extension IdentityHashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
