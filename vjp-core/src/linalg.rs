//! Matrix products through faer, with an explicit parallelism setting; and a record of the
//! products a computation runs (with each one's time there), replayable alone to measure what
//! the products cost by themselves (the GEMM ceiling of a train step) and how much slower they
//! run inside the computation.

use crate::scalar::Scalar;
use faer::linalg::matmul::matmul;
use faer::{Accum, MatMut, MatRef, Par};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

static THREADS: AtomicUsize = AtomicUsize::new(1);

/// Sets how many threads matrix products use (1, the default, runs them on the caller's
/// thread; 0 uses every thread of rayon's pool).
pub fn set_threads(threads: usize) {
    THREADS.store(threads, Ordering::Relaxed);
}

/// The faer parallelism matrix products currently use.
pub fn parallelism() -> Par {
    match THREADS.load(Ordering::Relaxed) {
        1 => Par::Seq,
        n => Par::rayon(n),
    }
}

/// Whether [`time_products`] (or [`record_products`]) is running (checked by every product
/// before it takes the lock).
static RECORDING: AtomicBool = AtomicBool::new(false);
/// The products recorded so far by [`time_products`], each with how long it ran (zero until
/// it has finished).
static RECORDED: Mutex<Vec<TimedProduct>> = Mutex::new(Vec::new());

/// The record, whatever a panicking recorder left in it.
fn recorded() -> std::sync::MutexGuard<'static, Vec<TimedProduct>> {
    RECORDED.lock().unwrap_or_else(PoisonError::into_inner)
}

/// `dst = a b` (`accumulate` false) or `dst += a b` (true). The caller has checked the shapes.
pub(crate) fn gemm<T: Scalar>(dst: MatMut<'_, T>, accumulate: bool, a: MatRef<'_, T>, b: MatRef<'_, T>) {
    let accum = if accumulate { Accum::Add } else { Accum::Replace };
    if !RECORDING.load(Ordering::Relaxed) {
        matmul(dst, accum, a, b, T::ONE, parallelism());
        return;
    }
    let product = Product {
        m: dst.nrows(),
        k: a.ncols(),
        n: dst.ncols(),
        dst: Layout::of(dst.nrows(), dst.ncols(), dst.row_stride(), dst.col_stride()),
        a: Layout::of(a.nrows(), a.ncols(), a.row_stride(), a.col_stride()),
        b: Layout::of(b.nrows(), b.ncols(), b.row_stride(), b.col_stride()),
        accumulate,
    };
    // Its place in the record is taken when it starts, its time filled in when it ends.
    let slot = {
        let mut record = recorded();
        record.push(TimedProduct {
            product,
            time: Duration::ZERO,
        });
        record.len() - 1
    };
    let started = Instant::now();
    matmul(dst, accum, a, b, T::ONE, parallelism());
    let time = started.elapsed();
    if let Some(entry) = recorded().get_mut(slot) {
        entry.time = time;
    }
}

/// How an operand's elements are laid out: rows (or columns) `leading` elements apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Whether a row's elements are adjacent (row-major) rather than a column's.
    pub row_major: bool,
    /// Elements from one row (row-major) or column (column-major) to the next.
    pub leading: usize,
}

impl Layout {
    /// The layout of a view with these strides (a view neither row- nor column-major, which
    /// no op here makes, is taken as a row-major one).
    fn of(rows: usize, cols: usize, row_stride: isize, col_stride: isize) -> Self {
        let (row, col) = (row_stride.unsigned_abs(), col_stride.unsigned_abs());
        if col == 1 || row != 1 {
            Layout {
                row_major: true,
                leading: if col == 1 { row.max(cols) } else { cols },
            }
        } else {
            Layout {
                row_major: false,
                leading: col.max(rows),
            }
        }
    }

    /// The elements a `rows x cols` matrix laid out so spans.
    fn extent(self, rows: usize, cols: usize) -> usize {
        let (outer, inner) = if self.row_major { (rows, cols) } else { (cols, rows) };
        if outer == 0 {
            0
        } else {
            (outer - 1) * self.leading + inner
        }
    }

    fn view<T>(self, data: &[T], rows: usize, cols: usize) -> MatRef<'_, T> {
        if self.row_major {
            MatRef::from_row_major_slice_with_stride(data, rows, cols, self.leading)
        } else {
            MatRef::from_column_major_slice_with_stride(data, rows, cols, self.leading)
        }
    }

    /// (A row-major view is built as the transpose of a column-major one: faer 0.24's
    /// `from_row_major_slice_with_stride_mut` lays the strides out column-major.)
    fn view_mut<T>(self, data: &mut [T], rows: usize, cols: usize) -> MatMut<'_, T> {
        if self.row_major {
            MatMut::from_column_major_slice_with_stride_mut(data, cols, rows, self.leading).transpose_mut()
        } else {
            MatMut::from_column_major_slice_with_stride_mut(data, rows, cols, self.leading)
        }
    }
}

