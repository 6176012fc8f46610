import AuthModel
import TerminalUI

extension Window {
    /// The smallest terminal the screens work in: a field with its mark and label, and a line on
    /// either side, fit; taller forms scroll.
    static let screenMinimum = Size(columns: 32, rows: 10)

    /// A screen's window: a column `width` wide, a notice below ``screenMinimum`` in `language`.
    static func screen(width: Int, language: AuthLanguage) -> Window {
        let window = Window(width: width)
        window.minimumSize = screenMinimum
        window.tooSmallNotice = ScreenText.windowTooSmall.localized(in: language)
        return window
    }
}
