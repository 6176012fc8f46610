// using: ties a disposable resource's lifetime to a subscription.

extension ObservableType {
    /// Constructs an observable sequence that depends on a resource object, whose lifetime is
    /// tied to the resulting observable sequence's lifetime.
    ///
    /// - Parameters:
    ///   - resourceFactory: Factory function to obtain a resource object.
    ///   - observableFactory: Factory function to obtain an observable sequence that depends on
    ///     the obtained resource.
    /// - Returns: An observable sequence whose lifetime controls the lifetime of the resource.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingProducer(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class UsingProducer<Element, Resource: Disposable>: Producer<Element>, @unchecked Sendable {
    fileprivate let resourceFactory: () throws -> Resource
    fileprivate let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = UsingSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class UsingSink<Resource: Disposable, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: UsingProducer<Element, Resource>

    init(parent: UsingProducer<Element, Resource>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        var resource: Disposable = Disposables.create()
        do {
            let created = try parent.resourceFactory()
            resource = created
            let source = try parent.observableFactory(created)
            return Disposables.create(source.subscribeUnwrapped(self), resource)
        } catch {
            return Disposables.create(Observable<Element>.error(error).subscribeUnwrapped(self), resource)
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
