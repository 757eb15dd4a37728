#ifndef FORMSPEC_CEXTENDEDATTRIBUTES_SHIM_H
#define FORMSPEC_CEXTENDEDATTRIBUTES_SHIM_H
/* The system's extended-attribute calls, which the Swift C library module leaves out: an output
   file replaced by FormSpec keeps its attributes (Sources/FormSpec/Unsafe/SystemCalls.swift). */
#include <sys/xattr.h>
#endif
