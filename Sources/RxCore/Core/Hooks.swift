import Foundation

/// Global hooks, as in RxSwift.
public enum Hooks {
    /// Called for an error that reached `subscribe` without an error handler, with the call stack
    /// captured when that subscription was made (empty unless `recordCallStackOnError` is set).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, for `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let state = HookState()

    /// Whether `subscribe` captures its call stack (with `customCaptureSubscriptionCallstack`) so that
    /// `defaultErrorHandler` can report where an unhandled error's subscription was made. Off by default.
    public static var recordCallStackOnError: Bool {
        get { state.recordCallStack.load(ordering: .relaxed) }
        set { state.recordCallStack.store(newValue, ordering: .relaxed) }
    }

    /// The handler for unhandled errors. By default it prints in debug builds and does nothing otherwise.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.lock.performLocked { state.defaultErrorHandler } }
        set { state.lock.performLocked { state.defaultErrorHandler = newValue } }
    }

    /// How a subscription's call stack is captured. By default `Thread.callStackSymbols` in debug builds
    /// and nothing otherwise.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { state.lock.performLocked { state.captureCallStack } }
        set { state.lock.performLocked { state.captureCallStack = newValue } }
    }

    /// The call stack of the subscription being made, or nothing when `recordCallStackOnError` is off.
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// `defaultErrorHandler` bound to the current subscription's call stack, for a subscriber that was
    /// given no error handler.
    static func unhandledErrorReporter() -> (Swift.Error) -> Void {
        let callStack = subscriptionCallStack()
        return { error in defaultErrorHandler(callStack, error) }
    }
}
