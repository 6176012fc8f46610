import RxCore

extension ListView: ReactiveCompatible {}

extension Reactive where Base: ListView {
    /// The index of each item chosen with Enter; completes when the list goes away.
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(events: base.selections)
    }

    /// The items.
    public var items: Binder<[String]> {
        Binder(base) { list, items in list.items = items }
    }
}
