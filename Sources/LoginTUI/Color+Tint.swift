import LoginFeature
import TerminalUI

extension Color {
    /// A floating label's colour for `tint`: mint while valid, red while invalid, the default otherwise.
    static func label(for tint: ValidityTint) -> Color? {
        switch tint {
        case .neutral: nil
        case .valid: .mint
        case .invalid: .red
        }
    }
}
