import Foundation
import RxCore

/// The entry point of a reactor's actions: a subject that forwards `next` events only. Errors and
/// completion sent to it are ignored, so no binding can end a reactor's action stream.
///
/// Events are delivered one at a time: an event sent from another thread while one is being delivered
/// waits for it; one sent from inside a delivery (on the same thread) is delivered at once.
public final class ActionSubject<Element>: ObservableType, ObserverType, SubjectType, @unchecked Sendable {
    typealias Key = UInt

    private let lock = NSRecursiveLock()
    private var nextKey: Key = 0
    /// The subscribed observers, by subscription.
    private(set) var observers: [Key: (Event<Element>) -> Void] = [:]

    /// Creates a subject.
    public init() {}

    /// Whether anything is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = lock.withLock {
            let key = nextKey
            nextKey += 1
            observers[key] = observer.on
            return key
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            let removed = lock.withLock { observers.removeValue(forKey: key) }
            withExtendedLifetime(removed) {}
        }
    }

    /// Forwards `next` events to every observer; ignores `error` and `completed`.
    public func on(_ event: Event<Element>) {
        guard case .next = event else { return }
        lock.lock()
        defer { lock.unlock() }
        for observer in observers.values {
            observer(event)
        }
    }

    public func asObserver() -> ActionSubject<Element> {
        self
    }
}
