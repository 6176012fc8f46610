import RxCore

extension ListView: ReactiveCompatible {}

extension Reactive where Base: ListView {
    /// The index of each item chosen with Enter; completes when the list goes away.
    public var itemSelected: Observable<Int> {
        base.selections.asObservable()
    }

    /// The items.
    public var items: AnyObserver<[String]> {
        makeBinding(base) { list, items in list.items = items }
    }
}
