// concatMap: maps each element to a sequence and concatenates them in order.

extension ObservableType {
    /// Projects each element of an observable sequence to an observable sequence and
    /// concatenates the resulting sequences: the next one is subscribed only after the previous
    /// one completed.
    ///
    /// - Parameter selector: A transform function to apply to each element.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeLimitedProducer(source: asObservable(), maxConcurrent: 1, selector: selector)
    }
}
