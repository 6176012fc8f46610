/// ReactorKit's name for a view that renders a reactor: code written as `final class LoginViewController:
/// UIViewController, View` compiles unchanged. Where another `View` is in scope (SwiftUI), qualify it as
/// `RxReactor.View` (ReactorKit users write `ReactorKit.View` for the same reason).
public typealias View = ReactorView
