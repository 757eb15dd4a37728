/*
 * raw_events: times libyaml's bare event loop on a file, the floor under any parse stage built
 * on libyaml. Reads the file into memory once, then K times: yaml_parser_initialize,
 * yaml_parser_set_input_string, yaml_parser_parse until STREAM_END (yaml_event_delete after
 * each event), yaml_parser_delete. Prints the same field=value lines as
 * `formspec-benchmark parse`, with `events` for the work done.
 *
 * usage: raw_events FILE [--iterations K]      (K defaults to 5)
 * build: cc -O2 $(pkg-config --cflags yaml-0.1) -o raw_events raw_events.c $(pkg-config --libs yaml-0.1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <yaml.h>

/* Reads the whole file into one buffer of exactly its size; NULL on failure. */
static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    unsigned char *bytes = NULL;
    long length;
    if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
        bytes = malloc(length > 0 ? (size_t)length : 1);
        if (bytes != NULL && fread(bytes, 1, (size_t)length, file) != (size_t)length) {
            free(bytes);
            bytes = NULL;
        }
        *size = (size_t)length;
    }
    fclose(file);
    return bytes;
}

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

/* Runs the event loop once; returns the number of events, and sets *failed on a libyaml error. */
static long count_events(const unsigned char *bytes, size_t size, int *failed) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    *failed = 0;
    if (!yaml_parser_initialize(&parser)) {
        *failed = 1;
        return 0;
    }
    yaml_parser_set_input_string(&parser, bytes, size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            *failed = 1;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

static int compare_doubles(const void *lhs, const void *rhs) {
    double a = *(const double *)lhs, b = *(const double *)rhs;
    return (a > b) - (a < b);
}

/* The peak resident set size so far, in bytes (ru_maxrss is in kilobytes on Linux). */
static long peak_rss_bytes(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (long)usage.ru_maxrss * 1024;
}

static int usage(void) {
    fprintf(stderr, "usage: raw_events FILE [--iterations K]\n");
    return 2;
}

int main(int argc, char **argv) {
    const char *path = NULL;
    long iterations = 5;
    for (int index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--iterations") == 0 && index + 1 < argc) {
            char *end;
            iterations = strtol(argv[++index], &end, 10);
            if (*end != '\0' || iterations <= 0) return usage();
        } else if (path == NULL && argv[index][0] != '-') {
            path = argv[index];
        } else {
            return usage();
        }
    }
    if (path == NULL) return usage();
    long start_rss = peak_rss_bytes();
    size_t size = 0;
    unsigned char *bytes = read_file(path, &size);
    if (bytes == NULL) {
        fprintf(stderr, "raw_events: cannot read '%s'\n", path);
        return 1;
    }
    double *times = malloc((size_t)iterations * sizeof *times);
    if (times == NULL) return 1;
    long events = 0;
    int failed = 0;
    for (long run = 0; run < iterations; run++) {
        double start = monotonic_seconds();
        events = count_events(bytes, size, &failed);
        times[run] = monotonic_seconds() - start;
    }
    qsort(times, (size_t)iterations, sizeof *times, compare_doubles);
    double median = iterations % 2 ? times[iterations / 2] : (times[iterations / 2 - 1] + times[iterations / 2]) / 2;
    printf("phase=raw_events\ninput_bytes=%zu\niterations=%ld\n", size, iterations);
    printf("best_seconds=%.9f\nmedian_seconds=%.9f\n", times[0], median);
    printf("events=%ld\nproblems=%d\nstart_rss_bytes=%ld\npeak_rss_bytes=%ld\n", events, failed, start_rss, peak_rss_bytes());
    free(times);
    free(bytes);
    return 0;
}
