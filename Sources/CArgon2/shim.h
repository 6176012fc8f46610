#ifndef SESAME_CARGON2_SHIM_H
#define SESAME_CARGON2_SHIM_H

#include <argon2.h>

#endif
