import RxCore

/// Counts the sequences in flight that were wrapped with ``track(_:)``; ``isActive`` is true while the
/// count is above zero (a spinner, a disabled button).
///
/// A tracked sequence counts from its subscription until it terminates or is disposed, whichever comes
/// first, exactly once.
public final class ActivityTracker: SharedSequenceConvertibleType, @unchecked Sendable {
    public typealias SharingStrategy = DriverSharingStrategy

    private let count = BehaviorRelay(value: 0)
    private let lock = NSLockBox()
    private let isActive: Observable<Bool>

    /// A tracker with nothing in flight.
    public init() {
        isActive = count.asObservable()
            .map { $0 > 0 }
            .distinctUntilChanged()
    }

    /// `source`, counted while subscribed.
    public func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using(
            { () -> ActivityToken in
                self.change(by: 1)
                return ActivityToken { self.change(by: -1) }
            }, observableFactory: { _ in source.asObservable() })
    }

    /// Whether anything is in flight: `false` at once, then every change. Delivered as a `Driver`.
    public func asSharedSequence() -> Driver<Bool> {
        isActive.asDriver(onErrorJustReturn: false)
    }

    public func asObservable() -> Observable<Bool> {
        isActive
    }

    private func change(by delta: Int) {
        lock.withLock { count.accept(count.value + delta) }
    }
}

extension ObservableConvertibleType {
    /// The sequence, counted by `tracker` while subscribed.
    public func trackActivity(_ tracker: ActivityTracker) -> Observable<Element> {
        tracker.track(self)
    }
}

/// Calls its action on the first `dispose()` only.
private final class ActivityToken: Disposable, @unchecked Sendable {
    private let lock = NSLockBox()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        let pending = lock.withLock { () -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }
}
