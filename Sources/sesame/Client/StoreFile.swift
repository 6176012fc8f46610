import Foundation
import IdentityServer

/// The SQLite store file of the data directory a file command works on (`--data-dir`, else
/// `SESAME_DATA_DIR`, else the server's default); such commands refuse `--server`: a remote server's
/// store is its operator's (PostgreSQL: `pg_dump`).
enum StoreFile {
    static func path(_ options: ClientOptions, command: String) throws -> String {
        guard case .embedded(let directory) = options.server else {
            throw CommandFailure(
                "\(command) works on a data directory (--data-dir), not on --server; for PostgreSQL use pg_dump",
                code: "USAGE")
        }
        return (directory ?? ServerConfiguration.defaultDataDirectory()) + "/sesame.sqlite"
    }
}
