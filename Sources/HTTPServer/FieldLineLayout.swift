#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a field reached Sesame from libmicrohttpd, used to see an obs-fold (RFC 9112 §5.2) the field list
/// alone does not show.
///
/// libmicrohttpd parses the field section in place, in its receive buffer: for a field line
/// `Name: value` it writes a NUL over the colon, skips the spaces and tabs after it, and hands out
/// pointers to the name and the value inside that line. So the value starts right after the name's
/// terminating NUL and the optional whitespace. An obs-fold (a line starting with SP or HTAB) is the one
/// case where 0.9.75 builds a string elsewhere: it appends the continuation to the previous field's
/// *name* in a new allocation after the receive buffer (`X-Custom-Header: a` + ` b` arrives as the
/// field `X-Custom-Headerb: a`, a valid token). That name no longer sits in front of its value, which is
/// what ``isSingleLine(name:value:)`` checks. A library that instead replaces the fold by spaces in
/// place (as RFC 9112 allows and later versions do) keeps the layout; a library that copied every name
/// and value apart would fail the check for every request, which no test could miss.
enum FieldLineLayout {
    /// Whether `value` follows `name` in one field line: `name`, NUL, SP/HTAB*, `value`.
    static func isSingleLine(name: UnsafePointer<CChar>, value: UnsafePointer<CChar>) -> Bool {
        var cursor = name + strlen(name) + 1
        guard cursor <= value else { return false }
        while cursor < value {
            guard cursor.pointee == 0x20 || cursor.pointee == 0x09 else { return false }
            cursor += 1
        }
        return true
    }
}
