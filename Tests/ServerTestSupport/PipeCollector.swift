import Dispatch
import Foundation
import Synchronization

/// Reads a pipe to its end of file on a thread of its own, so that a child writing to two pipes never
/// blocks on a full one while the test reads the other.
final class PipeCollector: Sendable {
    private let data = Mutex(Data())
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let bytes = handle.readDataToEndOfFile()
            data.withLock { $0 = bytes }
            finished.signal()
        }
    }

    /// Everything the pipe delivered, once its end of file came before `deadline`; else nil.
    func wait(until deadline: DispatchTime) -> Data? {
        guard finished.wait(timeout: deadline) == .success else { return nil }
        finished.signal()
        return data.withLock { $0 }
    }
}
