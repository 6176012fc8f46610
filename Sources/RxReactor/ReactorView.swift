import RxCore

/// A view that renders a reactor, independent of any UI framework (terminal, UIKit, SwiftUI host).
///
/// As with ReactorKit's `View`, a conforming class gets a `reactor` property: setting it replaces
/// `disposeBag` (dropping the previous bindings) and calls `bind(reactor:)`. The view holds its reactor
/// in a table with weak keys; declaring `@BoundReactor var reactor: LoginReactor?` keeps it in the view
/// instead (released the moment the view is).
///
/// ```swift
/// final class LoginScreen: ReactorView {
///     var disposeBag = DisposeBag()
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

extension ReactorView {
    public var reactor: Reactor? {
        get { ReactorTables.viewReactors.value(forKey: self) as? Reactor }
        set {
            ReactorTables.viewReactors.setValue(newValue, forKey: self)
            disposeBag = DisposeBag()
            if let newValue {
                bind(reactor: newValue)
            }
        }
    }
}
