// amb: mirrors whichever sequence reacts first.

extension ObservableType {
    /// Propagates the observable sequence that reacts first (element, error or completion);
    /// the other subscriptions are disposed.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { winner, candidate in
            winner.amb(candidate)
        }
    }

    /// Propagates whichever of `self` and `right` reacts first.
    ///
    /// - Parameter right: Second observable sequence.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
    where Right.Element == Element {
        AmbProducer(left: asObservable(), right: right.asObservable())
    }
}

private enum AmbChoice {
    case neither, left, right
}

private final class AmbProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let left: Observable<Element>
    private let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = AmbSink(observer: observer)
        let subscription = sink.run(left: left, right: right)
        sink.attach(subscription)
        return sink
    }
}

private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element
    private let lock = RecursiveLock()
    private let leftSubscription = SingleAssignmentDisposable()
    private let rightSubscription = SingleAssignmentDisposable()
    private var choice = AmbChoice.neither

    func run(left: Observable<Element>, right: Observable<Element>) -> Disposable {
        let subscriptions = Disposables.create(leftSubscription, rightSubscription)
        leftSubscription.setDisposable(left.subscribeUnwrapped(AmbObserver(parent: self, side: .left)))
        rightSubscription.setDisposable(right.subscribeUnwrapped(AmbObserver(parent: self, side: .right)))
        return subscriptions
    }

    fileprivate func on(_ event: Event<Element>, from side: AmbChoice) {
        lock.lock()
        defer { lock.unlock() }
        if choice == .neither {
            choice = side
            if side == .left {
                rightSubscription.dispose()
            } else {
                leftSubscription.dispose()
            }
        }
        guard choice == side else { return }
        forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            dispose()
        }
    }
}

private final class AmbObserver<Observer: ObserverType>: ObserverType {
    private let parent: AmbSink<Observer>
    private let side: AmbChoice

    init(parent: AmbSink<Observer>, side: AmbChoice) {
        self.parent = parent
        self.side = side
    }

    func on(_ event: Event<Observer.Element>) {
        parent.on(event, from: side)
    }
}
