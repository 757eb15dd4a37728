// child-rusage RESULT SECONDS PROGRAM [ARGUMENT...]
//
// Runs PROGRAM as its own child and writes "STATUS SIGNAL HUNG PEAK_RSS_BYTES" to RESULT when it
// ends; kills it after SECONDS (a hang). The tests measure `formspec` through this small process
// because Linux counts the address space a process had before exec in its ru_maxrss: a child
// spawned straight from the test process would report the test process's own peak.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t hung = 0;
static volatile pid_t child = 0;

static void onAlarm(int signal) {
    (void)signal;
    hung = 1;
    if (child > 0) kill(child, SIGKILL);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: child-rusage RESULT SECONDS PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    child = fork();
    if (child < 0) return 71;
    if (child == 0) {
        execv(argv[3], argv + 3);
        _exit(127);
    }
    signal(SIGALRM, onAlarm);
    alarm((unsigned)atoi(argv[2]));
    int status = 0;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) return 71;
    }
    alarm(0);
#ifdef __APPLE__
    long long peak = (long long)usage.ru_maxrss;
#else
    long long peak = (long long)usage.ru_maxrss * 1024;
#endif
    FILE *result = fopen(argv[1], "w");
    if (!result) return 73;
    fprintf(result, "%d %d %d %lld\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
            WIFSIGNALED(status) ? WTERMSIG(status) : 0, (int)hung, peak);
    return fclose(result) == 0 ? 0 : 74;
}
