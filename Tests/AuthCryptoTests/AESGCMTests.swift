import Testing

@testable import AuthCrypto

@Suite struct AESGCMTests {
    @Test func sealedBoxOpensWithTheSameKeyOnly() throws {
        let key = try SecureRandom.bytes(count: 32)
        let plaintext = Array("refresh-token-successor".utf8)
        let box = try AESGCM.seal(plaintext, key: key)
        #expect(box.count == 12 + plaintext.count + 16)
        #expect(AESGCM.open(box, key: key) == plaintext)
        #expect(AESGCM.open(box, key: try SecureRandom.bytes(count: 32)) == nil)
        var tampered = box
        tampered[14] ^= 0x01
        #expect(AESGCM.open(tampered, key: key) == nil)
    }
}
