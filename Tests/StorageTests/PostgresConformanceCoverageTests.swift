import Foundation
import Testing

@Suite("PostgreSQL conformance coverage")
struct PostgresConformanceCoverageTests {
    /// Every `@Test(arguments: StoreKind.local)` of the conformance suites has a forwarding test in
    /// `PostgresConformanceTests`, so a new conformance test cannot skip PostgreSQL unnoticed.
    @Test func conformanceTestsAllRunAgainstPostgres() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix("ConformanceTests.swift") && $0 != "PostgresConformanceTests.swift" }
        #expect(files.count == 14)
        var local: Set<String> = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let suite = file.replacingOccurrences(of: ".swift", with: "")
            for name in Self.matches(#"@Test\(arguments: StoreKind\.local\)\s+func (\w+)\("#, in: text) {
                local.insert("\(suite)().\(name)")
            }
        }
        let postgres = try String(
            contentsOf: directory.appendingPathComponent("PostgresConformanceTests.swift"), encoding: .utf8)
        let forwarded = Set(Self.matches(#"try (?:await )?(\w+\(\)\.\w+)\(\.postgres\)"#, in: postgres))
        #expect(local.count >= 40)
        #expect(local.subtracting(forwarded).sorted() == [])
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
