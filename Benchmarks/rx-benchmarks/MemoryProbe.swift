import Foundation
#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// Reads the process's heap use (glibc's allocator statistics) and resident set size (/proc).
enum MemoryProbe {
    static func heapBytesInUse() -> Int {
        #if canImport(Glibc)
        return Int(mallinfo2().uordblks)
        #else
        return 0
        #endif
    }

    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Subscriptions kept alive until `release()`.
final class MemoryWorkload {
    private var keepAlive: [AnyObject]

    init(_ keepAlive: [AnyObject]) {
        self.keepAlive = keepAlive
    }

    func release() {
        keepAlive.removeAll()
    }
}
