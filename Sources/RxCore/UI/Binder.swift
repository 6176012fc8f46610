/// An observer that applies each element to a weakly held target on a scheduler.
///
/// - Elements are applied on `scheduler` (`MainScheduler.instance` by default) and only while the target
///   is alive; once it deallocates, elements are dropped.
/// - Completion is ignored; an error is a programmer error reported with `rxFatalErrorInDebug`.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with the target and each element.
    ///
    /// - parameter target: The object to bind to; held weakly.
    /// - parameter scheduler: Where `binding` runs.
    /// - parameter binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
