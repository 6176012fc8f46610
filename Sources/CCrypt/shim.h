#ifndef SESAME_CCRYPT_SHIM_H
#define SESAME_CCRYPT_SHIM_H

// libxcrypt: crypt_rn() with a caller-owned struct crypt_data (reentrant, never returns a failure token).
#include <crypt.h>

#endif
