import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, with an empty signal mask and default signal actions.
///
/// NB: a child inherits the signal mask of the spawning thread, and test threads (Dispatch workers)
/// block signals; a child started from them with Foundation's `Process` ignored the SIGTERM it was
/// sent, so the signal tests start their children here.
///
/// Every wait has a ``Deadline``; a test that starts a child ends with `defer { child.kill() }`, so a
/// child it gave up on does not outlive it.
final class ChildProcess {
    let pid: pid_t
    private var isReaped = false

    /// Starts `executable` with `arguments`, standard input and output on `terminal`, standard error
    /// on `errorFileDescriptor`.
    init(executable: URL, arguments: [String], terminal: Int32, errorFileDescriptor: Int32) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, terminal, 0)
        posix_spawn_file_actions_adddup2(&actions, terminal, 1)
        posix_spawn_file_actions_adddup2(&actions, errorFileDescriptor, 2)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, environ)
        guard result == 0 else { throw TerminalError.systemCall(name: "posix_spawn", errno: result) }
        self.pid = pid
    }

    /// How the child ended.
    enum Termination: Equatable {
        case exit(Int32)
        case signal(Int32)
    }

    /// Waits for the child to end and reaps it; once `deadline` passes, kills it and throws.
    func wait(before deadline: Deadline) throws -> Termination {
        try deadline.waitForExit(of: pid)
        return reap()
    }

    /// Kills the child with SIGKILL unless it was reaped already, and reaps it.
    func kill() {
        guard !isReaped else { return }
        send(SIGKILL, to: pid)
        do {
            try Deadline(Deadline.killLimit, for: "the killed child to end").waitForExit(of: pid)
            _ = reap()
        } catch {}  // stuck in the kernel: left unreaped rather than waited for forever
    }

    /// Reaps the child, which has ended.
    private func reap() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        isReaped = true
        let signal = status & 0x7F
        return signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
    }
}

/// kill(2), which the method of the same name hides inside ``ChildProcess``.
private func send(_ signal: Int32, to pid: pid_t) {
    _ = kill(pid, signal)
}
