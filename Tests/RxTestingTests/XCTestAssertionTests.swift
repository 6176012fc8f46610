import RxCore
import RxTesting
import XCTest

/// RxTest's XCTest assertions for recorded events, trait events and elements.
final class XCTestAssertionTests: XCTestCase {
    func testRecordedEventsEqual() {
        XCTAssertEqual([Recorded.next(210, 1), .completed(220)], [.next(210, 1), .completed(220)])
        XCTAssertEqual([Recorded.next(210, nil), .next(220, Optional(2))], [.next(210, nil), .next(220, 2)])
    }

    func testTraitEventsEqual() {
        XCTAssertEqual(
            [SingleEvent<Int>.success(1), .failure(testError)], [.success(1), .failure(testError)])
        XCTAssertEqual(
            [MaybeEvent<Int>.success(1), .completed, .error(testError)],
            [.success(1), .completed, .error(testError)])
        XCTAssertEqual([CompletableEvent.completed, .error(testError)], [.completed, .error(testError)])
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
    }

    func testRecordedElements() {
        XCTAssertRecordedElements([.next(10, "a"), .next(20, "b")], ["a", "b"])
    }

    func testDifferencesFail() {
        let failures = capturingFailures {
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
            XCTAssertEqual([SingleEvent<Int>.failure(testError)], [.failure(testError1)])
            XCTAssertEqual([MaybeEvent<Int>.success(1)], [.success(1), .completed])
            XCTAssertEqual([CompletableEvent.completed], [.error(testError)])
            XCTAssertEqual([Recorded.next(210, 1)], [.next(211, 1)])
            XCTAssertRecordedElements([.next(10, "a"), .completed(20)], ["a"])
        }
        XCTAssertEqual(failures.count, 6, "\(failures)")
    }

    private var captured: [String]?

    /// The failures `body` records, instead of failing this test.
    private func capturingFailures(_ body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
