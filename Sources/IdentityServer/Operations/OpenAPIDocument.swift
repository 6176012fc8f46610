import HTTPServer

/// An OpenAPI 3.0 document generated from the route table: every path and method with its summary,
/// security schemes, path parameters, JSON request body and the error envelope.
enum OpenAPIDocument {
    static func make(routes: [RouteSpec], configuration: ServerConfiguration) -> JSON {
        var paths: [String: [String: JSON]] = [:]
        for route in routes {
            if route.access == .emulator && !configuration.emulator { continue }
            paths[route.path, default: [:]][route.method.rawValue.lowercased()] = operation(route)
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
                "schemas": [
                    "ErrorEnvelope": [
                        "type": "object",
                        "properties": [
                            "error": [
                                "type": "object",
                                "properties": [
                                    "code": ["type": "integer"], "message": ["type": "string"],
                                    "status": ["type": "string"],
                                    "errors": ["type": "array", "items": ["type": "object"]],
                                ],
                            ]
                        ],
                    ]
                ],
            ],
        ]
    }

    private static func operation(_ route: RouteSpec) -> JSON {
        let jsonObject: JSON = ["application/json": ["schema": ["type": "object"]]]
        let errorBody: JSON = ["application/json": ["schema": ["$ref": "#/components/schemas/ErrorEnvelope"]]]
        var fields: [String: JSON] = [
            "summary": .string(route.summary),
            "operationId": .string(operationId(route)),
            "security": security(route.access),
            "responses": [
                "200": ["description": "Success", "content": jsonObject],
                "default": ["description": "Error envelope", "content": errorBody],
            ],
        ]
        let names = parameterNames(route.path)
        if !names.isEmpty {
            fields["parameters"] = .array(
                names.map {
                    ["name": .string($0), "in": "path", "required": true, "schema": ["type": "string"]]
                })
        }
        if route.isAPI, route.method == .post || route.method == .patch {
            fields["requestBody"] = ["required": false, "content": jsonObject]
        }
        return .object(fields)
    }

    private static func security(_ access: RouteAccess) -> JSON {
        switch access {
        case .apiKeyOrAdmin: [["apiKeyQuery": []], ["apiKeyHeader": []], ["bearer": []]]
        case .apiKey: [["apiKeyQuery": []], ["apiKeyHeader": []]]
        case .admin: [["bearer": []]]
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
