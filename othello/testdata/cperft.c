/*
 * cperft.c: a plain C bitboard perft of 8x8 Othello, the yardstick of
 * docs/solve.md's perft figures (gametree's perft against compiled C on the
 * same machine). Edax's convention: a forced pass is a ply, a game that
 * ends before the depth is not a leaf; the last ply is bulk-counted.
 *
 *   gcc -O2 -march=native -o /tmp/cperft othello/testdata/cperft.c
 *   /tmp/cperft 11        # 212258216 leaves from the start
 *
 * Bit 0 is a1, bit 7 h1, bit 8 a2. Moves and flips: each direction by six
 * shifts, written out (the textbook's Kogge-Stone fill without its doubling).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef uint64_t u64;

static const u64 notA = 0xfefefefefefefefeULL, notH = 0x7f7f7f7f7f7f7f7fULL;

/* The eight directions: a shift and the mask that keeps it on its rows. */
#define E(b) (((b) << 1) & notA)
#define W(b) (((b) >> 1) & notH)
#define N(b) ((b) << 8)
#define S(b) ((b) >> 8)
#define NE(b) (((b) << 9) & notA)
#define NW(b) (((b) << 7) & notH)
#define SE(b) (((b) >> 7) & notA)
#define SW(b) (((b) >> 9) & notH)

/* The runs of opp that me starts along one direction, one square past. */
#define RUN(D) do { \
		u64 x = D(me) & opp; \
		x |= D(x) & opp; x |= D(x) & opp; x |= D(x) & opp; \
		x |= D(x) & opp; x |= D(x) & opp; \
		m |= D(x); \
	} while (0)

static u64 moves(u64 me, u64 opp) {
	u64 m = 0;
	RUN(E); RUN(W); RUN(N); RUN(S); RUN(NE); RUN(NW); RUN(SE); RUN(SW);
	return m & ~(me | opp);
}

/* The discs of opp enclosed from sq along one direction. */
#define FLIP(D) do { \
		u64 x = D(sq) & opp; \
		x |= D(x) & opp; x |= D(x) & opp; x |= D(x) & opp; \
		x |= D(x) & opp; x |= D(x) & opp; \
		if (D(x) & me) f |= x; \
	} while (0)

static u64 flips(u64 me, u64 opp, u64 sq) {
	u64 f = 0;
	FLIP(E); FLIP(W); FLIP(N); FLIP(S); FLIP(NE); FLIP(NW); FLIP(SE); FLIP(SW);
	return f;
}

static u64 ends;

static u64 perft(u64 me, u64 opp, int depth) {
	u64 m = moves(me, opp);
	if (!m) {
		if (!moves(opp, me)) {
			ends++;
			return 0;
		}
		return depth == 1 ? 1 : perft(opp, me, depth - 1);
	}
	if (depth == 1)
		return (u64)__builtin_popcountll(m);
	u64 n = 0;
	while (m) {
		u64 sq = m & -m;
		m &= m - 1;
		u64 f = flips(me, opp, sq);
		n += perft(opp & ~f, me | f | sq, depth - 1);
	}
	return n;
}

int main(int argc, char **argv) {
	int depth = argc > 1 ? atoi(argv[1]) : 11;
	u64 black = (1ULL << 28) | (1ULL << 35), white = (1ULL << 27) | (1ULL << 36);
	struct timespec a, b;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	u64 n = perft(black, white, depth);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	printf("perft %d: %llu leaves, %llu game ends, %.3f s CPU\n", depth, (unsigned long long)n,
	       (unsigned long long)ends, (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
	return 0;
}
