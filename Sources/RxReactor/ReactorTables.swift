import Dispatch
import Synchronization

/// The tables with weak keys in which RxReactor keeps what reactors and views declare no storage for.
enum ReactorTables {
    /// Each reactor's streams, current state, dispose bag and stub.
    static let reactors = WeakMapTable<AnyObject, ReactorStorage>()
    /// Each view's reactor (held strongly, as a view owns its reactor).
    static let viewReactors = WeakMapTable<AnyObject, AnyObject>()

    private static let isSweepScheduled = Mutex(false)

    static func storage(of reactor: AnyObject) -> ReactorStorage {
        reactors.value(forKey: reactor, default: ReactorStorage.init)
    }

    /// Called when a pipeline finds its reactor deallocated (a mutation still running delivered an
    /// event): soon, on another thread, the reactor table releases the entries of deallocated reactors,
    /// which disposes their dispose bags and so ends the work still running for them. Not at once: the
    /// caller is inside that pipeline.
    static func releaseDeallocatedReactorsSoon() {
        let schedules = isSweepScheduled.withLock { isScheduled in
            defer { isScheduled = true }
            return !isScheduled
        }
        guard schedules else { return }
        DispatchQueue.global().async {
            isSweepScheduled.withLock { $0 = false }
            reactors.removeReleasedEntries()
        }
    }
}
