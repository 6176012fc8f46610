/// Identity Platform's four blocking triggers, by the names of `blockingFunctions.triggers` and the
/// `event_type` claim of the request's token.
public enum BlockingTrigger: String, Sendable, CaseIterable {
    case beforeCreate, beforeSignIn, beforeSendEmail, beforeSendSms
}
