import Dispatch
import Synchronization

/// Sends from many threads at once and records what an observer received: per-thread sequences must
/// arrive complete and in order (subjects forward on the sending thread; they do not reorder or drop).
final class SubjectConcurrencyProbe: Sendable {
    let threads: Int
    private let state = Mutex<(total: Int, last: [Int], inOrder: Bool)>((0, [], true))

    init(threads: Int) {
        self.threads = threads
        state.withLock { $0.last = Array(repeating: -1, count: threads) }
    }

    /// Encodes (thread, index) into one Int.
    static func encode(thread: Int, index: Int) -> Int { thread * 1_000_000 + index }

    /// Records one received element.
    func record(_ value: Int) {
        let thread = value / 1_000_000
        let index = value % 1_000_000
        state.withLock { state in
            state.total += 1
            if state.last[thread] >= index {
                state.inOrder = false
            }
            state.last[thread] = index
        }
    }

    /// Calls `send` `perThread` times on each of `threads` threads concurrently, and waits.
    func send(perThread: Int, _ send: @escaping (Int) -> Void) {
        let box = UncheckedBox(send)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                box.value(Self.encode(thread: thread, index: index))
            }
        }
    }

    var total: Int { state.withLock { $0.total } }
    var eachThreadInOrder: Bool { state.withLock { $0.inOrder } }
}

/// Hands a closure that is safe to call concurrently (it only calls into thread-safe Rx types) to
/// `concurrentPerform`.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
