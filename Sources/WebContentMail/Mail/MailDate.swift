import Foundation

/// RFC 5322 dates (`Tue, 1 Jul 2003 10:52:37 +0200`) and the obsolete and sloppy forms real mail carries: no
/// weekday, month before day, two-digit years, zone names (`EST`, `GMT`), a missing zone (read as UTC).
enum MailDate {
    /// The instant `text` names, or nil when it is no date (or an impossible one, such as 30 February).
    static func parse(_ text: String) -> Date? {
        var tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).map(
            String.init)
        guard !tokens.isEmpty else { return nil }
        if tokens[0].hasSuffix(",") || weekdays.contains(tokens[0].lowercased()) {
            tokens.removeFirst()
        } else if let comma = tokens[0].lastIndex(of: ",") {
            tokens[0] = String(tokens[0][tokens[0].index(after: comma)...])
        }
        // RFC 850: 01-Jan-03 10:00:00 GMT.
        if tokens.count == 3, case let pieces = tokens[0].split(separator: "-").map(String.init), pieces.count == 3 {
            tokens = pieces + tokens.dropFirst()
        }
        // A zone glued to the time (10:00:00+0200), or none at all.
        if tokens.count == 4 {
            let last = tokens[3]
            if let sign = last.firstIndex(where: { $0 == "+" || $0 == "-" }), sign > last.startIndex {
                tokens[3...] = [String(last[..<sign]), String(last[sign...])]
            } else {
                tokens.append("")
            }
        }
        guard tokens.count >= 5 else { return nil }
        var (day, month, year, time, zone) = (tokens[0], tokens[1].lowercased(), tokens[2], tokens[3], tokens[4])
        if monthNumber(month) == nil { (day, month) = (month, day.lowercased()) }
        guard let monthValue = monthNumber(month) else { return nil }
        if year.contains(":") { (year, time) = (time, year) }
        year = String(year.trimmingSuffix(","))
        if let first = year.first, !first.isNumber { (year, zone) = (zone, year) }
        var clock = time.trimmingSuffix(",").split(separator: ":").map(String.init)
        if clock.count == 1 { clock = clock[0].split(separator: ".").map(String.init) }
        if clock.count == 2 { clock.append("0") }
        guard clock.count == 3, let dayValue = Int(day.trimmingSuffix(",")), var yearValue = Int(year),
            let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2])
        else { return nil }
        // RFC 5322 4.3: two-digit years below 50 are 20xx, others and three-digit years 19xx.
        if yearValue < 50 && year.count <= 2 { yearValue += 2000 } else if yearValue < 1000 { yearValue += 1900 }
        guard (1...12).contains(monthValue), (1...daysIn(month: monthValue, year: yearValue)).contains(dayValue),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = daysFromCivil(year: yearValue, month: monthValue, day: dayValue)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - zoneOffset(zone)
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static let weekdays: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let fullMonths = [
        "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december",
    ]
    /// RFC 5322's obsolete zone names; military letters and unknown names mean an unknown zone, read as UTC.
    private static let zones: [String: Int] = [
        "UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "AST": -400, "ADT": -300,
        "EST": -500, "EDT": -400, "CST": -600, "CDT": -500, "MST": -700, "MDT": -600, "PST": -800, "PDT": -700,
    ]

    private static func monthNumber(_ name: String) -> Int? {
        let trimmed = String(name.trimmingSuffix(","))
        return (months.firstIndex(of: trimmed) ?? fullMonths.firstIndex(of: trimmed)).map { $0 + 1 }
    }

    /// Seconds east of UTC for `+hhmm`, `-hhmm` or a zone name; 0 when unknown.
    private static func zoneOffset(_ zone: String) -> Int {
        let upper = zone.uppercased()
        guard let value = zones[upper] ?? (upper.count <= 5 ? Int(upper) : nil) else { return 0 }
        let magnitude = abs(value)
        let seconds = (magnitude / 100) * 3_600 + (magnitude % 100) * 60
        return value < 0 ? -seconds : seconds
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension String {
    /// The text without one trailing `suffix`.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : Substring(self)
    }
}
