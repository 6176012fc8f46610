import Foundation
import RxCore

/// Events compare equal when their elements are equal, or when their errors have the same type,
/// domain, code and description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        default:
            return false
        }
    }
}

func errorsMatch(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    let leftError = left as NSError
    let rightError = right as NSError
    return type(of: left) == type(of: right) && leftError.domain == rightError.domain
        && leftError.code == rightError.code && "\(left)" == "\(right)"
}
