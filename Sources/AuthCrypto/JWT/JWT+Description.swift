extension JWT: CustomStringConvertible, CustomDebugStringConvertible {
    /// Names the algorithm and key ID only: a token's claims and signature never reach logs.
    public var description: String {
        "JWT(alg: \(header.algorithm?.rawValue ?? "unsupported"), kid: \(header.keyID ?? "none"))"
    }

    public var debugDescription: String { description }
}
