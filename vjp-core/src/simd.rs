//! Run-time SIMD dispatch for the elementwise, reduction and normalisation passes: the same
//! binary runs them with AVX-512 (pulp's `x86-v4`), AVX2 and FMA (`x86-v3`) where the CPU has
//! them and at the build's baseline elsewhere, with no build flag: the repository builds for
//! the baseline x86-64 too (no `target-cpu`), as a user's crate does. faer's products dispatch
//! the same way.
//!
//! The results are the same bit for bit on every path: the passes are written without
//! `mul_add`, and LLVM neither fuses a multiply and an add nor reorders a floating-point sum
//! unless told to, so a wider vector computes each element, and each lane of a reduction written
//! in lanes, with the same operations in the same order.

/// Runs `pass` compiled for the best instruction set this CPU has ([`pulp::Arch`]): a loop
/// inside it (and whatever it inlines) vectorises to that width.
#[inline(always)]
pub(crate) fn vectorized<R>(pass: impl FnOnce() -> R) -> R {
    pulp::Arch::new().dispatch(pass)
}

/// `f` of every element of `a`, in a dispatched loop ([`vectorized`]) that writes each result
/// once (no zeroed buffer first; `collect` would leave its loop outside the dispatched code).
#[inline(always)]
pub(crate) fn map1<A: Copy, U>(a: &[A], f: impl Fn(A) -> U) -> Vec<U> {
    let mut out = Vec::with_capacity(a.len());
    vectorized(
        #[inline(always)]
        || {
            for (slot, &x) in out.spare_capacity_mut().iter_mut().zip(a) {
                slot.write(f(x));
            }
        },
    );
    // SAFETY: `out` has room for `a.len()` elements and the loop wrote each of the first
    // `a.len()` slots (`zip` stops at the shorter, and the spare capacity is at least as long).
    unsafe { out.set_len(a.len()) };
    out
}

/// `f` of the pairs of elements of `a` and `b` (the shorter's length), as [`map1`].
#[inline(always)]
pub(crate) fn map2<A: Copy, B: Copy, U>(a: &[A], b: &[B], f: impl Fn(A, B) -> U) -> Vec<U> {
    let n = a.len().min(b.len());
    let mut out = Vec::with_capacity(n);
    vectorized(
        #[inline(always)]
        || {
            for ((slot, &x), &y) in out.spare_capacity_mut().iter_mut().zip(a).zip(b) {
                slot.write(f(x, y));
            }
        },
    );
    // SAFETY: as in `map1`, for the `n` slots the loop wrote.
    unsafe { out.set_len(n) };
    out
}

/// `f` of the triples of elements of `a`, `b` and `c` (the shortest's length), as [`map1`].
#[inline(always)]
pub(crate) fn map3<A: Copy, B: Copy, C: Copy, U>(a: &[A], b: &[B], c: &[C], f: impl Fn(A, B, C) -> U) -> Vec<U> {
    let n = a.len().min(b.len()).min(c.len());
    let mut out = Vec::with_capacity(n);
    vectorized(
        #[inline(always)]
        || {
            for (((slot, &x), &y), &z) in out.spare_capacity_mut().iter_mut().zip(a).zip(b).zip(c) {
                slot.write(f(x, y, z));
            }
        },
    );
    // SAFETY: as in `map1`, for the `n` slots the loop wrote.
    unsafe { out.set_len(n) };
    out
}

/// `f` of the quadruples of elements of `a`, `b`, `c` and `d` (the shortest's length), each
/// giving a pair of results written to two outputs in one pass, as [`map1`]. What `f` does not
/// read costs nothing: its loads are dead and the compiler drops them.
#[inline(always)]
#[allow(clippy::type_complexity)]
pub(crate) fn map4_unzip<A: Copy, B: Copy, C: Copy, D: Copy, U, V>(
    (a, b, c, d): (&[A], &[B], &[C], &[D]),
    f: impl Fn(A, B, C, D) -> (U, V),
) -> (Vec<U>, Vec<V>) {
    let n = a.len().min(b.len()).min(c.len()).min(d.len());
    let (mut first, mut second) = (Vec::with_capacity(n), Vec::with_capacity(n));
    vectorized(
        #[inline(always)]
        || {
            let slots = first.spare_capacity_mut().iter_mut().zip(second.spare_capacity_mut());
            let operands = a.iter().zip(b).zip(c.iter().zip(d));
            for ((one, two), ((&w, &x), (&y, &z))) in slots.zip(operands) {
                let (u, v) = f(w, x, y, z);
                one.write(u);
                two.write(v);
            }
        },
    );
    // SAFETY: as in `map1`, for the `n` slots of each output the loop wrote.
    unsafe {
        first.set_len(n);
        second.set_len(n);
    }
    (first, second)
}
