/// Carries a main-thread value into a `DispatchQueue.main` closure. NB: the value is only touched on
/// the main thread; the box only satisfies the compiler's Sendable check.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
