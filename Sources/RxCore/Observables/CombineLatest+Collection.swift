// combineLatest over a collection of sequences of one element type.

extension ObservableType {
    /// Merges the sources into one sequence by using the selector function whenever any of them
    /// produces an element, once each has produced one. An empty collection emits
    /// `resultSelector([])` and completes.
    ///
    /// - Parameters:
    ///   - collection: The source sequences.
    ///   - resultSelector: Function to invoke whenever any of the sources produces an element.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionProducer(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Merges the sources into one sequence of arrays whenever any of them produces an element,
    /// once each has produced one.
    ///
    /// - Parameter collection: The source sequences.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }
}

private final class CombineLatestCollectionProducer<SourceElement, Result>: Producer<Result>,
    @unchecked Sendable
{
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
        let sink = CombineLatestCollectionSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class CombineLatestCollectionSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    typealias Parent = CombineLatestCollectionProducer<SourceElement, Observer.Element>

    private let parent: Parent
    private let lock = RecursiveLock()
    private let count: Int
    /// Latest values while some source has none yet; moved to `latest` once all have one.
    private var partial: [SourceElement?]
    private var latest: [SourceElement] = []
    private var numberOfValues = 0
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer) {
        self.parent = parent
        self.count = parent.sources.count
        self.partial = Array(repeating: nil, count: count)
        self.isDone = Array(repeating: false, count: count)
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let observer = CombineLatestCollectionObserver(parent: self, index: index)
            subscriptions[index].setDisposable(source.subscribeUnwrapped(observer))
        }
        if parent.sources.isEmpty {
            do {
                forwardOn(.next(try parent.resultSelector([])))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
            dispose()
        }
        return Disposables.create(subscriptions)
    }

    fileprivate func on(_ event: Event<SourceElement>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            if numberOfValues == count {
                latest[index] = element
            } else {
                if partial[index] == nil {
                    numberOfValues += 1
                }
                partial[index] = element
                if numberOfValues < count {
                    let othersDone = numberOfDone - (isDone[index] ? 1 : 0)
                    if othersDone == count - 1 {
                        forwardOn(.completed)
                        dispose()
                    }
                    return
                }
                latest = partial.map { $0! }
                partial = []
            }
            do {
                forwardOn(.next(try parent.resultSelector(latest)))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if isDone[index] {
                return
            }
            isDone[index] = true
            numberOfDone += 1
            if numberOfDone == count {
                forwardOn(.completed)
                dispose()
            } else {
                subscriptions[index].dispose()
            }
        }
    }
}

private final class CombineLatestCollectionObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: CombineLatestCollectionSink<SourceElement, Observer>
    private let index: Int

    init(parent: CombineLatestCollectionSink<SourceElement, Observer>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func on(_ event: Event<SourceElement>) {
        parent.on(event, at: index)
    }
}
