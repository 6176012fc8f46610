import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair for tests: the slave side is a real terminal device.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32

    init() throws {
        master = PseudoTerminal.openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0, PseudoTerminal.grant(master) == 0, PseudoTerminal.unlock(master) == 0,
            let name = PseudoTerminal.slaveName(master)
        else {
            throw TerminalError.systemCall(name: "posix_openpt", errno: errno)
        }
        slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw TerminalError.systemCall(name: "open", errno: errno) }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }

    #if canImport(Glibc)
        // NB: Glibc's module leaves out the X/Open pseudo-terminal calls (they sit behind _XOPEN_SOURCE in
        // stdlib.h), so they are looked up in the C library by name.
        private static func function<T>(_ name: String, as type: T.Type) -> T {
            unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), name), to: type)
        }
        private static let openMaster = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        private static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        private static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        private static let slaveName = function(
            "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    #else
        private static let openMaster: (Int32) -> Int32 = posix_openpt
        private static let grant: (Int32) -> Int32 = grantpt
        private static let unlock: (Int32) -> Int32 = unlockpt
        private static let slaveName: (Int32) -> UnsafeMutablePointer<CChar>? = ptsname
    #endif

    /// The slave's current attributes.
    func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// Sends `bytes` as if typed.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything written to the slave so far (the master side, read without blocking).
    func drainOutput() -> String {
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        _ = fcntl(master, F_SETFL, flags)
        return String(decoding: data, as: UTF8.self)
    }

    deinit {
        close(slave)
        close(master)
    }
}

/// Whether `attributes` are the raw mode `RawMode` sets.
func isRaw(_ attributes: termios) -> Bool {
    attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
}

/// The same terminal flags (what matters for the user).
func sameFlags(_ lhs: termios, _ rhs: termios) -> Bool {
    lhs.c_lflag == rhs.c_lflag && lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag
        && lhs.c_cflag == rhs.c_cflag
}

/// The smoke-test executable built next to the test bundle.
func smokeExecutableURL() -> URL {
    var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    for directory in candidates {
        let url = directory.appendingPathComponent("TerminalUISmoke")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return candidates[0].appendingPathComponent("TerminalUISmoke")
}

/// Reads `handle` line by line until a line satisfies `predicate`; returns it (nil at end of file), or
/// throws ``DeadlineExceeded`` once `deadline` passes without one.
func readLine(
    from handle: FileHandle, before deadline: Deadline, until predicate: (String) -> Bool
) throws -> String? {
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        if let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if predicate(line) { return line }
            continue
        }
        try deadline.waitForInput(on: handle.fileDescriptor)
        let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return nil }
        pending += chunk[0..<count]
    }
}
