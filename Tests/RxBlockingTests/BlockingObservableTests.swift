import Dispatch
import Foundation
import RxBlocking
import RxCore
import RxTesting
import Testing

struct BlockingObservableTests {
    @Test func toArray_returnsEveryElement() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
    }

    @Test func toArray_throwsTheSequencesError() {
        let source = Observable.of(1, 2).concat(Observable<Int>.error(testError))
        #expect(throws: testError) { try source.toBlocking().toArray() }
    }

    @Test func first_returnsTheFirstElementAndDisposes() throws {
        let disposed = ConcurrentFlag()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.set() }
        }
        #expect(try source.toBlocking().first() == 1)
        #expect(disposed.isSet)
    }

    @Test func first_ofAnEmptySequenceIsNil() throws {
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    }

    @Test func first_throwsAnErrorBeforeTheFirstElement() {
        #expect(throws: testError) { try Observable<Int>.error(testError).toBlocking().first() }
    }

    @Test func last_returnsTheLastElement() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    }

    @Test func single_returnsTheOnlyElement() throws {
        #expect(try Observable.just(7).toBlocking().single() == 7)
    }

    @Test func single_ofNoElementThrowsNoElements() {
        #expect(isRxError(.noElements) { _ = try Observable<Int>.empty().toBlocking().single() })
    }

    @Test func single_ofTwoElementsThrowsMoreThanOneElementWithoutWaitingForTheRest() {
        let source = Observable.of(1, 2).concat(Observable<Int>.never())
        #expect(isRxError(.moreThanOneElement) { _ = try source.toBlocking().single() })
    }

    @Test func single_withPredicate_countsOnlyMatchingElements() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
        #expect(isRxError(.noElements) { _ = try Observable.of(1, 3).toBlocking().single { $0 == 2 } })
        #expect(
            isRxError(.moreThanOneElement) { _ = try Observable.of(2, 2).toBlocking().single { $0 == 2 } })
    }

    @Test func single_throwsWhatThePredicateThrows() {
        #expect(throws: testError) {
            try Observable.of(1, 2).toBlocking().single { _ in throw testError }
        }
    }

    @Test func materialize_completed() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            Issue.record("expected .completed")
            return
        }
        #expect(elements == [1, 2])
    }

    @Test func materialize_failedKeepsTheElementsBeforeTheError() {
        let source = Observable.of(1, 2).concat(Observable<Int>.error(testError))
        guard case .failed(let elements, let error) = source.toBlocking().materialize() else {
            Issue.record("expected .failed")
            return
        }
        #expect(elements == [1, 2])
        #expect(error as? TestError == testError)
    }

    @Test func timeout_throwsTimeoutAndDisposes() {
        let disposed = ConcurrentFlag()
        let source = Observable<Int>.never().do(onDispose: { disposed.set() })
        #expect(isRxError(.timeout) { _ = try source.toBlocking(timeout: 0.05).first() })
        #expect(disposed.isSet)
    }

    @Test func timeout_materializeIsFailedWithTheElementsSoFar() {
        let source = Observable.just(1).concat(Observable<Int>.never())
        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.05).materialize() else {
            Issue.record("expected .failed")
            return
        }
        #expect(elements == [1])
        #expect(isTimeout(error))
    }

    @Test func waitsForElementsFromAnotherThread() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let source = Observable.of(1, 2, 3).observe(on: scheduler)
        #expect(try source.toBlocking(timeout: 30).toArray() == [1, 2, 3])
    }

    @Test func traits() throws {
        #expect(try Single.just(1).toBlocking().single() == 1)
        #expect(try Maybe<Int>.empty().toBlocking().first() == nil)
        #expect(try Completable.empty().toBlocking().toArray().isEmpty)
        #expect(try Infallible.just(2).toBlocking().last() == 2)
    }
}

/// Whether `body` throws `expected` (RxError is not Equatable).
func isRxError(_ expected: RxError, _ body: () throws -> Void) -> Bool {
    do {
        try body()
        return false
    } catch let error as RxError {
        return "\(error)" == "\(expected)"
    } catch {
        return false
    }
}

func isTimeout(_ error: Swift.Error) -> Bool {
    if case .timeout? = error as? RxError { return true }
    return false
}

/// A flag set from any thread.
final class ConcurrentFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
