import Dispatch
import Foundation
import Synchronization
import Testing

/// Thread-safe log shared between the test body and the callbacks running on dispatch queues.
final class ConcurrentLog<Entry: Sendable>: Sendable {
    private let entries = Mutex<[Entry]>([])

    func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    var snapshot: [Entry] {
        entries.withLock { $0 }
    }
}

/// Counts callbacks that overlap: `enter` reports whether another callback was already running.
final class OverlapDetector: Sendable {
    private let running = Atomic<Int>(0)
    private let overlaps = Atomic<Int>(0)

    func enter() {
        if running.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            overlaps.add(1, ordering: .relaxed)
        }
    }

    func leave() {
        running.subtract(1, ordering: .acquiringAndReleasing)
    }

    var overlapCount: Int { overlaps.load(ordering: .acquiring) }
}

/// Marks a dispatch queue so callbacks can check which queue they run on.
struct QueueMarker: Sendable {
    let key = DispatchSpecificKey<String>()
    let name: String

    init(_ name: String) { self.name = name }

    func mark(_ queue: DispatchQueue) {
        queue.setSpecific(key: key, value: name)
    }

    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == name
    }

    /// A marker set on the main queue.
    static let mainQueue: QueueMarker = {
        let marker = QueueMarker("main")
        marker.mark(DispatchQueue.main)
        return marker
    }()
}

/// Suspends until `body` calls the `done` callback it is given (from any thread, once); a `done` that
/// does not come within 30 s (a hang guard) records an issue at the caller's `sourceLocation` instead.
func waitForSignal(
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (@escaping @Sendable () -> Void) -> Void
) async {
    _ = await awaitCallback(waitingFor: "the done signal", sourceLocation: sourceLocation) {
        (deliver: @escaping @Sendable (Bool) -> Void) in
        body { deliver(true) }
    }
}
