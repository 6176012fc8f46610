import RxCore
import TerminalUI

/// One screen of the terminal app: a window to show, the keys it takes before the window (Esc to go
/// back, Enter to submit) and where it asks to go.
public protocol LoginScreen: AnyObject {
    /// What the application shows.
    var window: Window { get }
    /// Screens the user asks for (links, Esc); the coordinator follows them.
    var navigation: Observable<LoginDestination> { get }
    /// Handles `key` before the window does; returns whether it was used.
    func handle(_ key: Key) -> Bool
}
