/// An immutable copy of a subject's observers, taken under the subject's lock and used outside it. The
/// subject keeps it until its observers change, so sending an element copies nothing.
final class ObserverSnapshot<Element> {
    private let boxes: UnsafeMutablePointer<AnyObserverBox<Element>>
    private let count: Int

    /// Copies `bag`, whose boxes all are `AnyObserverBox<Element>`.
    init(_ bag: ObserverBag) {
        count = bag.count
        boxes = .allocate(capacity: Swift.max(count, 1))
        var index = 0
        bag.forEach { box in
            (boxes + index).initialize(to: unsafeDowncast(box, to: AnyObserverBox<Element>.self))
            index += 1
        }
    }

    deinit {
        boxes.deinitialize(count: count)
        boxes.deallocate()
    }

    /// Delivers `element` to every observer, in subscription order.
    func deliverNext(_ element: Element) {
        var index = 0
        while index < count {
            boxes[index].onNext(element)
            index += 1
        }
    }

    /// Delivers `event` to every observer, in subscription order.
    func deliver(_ event: Event<Element>) {
        var index = 0
        while index < count {
            boxes[index].on(event)
            index += 1
        }
    }
}
