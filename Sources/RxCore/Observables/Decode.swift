import Foundation

extension ObservableType where Element == Data {
    /// Decodes each element as an `Item` with `decoder`; a decoding error ends the sequence with it.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder)
        -> Observable<Item>
    {
        map { try decoder.decode(type, from: $0) }
    }
}

/// Something that decodes a value from data, such as `JSONDecoder` or `PropertyListDecoder`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
