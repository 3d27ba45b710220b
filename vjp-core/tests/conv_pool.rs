//! `conv2d` and the poolings mean what PyTorch's do: at stride = kernel the convolution is the
//! patch embedding (held to timm's `PatchEmbed`, a PyTorch `Conv2d`, by
//! `vit/tests/timm_parity.rs`); padding, dilation, stride and groups, and the poolings' windows,
//! are checked on values worked out by hand. (Each op's generated check holds its rule to
//! central differences and its graph form to the Rust op at 1e-12.)

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::*;

#[test]
fn at_stride_equal_to_the_kernel_it_is_the_patch_embedding() {
    let r = &mut StdRng::seed_from_u64(1);
    let (c, h, w, p, d) = (3, 8, 6, 2, 5);
    let image = Tensor3::<f64, usize, usize, usize>::random((c, h, w), r);
    let weight = Maps::<f64>::random((d, c, p, p), r);
    let bias = Vector::<f64, usize>::random((d,), r);
    let conv = Conv2d {
        stride: (p, p),
        ..Conv2d::default()
    };
    let x = image.clone().reshape((1, c, h, w)).unwrap();
    let y = conv2d(&x, &weight, &bias, conv).unwrap();
    let flat = weight.clone().reshape((d, c * p * p)).unwrap();
    let tokens = patch_embed(&image, &flat, &bias, p, (h / p) * (w / p)).unwrap();
    // conv2d gives [1, D, H/p, W/p]; the patch embedding [tokens, D], tokens row-major.
    let y_tokens = transpose(&y.reshape((d, (h / p) * (w / p))).unwrap());
    for (a, b) in y_tokens.data().iter().zip(tokens.data()) {
        assert!((a - b).abs() < 1e-12, "{a} vs {b}");
    }
}

#[test]
fn padding_dilation_stride_and_groups_by_hand() {
    // One 3 x 3 channel 1..9, a 2 x 2 kernel [[1, 10], [100, 1000]] with dilation 2 and padding 1:
    // the padded input is 5 x 5, the kernel reaches 3 x 3, so the output is 3 x 3; at (0, 0)
    // it reads padded (0,0) (0,2) (2,0) (2,2) = 0, 0, 0, 5.
    let x = Maps::from_vec((1, 1, 3, 3), (1..=9).map(f64::from).collect()).unwrap();
    let weight = Maps::from_vec((1, 1, 2, 2), vec![1.0, 10.0, 100.0, 1000.0]).unwrap();
    let bias = Vector::from_vec((1,), vec![0.5]).unwrap();
    let conv = Conv2d {
        padding: (1, 1),
        dilation: (2, 2),
        ..Conv2d::default()
    };
    let y = conv2d(&x, &weight, &bias, conv).unwrap();
    assert_eq!(y.shape(), (1, 1, 3, 3));
    // padded[r][q] = x[r-1][q-1] inside, 0 on the border; y[i][j] = Σ w[a][b] padded[i+2a][j+2b].
    let padded = |r: usize, q: usize| {
        if (1..=3).contains(&r) && (1..=3).contains(&q) {
            ((r - 1) * 3 + q) as f64
        } else {
            0.0
        }
    };
    for i in 0..3 {
        for j in 0..3 {
            let want =
                0.5 + padded(i, j) + 10.0 * padded(i, j + 2) + 100.0 * padded(i + 2, j) + 1000.0 * padded(i + 2, j + 2);
            assert_eq!(y.data()[i * 3 + j], want, "({i}, {j})");
        }
    }
    assert_eq!(y.data()[0], 5000.5);
    // Stride 2 keeps every other output of the same convolution.
    let strided = conv2d(&x, &weight, &bias, Conv2d { stride: (2, 2), ..conv }).unwrap();
    assert_eq!(strided.shape(), (1, 1, 2, 2));
    assert_eq!(strided.data(), [y.data()[0], y.data()[2], y.data()[6], y.data()[8]]);
    // Two groups: each output channel sees its own input channel only.
    let two = Maps::from_vec((1, 2, 3, 3), (1..=18).map(f64::from).collect()).unwrap();
    let weights = Maps::from_vec((2, 1, 1, 1), vec![2.0, -1.0]).unwrap();
    let zero = Vector::zeros((2,));
    let grouped = conv2d(
        &two,
        &weights,
        &zero,
        Conv2d {
            groups: 2,
            ..Conv2d::default()
        },
    )
    .unwrap();
    let want: Vec<f64> = (1..=9)
        .map(|v| 2.0 * f64::from(v))
        .chain((10..=18).map(|v| -f64::from(v)))
        .collect();
    assert_eq!(grouped.data(), want.as_slice());
}

