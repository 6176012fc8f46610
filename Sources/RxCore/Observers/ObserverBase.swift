import Synchronization

/// An observer that enforces the event grammar: nothing is delivered after a terminal event.
class ObserverBase<Element>: Disposable, ObserverType {
    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) { onCore(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) { onCore(event) }
        }
    }

    func onCore(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    func dispose() {
        stopped.store(true, ordering: .releasing)
    }
}
