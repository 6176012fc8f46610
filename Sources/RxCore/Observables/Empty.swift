extension ObservableType {
    /// A sequence that completes at once without elements.
    public static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }
}

private final class EmptyProducer<Element>: Observable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}
