import Dispatch
import Foundation
import IdentityServer

/// `sesame serve`: runs the identity server until SIGTERM or SIGINT, then drains and exits 0.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "run the identity server"
    static var usage: String { ServerConfiguration.usage }

    static func run(arguments: [String]) async -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            StandardStreams.printOut(usage)
            return 0
        }
        let configuration: ServerConfiguration
        do {
            configuration = try ServerConfiguration.parse(arguments: arguments)
        } catch {
            StandardStreams.printError("sesame serve: \(error)")
            return 2
        }
        let server: IdentityServer
        do {
            server = try IdentityServer(configuration: configuration)
            try server.start()
        } catch {
            StandardStreams.printError(
                "sesame serve: " + StartupFailure.message(for: error, configuration: configuration))
            return 1
        }
        StandardStreams.printOut("listening on \(server.baseURL)")
        await waitForTermination()
        await server.stop()
        return 0
    }

    /// Suspends until SIGTERM or SIGINT arrives.
    private static func waitForTermination() async {
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let queue = DispatchQueue(label: "sesame.signals")
        let sources = [SIGTERM, SIGINT].map { DispatchSource.makeSignalSource(signal: $0, queue: queue) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = ResumeOnce(continuation)
            for source in sources {
                source.setEventHandler { resumed.resume() }
                source.resume()
            }
        }
        for source in sources { source.cancel() }
    }
}
