import AuthCrypto
import Foundation
import IdentityServer

// argon2-timer [--count N] [--threads T] [--memory-kib K] [--iterations N] [--parallelism N]
// Times argon2id hashes with AuthCrypto's Argon2idHasher at `sesame serve`'s default parameters (or the
// given ones) and prints one line: `ms_per_hash=… hashes_per_second=… cpu_ms_per_hash=… threads=…
// parameters=…`. With --threads T, T threads hash at once and the figures are per thread and in total.
// cpu_ms_per_hash is the process's CPU time (user + system) per hash: the floor a server's CPU time per
// sign-in is compared with, unaffected by other processes sharing the machine.

let defaults = ServerConfiguration()
var count = 20
var threads = 1
var parameters = Argon2Parameters(
    memoryKiB: defaults.argon2MemoryKiB, iterations: defaults.argon2Iterations,
    parallelism: defaults.argon2Parallelism)

var arguments = Array(CommandLine.arguments.dropFirst())
while arguments.count >= 2 {
    let name = arguments.removeFirst()
    guard let value = UInt32(arguments.removeFirst()), value > 0 else {
        FileHandle.standardError.write(Data("argon2-timer: \(name) needs a positive integer\n".utf8))
        exit(2)
    }
    switch name {
    case "--count": count = Int(value)
    case "--threads": threads = Int(value)
    case "--memory-kib": parameters.memoryKiB = value
    case "--iterations": parameters.iterations = value
    case "--parallelism": parameters.parallelism = value
    default:
        FileHandle.standardError.write(Data("argon2-timer: unknown option \(name)\n".utf8))
        exit(2)
    }
}
if !arguments.isEmpty {
    FileHandle.standardError.write(Data("argon2-timer: options take one value each\n".utf8))
    exit(2)
}

let hasher = Argon2idHasher(parameters: parameters)
let hashesPerThread = count
// One warm-up hash so page faults of the first allocation do not count.
_ = try hasher.hash(password: "warm-up password")

func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

let clock = ContinuousClock()
let cpuStarted = processCPUSeconds()
let started = clock.now
DispatchQueue.concurrentPerform(iterations: threads) { thread in
    for index in 0..<hashesPerThread {
        _ = try? hasher.hash(password: "benchmark password \(thread)-\(index)")
    }
}
let elapsed = clock.now - started
let cpuMillisecondsPerHash = (processCPUSeconds() - cpuStarted) * 1000 / Double(count * threads)
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let millisecondsPerHash = seconds * 1000 / Double(count)
let total = Double(count * threads) / seconds
print(
    String(
        format: "ms_per_hash=%.2f hashes_per_second=%.1f cpu_ms_per_hash=%.2f", millisecondsPerHash, total,
        cpuMillisecondsPerHash)
        + " threads=\(threads) parameters=\(parameters)")
