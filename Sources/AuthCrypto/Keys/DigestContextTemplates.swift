internal import COpenSSL
import Synchronization

/// One key's signing and verification contexts, initialised once and copied for each operation.
///
/// `EVP_DigestSignInit` and `EVP_DigestVerifyInit` look the algorithms up by name in OpenSSL's
/// provider tables on every call (8 % of an RS256 verification's instructions on one thread, more
/// with several threads at once); copying an initialised context (`EVP_MD_CTX_copy_ex`) skips that.
/// OpenSSL forbids using one context on two threads at once, copying included, so each template is
/// lent to one operation at a time: an operation takes a template out of the pool (or initialises a
/// new one when all are lent), copies it and puts it back before signing or verifying with the copy.
final class DigestContextTemplates: @unchecked Sendable {
    enum Operation: Hashable {
        case sign, verify
    }

    private struct Kind: Hashable {
        let operation: Operation
        let digest: DigestAlgorithm
    }

    /// An initialised `EVP_MD_CTX`, only ever used by the operation that took it out of `idle`.
    private struct Template: @unchecked Sendable {
        let context: OpaquePointer
    }

    private let key: OpaquePointer
    private let idle = Mutex<[Kind: [Template]]>([:])

    /// Templates for `key` (each initialised context takes a reference of its own to it).
    init(key: OpaquePointer) {
        self.key = key
    }

    deinit {
        idle.withLock { pools in
            for template in pools.values.joined() { EVP_MD_CTX_free(template.context) }
        }
    }

    /// A fresh context ready for one `operation` with `digest`, marked final (used once, so
    /// OpenSSL's final step need not copy it again); the caller frees it.
    func context(for operation: Operation, digest: DigestAlgorithm) throws(OpenSSLError) -> OpaquePointer {
        let kind = Kind(operation: operation, digest: digest)
        let template: Template
        if let lent = idle.withLock({ $0[kind]?.popLast() }) {
            template = lent
        } else {
            template = Template(context: try initialised(kind))
        }
        defer { idle.withLock { $0[kind, default: []].append(template) } }
        let context = try checkOpenSSL(EVP_MD_CTX_new(), "EVP_MD_CTX_new")
        guard EVP_MD_CTX_copy_ex(context, template.context) == 1 else {
            EVP_MD_CTX_free(context)
            throw OpenSSLError.drainingQueue(operation: "EVP_MD_CTX_copy_ex")
        }
        EVP_MD_CTX_set_flags(context, EVP_MD_CTX_FLAG_FINALISE)
        return context
    }

    private func initialised(_ kind: Kind) throws(OpenSSLError) -> OpaquePointer {
        let context = try checkOpenSSL(EVP_MD_CTX_new(), "EVP_MD_CTX_new")
        let result =
            switch kind.operation {
            case .sign: EVP_DigestSignInit(context, nil, kind.digest.evpMD, nil, key)
            case .verify: EVP_DigestVerifyInit(context, nil, kind.digest.evpMD, nil, key)
            }
        guard result == 1 else {
            EVP_MD_CTX_free(context)
            throw OpenSSLError.drainingQueue(
                operation: kind.operation == .sign ? "EVP_DigestSignInit" : "EVP_DigestVerifyInit")
        }
        return context
    }
}
