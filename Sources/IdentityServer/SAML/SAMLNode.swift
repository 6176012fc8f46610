import CXMLSec

/// An element of a parsed SAML document; valid only while its `SAMLXMLDocument` lives.
struct SAMLNode {
    let pointer: xmlNodePtr

    var localName: String { String(cString: pointer.pointee.name) }
    var namespace: String? { pointer.pointee.ns.map { String(cString: $0.pointee.href) } }

    func isElement(_ name: String, in namespace: String) -> Bool {
        localName == name && self.namespace == namespace
    }

    /// The parent element, if the parent is an element (not the document).
    var parent: SAMLNode? {
        guard let parent = pointer.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return nil }
        return SAMLNode(pointer: parent)
    }

    var childElements: [SAMLNode] {
        var elements: [SAMLNode] = []
        var next = pointer.pointee.children
        while let node = next {
            if node.pointee.type == XML_ELEMENT_NODE { elements.append(SAMLNode(pointer: node)) }
            next = node.pointee.next
        }
        return elements
    }

    func children(_ name: String, in namespace: String) -> [SAMLNode] {
        childElements.filter { $0.isElement(name, in: namespace) }
    }

    func child(_ name: String, in namespace: String) -> SAMLNode? { children(name, in: namespace).first }

    /// This element and every element below it, in document order.
    var subtree: [SAMLNode] { [self] + childElements.flatMap(\.subtree) }

    /// The attribute `name` without a namespace, as its node.
    func attributeNode(_ name: String) -> xmlAttrPtr? {
        var next = pointer.pointee.properties
        while let attribute = next {
            if attribute.pointee.ns == nil, String(cString: attribute.pointee.name) == name {
                return attribute
            }
            next = attribute.pointee.next
        }
        return nil
    }

    /// The value of the attribute `name` without a namespace.
    func attribute(_ name: String) -> String? {
        guard let attribute = attributeNode(name) else { return nil }
        var value = ""
        var next = attribute.pointee.children
        while let node = next {
            if let content = node.pointee.content { value += String(cString: content) }
            next = node.pointee.next
        }
        return value
    }

    /// The element's text, refused when anything but text is inside: a comment that canonicalisation
    /// drops (and the signature therefore ignores) must not be able to cut a value short.
    func text() throws(SAMLRefusal) -> String {
        var value = ""
        var next = pointer.pointee.children
        while let node = next {
            guard node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE else {
                throw .unexpectedMarkup
            }
            if let content = node.pointee.content { value += String(cString: content) }
            next = node.pointee.next
        }
        return value
    }
}
