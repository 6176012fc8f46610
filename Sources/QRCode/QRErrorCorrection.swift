/// The error-correction levels of ISO/IEC 18004 (about 7 % and 15 % of the symbol recoverable); a
/// secret in a QR code needs no more.
public enum QRErrorCorrection: Sendable, Hashable, CaseIterable {
    case low
    case medium

    /// The two format-information bits (L = 01, M = 00).
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        }
    }
}
