//! Learning-rate schedules.

/// A linear warmup to `peak` over `warmup` steps, then a cosine decay to `min` at step `total`
/// (and `min` after it): the schedule of nanoGPT and of timm's recipes.
///
/// ```
/// use vjp_core::train::WarmupCosine;
/// let schedule = WarmupCosine { peak: 1e-3, min: 1e-4, warmup: 100, total: 2000 };
/// assert_eq!(schedule.at(0), 1e-5);              // the first warmup step
/// assert_eq!(schedule.at(99), 1e-3);             // the last reaches the peak
/// assert!((schedule.at(1050) - 5.5e-4).abs() < 1e-15); // half way down
/// assert_eq!(schedule.at(5000), 1e-4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WarmupCosine {
    /// The rate after warmup.
    pub peak: f64,
    /// The rate at the end of the decay, and after it.
    pub min: f64,
    /// Steps of linear warmup (step `s < warmup` runs at `peak (s + 1) / warmup`).
    pub warmup: usize,
    /// The step at which the decay reaches `min`.
    pub total: usize,
}

impl WarmupCosine {
    /// The learning rate of step `step` (from 0).
    pub fn at(&self, step: usize) -> f64 {
        if step < self.warmup {
            return self.peak * (step + 1) as f64 / self.warmup as f64;
        }
        let progress = (step - self.warmup) as f64 / self.total.saturating_sub(self.warmup).max(1) as f64;
        self.min + 0.5 * (self.peak - self.min) * (1.0 + (std::f64::consts::PI * progress.min(1.0)).cos())
    }
}
