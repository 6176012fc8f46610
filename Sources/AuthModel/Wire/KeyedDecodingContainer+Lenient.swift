extension KeyedDecodingContainer {
    /// Decodes a field the protocol defines as a string but that some senders write as a JSON number
    /// (int64 fields such as `createdAt`, `validSince`, `expiresIn`). Missing or `null` → `nil`.
    func decodeLenientString(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let string = try? decode(String.self, forKey: key) {
            return string
        }
        if let integer = try? decode(Int64.self, forKey: key) {
            return String(integer)
        }
        let number = try decode(Double.self, forKey: key)
        guard let integer = Int64(exactly: number.rounded(.towardZero)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "number out of the int64 range")
        }
        return String(integer)
    }

    /// Decodes a field the protocol defines as a JSON number but that some senders write as a string
    /// (`passwordUpdatedAt`). Missing or `null` → `nil`.
    func decodeLenientInt64(forKey key: Key) throws -> Int64? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let integer = try? decode(Int64.self, forKey: key) {
            return integer
        }
        if let number = try? decode(Double.self, forKey: key),
            let integer = Int64(exactly: number.rounded(.towardZero))
        {
            return integer
        }
        let string = try decode(String.self, forKey: key)
        guard let integer = Int64(string) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected an integer or an integer string")
        }
        return integer
    }

    /// Decodes a boolean that may be written as the string `"true"`/`"false"` (Apple's
    /// `email_verified`). Missing or `null` → `nil`.
    func decodeLenientBool(forKey key: Key) throws -> Bool? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let bool = try? decode(Bool.self, forKey: key) {
            return bool
        }
        switch try decode(String.self, forKey: key).lowercased() {
        case "true": return true
        case "false": return false
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected a boolean or \"true\"/\"false\"")
        }
    }
}
