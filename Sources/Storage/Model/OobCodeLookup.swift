/// The outcome of peeking at or consuming an out-of-band code.
public enum OobCodeLookup: Sendable, Equatable {
    /// The code is valid; when consuming, it is now used (the record has `usedAt` set).
    case valid(OobCodeRecord)
    /// No code has this hash, or it is of another kind than asked for.
    case notFound
    /// The code's expiry has passed.
    case expired
    /// The code was consumed before.
    case used
}
