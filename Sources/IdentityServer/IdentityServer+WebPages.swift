import HTTPServer
import WebPages

extension IdentityServer {
    /// The e-mail action page and the admin console, calling `api` (the JSON API's own responder) for
    /// everything they read or change, and the store's rate limiter for console sign-ins.
    static func webPages(context: ServerContext, api: HTTPResponder) throws -> WebPages {
        let configuration = context.configuration
        let settings = WebPagesSettings(
            projectId: configuration.projectId, emulator: configuration.emulator,
            publicURL: configuration.publicURL, authorizedDomains: configuration.allAuthorizedDomains,
            passwordPolicy: configuration.passwordPolicy, adminKey: configuration.adminKey)
        let services = WebPagesServices(
            api: { request in await api.respond(to: request) },
            now: { context.clock.milliseconds },
            allowConsoleSignIn: { request in
                do {
                    try context.rateLimiter.hit(
                        .consoleSignIn, ip: configuration.trustedProxies.clientAddress(of: request))
                    return true
                } catch {
                    return false
                }
            },
            consoleEvent: { event, request in
                context.auditLog.record(AuditEvent.console(event, request, configuration))
            })
        return try WebPages(settings: settings, services: services)
    }
}
