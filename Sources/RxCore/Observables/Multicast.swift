import Synchronization

extension ObservableType {
    /// Multicasts the source through `subject`: subscribers subscribe to the subject, and `connect()`
    /// subscribes the subject to the source.
    ///
    /// The same subject serves every connection, so a terminated subject stays terminated.
    ///
    /// - seealso: [multicast on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Multicasts the source through a subject made by `makeSubject`.
    ///
    /// A fresh subject is made for the first subscription or connection after the previous connection
    /// was disposed or its source terminated.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }
}

extension ObservableType {
    /// For each subscription, multicasts the source through a subject made by `subjectSelector` into the
    /// sequence `selector` builds from it, then connects.
    ///
    /// - seealso: [multicast on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable.create { observer in
            do {
                let connectable = source.multicast(try subjectSelector())
                let subscription = try selector(connectable.asObservable()).subscribe(observer)
                let connection = connectable.connect()
                return Disposables.create(subscription, connection)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}

/// Subscribers go to the (lazily made) subject; `connect()` subscribes the subject to the source.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    typealias SourceElement = Subject.Observer.Element

    fileprivate let lock = RecursiveLock()
    private let source: Observable<SourceElement>
    private let makeSubject: () -> Subject
    fileprivate var subject: Subject?
    fileprivate var connection: MulticastConnection<Subject>?

    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    private var lazySubject: Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let subscription = SingleAssignmentDisposable()
            let connection = MulticastConnection(
                parent: self, subjectObserver: lazySubject.asObserver(), subscription: subscription)
            self.connection = connection
            subscription.setDisposable(source.subscribe(connection))
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        let subject = lock.performLocked { lazySubject }
        return subject.subscribe(observer)
    }

    /// Forgets `connection` (and the subject it fed) if it is still the current one.
    fileprivate func detach(_ connection: MulticastConnection<Subject>) {
        if self.connection === connection {
            self.connection = nil
            subject = nil
        }
    }
}

/// One connection of a multicast: forwards source events into the subject until disposed.
private final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
    typealias Element = Subject.Observer.Element

    private var parent: ConnectableObservableAdapter<Subject>?
    private let lock: RecursiveLock
    private let subjectObserver: Subject.Observer
    private let subscription: SingleAssignmentDisposable
    private let isDisposed = Atomic<Bool>(false)

    init(
        parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer,
        subscription: SingleAssignmentDisposable
    ) {
        self.parent = parent
        self.lock = parent.lock
        self.subjectObserver = subjectObserver
        self.subscription = subscription
    }

    func on(_ event: Event<Element>) {
        if isDisposed.load(ordering: .acquiring) { return }
        if event.isStopEvent {
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        let subscription: Disposable? = lock.performLocked {
            isDisposed.store(true, ordering: .releasing)
            guard let parent else { return nil }
            parent.detach(self)
            self.parent = nil
            return self.subscription
        }
        subscription?.dispose()
    }
}
