import Foundation
import Testing

@testable import AuthCrypto

/// The byte-level parser: what RFC 8259 allows parses to the same values `JSONDecoder` gives,
/// everything else is refused.
struct JSONParserTests {
    private func parse(_ text: String) -> JSON? {
        JSONParser<JSON>.parse(Array(text.utf8))
    }

    @Test(arguments: [
        #"{}"#, #"[]"#, #"{"a":1,"b":[true,false,null],"c":{"d":"e"}}"#, #"  [1, -2.5, 3e2, 0.5E-1, -0]  "#,
        #""plain""#, #""esc \" \\ \/ \b \f \n \r \t""#, #""\u00e9\u4e2d\ud83d\ude00 é 中 😀""#,
        #"{"sub":"abc","iat":1700000000,"exp":1700003600,"firebase":{"identities":{}}}"#,
        #"[12345678901234567890, 1.7976931348623157e308, -9223372036854775808]"#,
    ])
    func agreesWithJSONDecoder(text: String) throws {
        let expected = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        // The same numbers; `JSONDecoder` reads an integral number in exponent form (`3e2`) as an
        // integer, the parser, like RFC 8259's grammar, as a fraction-or-exponent number (a double).
        #expect(parse(text).map(Self.integralDoublesAsIntegers) == Self.integralDoublesAsIntegers(expected))
    }

    private static func integralDoublesAsIntegers(_ value: JSON) -> JSON {
        switch value {
        case .double(let number) where number == number.rounded() && abs(number) < 9e15: .int(Int64(number))
        case .array(let values): .array(values.map(integralDoublesAsIntegers))
        case .object(let fields): .object(fields.mapValues(integralDoublesAsIntegers))
        default: value
        }
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", #"{"a":1,}"#, "01", "-", "1.", ".5", "1e", "+1", "NaN", "Infinity", "1e400",
        "tru", "nul", "[1 2]", #"{"a" 1}"#, #"{a:1}"#, "{} {}", #""open"#, "\"tab\there\"", #""\x""#,
        #""\u12""#, #""\ud83d""#, #""\ude00""#, #""\ud83d\u0041""#, "// comment\n{}", "'single'",
    ])
    func refusesWhatRFC8259DoesNotAllow(text: String) {
        #expect(parse(text) == nil)
    }

    @Test func refusesInvalidUTF8InsideStrings() {
        #expect(JSONParser<JSON>.parse([0x22, 0xC3, 0x28, 0x22]) == nil)
        #expect(JSONParser<JSON>.parse([0x22, 0x5C, 0x6E, 0xFF, 0x22]) == nil)
        #expect(JSONParser<JSON>.parse([0x22, 0xC3, 0xA9, 0x22]) == .string("é"))
    }

    @Test func limitsNesting() {
        let depth = JSONParser<JSON>.maximumDepth
        #expect(parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) != nil)
        let deeper = depth + 1
        #expect(parse(String(repeating: "[", count: deeper) + String(repeating: "]", count: deeper)) == nil)
    }

    @Test func keepsTheLastOfRepeatedKeys() {
        #expect(parse(#"{"a":1,"a":2}"#) == .object(["a": .int(2)]))
    }

    @Test func reportsExactIntegersBesideTheirDouble() {
        struct Number: JSONParsable, Equatable {
            var integer: Int64?
            var double: Double
            static var parsedNull: Number { Number(integer: nil, double: .nan) }
            static func parsed(_ value: Bool) -> Number { parsedNull }
            static func parsed(integer: Int64?, double: Double) -> Number {
                Number(integer: integer, double: double)
            }
            static func parsed(_ value: String) -> Number { parsedNull }
            static func parsed(_ elements: [Number]) -> Number { elements.first ?? parsedNull }
            static func parsed(_ fields: [String: Number]) -> Number { parsedNull }
        }
        #expect(
            JSONParser<Number>.parse(Array("9007199254740993".utf8))
                == Number(integer: 9_007_199_254_740_993, double: 9_007_199_254_740_992))
        #expect(JSONParser<Number>.parse(Array("[2.5]".utf8)) == Number(integer: nil, double: 2.5))
        #expect(JSONParser<Number>.parse(Array("1e2".utf8)) == Number(integer: nil, double: 100))
    }

    /// Strings are scanned eight bytes at a time: a quote, an escape, a control character or a
    /// non-ASCII byte must be seen at every offset within a word and across a word's end.
    @Test func seesEverySpecialByteWhereverItFallsInAWord() throws {
        for length in 0..<20 {
            for position in 0...length {
                let before = String(repeating: "a", count: position)
                let after = String(repeating: "b", count: length - position)
                #expect(parse("\"\(before)\(after)\"") == .string(before + after))
                #expect(parse("\"\(before)\\n\(after)\"") == .string(before + "\n" + after))
                #expect(parse("\"\(before)\\u0041\(after)\"") == .string(before + "A" + after))
                #expect(parse("\"\(before)é\(after)\"") == .string(before + "é" + after))
                #expect(parse("\"\(before)\(after)\",1") == nil)
                for control in [0x00, 0x01, 0x0A, 0x1F] as [UInt8] {
                    let bytes = Array("\"\(before)".utf8) + [control] + Array("\(after)\"".utf8)
                    #expect(JSONParser<JSON>.parse(bytes) == nil, "control \(control) at \(position)")
                }
                let invalid = Array("\"\(before)".utf8) + [0xC3] + Array("\(after)\"".utf8)
                #expect(JSONParser<JSON>.parse(invalid) == nil, "lone lead byte at \(position)")
                // 0x7F (DEL) is allowed unescaped; 0x20 is the first allowed byte.
                #expect(parse("\"\(before)\u{7F} \(after)\"") == .string(before + "\u{7F} " + after))
            }
        }
    }
}
