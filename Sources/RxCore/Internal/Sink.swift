import Synchronization

/// The observer an operator subscribes to its sources, and the disposable its producer returns. It
/// forwards events downstream until it is disposed; disposing it disposes the subscription `run`
/// attached. Disposal may race with `attach` and with events, so state is kept in atomic bits.
class Sink<Observer: ObserverType>: Cancelable {
    private static var disposedBit: Int { 1 }
    private static var attachedBit: Int { 2 }

    final let observer: Observer
    private let state = Atomic<Int>(0)
    /// Guarded by `state` (written once by `attach`, taken once by `dispose`), so the run-time
    /// exclusivity check of every access is skipped.
    @exclusivity(unchecked) private var attachedSubscription: Disposable?

    init(observer: Observer) {
        self.observer = observer
    }

    /// Delivers `event` downstream unless the sink has been disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if state.load(ordering: .relaxed) & Self.disposedBit != 0 { return }
        observer.on(event)
    }

    /// Delivers `element` downstream unless the sink has been disposed (the fast path for `next`).
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if state.load(ordering: .relaxed) & Self.disposedBit != 0 { return }
        observer.onNext(element)
    }

    /// Delivers `error` downstream and disposes the sink. Out of line, so that an operator's `onNext`
    /// does not build the metadata of `Event<Observer.Element>` for each element (only this path needs it).
    @inline(never)
    final func forwardErrorAndDispose(_ error: Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// An observer that forwards to this sink's downstream observer.
    final func forwarder() -> SinkForward<Observer> {
        SinkForward(forward: self)
    }

    /// Keeps `subscription` (the sink's subscriptions to its sources) until the sink is disposed, or
    /// disposes it at once when the sink already is. `run` calls it once, after subscribing.
    final func attach(_ subscription: consuming Disposable) {
        attachedSubscription = consume subscription
        let previous = state.bitwiseOr(Self.attachedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.attachedBit != 0 {
            rxFatalError("A sink's subscription was attached twice")
        }
        if previous & Self.disposedBit != 0 {
            attachedSubscription.take()?.dispose()
        }
    }

    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Stops forwarding and disposes the attached subscription, once. Overrides call `super`.
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.attachedBit != 0 {
            attachedSubscription.take()?.dispose()
        }
    }
}

/// Forwards events to a sink's downstream observer; terminal events also dispose the sink.
struct SinkForward<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let forward: Sink<Observer>

    init(forward: Sink<Observer>) {
        self.forward = forward
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward.forwardOn(event)
        case .error, .completed:
            forward.forwardOn(event)
            forward.dispose()
        }
    }
}
