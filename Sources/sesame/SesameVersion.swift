/// What `sesame --version` prints.
enum SesameVersion {
    static let number = "0.9.0"
    static var line: String { "sesame \(number)" }
}
