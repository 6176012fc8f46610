import AuthClient
import TerminalUI

/// The interactive terminal app: the coordinator's screens in an `Application` on the main run loop.
public enum LoginApp {
    /// Runs the app until Ctrl-C (or end of input). Call on the main thread; the terminal is given back
    /// on return, and on signals and crashes by TerminalUI's restorer.
    public static func run(
        client: AuthClient, configuration: LoginAppConfiguration = LoginAppConfiguration(),
        applicationConfiguration: ApplicationConfiguration = ApplicationConfiguration()
    ) throws(TerminalError) {
        let coordinator = LoginCoordinator(client: client, configuration: configuration)
        let application = Application(window: coordinator.window, configuration: applicationConfiguration)
        coordinator.onWindowChange = { [unowned application] window in application.window = window }
        application.keyHandler = { key in coordinator.handle(key) }
        coordinator.start()
        try application.run()
    }
}
