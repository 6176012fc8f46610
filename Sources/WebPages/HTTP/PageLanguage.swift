import AuthModel
import HTTPServer

/// The language of a page: the link's `lang` (`ko`, `ko-KR`, `en`) when it names a language the
/// pages have, else the best supported entry of `Accept-Language` (by quality, then order), else English.
enum PageLanguage {
    static func of(_ request: HTTPRequest, form: HTTPParameters? = nil) -> AuthLanguage {
        if let lang = form?["lang"] ?? request.query["lang"], let language = supported(lang) {
            return language
        }
        return accepted(request.headers["Accept-Language"] ?? "") ?? .english
    }

    /// The language a tag names, when the pages have it.
    static func supported(_ tag: String) -> AuthLanguage? {
        AuthLanguage(supportedTag: tag)
    }

    /// The supported language with the highest quality in an `Accept-Language` value (`q=0` excluded).
    static func accepted(_ header: String) -> AuthLanguage? {
        var best: (language: AuthLanguage, quality: Double)?
        for entry in header.split(separator: ",") {
            let parts = entry.split(separator: ";")
            guard let tag = parts.first, let language = supported(String(tag)) else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == "q" {
                    quality = Double(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
            if quality > 0, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        return best?.language
    }
}
