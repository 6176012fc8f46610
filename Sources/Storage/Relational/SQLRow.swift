import Foundation

/// A result row as the shared store code reads it; column indices start at 0.
///
/// Both engines' rows are valid only inside the closure they are handed to.
public protocol SQLRow {
    func isNull(_ column: Int) -> Bool
    func string(_ column: Int) -> String
    func optionalString(_ column: Int) -> String?
    func int64(_ column: Int) -> Int64
    func optionalInt64(_ column: Int) -> Int64?
    func int(_ column: Int) -> Int
    func bool(_ column: Int) -> Bool
    func data(_ column: Int) -> Data
    func optionalData(_ column: Int) -> Data?
}
