import Dispatch
import Foundation
import RxCore

/// What one blocking operator has seen so far, and the wait for the end of it.
///
/// The subscriber records events from whatever thread they come on; the blocked thread reads the
/// result once `finish()` was called or the timeout passed. A wait on the main thread runs the run loop
/// (the main queue is drained by it), and `finish()` from another thread wakes it with an empty block.
final class BlockingWait<Element>: @unchecked Sendable {
    enum Outcome {
        case continuing
        case finished
    }

    private let condition = NSCondition()
    private let waitsOnMainThread = Thread.isMainThread
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isFinished = false

    /// Records `event`; `.finished` when the operator has what it waits for.
    func record(_ event: Event<Element>, upTo limit: Int?, where predicate: (Element) throws -> Bool)
        -> Outcome
    {
        switch event {
        case .next(let element):
            do {
                let accepted = try predicate(element)
                return condition.withLock {
                    if accepted { elements.append(element) }
                    if let limit, elements.count >= limit { return .finished }
                    return .continuing
                }
            } catch {
                condition.withLock { self.error = error }
                return .finished
            }
        case .error(let error):
            condition.withLock { self.error = error }
            return .finished
        case .completed:
            return .finished
        }
    }

    /// Ends the wait.
    func finish() {
        condition.withLock {
            isFinished = true
            condition.broadcast()
        }
        if waitsOnMainThread && !Thread.isMainThread {
            DispatchQueue.main.async {}
        }
    }

    /// Blocks until `finish()` or until `timeout` seconds passed, then gives what was recorded.
    func result(timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
        let finished = waitsOnMainThread ? runRunLoop(until: deadline) : sleep(until: deadline)
        return condition.withLock {
            if let error { return .failed(elements: elements, error: error) }
            if !finished { return .failed(elements: elements, error: RxError.timeout) }
            return .completed(elements: elements)
        }
    }

    private func sleep(until deadline: Date) -> Bool {
        condition.withLock {
            while !isFinished {
                if !condition.wait(until: deadline) { return isFinished }
            }
            return true
        }
    }

    private func runRunLoop(until deadline: Date) -> Bool {
        while !condition.withLock({ isFinished }) {
            let now = Date()
            if now >= deadline { return false }
            // A slice at most, in case the run loop has nothing to wait on and returns at once.
            let slice = min(deadline, now.addingTimeInterval(0.05))
            if !RunLoop.current.run(mode: .default, before: slice) {
                _ = sleep(until: slice)
            }
        }
        return true
    }
}
