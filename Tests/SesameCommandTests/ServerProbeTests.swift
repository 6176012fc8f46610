import Foundation
import HTTPServer
import IdentityServer
import Testing

@testable import sesame

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the app asks a remote server before it opens (`sesame --server URL`): its project and whether
/// it is an emulator, from the server's answers rather than from a guessed project id.
@Suite struct ServerProbeTests {
    let home: ScratchHome
    let session = URLSession(configuration: .ephemeral)

    init() throws {
        home = try ScratchHome()
    }

    /// The probe's answer, asked on a Dispatch thread: its synchronous wait must not hold a thread of
    /// the cooperative pool, where the in-process server does its asynchronous work.
    func ask(_ baseURL: String, apiKey: String = "remote-key") async throws -> ServerProbe.Answer {
        let url = try #require(URL(string: baseURL))
        let session = session
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: ServerProbe.ask(baseURL: url, apiKey: apiKey, session: session))
            }
        }
    }

    @Test func anEmulatorOfAnyProjectIsRecognised() async throws {
        let server = try home.startServer(emulator: true) { $0.projectId = "other" }
        let answer = try await ask(server.baseURL)
        await server.stop()
        #expect(answer == ServerProbe.Answer(projectID: "other", isEmulator: true))
    }

    @Test func aProductionServerIsNoEmulator() async throws {
        let server = try home.startServer(emulator: false) { $0.projectId = "prod-project" }
        let answer = try await ask(server.baseURL)
        await server.stop()
        #expect(answer == ServerProbe.Answer(projectID: "prod-project", isEmulator: false, signInProviders: []))
    }

    /// A production server names the identity providers it signs in with, so the app offers only those.
    @Test func aProductionServerNamesItsProviders() async throws {
        let server = try home.startServer(emulator: false) {
            $0.projectId = "prod-project"
            $0.appleClientIds = ["com.example.app"]
        }
        let answer = try await ask(server.baseURL)
        await server.stop()
        #expect(answer.signInProviders == ["apple.com"])
    }

    /// An emulator that serves only its own project (as Firebase's does in single-project mode): only
    /// asking for the project it named finds out that it is one.
    @Test func theEmulatorIsAskedAboutTheProjectItNamed() async throws {
        var router = Router()
        router.add(
            .get, "/identitytoolkit.googleapis.com/v1/projects",
            inline: { _ in .json(Data(#"{"projectId":"single-7"}"#.utf8)) })
        router.add(
            .get, "/emulator/v1/projects/{project}/config",
            inline: { request in
                request.pathParameters["project"] == "single-7"
                    ? .json(Data(#"{"signIn":{"allowDuplicateEmails":false}}"#.utf8))
                    : .error(status: .notFound, message: "no such project")
            })
        let stub = HTTPServer(router: router)
        try stub.start()
        let answer = try await ask("http://127.0.0.1:\(stub.port)")
        await stub.stop()
        #expect(answer == ServerProbe.Answer(projectID: "single-7", isEmulator: true))
    }

    @Test func noServerIsNoEmulator() async throws {
        // The port of a server that has stopped: nothing answers there.
        let server = try home.startServer(named: "gone", emulator: true)
        await server.stop()
        #expect(try await ask(server.baseURL) == ServerProbe.Answer(projectID: nil, isEmulator: false))
    }
}
