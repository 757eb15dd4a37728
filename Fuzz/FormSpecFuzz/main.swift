import CLibFuzzer
import Foundation

// SwiftPM links a Linux executable with `--defsym main=formspec_fuzz_main`, the renamed top-level code
// of this file: libFuzzer's own main is never the entry point, and the usual `-parse-as-library` recipe
// fails to link. So this is libFuzzer's main: its driver reads the flags and runs every input.
// The target is read first, so that a name that is none stops the run before any input.
_ = FuzzTarget.selected
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
