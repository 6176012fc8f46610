#ifndef SESAME_CZLIB_SHIM_H
#define SESAME_CZLIB_SHIM_H

// zlib, for the raw DEFLATE of SAML's HTTP-Redirect binding.
#include <zlib.h>

/// Compresses `input` as a raw DEFLATE stream (no zlib header) into `output`; the bytes written, or -1
/// when `capacity` is too small or zlib fails.
static inline long sesame_raw_deflate(const unsigned char *input, unsigned long length,
        unsigned char *output, unsigned long capacity) {
    z_stream stream = {0};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return -1;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)length;
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int status = deflate(&stream, Z_FINISH);
    long written = (long)stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : -1;
}

#endif
