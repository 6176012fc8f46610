#ifndef SESAME_CXMLSEC_SHIM_H
#define SESAME_CXMLSEC_SHIM_H

// Debian's libxmlsec1 (OpenSSL back end) and libxml2, for verifying SAML responses' XML signatures.
// pkg-config's cflags carry these defines, but SwiftPM drops -D flags from pkg-config (it warns
// "prohibited flag(s)"), so they are repeated here: the headers must be read as the library was built
// (xmlSecSize is `unsigned int` under XMLSEC_NO_SIZE_T, which changes the structures' layout).
#ifndef XMLSEC_CRYPTO_OPENSSL
#define XMLSEC_CRYPTO_OPENSSL 1
#endif
#ifndef XMLSEC_NO_SIZE_T
#define XMLSEC_NO_SIZE_T
#endif
#ifndef XMLSEC_NO_CRYPTO_DYNAMIC_LOADING
#define XMLSEC_NO_CRYPTO_DYNAMIC_LOADING 1
#endif
#ifndef XMLSEC_OPENSSL3_ENGINES
#define XMLSEC_OPENSSL3_ENGINES 1
#endif
#ifndef XMLSEC_NO_GOST
#define XMLSEC_NO_GOST 1
#endif
#ifndef XMLSEC_NO_GOST2012
#define XMLSEC_NO_GOST2012 1
#endif

// Debian's libxml2 is built with ICU, so its encoding.h would include ICU's unicode/ucnv.h, whose
// UErrorCode clashes with Foundation's own copy of ICU (_FoundationICU) in any module that sees both
// (a clean build fails on it). Nothing here uses ICU converters: without the define, encoding.h only
// leaves out two trailing pointer fields of xmlCharEncodingHandler, a structure Sesame never allocates
// or reads.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/valid.h>
#include <libxml/xmlerror.h>
#include <xmlsec/xmlsec.h>
#include <xmlsec/errors.h>
#include <xmlsec/keys.h>
#include <xmlsec/transforms.h>
#include <xmlsec/xmldsig.h>
#include <xmlsec/xmltree.h>
#include <xmlsec/openssl/app.h>
#include <xmlsec/openssl/crypto.h>

// MARK: - Quiet error callbacks (the libraries otherwise print to stderr; the caller reports failures)

static inline void sesame_xmlsec_quiet_errors(const char *file, int line, const char *func,
        const char *errorObject, const char *errorSubject, int reason, const char *msg) {
    (void)file; (void)line; (void)func; (void)errorObject; (void)errorSubject; (void)reason; (void)msg;
}

static inline void sesame_xml_quiet_structured(void *userData, xmlErrorPtr error) {
    (void)userData; (void)error;
}

// Refuses every external entity or DTD libxml2 would load (no file, no network).
static inline xmlParserInputPtr sesame_xml_refuse_entity(const char *url, const char *id,
        xmlParserCtxtPtr context) {
    (void)url; (void)id; (void)context;
    return NULL;
}

/// Initialises libxml2, xmlsec and its OpenSSL back end once; 0 on success.
static inline int sesame_xmlsec_initialize(void) {
    xmlInitParser();
    xmlSetExternalEntityLoader(sesame_xml_refuse_entity);
    xmlSetStructuredErrorFunc(NULL, sesame_xml_quiet_structured);
    if (xmlSecInit() < 0) return -1;
    if (xmlSecOpenSSLAppInit(NULL) < 0) return -2;
    if (xmlSecOpenSSLInit() < 0) return -3;
    xmlSecErrorsSetCallback(sesame_xmlsec_quiet_errors);
    return 0;
}

/// The public key of a PEM certificate, or NULL.
static inline xmlSecKeyPtr sesame_xmlsec_key_from_pem_certificate(const unsigned char *data, unsigned int size) {
    return xmlSecOpenSSLAppKeyLoadMemory(data, size, xmlSecKeyDataFormatCertPem, NULL, NULL, NULL);
}

static inline unsigned int sesame_xmlsec_uri_same_document(void) { return xmlSecTransformUriTypeSameDocument; }

#endif
