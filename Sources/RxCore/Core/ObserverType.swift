/// Something that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of elements this observer receives.
    associatedtype Element

    /// Delivers an event to the observer.
    func on(_ event: Event<Element>)

    /// Delivers a `next` event. The default implementation calls `on(.next(element))`; RxCore's own
    /// observers implement it directly, which spares building an `Event` for every element.
    func onNext(_ element: Element)
}

extension ObserverType {
    /// Delivers a `next` event.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers a `completed` event.
    public func onCompleted() {
        on(.completed)
    }

    /// Delivers an `error` event.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
