import Dispatch
import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the `formspec` process does when it is interrupted: it removes the temporary files of the
/// outputs being written, then ends by the same signal, as it would have without them.
package enum Interruption {
    /// The signals that end a run: Ctrl-C, `kill`, a closed terminal.
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Blocks the ending signals in the calling thread (and so in every thread it starts after
    /// this), and starts a thread that waits for them. Call it first thing in `main`, before any
    /// other thread exists, or a signal could reach one that still takes it the default way.
    package static func removeTemporaryFilesOnSignal() {
        var signals = signalSet()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        DispatchQueue(label: "formspec.interruption").async {
            var waitedFor = signalSet()
            var caught: Int32 = 0
            guard sigwait(&waitedFor, &caught) == 0 else { return }
            if let child = waitedChild.withLock({ $0 }) { kill(child, caught) }
            TemporaryFiles.removeAllBeforeExiting()
            signal(caught, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, caught)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(caught)
            _exit(128 + caught)
        }
    }

    /// The child process this one waits for (`formspec-templates`), which an ending signal is
    /// passed on to, so that it does not write on after this process ended.
    static let waitedChild = Locked<pid_t?>(nil)

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in endingSignals { sigaddset(&set, signal) }
        return set
    }
}
