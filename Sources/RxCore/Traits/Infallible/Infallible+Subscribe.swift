extension InfallibleType {
    /// Subscribes closures for the elements, completion and disposal (there is no error to handle).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext,
            onError: { error in rxFatalErrorInDebug("Infallible emitted an error: \(error)") },
            onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with each element and with completion;
    /// nothing is delivered once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext,
            onError: { _, error in rxFatalErrorInDebug("Infallible emitted an error: \(error)") },
            onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                rxFatalErrorInDebug("Infallible emitted an error: \(error)")
            }
        }
    }
}
