import Foundation
import RxCore

/// One benchmark workload: runs once as a warm-up, then measured, and prints one line.
struct BenchmarkCase {
    let name: String
    let run: () -> String

    static var all: [BenchmarkCase] {
        [
            timed("a", operations: 1_000_000, workload: Workloads.subjectMapFilter),
            timed("b", operations: 1_000_000, workload: Workloads.combineLatestRelays),
            timed("c", operations: 1_000_000, workload: Workloads.withLatestFromTaps),
            timed("d", operations: 100_000, workload: Workloads.subscribeDisposeCycles),
            memory("e1", subscriptions: 100_000, workload: Workloads.directSubscriptions),
            memory("e2", subscriptions: 100_000, workload: Workloads.chainSubscriptions),
            timed("f", operations: 1_000_000, workload: Workloads.sharedDistinct(repeatEveryOther: false)),
            timed("f2", operations: 1_000_000, workload: Workloads.sharedDistinct(repeatEveryOther: true)),
        ]
    }

    /// A case measured in nanoseconds per operation.
    static func timed(_ name: String, operations: Int, workload: @escaping (Int) -> Int) -> BenchmarkCase {
        BenchmarkCase(name: name) {
            Checksum.add(workload(operations / 10))
            let start = DispatchTime.now().uptimeNanoseconds
            Checksum.add(workload(operations))
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            let perOperation = Double(elapsed) / Double(operations)
            return "\(name) ns_per_op=\(String(format: "%.1f", perOperation))"
        }
    }

    /// A case measured in heap and resident bytes per live subscription.
    static func memory(_ name: String, subscriptions: Int, workload: @escaping (Int) -> MemoryWorkload)
        -> BenchmarkCase
    {
        BenchmarkCase(name: name) {
            workload(subscriptions / 10).release()
            let heapBefore = MemoryProbe.heapBytesInUse()
            let residentBefore = MemoryProbe.residentBytes()
            let live = workload(subscriptions)
            let heap = Double(MemoryProbe.heapBytesInUse() - heapBefore) / Double(subscriptions)
            let resident = Double(MemoryProbe.residentBytes() - residentBefore) / Double(subscriptions)
            live.release()
            return "\(name) heap_bytes_per_subscription=\(String(format: "%.0f", heap)) "
                + "rss_bytes_per_subscription=\(String(format: "%.0f", resident))"
        }
    }
}

/// Keeps results observable so the optimizer cannot drop the work.
enum Checksum {
    nonisolated(unsafe) private static var total = 0

    static func add(_ value: Int) {
        total &+= value
        if total == Int.min { print("checksum \(total)") }
    }
}
