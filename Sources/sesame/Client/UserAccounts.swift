import AuthCrypto
import Foundation

/// The accounts of the server's project through the admin API firebase-admin uses
/// (`v1/projects/{p}/accounts…`), for `sesame users`. The project is the one the server names.
struct UserAccounts: Sendable {
    let api: AdminAPI
    /// `/identitytoolkit.googleapis.com/v1/projects/<project>/accounts`.
    let path: String

    /// The largest page `accounts:batchGet` answers and the most users one `accounts:batchCreate` takes.
    static let batchSize = 1000

    /// Asks the server its project (`GET …/v1/projects`, which takes the admin bearer).
    static func of(_ connection: ClientConnection, adminKey: String?) async throws -> UserAccounts {
        let api = try AdminAPI.of(connection, adminKey: adminKey)
        let root = "/identitytoolkit.googleapis.com/v1/projects"
        guard let project = try await api.send("GET", root)["projectId"]?.stringValue, !project.isEmpty else {
            throw CommandFailure("the server did not name its project")
        }
        return UserAccounts(api: api, path: root + "/" + project + "/accounts")
    }

    /// The account `field` (`localId`, `email` or `phoneNumber`) names, as the server renders it.
    func lookup(_ field: String, _ value: String) async throws -> [String: JSON] {
        let answer = try await api.send("POST", path + ":lookup", [field: [.string(value)]])
        guard let user = answer["users"]?.arrayValue?.first?.objectValue else {
            throw CommandFailure("no user has that \(UserSelector.noun(of: field))", code: "USER_NOT_FOUND")
        }
        return user
    }

    /// Every account, in `localId` order, page by page.
    func all() async throws -> [[String: JSON]] {
        var users: [[String: JSON]] = []
        var token: String?
        repeat {
            var query = [URLQueryItem(name: "maxResults", value: String(Self.batchSize))]
            if let token { query.append(URLQueryItem(name: "nextPageToken", value: token)) }
            let page = try await api.send("GET", path + ":batchGet", query: query)
            let batch = (page["users"]?.arrayValue ?? []).compactMap(\.objectValue)
            users += batch
            token = batch.isEmpty ? nil : page["nextPageToken"]?.stringValue
        } while token != nil
        return users
    }

    /// Creates an account; returns its `localId`.
    func create(_ fields: [String: JSON]) async throws -> String {
        guard let localId = try await api.send("POST", path, .object(fields))["localId"]?.stringValue else {
            throw CommandFailure("the server's answer names no localId")
        }
        return localId
    }

    func update(_ fields: [String: JSON]) async throws {
        _ = try await api.send("POST", path + ":update", .object(fields))
    }

    func delete(localId: String) async throws {
        _ = try await api.send("POST", path + ":delete", ["localId": .string(localId)])
    }

    /// Imports one batch (`accounts:batchCreate`); returns the refusals, `(index in the batch, message)`.
    func batchCreate(_ body: [String: JSON]) async throws -> [(index: Int, message: String)] {
        let answer = try await api.send("POST", path + ":batchCreate", .object(body))
        return (answer["error"]?.arrayValue ?? []).map { entry in
            (Int(entry["index"]?.int64Value ?? -1), entry["message"]?.stringValue ?? "refused")
        }
    }
}
