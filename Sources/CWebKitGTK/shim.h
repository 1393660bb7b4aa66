#ifndef CWEBKITGTK_SHIM_H
#define CWEBKITGTK_SHIM_H
#include <webkit/webkit.h>
#endif
