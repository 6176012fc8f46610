import HTTPServer

/// The web pages `sesame serve` shows people: the e-mail action page at `/__/auth/action` (where the
/// links in password-reset and verification mail lead) and the admin console at `/console/`.
///
/// The pages reach accounts only through the server's JSON API (`WebPagesServices.api`), the way the
/// SDKs do: the action page with the link's API key, the console with the admin bearer. All markup,
/// the style sheet and the one small script are written in this module and compiled into the binary.
public struct WebPages: Sendable {
    /// Paths the pages own; the JSON API's CORS handling stays off them.
    public static let pathPrefixes = ["/__/", "/console"]

    let action: ActionPage
    let console: ConsolePages

    public init(settings: WebPagesSettings, services: WebPagesServices) throws {
        let api = APIClient(send: services.api)
        let guardian = FormGuard(publicOrigin: settings.publicURL)
        action = ActionPage(settings: settings, api: api, guardian: guardian)
        console = ConsolePages(
            settings: settings, services: services, api: api, guardian: guardian,
            sessions: try ConsoleSessions(settings: settings, now: services.now))
    }

    /// Adds the pages' routes (after the API's, which they never shadow).
    public func install(into router: inout Router) {
        router.add(
            .get, PageShell.stylesheetPath,
            inline: { _ in
                PageResponse.asset(Stylesheet.css, contentType: "text/css; charset=utf-8")
            })
        router.add(
            .get, PageShell.scriptPath,
            inline: { _ in
                PageResponse.asset(RevealScript.javascript, contentType: "text/javascript; charset=utf-8")
            })
        router.add(
            .get, PageShell.iconPath,
            inline: { _ in
                PageResponse.asset(Stylesheet.icon, contentType: "image/svg+xml")
            })
        let action = self.action
        router.add(.get, ActionLink.path, async: { await action.show($0) })
        router.add(.post, ActionLink.path, async: { await action.submit($0) })
        console.install(into: &router)
    }
}