/// One matrix product a computation ran: `dst [m, n] (+)= a [m, k] · b [k, n]`, with the
/// operands' layouts, so it can be run again alone ([`ProductReplay`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Product {
    /// Rows of `a` and of the result.
    pub m: usize,
    /// The contracted dimension.
    pub k: usize,
    /// Columns of `b` and of the result.
    pub n: usize,
    /// The result's layout.
    pub dst: Layout,
    /// `a`'s layout.
    pub a: Layout,
    /// `b`'s layout.
    pub b: Layout,
    /// Whether the product was added to the result (`+=`) instead of replacing it.
    pub accumulate: bool,
}

impl Product {
    /// Its floating-point operations, `2 m k n`.
    pub fn flops(&self) -> f64 {
        2.0 * self.m as f64 * self.k as f64 * self.n as f64
    }
}

/// A recorded product and how long it ran where it was recorded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimedProduct {
    /// The product.
    pub product: Product,
    /// Its time, from its start to its end (on the thread that ran it).
    pub time: Duration,
}

/// Runs `f` and returns what it returned with every matrix product it ran (on any thread),
/// in the order they started. Products run by other work at the same time are recorded too,
/// so run nothing else meanwhile; calls of `record_products` and [`time_products`] must not
/// overlap.
///
/// ```
/// use vjp_core::{Matrix, linalg::record_products};
/// let a = Matrix::<f64, usize, usize>::from_vec((2, 3), vec![1.0; 6])?;
/// let b = Matrix::<f64, usize, usize>::from_vec((3, 4), vec![1.0; 12])?;
/// let (c, products) = record_products(|| vjp_core::matmul(&a, &b));
/// assert_eq!(c?.data(), &[3.0; 8]);
/// assert_eq!((products[0].m, products[0].k, products[0].n), (2, 3, 4));
/// # Ok::<(), vjp_core::Error>(())
/// ```
pub fn record_products<R>(f: impl FnOnce() -> R) -> (R, Vec<Product>) {
    let (result, timed) = time_products(f);
    (result, timed.into_iter().map(|t| t.product).collect())
}

/// [`record_products`] with each product's time where it ran: inside the computation, with
/// its operands as warm or cold in cache as the computation left them (against
/// [`ProductReplay::time_each`], the same products alone).
pub fn time_products<R>(f: impl FnOnce() -> R) -> (R, Vec<TimedProduct>) {
    recorded().clear();
    RECORDING.store(true, Ordering::SeqCst);
    let result = f();
    RECORDING.store(false, Ordering::SeqCst);
    let products = std::mem::take(&mut *recorded());
    (result, products)
}

/// Recorded products with operands of their sizes and layouts allocated once, to be run again
/// and timed by themselves.
pub struct ProductReplay<T: Scalar> {
    products: Vec<Product>,
    dst: Vec<T>,
    a: Vec<T>,
    b: Vec<T>,
}

impl<T: Scalar> ProductReplay<T> {
    /// Operands for `products`, the largest of each kind allocated once and shared (filled
    /// with small values, so no product meets subnormals or infinities).
    pub fn new(products: Vec<Product>) -> Self {
        let size = |f: fn(&Product) -> usize| products.iter().map(f).max().unwrap_or(0);
        let fill = |len: usize| (0..len).map(|i| T::from_f64(((i % 7) as f64 - 3.0) / 64.0)).collect();
        let dst = fill(size(|p| p.dst.extent(p.m, p.n)));
        let a = fill(size(|p| p.a.extent(p.m, p.k)));
        let b = fill(size(|p| p.b.extent(p.k, p.n)));
        ProductReplay { products, dst, a, b }
    }

    /// The products' floating-point operations in all.
    pub fn flops(&self) -> f64 {
        self.products.iter().map(Product::flops).sum()
    }

    /// Runs every product once, in order, each spread over `threads` threads (1: on the
    /// caller's), and returns the time it took.
    pub fn run(&mut self, threads: usize) -> Duration {
        let par = match threads {
            0 | 1 => Par::Seq,
            n => Par::rayon(n),
        };
        let started = Instant::now();
        self.each(par, |_| {});
        started.elapsed()
    }

    /// Runs every product once, in order, on the caller's thread, and returns each one's time.
    pub fn time_each(&mut self) -> Vec<Duration> {
        let mut times = Vec::with_capacity(self.products.len());
        self.each(Par::Seq, |time| times.push(time));
        times
    }

    /// Runs every product once, in order, with `par`, handing each one's time to `timed`.
    fn each(&mut self, par: Par, mut timed: impl FnMut(Duration)) {
        for p in &self.products {
            let dst = p.dst.view_mut(&mut self.dst, p.m, p.n);
            let a = p.a.view(&self.a, p.m, p.k);
            let b = p.b.view(&self.b, p.k, p.n);
            let accum = if p.accumulate { Accum::Add } else { Accum::Replace };
            let started = Instant::now();
            matmul(dst, accum, a, b, T::ONE, par);
            timed(started.elapsed());
        }
    }

    /// The products, in the order they run.
    pub fn products(&self) -> &[Product] {
        &self.products
    }
}
