/// An action waiting in a scheduler's queue.
final class ScheduledItem<State>: Cancelable, @unchecked Sendable {
    private let action: (State) -> Disposable
    private let state: State
    private let disposable = SingleAssignmentDisposable()

    init(action: @escaping (State) -> Disposable, state: State) {
        self.action = action
        self.state = state
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        disposable.setDisposable(action(state))
    }

    func dispose() {
        disposable.dispose()
    }
}

/// Type-erased view of a `ScheduledItem` for queues.
protocol InvocableScheduledItem: Cancelable {
    func invoke()
}

extension ScheduledItem: InvocableScheduledItem {}
