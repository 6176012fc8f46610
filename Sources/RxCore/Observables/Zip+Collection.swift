// zip over a collection of sequences of one element type.

extension ObservableType {
    /// Merges the sources into one sequence by using the selector function whenever all of them
    /// have produced an element at a corresponding index.
    ///
    /// - Parameters:
    ///   - collection: The source sequences.
    ///   - resultSelector: Function to invoke for each series of elements at corresponding
    ///     indexes in the sources.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Merges the sources into one sequence of arrays whenever all of them have produced an
    /// element at a corresponding index.
    ///
    /// - Parameter collection: The source sequences.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }
}

private final class ZipCollectionProducer<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    typealias ResultSelector = ([SourceElement]) throws -> Result

    fileprivate let sources: [Observable<SourceElement>]
    fileprivate let resultSelector: ResultSelector

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ResultSelector) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Result {
        let sink = ZipCollectionSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

/// Mirrors RxSwift's collection zip: it emits when every buffer holds an element, and it
/// completes when all sources completed, or when an element arrives that can never be paired
/// because every other source already completed.
private final class ZipCollectionSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    typealias Parent = ZipCollectionProducer<SourceElement, Observer.Element>

    private let parent: Parent
    private let lock = RecursiveLock()
    private let count: Int
    private var buffers: [ZipBuffer<SourceElement>]
    private var numberOfNonEmpty = 0
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var subscriptions: [SingleAssignmentDisposable]
    private var isFinished = false

    init(parent: Parent, observer: Observer) {
        self.parent = parent
        self.count = parent.sources.count
        self.buffers = Array(repeating: ZipBuffer(), count: count)
        self.isDone = Array(repeating: false, count: count)
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let observer = ZipCollectionObserver(parent: self, index: index)
            subscriptions[index].setDisposable(source.subscribeUnwrapped(observer))
        }
        if parent.sources.isEmpty {
            forwardOn(.completed)
            dispose()
        }
        return Disposables.create(subscriptions)
    }

    /// What `on(_:at:)` does once it released the lock.
    private enum Followup {
        case none
        case disposeSource(Int)
        case finish(Event<Observer.Element>)
    }

    /// Elements are paired and forwarded under the lock, which keeps them in order; ending the sequence
    /// and disposing subscriptions happen after it is released, so a source whose disposal takes another
    /// lock (a shared sequence's) cannot deadlock against a thread holding that lock and delivering here.
    fileprivate func on(_ event: Event<SourceElement>, at index: Int) {
        lock.lock()
        let followup = synchronizedOn(event, at: index)
        lock.unlock()
        switch followup {
        case .none:
            break
        case .disposeSource(let index):
            subscriptions[index].dispose()
        case .finish(let event):
            forwardOn(event)
            dispose()
        }
    }

    private func synchronizedOn(_ event: Event<SourceElement>, at index: Int) -> Followup {
        if isFinished { return .none }
        switch event {
        case .next(let element):
            buffers[index].enqueue(element)
            if buffers[index].count == 1 {
                numberOfNonEmpty += 1
            }
            if numberOfNonEmpty < count {
                return numberOfDone == count - 1 ? finish(.completed) : .none
            }
            var arguments: [SourceElement] = []
            arguments.reserveCapacity(count)
            numberOfNonEmpty = 0
            for i in 0..<count {
                arguments.append(buffers[i].dequeue())
                if !buffers[i].isEmpty {
                    numberOfNonEmpty += 1
                }
            }
            do {
                forwardOn(.next(try parent.resultSelector(arguments)))
                return .none
            } catch {
                return finish(.error(error))
            }
        case .error(let error):
            return finish(.error(error))
        case .completed:
            if isDone[index] {
                return .none
            }
            isDone[index] = true
            numberOfDone += 1
            return numberOfDone == count ? finish(.completed) : .disposeSource(index)
        }
    }

    /// Marks the sequence finished (nothing more is forwarded) and says to end it with `event`.
    private func finish(_ event: Event<Observer.Element>) -> Followup {
        isFinished = true
        return .finish(event)
    }
}

private final class ZipCollectionObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: ZipCollectionSink<SourceElement, Observer>
    private let index: Int

    init(parent: ZipCollectionSink<SourceElement, Observer>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func on(_ event: Event<SourceElement>) {
        parent.on(event, at: index)
    }
}
