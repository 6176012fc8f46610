import AuthModel
import Foundation
import Testing

@Suite struct RFC3339Tests {
    @Test func knownInstantsAreWrittenToTheMillisecond() {
        #expect(RFC3339.string(milliseconds: 0) == "1970-01-01T00:00:00.000Z")
        #expect(RFC3339.string(milliseconds: 1_700_000_000_456) == "2023-11-14T22:13:20.456Z")
        #expect(RFC3339.string(milliseconds: 951_782_400_001) == "2000-02-29T00:00:00.001Z")
        #expect(RFC3339.string(milliseconds: 4_107_542_399_999) == "2100-02-28T23:59:59.999Z")
        #expect(RFC3339.string(milliseconds: 4_107_542_400_000) == "2100-03-01T00:00:00.000Z")
        #expect(RFC3339.string(milliseconds: -1) == "1969-12-31T23:59:59.999Z")
        #expect(RFC3339.string(milliseconds: -62_135_596_800_000) == "0001-01-01T00:00:00.000Z")
    }

    /// Foundation's formatter as the reference, on instants whose milliseconds a `Double` of seconds
    /// holds exactly (quarter seconds), every 9 days and 7 hours over four centuries.
    @Test func agreesWithFoundationsFormatterAcrossCenturies() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var milliseconds: Int64 = -2_208_988_800_000  // 1900-01-01
        let step: Int64 = (9 * 24 + 7) * 3_600_000 + 250
        var compared = 0
        while milliseconds < 10_413_792_000_000 {  // 2300-01-01
            let expected = formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            #expect(RFC3339.string(milliseconds: milliseconds) == expected, "\(milliseconds)")
            milliseconds += step
            compared += 1
        }
        #expect(compared > 15_000)
    }

    @Test func writtenTimesReadBackAsTheSameInstant() {
        for milliseconds: Int64 in [0, 1_700_000_000_500, 1_796_187_600_250, -86_400_000] {
            let date = RFC3339.date(RFC3339.string(milliseconds: milliseconds))
            #expect(date == Date(timeIntervalSince1970: Double(milliseconds) / 1000))
        }
    }
}
