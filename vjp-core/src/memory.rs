//! Keeping freed memory for the next step. A train step frees and allocates the same large
//! buffers (activations, attention weights, gradients) every step. With glibc's default
//! settings a buffer of 128 KiB or more is mapped fresh and unmapped on free, and freed memory
//! at the top of a heap is handed back to the system, so every step the kernel maps and zeroes
//! those pages again: a character-level GPT spent a third of its step there (18.5–19.7k
//! tokens/s against 28–31k with the settings below, and 27.3–27.8k with mimalloc;
//! `docs/char_lm.md`).
//! [`keep_freed_memory`] asks glibc to serve large buffers from its heaps (up to 32 MiB, the
//! largest it allows) and to keep what is freed, so a step reuses the last step's pages. A
//! process's memory then stays at its peak, as with a buffer pool.
//!
//! The library applies them itself: every tensor is built through one constructor that calls
//! [`keep_freed_memory`] (after the first time, one atomic load), so a user's binary on the
//! system allocator needs no setting of its own, in training and in inference alike.

use std::sync::Once;

static KEEP: Once = Once::new();

/// Sets glibc's `M_MMAP_THRESHOLD` to 32 MiB and `M_TRIM_THRESHOLD` to its largest value,
/// once per process, unless the user chose these settings (the `GLIBC_TUNABLES` malloc
/// tunables or `MALLOC_MMAP_THRESHOLD_` / `MALLOC_TRIM_THRESHOLD_` in the environment).
/// Building a [`crate::Tensor`] calls it, so there is nothing to call by hand. Elsewhere
/// than glibc (another libc, or a global allocator of the binary's own, which glibc's
/// settings do not reach) it changes nothing.
pub(crate) fn keep_freed_memory() {
    KEEP.call_once(|| {
        let chosen = std::env::var("GLIBC_TUNABLES").is_ok_and(|t| t.contains("glibc.malloc."))
            || std::env::var_os("MALLOC_MMAP_THRESHOLD_").is_some()
            || std::env::var_os("MALLOC_TRIM_THRESHOLD_").is_some();
        if !chosen {
            set();
        }
    });
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn set() {
    // SAFETY: `mallopt` changes two of glibc's allocation parameters; it is thread-safe and
    // takes any value (refusing those out of its range by returning 0, which leaves the
    // parameter as it was).
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, i32::MAX);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn set() {}
