/// Errors raised by RxCore itself.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// Unknown error.
    case unknown
    /// Operation on a disposed object.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    /// Invalid argument.
    case argumentOutOfRange
    /// A sequence expected to have elements had none.
    case noElements
    /// A sequence expected to have one element had more.
    case moreThanOneElement
    /// A timeout elapsed.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}

extension RxError: @unchecked Sendable {}
