// TakeBehavior: whether the element that ends take(while:) / take(until:) is emitted.

/// Behaviors for the take operator family.
public enum TakeBehavior: Sendable {
    /// Include the last element matching the predicate.
    case inclusive
    /// Exclude the last element matching the predicate.
    case exclusive
}
