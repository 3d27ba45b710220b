//! The training plot: loss and accuracy per epoch, drawn with plotters as SVG and rasterised to
//! PNG with resvg, its labels in a bundled font (no dependence on the machine's fonts).

use super::EpochStats;
use crate::error::VitError;
use plotters::prelude::*;
use std::path::Path;

const FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");
const WIDTH: u32 = 960;
const HEIGHT: u32 = 400;

fn plot_error(path: &Path, message: impl std::fmt::Display) -> VitError {
    VitError::Checkpoint {
        path: path.display().to_string(),
        message: format!("cannot draw the plot: {message}"),
    }
}

/// The SVG of two panels: training loss, and training and test accuracy, per epoch.
fn svg(history: &[EpochStats]) -> Result<String, String> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let (left, right) = root.split_horizontally(WIDTH / 2);
        let epochs = history.len().max(1) as f64;
        let max_loss = history.iter().map(|s| s.train_loss).fold(0.0f64, f64::max).max(1e-3) * 1.1;
        let mut loss = ChartBuilder::on(&left)
            .caption("training loss", ("DejaVu Sans", 18))
            .margin(12)
            .x_label_area_size(32)
            .y_label_area_size(48)
            .build_cartesian_2d(1.0..epochs.max(2.0), 0.0..max_loss)
            .map_err(|e| e.to_string())?;
        loss.configure_mesh()
            .x_desc("epoch")
            .label_style(("DejaVu Sans", 12))
            .draw()
            .map_err(|e| e.to_string())?;
        loss.draw_series(LineSeries::new(
            history.iter().map(|s| (s.epoch as f64, s.train_loss)),
            &RED,
        ))
        .map_err(|e| e.to_string())?;
        let mut accuracy = ChartBuilder::on(&right)
            .caption("accuracy (%)", ("DejaVu Sans", 18))
            .margin(12)
            .x_label_area_size(32)
            .y_label_area_size(48)
            .build_cartesian_2d(1.0..epochs.max(2.0), 0.0..100.0)
            .map_err(|e| e.to_string())?;
        accuracy
            .configure_mesh()
            .x_desc("epoch")
            .label_style(("DejaVu Sans", 12))
            .draw()
            .map_err(|e| e.to_string())?;
        accuracy
            .draw_series(LineSeries::new(
                history.iter().map(|s| (s.epoch as f64, 100.0 * s.train_accuracy)),
                &BLUE,
            ))
            .map_err(|e| e.to_string())?
            .label("train")
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], BLUE));
        accuracy
            .draw_series(LineSeries::new(
                history.iter().map(|s| (s.epoch as f64, 100.0 * s.test_accuracy)),
                &GREEN,
            ))
            .map_err(|e| e.to_string())?
            .label("test")
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], GREEN));
        accuracy
            .configure_series_labels()
            .label_font(("DejaVu Sans", 12))
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .position(SeriesLabelPosition::LowerRight)
            .draw()
            .map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// Writes the loss and accuracy curves of `history` to `path` as a PNG.
pub fn write_png(history: &[EpochStats], path: &Path) -> Result<(), VitError> {
    let svg = svg(history).map_err(|e| plot_error(path, e))?;
    let mut options = resvg::usvg::Options::default();
    options.fontdb_mut().load_font_data(FONT.to_vec());
    options.font_family = "DejaVu Sans".to_string();
    let tree = resvg::usvg::Tree::from_str(&svg, &options).map_err(|e| plot_error(path, e))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(WIDTH, HEIGHT).ok_or_else(|| plot_error(path, "no pixmap"))?;
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.save_png(path).map_err(|e| plot_error(path, e))
}
