// generate: a for-loop as an observable sequence.

extension ObservableType {
    /// Generates an observable sequence by running a state-driven loop producing the sequence's
    /// elements, using the specified scheduler to run the loop and send out observer messages.
    ///
    /// - Parameters:
    ///   - initialState: Initial state.
    ///   - condition: Condition to terminate generation (upon returning `false`).
    ///   - scheduler: Scheduler on which to run the generator loop.
    ///   - iterate: Iteration step function.
    /// - Returns: The generated sequence.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateProducer(
            initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

private final class GenerateProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let initialState: Element
    fileprivate let condition: (Element) throws -> Bool
    fileprivate let iterate: (Element) throws -> Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element,
        scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = GenerateSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class GenerateSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element
    private let parent: GenerateProducer<Element>
    private var state: Element

    init(parent: GenerateProducer<Element>, observer: Observer) {
        self.parent = parent
        self.state = parent.initialState
        super.init(observer: observer)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(true) { isFirst, recurse in
            do {
                if !isFirst {
                    self.state = try self.parent.iterate(self.state)
                }
                if try self.parent.condition(self.state) {
                    self.forwardOn(.next(self.state))
                    recurse(false)
                } else {
                    self.forwardOn(.completed)
                    self.dispose()
                }
            } catch {
                self.forwardOn(.error(error))
                self.dispose()
            }
        }
    }
}
