/// Factories for disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable {
        NopDisposable.noOp
    }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable)
        -> Cancelable
    {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: BinaryDisposable(disposables[0], disposables[1])
        default: CompositeDisposable(disposables: disposables)
        }
    }
}
