import Foundation
import Synchronization

/// The storage behind `Hooks`: the closures under a lock, the flag read on every subscription atomic.
final class HookState: @unchecked Sendable {
    let lock = RecursiveLock()
    let recordCallStack = Atomic<Bool>(false)

    var defaultErrorHandler: Hooks.DefaultErrorHandler = { callStack, error in
        #if DEBUG
            var message = "Unhandled error happened: \(error)\n"
            if !callStack.isEmpty {
                message += "subscription called from:\n\(callStack.joined(separator: "\n"))\n"
            }
            FileHandle.standardError.write(Data(message.utf8))
        #endif
    }

    var captureCallStack: Hooks.CustomCaptureSubscriptionCallstack = {
        #if DEBUG
            Thread.callStackSymbols
        #else
            []
        #endif
    }
}
