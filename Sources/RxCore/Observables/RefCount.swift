extension ConnectableObservableType {
    /// Connects the source when the first subscriber arrives and disconnects it when the last one
    /// leaves (or the source terminates); a later subscriber connects again.
    ///
    /// - seealso: [refCount on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>,
    @unchecked Sendable
{
    let lock = RecursiveLock()
    let source: Source
    /// Subscribers of the current connection; guarded by `lock`.
    var count = 0
    /// Incremented each time a connection ends because the source terminated; guarded by `lock`.
    var connectionID: Int64 = 0
    var connectableSubscription: Disposable?

    init(source: Source) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class RefCountSink<ConnectableSource: ConnectableObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType, @unchecked Sendable
where ConnectableSource.Element == Observer.Element {
    typealias Element = Observer.Element

    private let parent: RefCount<ConnectableSource>
    private var connectionIDSnapshot: Int64 = -1

    init(parent: RefCount<ConnectableSource>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        let parent = self.parent
        return parent.lock.performLocked {
            connectionIDSnapshot = parent.connectionID
            if isDisposed {
                return Disposables.create()
            }
            parent.count += 1
            if parent.count == 1 {
                parent.connectableSubscription = parent.source.connect()
            }
            let snapshot = connectionIDSnapshot
            return Disposables.create {
                subscription.dispose()
                let connection: Disposable? = parent.lock.performLocked {
                    // A terminated connection was already released by `on(_:)`.
                    guard parent.connectionID == snapshot else { return nil }
                    precondition(parent.count > 0, "RefCount disposed more subscribers than it counted")
                    parent.count -= 1
                    guard parent.count == 0 else { return nil }
                    defer { parent.connectableSubscription = nil }
                    return parent.connectableSubscription
                }
                connection?.dispose()
            }
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            let parent = self.parent
            let connection: Disposable? = parent.lock.performLocked {
                guard parent.connectionID == connectionIDSnapshot else { return nil }
                parent.count = 0
                parent.connectionID &+= 1
                defer { parent.connectableSubscription = nil }
                return parent.connectableSubscription
            }
            connection?.dispose()
            forwardOn(event)
            dispose()
        }
    }
}
