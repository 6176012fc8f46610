import RxCore

/// A view that renders a reactor, independent of any UI framework (terminal, UIKit, SwiftUI host).
///
/// Declare the reactor with the `@BoundReactor` wrapper: setting it replaces `disposeBag` (dropping
/// the previous bindings) and calls `bind(reactor:)`.
///
/// ```swift
/// final class LoginScreen: ReactorView {
///     var disposeBag = DisposeBag()
///     @BoundReactor var reactor: LoginReactor?
///     func bind(reactor: LoginReactor) { ... }
/// }
/// ```
public protocol ReactorView: AnyObject {
    /// The reactor type this view renders.
    associatedtype Reactor: RxReactor.Reactor

    /// Holds the bindings made in `bind(reactor:)`.
    var disposeBag: DisposeBag { get set }

    /// The reactor; setting it rebinds the view.
    var reactor: Reactor? { get set }

    /// Binds the view's inputs to `reactor.action` and the reactor's state to the view.
    func bind(reactor: Reactor)
}

/// Storage for a `ReactorView`'s `reactor` property: setting it replaces the view's dispose bag and calls
/// `bind(reactor:)`.
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
