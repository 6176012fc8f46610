import RxCore

/// Storage in the view for a `ReactorView`'s `reactor` property (optional: without it the reactor lives
/// in RxReactor's view table): setting it replaces the view's dispose bag and calls `bind(reactor:)`,
/// and the reactor is released the moment the view is.
@propertyWrapper
public struct BoundReactor<Value: Reactor> {
    private var stored: Value?

    /// No reactor yet.
    public init() {}

    /// Starts with `wrappedValue` without binding (the view is not fully initialised yet); assign the
    /// reactor after initialisation to bind it.
    public init(wrappedValue: Value?) {
        stored = wrappedValue
    }

    /// Only reachable through the enclosing view.
    @available(*, unavailable, message: "@BoundReactor is only for properties of ReactorView classes")
    public var wrappedValue: Value? {
        get { fatalError("@BoundReactor is only for properties of ReactorView classes") }
        // swiftlint:disable:next unused_setter_value
        set { fatalError("@BoundReactor is only for properties of ReactorView classes") }
    }

    public static subscript<View: ReactorView>(
        _enclosingInstance view: View,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value?>,
        storage storageKeyPath: ReferenceWritableKeyPath<View, BoundReactor<Value>>
    ) -> Value? where View.Reactor == Value {
        get { view[keyPath: storageKeyPath].stored }
        set {
            view[keyPath: storageKeyPath].stored = newValue
            view.disposeBag = DisposeBag()
            if let newValue {
                view.bind(reactor: newValue)
            }
        }
    }
}
