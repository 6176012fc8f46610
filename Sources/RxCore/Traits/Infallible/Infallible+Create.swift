/// What an `Infallible` produces: an element or completion.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// Completion.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The event as an observable's `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension Infallible {
    /// The callback an `Infallible.create` subscription reports to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an infallible sequence from a subscribe closure.
    ///
    /// - seealso: [create on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
        -> Infallible<Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.on(.next(element))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return Infallible(source)
    }

    /// The elements, one after the other, on `scheduler`, then completion.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The array's elements on `scheduler`, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The sequence's elements on `scheduler`, then completion.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// One element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// One element on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// A sequence that never produces anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// A sequence that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// A new sequence from `observableFactory` for each subscriber.
    ///
    /// - seealso: [defer on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(Observable.deferred { try observableFactory().asObservable() })
    }
}
