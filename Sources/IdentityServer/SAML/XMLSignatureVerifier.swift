import CXMLSec

/// Verifies one `ds:Signature` with xmlsec against the provider's configured certificates only: the key
/// is set on the context, so nothing the signature's own KeyInfo carries is ever trusted. Only
/// same-document references, exclusive (or inclusive) canonicalisation, the enveloped-signature
/// transform, SHA-256/384/512 digests and RSA or ECDSA with SHA-256/384/512 are enabled; SHA-1, XPath,
/// XSLT and external URIs fail verification.
enum XMLSignatureVerifier {
    /// True when `signature` verifies with one of `certificates` (PEM).
    static func verifies(_ signature: SAMLNode, certificates: [String]) -> Bool {
        certificates.contains { verifies(signature, certificate: $0) }
    }

    private static func verifies(_ signature: SAMLNode, certificate: String) -> Bool {
        guard let context = xmlSecDSigCtxCreate(nil) else { return false }
        defer { xmlSecDSigCtxDestroy(context) }
        let pem = Array(certificate.utf8)
        // The context owns the key from here on (destroyed with it).
        context.pointee.signKey = pem.withUnsafeBufferPointer { buffer in
            sesame_xmlsec_key_from_pem_certificate(buffer.baseAddress, UInt32(buffer.count))
        }
        guard context.pointee.signKey != nil, restrict(context) else { return false }
        guard xmlSecDSigCtxVerify(context, signature.pointer) == 0 else { return false }
        return context.pointee.status == xmlSecDSigStatusSucceeded
    }

    private static func restrict(_ context: xmlSecDSigCtxPtr) -> Bool {
        context.pointee.enabledReferenceUris = sesame_xmlsec_uri_same_document()
        let canonicalisations = [
            xmlSecTransformExclC14NGetKlass(), xmlSecTransformInclC14NGetKlass(),
            xmlSecTransformInclC14N11GetKlass(),
        ]
        let referenceTransforms =
            canonicalisations + [
                xmlSecTransformEnvelopedGetKlass(), xmlSecOpenSSLTransformSha256GetKlass(),
                xmlSecOpenSSLTransformSha384GetKlass(), xmlSecOpenSSLTransformSha512GetKlass(),
            ]
        let signatureTransforms =
            canonicalisations + [
                xmlSecOpenSSLTransformRsaSha256GetKlass(), xmlSecOpenSSLTransformRsaSha384GetKlass(),
                xmlSecOpenSSLTransformRsaSha512GetKlass(), xmlSecOpenSSLTransformEcdsaSha256GetKlass(),
                xmlSecOpenSSLTransformEcdsaSha384GetKlass(), xmlSecOpenSSLTransformEcdsaSha512GetKlass(),
            ]
        return referenceTransforms.allSatisfy { xmlSecDSigCtxEnableReferenceTransform(context, $0) == 0 }
            && signatureTransforms.allSatisfy { xmlSecDSigCtxEnableSignatureTransform(context, $0) == 0 }
    }
}
