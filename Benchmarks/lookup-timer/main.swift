import AuthCrypto
import Foundation
import HTTPServer
import IdentityServer

// lookup-timer [--lookups N] [--accounts N] [--threads T]
// Times `accounts:lookup` through the server's whole request pipeline in this process — middleware,
// routing, the API key, the body's schema, the ID token's parsing, claims and signature, the account,
// the rendered answer — without a socket, beside one RS256 verification of the same ID tokens with the
// same public key (the lookup's floor). It starts a server on a fresh SQLite data directory (cheap
// argon2id parameters: the accounts' hashes play no part in a lookup), signs up the accounts through
// the pipeline, warms up, then answers the lookups round-robin over their ID tokens, in blocks of 100
// alternating with blocks of 100 verifications, so that both see the same machine. With --threads T,
// T threads do so at once (as the server's HTTP threads answer side by side).
// Prints one line: `cpu_us_per_lookup=… cpu_us_per_verify=… ratio=… lookups=… accounts=… threads=…`,
// CPU time of each thread (CLOCK_THREAD_CPUTIME_ID), averaged over the threads. What a lookup costs
// beyond this is the transport: loopback TCP and libmicrohttpd, measured by
// Benchmarks/server-benchmark.sh, which runs this too.

/// The command line's figures.
struct Options {
    var lookups = 20_000
    var accounts = 64
    var threads = 1

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var arguments = arguments
        while arguments.count >= 2 {
            let name = arguments.removeFirst()
            guard let value = Int(arguments.removeFirst()), value > 0 else {
                fail("\(name) needs a positive integer", exitCode: 2)
            }
            switch name {
            case "--lookups": options.lookups = value
            case "--accounts": options.accounts = value
            case "--threads": options.threads = value
            default: fail("unknown option \(name)", exitCode: 2)
            }
        }
        if !arguments.isEmpty { fail("options take one value each", exitCode: 2) }
        return options
    }
}

func fail(_ message: String, exitCode: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("lookup-timer: \(message)\n".utf8))
    exit(exitCode)
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let apiKey = "bench-key"
let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("lookup-timer-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
var configuration = ServerConfiguration()
configuration.port = 0
configuration.dataDirectory = dataDirectory
configuration.apiKeys = [apiKey]
configuration.argon2MemoryKiB = 64
configuration.argon2Iterations = 1
configuration.rateLimits.enabled = false
configuration.logLevel = .warning

func post(_ path: String, _ body: String) -> HTTPRequest {
    HTTPRequest(
        method: .post, target: "/identitytoolkit.googleapis.com/v1/\(path)?key=\(apiKey)",
        headers: [
            "Host": "127.0.0.1", "Content-Type": "application/json",
            "Content-Length": String(body.utf8.count),
        ],
        body: Data(body.utf8), remoteAddress: "127.0.0.1")
}

let server: IdentityServer
do {
    server = try IdentityServer(configuration: configuration)
    try server.start()
} catch {
    fail("the server did not start: \(error)")
}

var idTokens: [String] = []
for n in 0..<options.accounts {
    let answer = await server.respond(
        to: post(
            "accounts:signUp",
            #"{"email":"seed-\#(n)@bench.test","password":"seed-password-\#(n)","returnSecureToken":true}"#))
    guard answer.status == .ok, let token = JSON.parse(answer.body)?["idToken"]?.stringValue else {
        fail("sign-up answered \(answer.status.code): \(String(decoding: answer.body, as: UTF8.self))")
    }
    idTokens.append(token)
}
let requests = idTokens.map { post("accounts:lookup", #"{"idToken":"\#($0)"}"#) }

// The floor: each token's signature checked with the server's public key, as the lookup does.
let keys = await server.respond(to: HTTPRequest(method: .get, target: "/.well-known/jwks.json"))
guard let keySet = try? JWKSet(jsonData: keys.body) else { fail("no JWKS") }
let signed: [(key: RSAPublicKey, signature: [UInt8], input: [UInt8])] = idTokens.map { token in
    guard let jwt = try? JWT(compact: token), let keyID = jwt.header.keyID,
        case .rsa(let key)? = keySet.publicKey(forKeyID: keyID), let lastDot = token.lastIndex(of: ".")
    else { fail("an ID token has no RSA key in the JWKS") }
    return (key, jwt.signature, Array(token[..<lastDot].utf8))
}

/// The timed work: lookups through the pipeline, and the signatures of their tokens checked alone, in
/// alternating blocks so that both see the same machine (a shared machine's speed drifts by the second).
struct Timed: Sendable {
    let server: IdentityServer
    let requests: [HTTPRequest]
    let signed: [(key: RSAPublicKey, signature: [UInt8], input: [UInt8])]
    static let block = 100

    /// CPU microseconds per lookup and per verification over `count` of each.
    func run(_ count: Int) async -> (lookup: Double, verify: Double) {
        var (lookupSeconds, verifySeconds) = (0.0, 0.0)
        var done = 0
        while done < count {
            let size = min(Self.block, count - done)
            var start = threadCPUSeconds()
            for index in done..<(done + size) {
                let answer = await server.respond(to: requests[index % requests.count])
                if answer.status != .ok { fail("lookup answered \(answer.status.code)") }
            }
            lookupSeconds += threadCPUSeconds() - start
            start = threadCPUSeconds()
            for index in done..<(done + size) {
                let entry = signed[index % signed.count]
                guard (try? entry.key.isValidSignature(entry.signature, for: entry.input)) == true else {
                    fail("a signature did not verify")
                }
            }
            verifySeconds += threadCPUSeconds() - start
            done += size
        }
        return (lookupSeconds * 1e6 / Double(count), verifySeconds * 1e6 / Double(count))
    }
}

/// Runs `threads` copies of `body` at once (as the server's HTTP threads answer side by side) and
/// returns the mean of their figures.
func together(_ threads: Int, _ body: @escaping @Sendable () async -> (lookup: Double, verify: Double)) async
    -> (lookup: Double, verify: Double)
{
    await withTaskGroup(of: (lookup: Double, verify: Double).self) { group in
        for _ in 0..<threads { group.addTask(operation: body) }
        let sum = await group.reduce((0.0, 0.0)) { ($0.0 + $1.lookup, $0.1 + $1.verify) }
        return (sum.0 / Double(threads), sum.1 / Double(threads))
    }
}

let timed = Timed(server: server, requests: requests, signed: signed)
let (count, threads) = (options.lookups, options.threads)
_ = await together(threads) { await timed.run(min(count, 500)) }
let (lookupMicroseconds, verifyMicroseconds) = await together(threads) { await timed.run(count) }
await server.stop()
print(
    String(
        format: "cpu_us_per_lookup=%.2f cpu_us_per_verify=%.2f ratio=%.2f", lookupMicroseconds,
        verifyMicroseconds, lookupMicroseconds / verifyMicroseconds)
        + " lookups=\(count) accounts=\(options.accounts) threads=\(threads)")
