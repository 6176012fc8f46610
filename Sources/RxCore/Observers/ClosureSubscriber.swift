import Synchronization

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`. It enforces the event
/// grammar, calls the closures, and disposes its handle on a terminal event. The closures are immutable;
/// they are released when the upstream lets go of the observer (on disposal).
final class ClosureSubscriber<Element>: ObserverType, @unchecked Sendable {
    private let onNextHandler: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let stopped = Atomic<Bool>(false)
    let handle: SubscriptionHandle

    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.onNextHandler = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        handle = SubscriptionHandle(onDisposed: onDisposed)
    }

    func onNext(_ element: Element) {
        if stopped.load(ordering: .relaxed) || handle.isDisposed { return }
        onNextHandler?(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing), !handle.isDisposed else { return }
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler([], error)
            }
            handle.dispose()
        case .completed:
            guard !stopped.exchange(true, ordering: .acquiringAndReleasing), !handle.isDisposed else { return }
            onCompleted?()
            handle.dispose()
        }
    }
}

/// The disposable `subscribe(onNext:...)` returns: disposes the upstream subscription once and then runs
/// `onDisposed`. Disposal may race with `attach`, so state is kept in atomic bits.
final class SubscriptionHandle: Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var attachedBit: Int { 2 }

    private let state = Atomic<Int>(0)
    // Guarded by `state` (each written once and taken once), so the run-time exclusivity check of
    // every access is skipped.
    @exclusivity(unchecked) private var upstream: Disposable?
    @exclusivity(unchecked) private var onDisposed: (() -> Void)?

    init(onDisposed: (() -> Void)?) {
        self.onDisposed = onDisposed
    }

    var isDisposed: Bool {
        state.load(ordering: .relaxed) & Self.disposedBit != 0
    }

    func attach(_ subscription: consuming Disposable) {
        upstream = consume subscription
        let previous = state.bitwiseOr(Self.attachedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            upstream.take()?.dispose()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.attachedBit != 0 {
            upstream.take()?.dispose()
        }
        onDisposed.take()?()
    }
}
