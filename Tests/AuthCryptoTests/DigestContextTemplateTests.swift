import Foundation
import Testing

@testable import AuthCrypto

/// Signing and verifying copy a context each key keeps initialised (`DigestContextTemplates`): the
/// copies must behave as fresh contexts, one after another and on many threads at once.
struct DigestContextTemplateTests {
    @Test func repeatedRS256SignaturesAreIdenticalAndEachVerifiesOnlyItsMessage() throws {
        let pair = try RSAKeyPair.generate()
        let message = Array("the same signing input".utf8)
        let first = try pair.signature(for: message)
        // PKCS #1 v1.5 is deterministic: a template left changed by an earlier use would show here.
        for _ in 0..<5 { #expect(try pair.signature(for: message) == first) }
        #expect(first.count == 256)
        for _ in 0..<5 {
            #expect(try pair.publicKey.isValidSignature(first, for: message))
            #expect(try !pair.publicKey.isValidSignature(first, for: message + [0]))
        }
        // A refused signature does not spoil the next verification.
        #expect(try !pair.publicKey.isValidSignature(Array(first.dropLast()), for: message))
        #expect(try pair.publicKey.isValidSignature(first, for: message))
    }

    @Test func es256SignaturesKeepVerifyingAfterManyUses() throws {
        let pair = try ECKeyPair.generate()
        var signatures: [[UInt8]] = []
        for index in 0..<8 { signatures.append(try pair.signature(for: Array("message \(index)".utf8))) }
        #expect(Set(signatures).count == 8)
        for (index, signature) in signatures.enumerated() {
            #expect(try pair.publicKey.isValidSignature(signature, for: Array("message \(index)".utf8)))
            #expect(try !pair.publicKey.isValidSignature(signature, for: Array("message \(index + 1)".utf8)))
        }
    }

    @Test func manyThreadsSignAndVerifyWithOneKeyAtOnce() throws {
        let pair = try RSAKeyPair.generate()
        let threads = 8
        let rounds = 12
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                let message = Array("thread \(thread) round \(round)".utf8)
                do {
                    let signature = try pair.signature(for: message)
                    if try !pair.publicKey.isValidSignature(signature, for: message) {
                        failures.add("own signature refused: \(thread)/\(round)")
                    }
                    if try pair.publicKey.isValidSignature(signature, for: message + [1]) {
                        failures.add("signature accepted for another message: \(thread)/\(round)")
                    }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        #expect(failures.all.isEmpty)
    }
}

/// Failures collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.withLock { messages.append(message) }
    }

    var all: [String] { lock.withLock { messages } }
}
