// flatMapFirst: maps to an inner sequence only while no inner sequence is active.

extension ObservableType {
    /// Projects each element of an observable sequence to an observable sequence and merges the
    /// resulting sequences. Elements arriving while a previous inner sequence is still active
    /// are ignored.
    ///
    /// - Parameter selector: A transform function to apply to each element.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), selector: selector, onlyWhenIdle: true)
    }
}
