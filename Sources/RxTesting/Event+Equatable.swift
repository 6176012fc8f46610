import Foundation
import RxCore

/// Events compare equal when their elements are equal, or when their errors match (`errorsMatch`).
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

/// Maybe events compare equal when their elements are equal, or when their errors match.
extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case (.success(let left), .success(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        default:
            return false
        }
    }
}

/// Completable events compare equal when both complete, or when their errors match.
extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        default:
            return false
        }
    }
}

/// Whether two single events are equal: equal elements, or errors that match. (`SingleEvent` is
/// `Result<Element, Error>`, which cannot be `Equatable` for every error.)
func singleEventsMatch<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)):
        left == right
    case (.failure(let left), .failure(let right)):
        errorsMatch(left, right)
    default:
        false
    }
}

/// Errors match when they have the same domain and code as `NSError`s and the same description
/// (RxTest's rule).
func errorsMatch(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    let leftError = left as NSError
    let rightError = right as NSError
    return leftError.domain == rightError.domain && leftError.code == rightError.code
        && "\(left)" == "\(right)"
}
