import RxCore
import XCTest

/// Asserts that two lists of recorded events are equal (XCTest): same times, equal events.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of recorded events with optional elements are equal (XCTest).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of events (without times) are equal (XCTest).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of `Single` events are equal (XCTest).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: singleEventsMatch, file: file, line: line)
}

/// Asserts that two lists of `Maybe` events are equal (XCTest).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of `Completable` events are equal (XCTest).
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that `stream` holds exactly `elements` as `.next` events, whatever their times, and no
/// terminal event (XCTest).
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
    line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A stop event was recorded: \(stop)", file: file, line: line)
        return
    }
    let recorded = stream.compactMap { $0.value.element }
    assertSameEvents(recorded, elements, by: { $0 == $1 }, file: file, line: line)
}

/// Fails, showing both lists and the first index where they differ, unless they are equal element by
/// element.
private func assertSameEvents<Value>(
    _ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool, file: StaticString, line: UInt
) {
    let common = min(lhs.count, rhs.count)
    let mismatch = (0..<common).first { !equal(lhs[$0], rhs[$0]) }
    guard let index = mismatch ?? (lhs.count == rhs.count ? nil : common) else { return }
    XCTFail("Events differ at index \(index):\n\(lhs)\n\(rhs)", file: file, line: line)
}
