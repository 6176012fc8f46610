/// The non-generic base of the observer boxes a subject keeps. Its bag holds boxes as this type, so
/// that inserting and removing observers is compiled for one concrete type instead of looking up
/// generic metadata (`Bag<AnyObserverBox<Element>>`, its optionals and tuples) at run time.
/// `ObserverSnapshot` turns them back into `AnyObserverBox<Element>`.
class ObserverBoxBase {}

/// The bag of observers a subject keeps.
typealias ObserverBag = Bag<ObserverBoxBase>
