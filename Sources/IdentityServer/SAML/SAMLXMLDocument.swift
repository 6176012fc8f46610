import CXMLSec

/// A SAML response parsed by libxml2 without any document type: no DTD, no entities, no network, no
/// file. A DOCTYPE anywhere is refused before parsing, and again if the parsed document has one.
final class SAMLXMLDocument {
    static let maximumBytes = 256 * 1024
    let pointer: xmlDocPtr

    init(bytes: [UInt8]) throws(SAMLRefusal) {
        guard XMLSecurityLibrary.isReady else { throw .unavailable }
        guard !bytes.isEmpty, bytes.count <= Self.maximumBytes else { throw .malformed }
        // UTF-16 and other encodings whose ASCII has NUL bytes would hide a declaration from the scan.
        guard !bytes.contains(0) else { throw .malformed }
        if Self.declaresTypeOrEntity(bytes) { throw .documentTypeDeclaration }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                xmlReadMemory(
                    characters.baseAddress, Int32(characters.count), "saml-response.xml", nil, options)
            }
        }
        guard let parsed else { throw .malformed }
        guard parsed.pointee.intSubset == nil, parsed.pointee.extSubset == nil else {
            xmlFreeDoc(parsed)
            throw .documentTypeDeclaration
        }
        pointer = parsed
    }

    deinit { xmlFreeDoc(pointer) }

    var root: SAMLNode? { xmlDocGetRootElement(pointer).map { SAMLNode(pointer: $0) } }

    /// Registers `attribute` as an XML ID, so a signature's `#id` reference resolves to its element.
    func registerID(_ value: String, attribute: xmlAttrPtr) -> Bool {
        value.utf8CString.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: xmlChar.self) { xmlAddID(nil, pointer, $0.baseAddress, attribute) }
        } != nil
    }

    /// `<!DOCTYPE` or `<!ENTITY`, in any letter case.
    private static func declaresTypeOrEntity(_ bytes: [UInt8]) -> Bool {
        let markers = ["<!doctype", "<!entity"].map { Array($0.utf8) }
        let lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        return markers.contains { marker in
            lowered.indices.contains { start in
                start + marker.count <= lowered.count
                    && lowered[start..<start + marker.count].elementsEqual(marker)
            }
        }
    }
}
