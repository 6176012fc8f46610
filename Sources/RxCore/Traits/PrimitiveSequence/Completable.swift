/// The phantom trait of `Completable`: no elements, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` produces.
public enum CompletableEvent {
    /// A failure.
    case error(Swift.Error)
    /// Completion.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a `Completable.create` subscription reports its outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe closure; only the first outcome it reports is delivered.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes `observer` to the outcome of the sequence.
    public func subscribe(_ observer: @escaping CompletableObserver) -> Disposable {
        var isStopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if isStopped { return }
            isStopped = true
            switch event {
            case .next:
                rxFatalErrorInDebug("Completables can't emit values")
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }

    /// Subscribes closures to the outcome of the sequence.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let onError = onError ?? Hooks.unhandledErrorReporter()
        let subscription = subscribe { event in
            switch event {
            case .error(let error):
                onError(error)
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Subscribes closures that receive `object` (held weakly) along with the outcome.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// A `Completable` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Completable` that never finishes.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Completable` that completes immediately.
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }
}
