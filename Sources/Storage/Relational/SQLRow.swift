import Foundation

/// A result row as the shared store code reads it; column indices start at 0.
///
/// Reading a value the column cannot hold for the accessor throws `StoreError` (never traps).
/// Both engines' rows are valid only inside the closure they are handed to.
public protocol SQLRow {
    func isNull(_ column: Int) -> Bool
    func string(_ column: Int) throws(StoreError) -> String
    func optionalString(_ column: Int) -> String?
    func int64(_ column: Int) throws(StoreError) -> Int64
    func optionalInt64(_ column: Int) throws(StoreError) -> Int64?
    func int(_ column: Int) throws(StoreError) -> Int
    func bool(_ column: Int) throws(StoreError) -> Bool
    func data(_ column: Int) throws(StoreError) -> Data
    func optionalData(_ column: Int) throws(StoreError) -> Data?
}
