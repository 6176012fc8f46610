/// What a store tells a readiness check, after a write went through.
public struct StoreReadiness: Sendable, Equatable {
    /// The newest migration applied to the database; nil for a store without a schema (in memory).
    public var appliedSchemaVersion: Int?
    /// The newest migration this program knows; nil for a store without a schema.
    public var knownSchemaVersion: Int?

    public init(appliedSchemaVersion: Int?, knownSchemaVersion: Int?) {
        self.appliedSchemaVersion = appliedSchemaVersion
        self.knownSchemaVersion = knownSchemaVersion
    }

    /// The database has exactly the migrations this program applies.
    public var isSchemaCurrent: Bool { appliedSchemaVersion == knownSchemaVersion }

    /// The key of the rate-limit window a probe writes.
    static let probeKey = "readiness:probe"
}
