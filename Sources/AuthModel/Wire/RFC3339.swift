import Foundation

/// RFC 3339 times as the v2 API writes them (`2026-12-02T05:00:00.123Z`, fractional seconds optional).
public enum RFC3339 {
    /// The time `text` names, or nil.
    public static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// `milliseconds` since 1970 in UTC with three fractional digits (`2023-11-14T22:13:20.456Z`).
    /// Worked out with integers: exact to the millisecond, and without a formatter per call (making
    /// one cost more than the rest of an account lookup).
    public static func string(milliseconds: Int64) -> String {
        let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(daysSince1970: days)
        let seconds = millisecondOfDay / 1000
        var text = year >= 0 ? padded(year, 4) : "-" + padded(-year, 4)
        text += "-" + padded(month, 2) + "-" + padded(day, 2)
        text +=
            "T" + padded(seconds / 3600, 2) + ":" + padded(seconds / 60 % 60, 2) + ":"
            + padded(seconds % 60, 2)
        return text + "." + padded(millisecondOfDay % 1000, 3) + "Z"
    }

    /// Year, month and day of the proleptic Gregorian calendar (the days-to-civil algorithm: 400-year
    /// eras of 146,097 days, years counted from March so that the leap day comes last).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let (era, dayOfEra) = floorDivision(days + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64)
    {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
