/// The phantom trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` produces: its element or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a `Single.create` subscription reports its outcome to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe closure; only the first outcome it reports is delivered.
    ///
    /// - seealso: [create on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<
        Element
    > {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes `observer` to the single outcome of the sequence.
    public func subscribe(_ observer: @escaping SingleObserver) -> Disposable {
        var isStopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if isStopped { return }
            isStopped = true
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                rxFatalErrorInDebug("Singles can't emit a completion event")
            }
        }
    }

    /// Subscribes closures to the outcome of the sequence.
    ///
    /// - parameter onSuccess: Called with the element.
    /// - parameter onFailure: Called with the error.
    /// - parameter onDisposed: Called once the subscription ends, whatever the reason.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let onFailure = onFailure ?? Hooks.unhandledErrorReporter()
        let subscription = subscribe { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                onFailure(error)
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Subscribes closures that receive `object` (held weakly) along with the outcome.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onFailure: { [weak object] error in
                guard let object else { return }
                onFailure?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// A `Single` that emits `element`.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Single` that emits `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Single` that never produces an outcome.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }
}
