import Testing

@testable import WebPages

@Suite struct HTMLEscapingTests {
    @Test func interpolatedTextIsEscapedAndMarkupIsNot() {
        let name = #"<img src=x onerror=alert(1)> & "quoted" 'single'"#
        let cell: HTML = "<td title=\"\(name)\">\(name)</td>"
        #expect(
            cell.rendered
                == "<td title=\"&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;\">"
                + "&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;</td>")
        let row: HTML = "<tr>\(cell)</tr>"
        #expect(row.rendered.hasPrefix("<tr><td title="))
        let optional: String? = nil
        let empty: HTML = "<p>\(optional)</p>"
        #expect(empty.rendered == "<p></p>")
    }
}
