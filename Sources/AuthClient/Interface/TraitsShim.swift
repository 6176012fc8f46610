import RxCore

// NB: temporary until RxCore's traits (Single/Completable, branch rx-share) land on main; then this
// file goes and the names resolve to RxCore's `PrimitiveSequence` aliases.

/// A sequence of exactly one element or an error.
public typealias Single<Element> = Observable<Element>
/// A sequence of no elements that completes or fails.
public typealias Completable = Observable<Never>
