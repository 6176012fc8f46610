import Foundation
import IdentityServer
import PostgresStorage
import Testing

/// Two servers sharing one PostgreSQL schema, as two instances behind a load balancer would.
@Suite(
    "Two instances on PostgreSQL",
    .enabled(
        if: ProcessInfo.processInfo.environment["SESAME_TEST_DATABASE_URL"].map { !$0.isEmpty } == true,
        "SESAME_TEST_DATABASE_URL is not set: run scripts/test, or set it to a scratch database"))
struct PostgresMultiInstanceTests {
    private let url = ProcessInfo.processInfo.environment["SESAME_TEST_DATABASE_URL"] ?? ""
    private let schema = "server_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")

    private func onPostgres(_ configuration: inout ServerConfiguration) {
        configuration.database = url
        configuration.databaseSchema = schema
    }

    @Test func signUpOnOneInstanceSignsInOnTheOther() async throws {
        try await TestServer.with(configure: onPostgres) { (first: TestServer) async throws in
            try await TestServer.with(configure: onPostgres) { (second: TestServer) async throws in
                let signUp = try await first.signUp("shared@example.com")
                #expect(signUp.status == 200)
                let signIn = try await second.signIn("Shared@Example.com")
                #expect(signIn.status == 200)
                #expect(signIn.string("localId") == signUp.string("localId"))
                let firstKeys = try await first.request("GET", "/.well-known/jwks.json", credential: .none)
                let secondKeys = try await second.request("GET", "/.well-known/jwks.json", credential: .none)
                #expect(firstKeys.text == secondKeys.text)
            }
        }
    }

    @Test func concurrentSignUpsOfOneAddressOnBothInstancesCreateOneAccount() async throws {
        try await TestServer.with(configure: onPostgres) { (first: TestServer) async throws in
            try await TestServer.with(configure: onPostgres) { (second: TestServer) async throws in
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    for index in 0..<200 {
                        let server = index.isMultiple(of: 2) ? first : second
                        let email = index.isMultiple(of: 3) ? "Race@example.com" : "race@example.com"
                        group.addTask { try await server.signUp(email).status }
                    }
                    return try await group.reduce(into: [Int]()) { $0.append($1) }
                }
                #expect(statuses.count == 200)
                #expect(statuses.count { $0 == 200 } == 1)
                #expect(statuses.count { $0 == 400 } == 199)
                let store = try PostgresIdentityStore(
                    url: url, configuration: .init(poolSize: 1, schema: schema))
                #expect(try store.countAccounts() == 1)
            }
        }
    }
}
