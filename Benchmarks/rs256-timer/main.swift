import AuthCrypto
import Foundation

// rs256-timer [--signs N] [--verifies N]
// Times the cryptographic floor of the server's token work with AuthCrypto, the code `sesame serve`
// signs and verifies with: one RS256 signature (RSASSA-PKCS1-v1_5 with SHA-256, RSA-2048) and one
// RS256 verification, over the signing input of an ID token shaped like the server's. Prints one line:
// `cpu_us_per_sign=… cpu_us_per_verify=… wall_us_per_sign=… wall_us_per_verify=…`. CPU time is this
// thread's (CLOCK_THREAD_CPUTIME_ID), so other processes on a shared machine do not inflate it.

var signs = 2_000
var verifies = 20_000
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

// Warm-up, so first-use costs (page faults, OpenSSL's lazy tables) do not count.
for _ in 0..<50 { _ = try pair.signature(for: signingInput) }
let signing = try measure(signs) { _ = try pair.signature(for: signingInput) }
var valid = true
let verifying = try measure(verifies) {
    valid = try pair.publicKey.isValidSignature(signature, for: signingInput) && valid
}
guard valid else {
    FileHandle.standardError.write(Data("rs256-timer: a verification failed\n".utf8))
    exit(1)
}
print(
    String(
        format: "cpu_us_per_sign=%.1f cpu_us_per_verify=%.2f wall_us_per_sign=%.1f wall_us_per_verify=%.2f",
        signing.cpu, verifying.cpu, signing.wall, verifying.wall)
        + " signing_input_bytes=\(signingInput.count)")
