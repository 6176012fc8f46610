import Foundation
import Synchronization

/// Global hooks, as in RxSwift.
public enum Hooks {
    /// Called for an error that reached `subscribe` without an `onError` handler.
    public typealias DefaultErrorHandler = @Sendable (_ error: Swift.Error) -> Void

    private static let handler = Mutex<DefaultErrorHandler>({ error in
        #if DEBUG
        FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
        #endif
    })

    /// The handler for unhandled errors. By default it prints in debug builds and does nothing otherwise.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }
}
