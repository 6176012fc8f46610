extension ObservableType {
    /// Splits the source into one group per key: a group is emitted with the first element of its key,
    /// and gets that key's elements, the completion and the error.
    ///
    /// The source subscription lasts while the result or any group is subscribed.
    ///
    /// - seealso: [groupBy on reactivex.io](http://reactivex.io/documentation/operators/groupby.html)
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

/// One group's sequence: its subject, holding the source subscription while subscribed.
private final class GroupSubscription<Element>: Observable<Element>, @unchecked Sendable {
    private let subject: PublishSubject<Element>
    private let sourceSubscription: RefCountDisposable

    init(subject: PublishSubject<Element>, sourceSubscription: RefCountDisposable) {
        self.subject = subject
        self.sourceSubscription = sourceSubscription
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let hold = sourceSubscription.retain()
        return Disposables.create(hold, subject.subscribe(observer))
    }
}

private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    private let subscription = SingleAssignmentDisposable()
    private(set) lazy var sourceSubscription = RefCountDisposable(disposable: subscription)
    private var groups: [Key: PublishSubject<Element>] = [:]

    init(keySelector: @escaping (Element) throws -> Key, observer: Observer) {
        self.keySelector = keySelector
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = self.sourceSubscription
        subscription.setDisposable(source.subscribeUnwrapped(self))
        return sourceSubscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                deliver(element, to: try keySelector(element))
            } catch {
                fail(error)
            }
        case .error(let error):
            fail(error)
        case .completed:
            for group in groups.values { group.on(.completed) }
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    private func deliver(_ element: Element, to key: Key) {
        if let group = groups[key] {
            group.on(.next(element))
            return
        }
        let group = PublishSubject<Element>()
        groups[key] = group
        let source = GroupSubscription(subject: group, sourceSubscription: sourceSubscription)
        forwardNext(GroupedObservable(key: key, source: source))
        group.on(.next(element))
    }

    private func fail(_ error: Swift.Error) {
        for group in groups.values { group.on(.error(error)) }
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }
}

private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>>,
    @unchecked Sendable
{
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(keySelector: keySelector, observer: observer)
        sink.attach(sink.run(source))
        return sink
    }
}
