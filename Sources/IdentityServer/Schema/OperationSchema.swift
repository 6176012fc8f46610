/// One endpoint's wire contract: its request body and its success answer. Request decoding
/// (`ObjectSchema.validate`), the OpenAPI document and the schema tests all read this one value.
struct OperationSchema: Sendable {
    /// The body's fields; nil for operations without a body (GET).
    let request: ObjectSchema?
    /// The success answer (200); nil for operations that only answer 501.
    let response: ObjectSchema?

    init(request: ObjectSchema?, response: ObjectSchema?) {
        self.request = request
        self.response = response
    }

    /// A known operation Sesame answers 501.
    static let notImplemented = OperationSchema(request: nil, response: nil)
}
