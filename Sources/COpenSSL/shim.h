#ifndef SESAME_COPENSSL_SHIM_H
#define SESAME_COPENSSL_SHIM_H

// MARK: - Headers used by AuthCrypto (OpenSSL 3 API only; no deprecated low-level key structs)
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>
#include <openssl/objects.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

// MARK: - Macro wrappers (function-like macros are not imported into Swift)

static inline long sesame_BIO_get_mem_data(BIO *bio, char **data) {
    return BIO_get_mem_data(bio, data);
}

static inline int sesame_BN_num_bytes(const BIGNUM *bn) {
    return BN_num_bytes(bn);
}

static inline void sesame_OPENSSL_free(void *pointer) {
    OPENSSL_free(pointer);
}

static inline int sesame_EVP_PKEY_PUBLIC_KEY(void) {
    return EVP_PKEY_PUBLIC_KEY;
}

static inline int sesame_MBSTRING_UTF8(void) {
    return MBSTRING_UTF8;
}

// MARK: - Callback helpers

// Refuses every passphrase prompt: without it, OpenSSL's default callback would read one from the
// controlling terminal when it meets an encrypted PEM key.
static inline int sesame_refuse_passphrase(char *buffer, int size, int rwflag, void *userdata) {
    (void)buffer; (void)size; (void)rwflag; (void)userdata;
    return -1;
}

static inline EVP_PKEY *sesame_PEM_read_bio_PrivateKey(BIO *bio) {
    return PEM_read_bio_PrivateKey(bio, NULL, sesame_refuse_passphrase, NULL);
}

static inline EVP_PKEY *sesame_PEM_read_bio_PUBKEY(BIO *bio) {
    return PEM_read_bio_PUBKEY(bio, NULL, sesame_refuse_passphrase, NULL);
}

static inline X509 *sesame_PEM_read_bio_X509(BIO *bio) {
    return PEM_read_bio_X509(bio, NULL, sesame_refuse_passphrase, NULL);
}

#endif
