import Foundation

/// The scheme and host of an absolute URL, or nil (for continue-URI checks).
struct URLComponentsLite {
    let scheme: String
    let host: String

    init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
            let host = components.host
        else { return nil }
        self.scheme = scheme
        self.host = host
    }
}
