import Foundation
import RxCore

/// An observable whose operators block the calling thread until the sequence answers: for tests and
/// demonstrations, not for production code (RxBlocking's API).
///
/// Each operator subscribes once. On the main thread it runs the main run loop while it waits, so work
/// the sequence schedules on the main queue (`MainScheduler`) still happens; elsewhere it sleeps.
public struct BlockingObservable<Element> {
    /// How long an operator may block before it fails with `RxError.timeout`; nil waits for ever.
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// This sequence with blocking operators.
    ///
    /// - parameter timeout: The longest an operator may block before it throws `RxError.timeout`
    ///   (nil: no limit).
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
