import AuthModel
import Foundation
import Testing

@testable import AuthClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One owner-only JSON file, replaced atomically on every write.
struct FileKeyValueStoreTests {
    @Test func setThenRead_returnsTheBytes_andAMissingKeyIsNil() throws {
        let directory = try TemporaryDirectory()
        let store = FileKeyValueStore(fileURL: directory.file("state/session.json"))

        #expect(try store.data(forKey: "a") == nil)
        try store.set(Data("one".utf8), forKey: "a")
        try store.set(Data("two".utf8), forKey: "b")

        #expect(try store.data(forKey: "a") == Data("one".utf8))
        #expect(try store.data(forKey: "b") == Data("two".utf8))
        #expect(try store.data(forKey: "c") == nil)
    }

    @Test func removeValue_removesOnlyThatKey() throws {
        let directory = try TemporaryDirectory()
        let store = FileKeyValueStore(fileURL: directory.file("session.json"))
        try store.set(Data("one".utf8), forKey: "a")
        try store.set(Data("two".utf8), forKey: "b")

        try store.removeValue(forKey: "a")
        try store.removeValue(forKey: "never-set")

        #expect(try store.data(forKey: "a") == nil)
        #expect(try store.data(forKey: "b") == Data("two".utf8))
    }

    @Test func newFile_isOwnerOnly_inAnOwnerOnlyDirectory() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("nested/sesame/session.json")
        let previousMask = umask(0)
        defer { umask(previousMask) }

        try FileKeyValueStore(fileURL: file).set(Data("x".utf8), forKey: "k")

        #expect(try permissions(of: file) == 0o600)
        #expect(try permissions(of: file.deletingLastPathComponent()) == 0o700)
    }

    @Test func write_replacesTheFileByRename_andLeavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        let store = FileKeyValueStore(fileURL: file)
        try store.set(Data("old".utf8), forKey: "k")
        // A hard link keeps the old inode: an in-place write would change what it shows.
        let link = directory.file("old-link.json")
        try FileManager.default.linkItem(at: file, to: link)
        let before = try Data(contentsOf: link)

        try store.set(Data("new".utf8), forKey: "k")

        #expect(try Data(contentsOf: link) == before)
        #expect(try Data(contentsOf: file) != before)
        #expect(try store.data(forKey: "k") == Data("new".utf8))
        #expect(try permissions(of: file) == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(names == ["old-link.json", "session.json"])
    }

    @Test func fileFormat_isVersionedJSON() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try FileKeyValueStore(fileURL: file).set(Data("hi".utf8), forKey: "greeting")

        let json = try JSONValue(data: try Data(contentsOf: file))

        #expect(json == ["values": ["greeting": "aGk="], "version": 1])
    }

    @Test func secondInstance_seesTheFirstOnesWrites() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try FileKeyValueStore(fileURL: file).set(Data("kept".utf8), forKey: "k")

        #expect(try FileKeyValueStore(fileURL: file).data(forKey: "k") == Data("kept".utf8))
    }

    @Test func corruptFile_failsReadsAsCorrupt_andTheNextWriteReplacesIt() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try Data("{not json".utf8).write(to: file)
        let store = FileKeyValueStore(fileURL: file)

        let error = #expect(throws: KeyValueStoreError.self) { try store.data(forKey: "k") }
        #expect(error?.kind == .corrupt)
        #expect(error?.location == file.path)

        try store.set(Data("fresh".utf8), forKey: "k")
        #expect(try store.data(forKey: "k") == Data("fresh".utf8))
    }

    @Test func unreadablePath_failsReadsAsUnreadable() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("session.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

        let error = #expect(throws: KeyValueStoreError.self) {
            try FileKeyValueStore(fileURL: file).data(forKey: "k")
        }
        #expect(error?.kind == .unreadable)
    }

    @Test func defaultLocation_followsXDGStateHome() {
        let url = FileKeyValueStore.defaultFileURL(environment: [
            "XDG_STATE_HOME": "/x/state", "HOME": "/home/u",
        ])
        #expect(url.path == "/x/state/sesame/session.json")
    }

    @Test func defaultLocation_ignoresARelativeXDGStateHome() {
        let url = FileKeyValueStore.defaultFileURL(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/u"])
        #if os(Linux)
            #expect(url.path == "/home/u/.local/state/sesame/session.json")
        #else
            #expect(url.path.hasSuffix("Application Support/sesame/session.json"))
        #endif
    }
}
