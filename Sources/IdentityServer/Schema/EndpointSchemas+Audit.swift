extension EndpointSchemas {
    // MARK: Audit log (Sesame admin)

    static let auditEntry = ObjectSchema(
        "AuditEntry",
        [
            .string("id", required: true), .string("time", required: true), .string("kind", required: true),
            .object("actor", ObjectSchema("AuditActor", [.string("kind", required: true), .string("id")])),
            .string("target"), .string("tenantId"), .string("outcome", required: true), .string("sourceAddress"),
            .string("requestId"), .anyObject("details"),
        ])

    static let listAuditEntries = OperationSchema(
        request: ObjectSchema(
            "ListAuditEntriesRequest",
            [
                .string("target"), .string("kind"), .string("actor"), .string("since"), .string("until"),
                .int32("pageSize"), .string("pageToken"),
            ]),
        response: ObjectSchema("AuditEntryList", [.objects("entries", auditEntry), .string("nextPageToken")]))
}
