#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Restores the user's terminal on every way out of the process: normal exit (`atexit`), and the
/// signals that end it (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or report a crash (a Swift `fatalError` traps
/// with SIGILL/SIGTRAP; SIGABRT, SIGSEGV, SIGBUS, SIGFPE). A handler restores the saved termios, writes
/// the reset sequence (cursor shown, normal screen), puts back the default action and re-raises, so the
/// process still ends the way the signal says.
///
/// The state a handler reads is plain memory prepared before the handlers are installed; the handler
/// itself only calls async-signal-safe functions (`tcsetattr`, `write`, `signal`, `raise`).
public enum TerminalRestorer {
    /// The signals whose default action ends the process and that get a restoring handler.
    public static let handledSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
    ]

    /// Whether a saved terminal state is waiting to be restored.
    public static var isArmed: Bool { record.pointee.isArmed != 0 }

    /// Remembers `saved` for `fileDescriptor` and installs the handlers (once per process).
    static func arm(fileDescriptor: Int32, outputFileDescriptor: Int32, saved: termios) {
        let pointer = record
        pointer.pointee.fileDescriptor = fileDescriptor
        pointer.pointee.outputFileDescriptor = outputFileDescriptor
        pointer.pointee.saved = saved
        pointer.pointee.isArmed = 1
        installHandlersOnce()
    }

    /// Forgets the saved state (after an orderly restore).
    static func disarm() {
        record.pointee.isArmed = 0
    }

    /// Restores the saved state now if one is armed, then disarms. Safe to call from a signal handler.
    public static func restoreNow() {
        let pointer = record
        guard pointer.pointee.isArmed != 0 else { return }
        pointer.pointee.isArmed = 0
        _ = tcsetattr(pointer.pointee.fileDescriptor, TCSANOW, &pointer.pointee.saved)
        let bytes = resetBytes
        _ = write(pointer.pointee.outputFileDescriptor, bytes.baseAddress, bytes.count)
    }

    // MARK: - Storage prepared before any handler runs

    struct Record {
        var fileDescriptor: Int32 = -1
        var outputFileDescriptor: Int32 = -1
        var saved = termios()
        var isArmed: Int32 = 0
    }

    nonisolated(unsafe) private static let record: UnsafeMutablePointer<Record> = {
        let pointer = UnsafeMutablePointer<Record>.allocate(capacity: 1)
        pointer.initialize(to: Record())
        return pointer
    }()

    nonisolated(unsafe) private static let resetBytes: UnsafeBufferPointer<UInt8> = {
        let bytes = Array(ControlSequence.restoreAll.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return UnsafeBufferPointer(buffer)
    }()

    nonisolated(unsafe) private static var handlersInstalled = false

    private static func installHandlersOnce() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        _ = resetBytes  // initialise before a handler can need it
        atexit { TerminalRestorer.restoreNow() }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in handledSignals {
            _ = signal(signalNumber, restoringSignalHandler)
            sigaddset(&unblocked, signalNumber)
        }
        // NB: a process inherits its signal mask; make sure the thread entering raw mode receives them.
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }
}

/// Restores the terminal, then lets the signal do what it would have done.
private func restoringSignalHandler(_ signalNumber: Int32) {
    TerminalRestorer.restoreNow()
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}
