// MARK: - combineLatest for 2 to 4 infallible sequences

extension InfallibleType {
    /// Combines the latest elements of both sequences whenever either emits.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the latest elements of three sequences whenever any emits.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// Combines the latest elements of four sequences whenever any emits.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(),
                resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of both sequences into tuples.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2)
        -> Infallible<(I1.Element, I2.Element)>
    where Element == (I1.Element, I2.Element) {
        combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of three sequences into tuples.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)>
    where Element == (I1.Element, I2.Element, I3.Element) {
        combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of four sequences into tuples.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>
    where Element == (I1.Element, I2.Element, I3.Element, I4.Element) {
        combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
