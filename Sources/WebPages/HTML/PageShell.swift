import AuthModel

/// The document around every page: language, viewport for phones, the project's style sheet and
/// script (never inline), a skip link, a header and the page's content.
enum PageShell {
    static let stylesheetPath = "/__/pages/style.css"
    static let scriptPath = "/__/pages/reveal.js"
    static let iconPath = "/__/pages/icon.svg"

    /// `header` is the console's navigation bar; action pages have none and show their content in a card.
    static func document(title: String, language: AuthLanguage, header: HTML? = nil, content: HTML) -> HTML {
        let layout = header == nil ? "card" : "wide"
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="no-referrer">
            <title>\(title)</title>
            <link rel="stylesheet" href="\(stylesheetPath)">
            <link rel="icon" href="\(iconPath)" type="image/svg+xml">
            <script src="\(scriptPath)" defer></script>
            </head>
            <body>
            <a class="skip" href="#content">\(PageText.skipToContent.localized(in: language))</a>
            \(header ?? .empty)
            <main id="content" class="\(layout)">
            \(content)
            </main>
            </body>
            </html>

            """
    }

    /// A notice box: `role="status"` for good news, `role="alert"` for problems (read out at once).
    static func notice(_ text: String, isError: Bool) -> HTML {
        isError
            ? "<p class=\"notice error\" role=\"alert\">\(text)</p>"
            : "<p class=\"notice ok\" role=\"status\">\(text)</p>"
    }
}
