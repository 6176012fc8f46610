/// Hands a non-Sendable value to another thread in tests where the hand-over is ordered by a
/// semaphore, so no two threads use it at once.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
