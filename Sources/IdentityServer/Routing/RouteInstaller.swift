import AuthModel
import Foundation
import HTTPServer
import Storage

/// Turns the route table into an `HTTPServer.Router`: authentication, body parsing, the handler,
/// and errors as Firebase envelopes.
struct RouteInstaller: Sendable {
    let context: ServerContext

    func router(for routes: [RouteSpec]) -> Router {
        var router = Router()
        for route in routes {
            switch route.action {
            case .plain(let handler):
                let context = self.context
                if route.access == .emulator && !context.configuration.emulator { continue }
                if route.access == .operations && !context.configuration.emulator {
                    let authorization = CallerAuthorization(configuration: context.configuration)
                    router.add(
                        route.method, route.path,
                        inline: { request in
                            do throws(APIError) {
                                try authorization.requireAdminBearer(request)
                            } catch {
                                return Self.response(for: error)
                            }
                            return handler(context, request)
                        })
                    continue
                }
                router.add(route.method, route.path, inline: { request in handler(context, request) })
            case .api(let handler):
                if route.access == .emulator && !context.configuration.emulator { continue }
                let installer = self
                router.add(
                    route.method, route.path,
                    async: { request in
                        await installer.respond(to: request, route: route, handler: handler)
                    })
            case .inlineAPI(let handler):
                if route.access == .emulator && !context.configuration.emulator { continue }
                let installer = self
                if context.store.readsAreLocal {
                    router.add(
                        route.method, route.path,
                        inline: { request in
                            installer.respondInline(to: request, route: route, handler: handler)
                        })
                } else {
                    // Reads that wait on a database server would stall the HTTP thread: the handler
                    // runs there only as far as caches answer it, and otherwise again in a task.
                    router.add(
                        route.method, route.path,
                        inlineFirst: { request in
                            installer.respondFromCaches(to: request, route: route, handler: handler)
                        },
                        otherwise: { request in
                            installer.respondInline(to: request, route: route, handler: handler)
                        })
                }
            case .deferredAPI(let start, let otherwise):
                if route.access == .emulator && !context.configuration.emulator { continue }
                let installer = self
                if context.store.readsAreLocal {
                    router.add(
                        route.method, route.path,
                        deferred: { request, resumption in
                            installer.start(request, route: route, handler: start, resumption: resumption)
                        })
                } else {
                    router.add(
                        route.method, route.path,
                        async: { request in
                            await installer.respond(to: request, route: route, handler: otherwise)
                        })
                }
            }
        }
        return router
    }

    func respond(to request: HTTPRequest, route: RouteSpec, handler: RouteSpec.APIHandler) async
        -> HTTPResponse
    {
        do {
            let call = try makeCall(request, route: route)
            return .json(try await handler(context, call).data)
        } catch {
            return failure(error, request: request, route: route)
        }
    }

    /// `respond` for handlers that run on the HTTP thread.
    func respondInline(to request: HTTPRequest, route: RouteSpec, handler: RouteSpec.InlineAPIHandler)
        -> HTTPResponse
    {
        do {
            let call = try makeCall(request, route: route)
            return .json(try handler(context, call).data)
        } catch {
            return failure(error, request: request, route: route)
        }
    }

    /// `respond` for deferred handlers: errors before the hand-off are answered at once.
    func start(
        _ request: HTTPRequest, route: RouteSpec, handler: RouteSpec.DeferredAPIHandler,
        resumption: HTTPResumption
    ) {
        do {
            try handler(context, try makeCall(request, route: route)) { answer in
                resumption.resume {
                    do {
                        return .json(try answer().data)
                    } catch {
                        return failure(error, request: request, route: route)
                    }
                }
            }
        } catch {
            resumption.resume { failure(error, request: request, route: route) }
        }
    }

    /// `respondInline` as a `LocalReadAttempt`: nil when a store call needed the database.
    func respondFromCaches(to request: HTTPRequest, route: RouteSpec, handler: RouteSpec.InlineAPIHandler)
        -> HTTPResponse?
    {
        let (response, neededStore) = LocalReadAttempt.run {
            respondInline(to: request, route: route, handler: handler)
        }
        guard !neededStore, case .success(let response) = response else { return nil }
        return response
    }

    /// Authorization, the project check and the body, as the handler sees them.
    private func makeCall(_ request: HTTPRequest, route: RouteSpec) throws -> APICall {
        let privileged: Bool
        do {
            privileged = try CallerAuthorization(configuration: context.configuration)
                .authorize(request, access: route.access)
        } catch {
            if error == .unauthenticated {
                context.auditLog.record(
                    AuditEvent(
                        .adminAuthenticationFailure, actor: .anonymous, failure: error.auditCode,
                        sourceAddress: context.configuration.trustedProxies.clientAddress(of: request),
                        requestId: request.id, details: ["path": .string(route.path)]))
            }
            throw error
        }
        if let project = request.pathParameters["project"], !context.configuration.emulator,
            project != context.configuration.projectId
        {
            throw APIError.notFound
        }
        var body = try RequestBody(request: request)
        if request.method == .get || request.method == .delete {
            for (name, value) in request.query where name != "key" && body.fields[name] == nil {
                body.fields[RequestBody.camelCased(name)] = .string(value)
            }
        }
        try route.schema?.request?.validate(body.fields)
        if body.contains("targetProjectId") && !privileged {
            throw APIError.insufficientPermissionForProject
        }
        let ip = context.configuration.trustedProxies.clientAddress(of: request)
        let tenant = try TenantScope.tenant(of: request, body: body, route: route, context)
        return APICall(
            request: request, body: body, isPrivileged: privileged, ip: ip, tenant: tenant,
            actor: AuditActor.caller(of: request, privileged: privileged, configuration: context.configuration))
    }

    /// API errors as Firebase envelopes; anything else is logged and answered as a store failure.
    private func failure(_ error: any Error, request: HTTPRequest, route: RouteSpec) -> HTTPResponse {
        if let error = error as? APIError { return Self.response(for: error) }
        context.logger.error(
            "handler failure",
            [
                "request_id": .string(request.id), "route": .string(route.path),
                "error": .string(String(describing: error)),
            ])
        return Self.response(for: .storeFailure(error))
    }

    static func response(for error: APIError) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(error.envelope)) ?? Data()
        var response = HTTPResponse.json(status: HTTPStatus(code: error.status), data)
        if let seconds = error.retryAfterSeconds { response.headers["Retry-After"] = String(seconds) }
        return response
    }

    /// The server's own errors (404, 405, 413, 503) as envelopes.
    static func transportError(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        switch status.code {
        case 404: return response(for: .notFound)
        case 503: return response(for: .overloaded)
        default:
            let reason = status.code == 413 ? "payloadTooLarge" : "invalid"
            return response(
                for: APIError(
                    envelope: ErrorEnvelope(
                        httpStatus: status.code, message: message, reason: reason,
                        status: status.code == 405 ? "INVALID_ARGUMENT" : "FAILED_PRECONDITION")))
        }
    }
}
