// flatMapLatest: maps each element to a sequence and follows only the latest one.

extension ObservableType {
    /// Projects each element of an observable sequence into a new sequence and produces values
    /// only from the most recent one; the previous inner subscription is disposed.
    ///
    /// - Parameter selector: A transform function to apply to each element.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        SwitchProducer(source: asObservable(), selector: selector)
    }
}
