/// A subscribed observer as a subject holds it: one allocation per subscription, with a direct path for
/// `next` that spares building an `Event` per element.
class AnyObserverBox<Element>: ObserverBoxBase {
    func on(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    func onNext(_ element: Element) {
        rxAbstractMethod()
    }
}

/// The box for one concrete observer type.
final class ObserverBox<Observer: ObserverType>: AnyObserverBox<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }

    override func onNext(_ element: Observer.Element) {
        observer.onNext(element)
    }
}
