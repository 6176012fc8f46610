/// The cost parameters of an argon2id hash.
public struct Argon2Parameters: Sendable, Hashable, CustomStringConvertible {
    /// Memory cost in KiB (`m`).
    public var memoryKiB: UInt32
    /// Number of passes over memory (`t`).
    public var iterations: UInt32
    /// Number of lanes (`p`).
    public var parallelism: UInt32

    /// Creates parameters; the defaults are OWASP's minimum recommendation for argon2id
    /// (19 MiB, 2 iterations, 1 lane).
    public init(memoryKiB: UInt32 = 19_456, iterations: UInt32 = 2, parallelism: UInt32 = 1) {
        self.memoryKiB = memoryKiB
        self.iterations = iterations
        self.parallelism = parallelism
    }

    /// OWASP's minimum recommendation for argon2id: m=19456 KiB, t=2, p=1.
    public static let owaspMinimum = Argon2Parameters()

    /// The PHC parameter segment, for example `m=19456,t=2,p=1`.
    public var description: String {
        "m=\(memoryKiB),t=\(iterations),p=\(parallelism)"
    }
}
