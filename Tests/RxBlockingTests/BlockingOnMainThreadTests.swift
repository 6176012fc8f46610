import Dispatch
import RxBlocking
import RxCore
import XCTest

/// XCTest runs these on the main thread (Swift Testing would not): a blocking operator there keeps the
/// main queue going, so work a sequence schedules on `MainScheduler` still runs while it waits.
final class BlockingOnMainThreadTests: XCTestCase {
    func testMainQueueWorkRunsWhileBlocking() throws {
        XCTAssertTrue(Thread.isMainThread)
        let source = Observable.of(1, 2, 3).observe(on: MainScheduler.asyncInstance)
        XCTAssertEqual(try source.toBlocking(timeout: 30).toArray(), [1, 2, 3])
    }

    func testTimerOnTheMainQueue() throws {
        let source = Observable<Int>.timer(.milliseconds(10), scheduler: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 30).first(), 0)
    }

    func testElementsFromAnotherThreadWakeTheMainThread() throws {
        let source = Observable.of(1, 2).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(try source.toBlocking(timeout: 30).last(), 2)
    }

    func testTimeoutOnTheMainThread() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            guard case .timeout? = error as? RxError else {
                return XCTFail("expected RxError.timeout: \(error)")
            }
        }
    }
}
