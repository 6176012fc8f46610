/// The observer `Producer.subscribe` hands to `run` in place of the caller's: it forwards every event,
/// and after a terminal event tells the subscription's `SinkDisposer` to let go of the sink.
struct DisposingObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let observer: Observer
    private let disposer: SinkDisposer

    init(observer: Observer, disposer: SinkDisposer) {
        self.observer = observer
        self.disposer = disposer
    }

    func onNext(_ element: Element) {
        observer.onNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            observer.on(event)
        case .error, .completed:
            observer.on(event)
            disposer.releaseAfterTermination()
        }
    }
}
