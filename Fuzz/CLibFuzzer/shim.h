#ifndef FORMSPEC_CLIBFUZZER_SHIM_H
#define FORMSPEC_CLIBFUZZER_SHIM_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt's FuzzerInterface.h), linked by -sanitize=fuzzer: parses
/// libFuzzer's flags from argv and runs `callback` on every input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
