/// The integer types `timer` and `interval` count with.
public typealias RxAbstractInteger = FixedWidthInteger
