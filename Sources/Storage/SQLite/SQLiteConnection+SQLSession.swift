extension Row: SQLRow {}

/// Runs the shared store SQL, whose PostgreSQL placeholders `$1 … $n` become SQLite's `?1 … ?n`.
extension SQLiteConnection: SQLSession {
    @discardableResult
    public func run(_ sql: String, _ arguments: [any SQLArgumentConvertible]) throws -> Int {
        try cachedStatement(sql, preparing: Self.numberedPlaceholders).execute(Self.values(arguments))
        return changes
    }

    public func rows<T>(
        _ sql: String, _ arguments: [any SQLArgumentConvertible], _ map: (Row) throws -> T
    ) throws -> [T] {
        try cachedStatement(sql, preparing: Self.numberedPlaceholders).query(Self.values(arguments), map)
    }

    /// `sql` with every `$` that starts a placeholder (`$` and a digit) turned into `?`. The shared
    /// SQL has no `$` in string literals.
    static func numberedPlaceholders(_ sql: String) -> String {
        let dollar = UInt8(ascii: "$")
        var bytes = Array(sql.utf8)
        guard bytes.contains(dollar) else { return sql }
        for index in bytes.indices.dropLast() where bytes[index] == dollar {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
                bytes[index] = UInt8(ascii: "?")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func values(_ arguments: [any SQLArgumentConvertible]) -> [any SQLiteBindable] {
        arguments.map { argument -> any SQLiteBindable in
            switch argument.sqlArgument {
            case .text(let text): SQLiteValue.text(text)
            case .integer(let integer): SQLiteValue.integer(integer)
            case .boolean(let boolean): SQLiteValue.integer(boolean ? 1 : 0)
            case .bytes(let bytes): SQLiteValue.blob(bytes)
            case .null: SQLiteValue.null
            }
        }
    }
}
