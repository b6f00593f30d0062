// This file parses a whole buffer in one call to the C library, with the
// C library's own allocator, within limits of time and memory.
//
// The Go bindings install an allocator that calls back into Go for every
// malloc and free inside tree-sitter, several million C-to-Go calls on a
// large corpus; init puts libc's functions back, wrapped to count the bytes
// each thread holds. Memory from either is libc's, so trees made before and
// after mix safely.
//
// The Go bindings' Parser.Parse reads the source through a callback that
// copies the rest of the file into C memory every time the lexer asks for
// text at a new position, and takes a global lock to find its payload: on
// the Go standard library that makes parsing several times slower and
// serial. l_parse reads the buffer in place, as ts_parser_parse_string
// does, and passes a progress callback that stops the parse when it runs
// past its deadline or its memory budget. The deadline is in the parsing
// thread's CPU time, not the clock's: a parse runs on one thread, and a
// busy machine that gives it less of a core must not make a file that
// parses in a second look like one that never ends.
// The bindings keep their C pointers in unexported fields; this file reaches
// them through the fields' layout, which TestFastParseMatchesBindings guards.

package syntax

/*
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#if defined(__linux__)
#include <malloc.h>
#define L_SIZE(p) malloc_usable_size(p)
#elif defined(__APPLE__)
#include <malloc/malloc.h>
#define L_SIZE(p) malloc_size(p)
#else
#define L_SIZE(p) ((size_t)0)
#endif

typedef struct TSParser TSParser;
typedef struct TSTree TSTree;
typedef struct { uint32_t row; uint32_t column; } TSPoint;
typedef struct {
	void *payload;
	const char *(*read)(void *payload, uint32_t byte_index, TSPoint position, uint32_t *bytes_read);
	int encoding; // TSInputEncodingUTF8 is 0
	void *decode;
} TSInput;
typedef struct { void *payload; uint32_t current_byte_offset; bool has_error; } TSParseState;
typedef struct { void *payload; bool (*progress_callback)(TSParseState *state); } TSParseOptions;
TSTree *ts_parser_parse_with_options(TSParser *self, const TSTree *old_tree, TSInput input, TSParseOptions options);
void ts_parser_reset(TSParser *self);
void ts_set_allocator(void *(*new_malloc)(size_t), void *(*new_calloc)(size_t, size_t),
                      void *(*new_realloc)(void *, size_t), void (*new_free)(void *));

// l_held is the number of bytes tree-sitter (and the grammars' scanners)
// allocated on this thread and did not free: a parse runs on one thread.
static _Thread_local int64_t l_held;

static void *l_malloc(size_t n) {
	void *p = malloc(n);
	if (p) l_held += L_SIZE(p);
	return p;
}
static void *l_calloc(size_t n, size_t size) {
	void *p = calloc(n, size);
	if (p) l_held += L_SIZE(p);
	return p;
}
static void *l_realloc(void *p, size_t n) {
	size_t old = p ? L_SIZE(p) : 0;
	void *q = realloc(p, n);
	if (q) l_held += (int64_t)L_SIZE(q) - (int64_t)old;
	return q;
}
static void l_free(void *p) {
	if (p) l_held -= L_SIZE(p);
	free(p);
}
static void locus_libc_allocator(void) { ts_set_allocator(l_malloc, l_calloc, l_realloc, l_free); }

typedef struct {
	const char *text;
	uint32_t length;
	struct timespec deadline; // in CLOCK_THREAD_CPUTIME_ID's time
	int64_t held_limit;
	const int32_t *cancel; // set to 1 (atomically) by the Go side to stop the parse
	int stop; // why the parse stopped: 1 time, 2 memory, 3 cancelled
	uint32_t calls; // calls of l_progress so far
} LParse;

// L_CLOCK_EVERY is how many calls of l_progress (tree-sitter makes one
// every 100 parse operations, some microseconds) read the clock once: a
// thread's CPU clock is a system call, not a read of the vDSO's, and on
// a virtual machine reading it at every call cost about a quarter of
// the parse's CPU time.
#define L_CLOCK_EVERY 16

static const char *l_read(void *payload, uint32_t at, TSPoint pos, uint32_t *n) {
	LParse *p = payload;
	if (at >= p->length) {
		*n = 0;
		return "";
	}
	*n = p->length - at;
	return p->text + at;
}

static bool l_progress(TSParseState *state) {
	LParse *p = state->payload;
	struct timespec now;
	if (p->calls++ % L_CLOCK_EVERY == 0) {
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
		if (now.tv_sec > p->deadline.tv_sec || (now.tv_sec == p->deadline.tv_sec && now.tv_nsec >= p->deadline.tv_nsec)) {
			p->stop = 1;
			return true;
		}
	}
	if (l_held > p->held_limit) {
		p->stop = 2;
	} else if (__atomic_load_n(p->cancel, __ATOMIC_RELAXED)) {
		p->stop = 3;
	}
	return p->stop != 0;
}

// l_parse parses text within limit_ms milliseconds of this thread's CPU
// time and limit_bytes more bytes held, and until *cancel is set, or returns NULL with *stop saying
// which limit it hit. A stopped parser is reset, so that it keeps no
// pointers to this frame; it is not used again (see putParser).
static TSTree *l_parse(TSParser *parser, const TSTree *old, const char *text, uint32_t length,
                       int64_t limit_ms, int64_t limit_bytes, const int32_t *cancel, int *stop) {
	LParse p = {text, length, {0, 0}, l_held + limit_bytes, cancel, 0, 0};
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &p.deadline);
	p.deadline.tv_sec += limit_ms / 1000;
	p.deadline.tv_nsec += (limit_ms % 1000) * 1000000;
	if (p.deadline.tv_nsec >= 1000000000) {
		p.deadline.tv_sec++;
		p.deadline.tv_nsec -= 1000000000;
	}
	TSInput input = {&p, l_read, 0, NULL};
	TSParseOptions options = {&p, l_progress};
	TSTree *tree = ts_parser_parse_with_options(parser, old, input, options);
	if (!tree) ts_parser_reset(parser);
	*stop = p.stop;
	return tree;
}
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync/atomic"
	"time"
	"unsafe"

	ts "github.com/tree-sitter/go-tree-sitter"
)

func init() { C.locus_libc_allocator() }

// The limits of one parse of n bytes, in CPU time and bytes held. Real
// files stay far below them:
// dense code (a megabyte of `[a+b, a+b, ...]`) parses at about 1 MB/s and
// holds up to 200 bytes per byte of source at its peak; the Python standard
// library, 9.5 MB at once, parses in about 1 s. What runs past them is input
// such as a megabyte of nested block quotes (about 850 bytes per byte),
// which would otherwise hold the process for minutes and gigabytes; the
// parse is stopped and answers an error instead. Tests lower them.
var (
	parseTime   = func(n int) time.Duration { return 10*time.Second + time.Duration(n)*(5*time.Second)/(1<<20) }
	parseMemory = func(n int) int64 { return 512<<20 + 320*int64(n) }
)

// errTooLarge reports a source of 4 GB or more, which tree-sitter cannot address.
var errTooLarge = errors.New("the text is too large to parse (4 GB or more)")

// parseString parses src with p and returns the tree, or an error when the
// parse ran past its limits of time or memory, or ctx ended (the request
// it serves was cancelled: the parse stops within a few milliseconds). The
// tree does not keep src: tree-sitter copies what it needs. A non-nil old
// tree, edited to match src, is reused where src did not change. A limit
// above zero and below parseTime's bounds the parse's CPU time instead.
func parseString(ctx context.Context, p *ts.Parser, old *ts.Tree, src []byte, limit time.Duration) (*ts.Tree, error) {
	if len(src) > math.MaxUint32 {
		return nil, errTooLarge
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cancel := new(int32) // read by the progress callback during the call only
	if ctx.Done() != nil {
		stop := context.AfterFunc(ctx, func() { atomic.StoreInt32(cancel, 1) })
		defer stop()
	}
	inner := *(**C.TSParser)(unsafe.Pointer(p))
	var text *C.char
	if len(src) > 0 {
		text = (*C.char)(unsafe.Pointer(&src[0]))
	}
	var oldInner *C.TSTree
	if old != nil {
		oldInner = *(**C.TSTree)(unsafe.Pointer(old))
	}
	if bound := parseTime(len(src)); limit <= 0 || limit > bound {
		limit = bound
	}
	budget := parseMemory(len(src))
	var stop C.int
	tree := C.l_parse(inner, oldInner, text, C.uint32_t(len(src)), C.int64_t(limit.Milliseconds()), C.int64_t(budget),
		(*C.int32_t)(unsafe.Pointer(cancel)), &stop)
	if tree == nil {
		switch stop {
		case 1:
			return nil, fmt.Errorf("the parse took more than %v of CPU time and was stopped (nesting thousands of levels deep?)", limit.Round(time.Second))
		case 2:
			return nil, fmt.Errorf("the parse needed more than %d MB and was stopped (nesting thousands of levels deep?)", budget>>20)
		case 3:
			return nil, fmt.Errorf("the parse was stopped: %w", context.Cause(ctx))
		}
		return nil, errors.New("tree-sitter returned no tree")
	}
	t := new(ts.Tree)
	*(**C.TSTree)(unsafe.Pointer(t)) = tree
	return t, nil
}
