import AuthCrypto
import Foundation
import Storage
import Testing

@testable import IdentityServer

/// Refresh tokens name their family and live in its row; tokens issued before that (the random part
/// alone, stored by hash) keep refreshing as they did.
@Suite struct RefreshTokenLayoutTests {
    private static let base64URL = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    private static func hash(_ token: String) throws -> Data {
        Data(try AuthCrypto.SHA256.hash(Array(token.utf8)))
    }

    @Test func tokensNameTheirFamilyAndLiveInItsRow() async throws {
        try await TestServer.with { server in
            let first = try #require(try await server.signUp("row@example.com").string("refreshToken"))
            #expect(first.count == 65)
            #expect(first.allSatisfy { Self.base64URL.contains($0) })
            let familyId = String(first.prefix(22))
            let second = try #require(try await server.refresh(first).string("refresh_token"))
            let third = try #require(try await server.refresh(second).string("refresh_token"))
            #expect(second.prefix(22) == familyId && third.prefix(22) == familyId)
            #expect(Set([first, second, third]).count == 3)

            let store = server.server.context.store
            #expect(try store.refreshToken(hash: Self.hash(third), familyId: familyId)?.spentAt == nil)
            #expect(try store.refreshToken(hash: Self.hash(second), familyId: familyId)?.spentAt != nil)
            #expect(try store.refreshToken(hash: Self.hash(first), familyId: familyId) == nil)
            #expect(try store.refreshToken(hash: Self.hash(third)) == nil)
        }
    }

    @Test func aWrongSecretForAKnownFamilyIsAReplayAndAnUnknownFamilyIsInvalid() async throws {
        try await TestServer.with { server in
            let token = try #require(try await server.signUp("forged@example.com").string("refreshToken"))
            let unknown = String(repeating: "A", count: 22) + token.dropFirst(22)
            #expect(try await server.refresh(unknown).errorMessage == "INVALID_REFRESH_TOKEN")
            #expect(
                try await server.refresh(String(token.dropLast())).errorMessage == "INVALID_REFRESH_TOKEN")
            let wrongSecret = token.prefix(22) + String(repeating: "B", count: 43)
            #expect(try await server.refresh(String(wrongSecret)).errorMessage == "TOKEN_EXPIRED")
            // Presenting a token of the family that is not its live one revoked the family.
            #expect(try await server.refresh(token).errorMessage == "TOKEN_EXPIRED")
        }
    }

    @Test func aTokenStoredByHashKeepsRefreshingInItsOwnRows() async throws {
        try await TestServer.with { server in
            let localId = try #require(try await server.signUp("legacy@example.com").string("localId"))
            let store = server.server.context.store
            let legacy = try SecureRandom.token(bits: 256)
            let now = server.clock.clock.milliseconds
            try store.insertRefreshToken(
                RefreshTokenRecord(
                    tokenHash: Self.hash(legacy), familyId: try SecureRandom.token(bits: 128),
                    localId: localId,
                    signInProvider: "password", authTime: now, createdAt: now,
                    absoluteExpiry: now + 86_400_000))

            let rotated = try await server.refresh(legacy)
            #expect(rotated.status == 200)
            let successor = try #require(rotated.string("refresh_token"))
            #expect(successor.count == 43)
            #expect(try store.refreshToken(hash: Self.hash(successor))?.spentAt == nil)
            #expect(try await server.refresh(legacy).string("refresh_token") == successor)
            server.clock.advance(seconds: 11)
            #expect(try await server.refresh(legacy).errorMessage == "TOKEN_EXPIRED")
            #expect(try await server.refresh(successor).errorMessage == "TOKEN_EXPIRED")
        }
    }
}
