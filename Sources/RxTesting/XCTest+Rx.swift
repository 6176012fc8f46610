import RxCore
import XCTest

/// Asserts that two lists of recorded events are equal (XCTest).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(lhs == rhs, "Events differ:\n\(lhs)\n\(rhs)", file: file, line: line)
}

/// Asserts that two lists of events (without times) are equal (XCTest).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(lhs == rhs, "Events differ:\n\(lhs)\n\(rhs)", file: file, line: line)
}
