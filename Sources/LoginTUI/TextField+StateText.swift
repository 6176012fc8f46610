import RxCore
import TerminalUI

extension Reactive where Base: TextField {
    /// The text from a reactor's state: set only when it differs from what the field holds, so the
    /// echo of the user's own typing leaves the cursor where it is.
    var stateText: Binder<String> {
        Binder(base) { field, text in
            if field.text != text { field.text = text }
        }
    }
}
