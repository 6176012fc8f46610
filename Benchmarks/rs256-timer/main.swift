import AuthCrypto
import Foundation

// rs256-timer [--signs N] [--verifies N] [--threads T]
// Times the cryptographic floor of the server's token work with AuthCrypto, the code `sesame serve`
// signs and verifies with: one RS256 signature (RSASSA-PKCS1-v1_5 with SHA-256, RSA-2048) and one
// RS256 verification, over the signing input of an ID token shaped like the server's. Prints one line:
// `cpu_us_per_sign=… cpu_us_per_verify=… wall_us_per_sign=… wall_us_per_verify=… threads=T`. CPU time
// is each thread's own (CLOCK_THREAD_CPUTIME_ID), so other processes on a shared machine do not
// inflate it. With --threads T, T threads sign at once with the same key (as the server's HTTP threads
// do under load), then verify at once; the figures are per operation, averaged over the threads.

var signs = 2_000
var verifies = 20_000
var threads = 1
var arguments = Array(CommandLine.arguments.dropFirst())
while arguments.count >= 2 {
    let name = arguments.removeFirst()
    guard let value = Int(arguments.removeFirst()), value > 0 else {
        FileHandle.standardError.write(Data("rs256-timer: \(name) needs a positive integer\n".utf8))
        exit(2)
    }
    switch name {
    case "--signs": signs = value
    case "--verifies": verifies = value
    case "--threads": threads = value
    default:
        FileHandle.standardError.write(Data("rs256-timer: unknown option \(name)\n".utf8))
        exit(2)
    }
}
if !arguments.isEmpty {
    FileHandle.standardError.write(Data("rs256-timer: options take one value each\n".utf8))
    exit(2)
}

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func wallSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body` `count` times and returns microseconds of CPU and wall time per run.
func measure(_ count: Int, _ body: () throws -> Void) rethrows -> (cpu: Double, wall: Double) {
    let cpu = threadCPUSeconds()
    let wall = wallSeconds()
    for _ in 0..<count { try body() }
    return ((threadCPUSeconds() - cpu) * 1e6 / Double(count), (wallSeconds() - wall) * 1e6 / Double(count))
}

let pair = try RSAKeyPair.generate(bits: 2048)
let signer = JWTSigner.rs256(pair, keyID: String(repeating: "a", count: 40))
let now = Int64(Date().timeIntervalSince1970)
let token = try signer.sign(
    claims: [
        "iss": "https://securetoken.google.com/sesame-local", "aud": "sesame-local",
        "auth_time": .int(now), "user_id": .string(String(repeating: "u", count: 28)),
        "sub": .string(String(repeating: "u", count: 28)), "iat": .int(now), "exp": .int(now + 3600),
        "email": "seed-0@bench.test", "email_verified": false,
        "firebase": ["identities": ["email": ["seed-0@bench.test"]], "sign_in_provider": "password"],
    ], additionalHeaders: ["typ": "JWT"])
let lastDot = token.lastIndex(of: ".")!
let signingInput = Array(token[..<lastDot].utf8)
let signature = try pair.signature(for: signingInput)
guard try pair.publicKey.isValidSignature(signature, for: signingInput) else {
    FileHandle.standardError.write(Data("rs256-timer: the signature does not verify\n".utf8))
    exit(1)
}

/// The figures of one thread: microseconds of CPU and wall time per signature and per verification.
struct ThreadFigures {
    var signing = (cpu: 0.0, wall: 0.0)
    var verifying = (cpu: 0.0, wall: 0.0)
    var valid = true
}

/// Runs the threads: they start each phase together (a barrier), so they sign, then verify, at once.
func run(threads: Int, signs: Int, verifies: Int) -> [ThreadFigures] {
    nonisolated(unsafe) let barrier = UnsafeMutablePointer<pthread_barrier_t>.allocate(capacity: 1)
    pthread_barrier_init(barrier, nil, UInt32(threads))
    nonisolated(unsafe) let figures = UnsafeMutableBufferPointer<ThreadFigures>.allocate(capacity: threads)
    figures.initialize(repeating: ThreadFigures())
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        var mine = ThreadFigures()
        // Warm-up, so first-use costs (page faults, OpenSSL's lazy tables) do not count.
        for _ in 0..<50 { _ = try? pair.signature(for: signingInput) }
        pthread_barrier_wait(barrier)
        mine.signing = measure(signs) { _ = try? pair.signature(for: signingInput) }
        pthread_barrier_wait(barrier)
        mine.verifying = measure(verifies) {
            let valid = (try? pair.publicKey.isValidSignature(signature, for: signingInput)) ?? false
            mine.valid = valid && mine.valid
        }
        figures[thread] = mine
    }
    return Array(figures)
}

let figures = run(threads: threads, signs: signs, verifies: verifies)
guard figures.allSatisfy(\.valid) else {
    FileHandle.standardError.write(Data("rs256-timer: a verification failed\n".utf8))
    exit(1)
}
let threadCount = Double(figures.count)
func mean(_ value: (ThreadFigures) -> Double) -> Double { figures.map(value).reduce(0, +) / threadCount }
print(
    String(
        format: "cpu_us_per_sign=%.1f cpu_us_per_verify=%.2f wall_us_per_sign=%.1f wall_us_per_verify=%.2f",
        mean(\.signing.cpu), mean(\.verifying.cpu), mean(\.signing.wall), mean(\.verifying.wall))
        + " signing_input_bytes=\(signingInput.count) threads=\(threads)")
