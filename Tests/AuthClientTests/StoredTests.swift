import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// `@Stored`: Codable values in a key-value store, with defaults.
struct StoredTests {
    struct Preferences: Codable, Sendable, Equatable {
        var language: String
        var remembersMe: Bool
    }

    struct Settings: Sendable {
        @Stored(key: "launchedBefore", default: false, store: InMemoryKeyValueStore())
        var launchedBefore: Bool

        @Stored var preferences: Preferences?

        init(store: any KeyValueStore) {
            _preferences = Stored(key: "preferences", default: nil, store: store)
        }
    }

    @Test func missingValue_isTheDefault() throws {
        let settings = Settings(store: InMemoryKeyValueStore())

        #expect(settings.launchedBefore == false)
        #expect(settings.preferences == nil)
    }

    @Test func assignedValue_isStoredAsJSONAndReadBack() throws {
        let store = InMemoryKeyValueStore()
        let settings = Settings(store: store)

        settings.preferences = Preferences(language: "ko", remembersMe: true)

        #expect(settings.preferences == Preferences(language: "ko", remembersMe: true))
        let json = try #require(try store.data(forKey: "preferences").flatMap(JSONValue.init(data:)))
        #expect(json == ["language": "ko", "remembersMe": true])
        #expect(Settings(store: store).preferences?.language == "ko")
    }

    @Test func assigningNil_removesTheKey() throws {
        let store = InMemoryKeyValueStore()
        let settings = Settings(store: store)
        settings.preferences = Preferences(language: "en", remembersMe: false)

        settings.preferences = nil

        #expect(store.keys == [])
        #expect(settings.preferences == nil)
    }

    @Test func undecodableValue_readsAsDefault_andLoadReportsCorrupt() throws {
        let store = InMemoryKeyValueStore(["preferences": Data("[1,2]".utf8)])
        let settings = Settings(store: store)

        #expect(settings.preferences == nil)
        let error = #expect(throws: KeyValueStoreError.self) { try settings.$preferences.load() }
        #expect(error?.kind == .corrupt)
        #expect(error?.location == "preferences")
    }

    @Test func nonOptionalValue_savesAndRemoves() throws {
        let store = InMemoryKeyValueStore()
        let counter = Stored(key: "count", default: 0, store: store)

        try counter.save(3)
        #expect(try counter.load() == 3)
        try counter.remove()
        #expect(counter.wrappedValue == 0)
    }
}
