// flatMap: maps each element to a sequence and merges them all.

extension ObservableType {
    /// Projects each element of an observable sequence to an observable sequence and merges the
    /// resulting observable sequences into one observable sequence.
    ///
    /// - Parameter selector: A transform function to apply to each element.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), selector: selector, onlyWhenIdle: false)
    }
}
