import AuthCrypto
import HTTPServer

/// An OpenAPI 3.0 document generated from the route table: every path and method with its summary,
/// security schemes, path parameters, its request and success schemas (`OperationSchema`, the ones
/// request decoding checks), the answer's media type, 501 for the operations Sesame does not
/// implement, and the error envelope for every other status.
enum OpenAPIDocument {
    static func make(routes: [RouteSpec], configuration: ServerConfiguration) -> JSON {
        var paths: [String: [String: JSON]] = [:]
        let routes = routes.filter { $0.access != .emulator || configuration.emulator }
        for route in routes {
            paths[route.path, default: [:]][route.method.rawValue.lowercased()] = operation(route, emulator: configuration.emulator)
        }
        return [
            "openapi": "3.0.3",
            "info": [
                "title": "Sesame identity server",
                "version": "1.0.0",
                "description": "Firebase Authentication REST protocol (emulator URL layout).",
            ],
            "paths": .object(paths.mapValues { .object($0) }),
            "components": [
                "securitySchemes": [
                    "apiKeyQuery": ["type": "apiKey", "in": "query", "name": "key"],
                    "apiKeyHeader": ["type": "apiKey", "in": "header", "name": "x-goog-api-key"],
                    "bearer": ["type": "http", "scheme": "bearer"],
                ],
                "schemas": .object(
                    messageSchemas(routes).merging(["ErrorEnvelope": errorEnvelope]) { _, error in error }),
            ],
        ]
    }

    private static let errorEnvelope: JSON = [
        "type": "object",
        "required": ["error"],
        "properties": [
            "error": [
                "type": "object",
                "required": ["code", "message"],
                "properties": [
                    "code": ["type": "integer"], "message": ["type": "string"], "status": ["type": "string"],
                    "errors": ["type": "array", "items": ["type": "object"]],
                ],
            ]
        ],
    ]

    private static func operation(_ route: RouteSpec, emulator: Bool) -> JSON {
        let errorBody: JSON = ["application/json": ["schema": ["$ref": "#/components/schemas/ErrorEnvelope"]]]
        var responses: [String: JSON] = [
            "default": ["description": "Error envelope", "content": errorBody]
        ]
        if route.isNotImplemented {
            responses["501"] = ["description": "Not implemented", "content": errorBody]
        } else {
            let success: JSON = route.schema?.response.map { schemaReference($0) } ?? ["type": "object"]
            let content: JSON =
                route.contentType == "application/json"
                ? ["application/json": ["schema": success]]
                : .object([route.contentType: ["schema": ["type": "string"]]])
            responses["200"] = ["description": "Success", "content": content]
        }
        var fields: [String: JSON] = [
            "summary": .string(route.summary),
            "operationId": .string(operationId(route)),
            "security": security(route.access, emulator: emulator),
            "responses": .object(responses),
        ]
        let names = parameterNames(route.path)
        if !names.isEmpty {
            fields["parameters"] = .array(
                names.map {
                    ["name": .string($0), "in": "path", "required": true, "schema": ["type": "string"]]
                })
        }
        if route.isAPI, route.method == .post || route.method == .patch {
            let body = route.schema?.request.map { schemaReference($0) } ?? ["type": "object"]
            var content: [String: JSON] = ["application/json": ["schema": body]]
            if route.path.hasPrefix("/securetoken.googleapis.com") {
                content["application/x-www-form-urlencoded"] = ["schema": body]
            }
            fields["requestBody"] = ["required": false, "content": .object(content)]
        }
        return .object(fields)
    }

    private static func schemaReference(_ schema: ObjectSchema) -> JSON {
        ["$ref": .string("#/components/schemas/\(schema.name)")]
    }

    /// Every request and response message the routes name, by name.
    static func messageSchemas(_ routes: [RouteSpec]) -> [String: JSON] {
        var schemas: [String: JSON] = [:]
        for route in routes {
            route.schema?.request?.collect(into: &schemas)
            route.schema?.response?.collect(into: &schemas)
        }
        return schemas
    }

    private static func security(_ access: RouteAccess, emulator: Bool) -> JSON {
        switch access {
        case .apiKeyOrAdmin: [["apiKeyQuery": []], ["apiKeyHeader": []], ["bearer": []]]
        case .apiKey: [["apiKeyQuery": []], ["apiKeyHeader": []]]
        case .admin: [["bearer": []]]
        case .operations: emulator ? [] : [["bearer": []]]
        case .open, .emulator: []
        }
    }

    static func parameterNames(_ path: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in path {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(name)
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
    }

    private static func operationId(_ route: RouteSpec) -> String {
        let cleaned = route.path.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return route.method.rawValue.lowercased() + cleaned
    }
}
