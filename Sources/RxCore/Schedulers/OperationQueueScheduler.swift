import Foundation

/// Runs work as operations on an `OperationQueue`, at `queuePriority`.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the work goes to.
    public let operationQueue: OperationQueue
    /// The priority of the operations it adds.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding operations of `queuePriority` to `operationQueue`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`, unless the returned disposable was disposed before it starts.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeSendableBox({ cancel.setDisposable(action(state)) })
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            work.value()
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
