import RxCore

/// An observer that applies each element to a weakly held widget on `MainScheduler.instance`, ignores
/// completion and treats an error as a programmer error — the behaviour of RxCocoa's `Binder`, used
/// until RxCore's `Binder` is available to this module.
func makeBinding<Target: AnyObject, Value>(
    _ target: Target, binding: @escaping (Target, Value) -> Void
) -> AnyObserver<Value> {
    AnyObserver { [weak target] event in
        switch event {
        case .next(let element):
            _ = MainScheduler.instance.schedule(element) { [weak target] element in
                if let target { binding(target, element) }
                return Disposables.create()
            }
        case .error(let error):
            assertionFailure("Binding error: \(error)")
        case .completed:
            break
        }
    }
}