#[test]
fn shapes_that_do_not_make_a_convolution_are_errors() {
    let x = Maps::<f64>::zeros((1, 3, 4, 4));
    let bias = Vector::zeros((4,));
    let conv = Conv2d {
        groups: 2,
        ..Conv2d::default()
    };
    let err = conv2d(&x, &Maps::zeros((4, 1, 3, 3)), &bias, conv).unwrap_err();
    assert!(err.to_string().contains("groups"), "{err}");
    let err = conv2d(&x, &Maps::zeros((4, 3, 5, 5)), &bias, Conv2d::default()).unwrap_err();
    assert!(err.to_string().contains("does not fit"), "{err}");
    let err = conv2d(&x, &Maps::zeros((4, 3, 3, 3)), &Vector::zeros((3,)), Conv2d::default()).unwrap_err();
    assert!(err.to_string().contains("one entry per output channel"), "{err}");
    let err = conv2d(
        &x,
        &Maps::zeros((4, 3, 3, 3)),
        &bias,
        Conv2d {
            stride: (0, 1),
            ..Conv2d::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("positive"), "{err}");
}

#[test]
fn pooling_windows_by_hand() {
    // 1..16 in a 4 x 4 plane.
    let x = Maps::from_vec((1, 1, 4, 4), (1..=16).map(f64::from).collect()).unwrap();
    let y = avg_pool2d(&x, Pool2d::square(2)).unwrap();
    assert_eq!(y.data(), [3.5, 5.5, 11.5, 13.5]);
    let y = max_pool2d(&x, Pool2d::square(2)).unwrap();
    assert_eq!(y.data(), [6.0, 8.0, 14.0, 16.0]);
    // A 3 x 3 window moving by 2 with padding 1: the padding counts in the average (PyTorch's
    // default), so the corner window is (1 + 2 + 5 + 6) / 9.
    let padded = Pool2d::new((3, 3)).with_stride((2, 2)).with_padding((1, 1));
    let y = avg_pool2d(&x, padded).unwrap();
    assert_eq!(y.shape(), (1, 1, 2, 2));
    assert!((y.data()[0] - 14.0 / 9.0).abs() < 1e-15);
    let y = max_pool2d(&x, padded).unwrap();
    assert_eq!(y.data(), [6.0, 8.0, 14.0, 16.0]);
}

#[test]
fn a_max_pools_gradient_goes_to_the_maximum_split_among_ties() {
    let x = Maps::from_vec((1, 1, 2, 2), vec![1.0, 3.0, 3.0, 2.0]).unwrap();
    let (y, pullback) = max_pool2d::vjp(&x, &Pool2d::square(2)).unwrap();
    assert_eq!(y.data(), [3.0]);
    let dy = Maps::from_vec((1, 1, 1, 1), vec![1.0]).unwrap();
    let (dx, _) = pullback(&x, &Pool2d::square(2), &y, &dy).unwrap();
    assert_eq!(dx.data(), [0.0, 0.5, 0.5, 0.0]);
}

#[test]
fn windows_that_do_not_fit_are_errors() {
    let x = Maps::<f64>::zeros((1, 1, 3, 3));
    assert!(
        avg_pool2d(&x, Pool2d::square(4))
            .unwrap_err()
            .to_string()
            .contains("does not fit")
    );
    let wide = Pool2d::new((2, 2)).with_stride((1, 1)).with_padding((2, 0));
    assert!(max_pool2d(&x, wide).unwrap_err().to_string().contains("more than half"));
    assert!(
        max_pool2d(&x, Pool2d::square(0))
            .unwrap_err()
            .to_string()
            .contains("positive")
    );
}
