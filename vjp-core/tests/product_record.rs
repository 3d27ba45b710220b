//! The record of a computation's matrix products (`linalg::record_products`, timed by
//! `linalg::time_products`), the GEMM ceiling's input: every product with its sizes and operand
//! layouts, replayable alone. One test in its own binary, since the record is process-wide.

use vjp_core::linalg::{Layout, ProductReplay, record_products, time_products};
use vjp_core::ops::dense::dense_backward;
use vjp_core::{Matrix, dense, multi_head_attention};

type Mat = Matrix<f32, usize, usize>;

fn filled(rows: usize, cols: usize) -> Mat {
    let data = (0..rows * cols).map(|i| ((i % 5) as f32 - 2.0) / 8.0).collect();
    Mat::from_vec((rows, cols), data).expect("the length is rows x cols")
}

#[test]
fn products_are_recorded_with_their_sizes_and_layouts_and_replay_alone() {
    let (tokens, heads, head, examples) = (5, 2, 3, 2);
    let width = heads * head;
    let x = filled(examples * tokens, 4);
    let weight = filled(4, 3 * width);
    let bias = vjp_core::Vector::<f32, usize>::zeros((3 * width,));
    let (result, timed) = time_products(|| {
        let qkv = dense(&x, &weight, &bias)?;
        let out = multi_head_attention(&qkv, tokens, heads)?;
        let dy = filled(examples * tokens, 3 * width);
        dense_backward(&x, &weight, &bias, &qkv, &dy)?;
        Ok::<_, vjp_core::Error>(out)
    });
    assert_eq!(result.expect("the shapes fit").shape(), (examples * tokens, width));
    // Every product's time is filled in once it has run.
    assert!(timed.iter().map(|t| t.time).sum::<std::time::Duration>() > std::time::Duration::ZERO);
    let products: Vec<_> = timed.iter().map(|t| t.product).collect();
    // The dense forward, per example and head the scores and the weighted values, the dense
    // backward's two products.
    assert_eq!(products.len(), 1 + 2 * examples * heads + 2);
    let first = products[0];
    assert_eq!((first.m, first.k, first.n), (examples * tokens, 4, 3 * width));
    let row_major = |leading| Layout {
        row_major: true,
        leading,
    };
    assert_eq!(
        (first.dst, first.a, first.b),
        (row_major(3 * width), row_major(4), row_major(3 * width))
    );
    // Scores q kᵀ: q read in place from [q | k | v] (rows 3·width apart), kᵀ column-major.
    let scores = products[1];
    assert_eq!((scores.m, scores.k, scores.n), (tokens, head, tokens));
    assert_eq!(scores.a, row_major(3 * width));
    assert_eq!(
        scores.b,
        Layout {
            row_major: false,
            leading: 3 * width
        }
    );
    let flops: f64 = products.iter().map(|p| p.flops()).sum();
    let expected = 2.0
        * (3.0 * (examples * tokens * 4 * 3 * width) as f64 + (2 * examples * heads * tokens * head * tokens) as f64);
    assert_eq!(flops, expected);
    // Nothing is recorded outside the closure.
    let (_, none) = record_products(|| ());
    assert!(none.is_empty());
    let mut replay = ProductReplay::<f32>::new(products.clone());
    assert_eq!(replay.flops(), expected);
    replay.run(1);
    replay.run(2);
    // Alone, one time per product, in order.
    assert_eq!(replay.products(), &products[..]);
    assert_eq!(replay.time_each().len(), products.len());
}
