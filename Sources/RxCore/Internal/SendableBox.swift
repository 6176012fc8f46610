/// Carries a value into a `@Sendable` closure (a Dispatch block) when the value's thread-safety is
/// guaranteed by other means (a lock, a serial queue, the Rx event grammar).
struct UnsafeSendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
