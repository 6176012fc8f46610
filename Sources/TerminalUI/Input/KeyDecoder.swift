/// Turns the bytes a terminal sends into `Key`s.
///
/// Feed every read to `decode(_:)`. A sequence cut by the end of a read (an escape sequence, a UTF-8
/// character, a paste) waits for the next read. A lone ESC at the end of a read is ambiguous: it may
/// start a sequence whose rest is still in flight. It waits too; when nothing follows within a short
/// timeout the caller calls `flush()`, which turns it into `.escape`. An ESC followed in the same read
/// by anything but `[` or `O` is an `.escape` at once.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasted: [UInt8]? = nil

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    public var hasPendingInput: Bool { !pending.isEmpty || pasted != nil }

    /// Whether a bracketed paste has started and not ended yet.
    public var isInPaste: Bool { pasted != nil }

    /// Decodes `bytes` after whatever was pending and returns the complete keys.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let end = consumePaste(from: index) else { break }
                if let text = pasted {
                    keys.append(.paste(String(decoding: text, as: UTF8.self)))
                }
                pasted = nil
                index = end
                continue
            }
            guard let (key, length) = decodeOne(at: index) else { break }
            index += length
            if key == .paste("") {  // the start marker
                pasted = []
                continue
            }
            if key == .enter, keys.last == .enter, length == 1, pending[index - 1] == 0x0A,
                index >= 2, pending[index - 2] == 0x0D
            {
                continue  // CR LF is one Enter
            }
            keys.append(key)
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting: a pending lone ESC becomes `.escape`, any other incomplete bytes become
    /// `.unknown`. An unfinished paste keeps waiting for its end marker.
    public mutating func flush() -> [Key] {
        guard pasted == nil, !pending.isEmpty else { return [] }
        defer { pending.removeAll() }
        if pending == [0x1B] { return [.escape] }
        if pending.first == 0x1B, pending.count == 2, pending[1] == 0x1B { return [.escape, .escape] }
        return [.unknown(pending)]
    }

    // MARK: - One key

    /// The key starting at `index` and its length, or nil when more bytes are needed.
    private func decodeOne(at index: Int) -> (Key, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x00:
            return (.control(" "), 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a")))), 1)
        case 0x1C...0x1F:
            return (.unknown([byte]), 1)
        default:
            return decodeCharacter(at: index)
        }
    }

    private func decodeCharacter(at index: Int) -> (Key, Int)? {
        let byte = pending[index]
        let length: Int
        switch byte {
        case 0x20..<0x80: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.character("\u{FFFD}"), 1)
        }
        guard index + length <= pending.count else { return nil }
        let slice = pending[index..<(index + length)]
        if slice.dropFirst().contains(where: { $0 & 0xC0 != 0x80 }) {
            return (.character("\u{FFFD}"), 1)
        }
        let text = String(decoding: slice, as: UTF8.self)
        return (.character(text.first ?? "\u{FFFD}"), length)
    }

    private func decodeEscape(at index: Int) -> (Key, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let key = Self.ss3Keys[pending[index + 2]] ?? .unknown(Array(pending[index...(index + 2)]))
            return (key, 3)
        default:
            return (.escape, 1)
        }
    }

    /// ESC [ parameters… intermediates… final.
    private func decodeControlSequence(at index: Int) -> (Key, Int)? {
        var cursor = index + 2
        while cursor < pending.count, (0x20...0x3F).contains(pending[cursor]) { cursor += 1 }
        guard cursor < pending.count else { return nil }
        let final = pending[cursor]
        let length = cursor - index + 1
        let whole = Array(pending[index..<(cursor + 1)])
        guard (0x40...0x7E).contains(final) else { return (.unknown(whole), length) }
        let parameters = String(decoding: pending[(index + 2)..<cursor], as: UTF8.self)
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 0
        if final == UInt8(ascii: "~") {
            if first == 200 { return (.paste(""), length) }  // start marker, handled by decode
            return (Self.tildeKeys[first] ?? .unknown(whole), length)
        }
        return (Self.csiKeys[final] ?? .unknown(whole), length)
    }

    /// Collects pasted bytes up to ESC[201~; returns the index after the marker, or nil if not found yet.
    private mutating func consumePaste(from index: Int) -> Int? {
        let marker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var cursor = index
        while cursor < pending.count {
            if pending[cursor] == 0x1B {
                let available = min(marker.count, pending.count - cursor)
                if Array(pending[cursor..<(cursor + available)]) == Array(marker[0..<available]) {
                    if available == marker.count {
                        pasted?.append(contentsOf: pending[index..<cursor])
                        return cursor + marker.count
                    }
                    // A possible marker cut by the end of the read: keep it pending.
                    pasted?.append(contentsOf: pending[index..<cursor])
                    pending.removeSubrange(index..<cursor)
                    return nil
                }
            }
            cursor += 1
        }
        pasted?.append(contentsOf: pending[index..<cursor])
        pending.removeSubrange(index..<cursor)
        return nil
    }

    private static let csiKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
        UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        UInt8(ascii: "Z"): .backTab,
    ]

    private static let ss3Keys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
        UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    ]

    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    ]
}
