//! Attention with queries, keys and values of their own (`scaled_dot_product_attention`): with
//! as many queries as keys it is the fused self-attention over `[q | k | v]` for every mask;
//! with fewer queries (new tokens against cached keys and values, as a decoder generates) it
//! gives the full causal attention's last rows; with fewer key and value heads than query heads
//! it is the attention to those heads repeated (grouped-query and multi-query attention); it
//! traces to its witness.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::hlo::check_trace;
use vjp_core::{AttentionMask, Matrix, scaled_dot_product_attention, slice_cols, slice_rows};

type Mat = Matrix<f64, usize, usize>;

fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

fn close(a: &Mat, b: &Mat, what: &str) {
    assert_eq!(a.shape(), b.shape(), "{what}");
    for (x, y) in a.data().iter().zip(b.data()) {
        assert!((x - y).abs() < 1e-12, "{what}: {x} against {y}");
    }
}

/// The rows `rows` of every sequence of `tokens` rows in `x`, stacked.
fn rows_of_each(x: &Mat, tokens: usize, rows: std::ops::Range<usize>) -> Mat {
    let sequences = x.nrows() / tokens;
    let mut data = Vec::new();
    for b in 0..sequences {
        data.extend_from_slice(slice_rows(x, b * tokens + rows.start, rows.len()).unwrap().data());
    }
    Mat::from_vec((sequences * rows.len(), x.ncols()), data).unwrap()
}

/// The fused op and the general one, forward and backward, under `mask` on `sequences`
/// sequences of `tokens` tokens.
fn fused_is_general(sequences: usize, tokens: usize, heads: usize, mask: &AttentionMask, seed: u64) {
    let width = 2 * heads;
    let qkv = Mat::random((sequences * tokens, 3 * width), &mut rng(seed));
    let part = |p: usize| slice_cols(&qkv, p * width, width).unwrap();
    let (q, k, v) = (part(0), part(1), part(2));
    let what = format!("{tokens} tokens, {mask:?}");
    let (general, general_back) =
        vjp_core::scaled_dot_product_attention::vjp(&q, &k, &v, &sequences, &heads, &mask.clone()).unwrap();
    let (fused, fused_back) = vjp_core::multi_head_attention_masked::vjp(&qkv, &tokens, &heads, &mask.clone()).unwrap();
    close(&general, &fused, &what);
    let dy = Mat::random(general.shape(), &mut rng(seed + 1));
    let (dq, dk, dv, ..) = general_back(&q, &k, &v, &sequences, &heads, mask, &general, &dy).unwrap();
    let (dqkv, ..) = fused_back(&qkv, &tokens, &heads, mask, &fused, &dy).unwrap();
    for (p, d) in [dq, dk, dv].iter().enumerate() {
        close(
            &slice_cols(&dqkv, p * width, width).unwrap(),
            d,
            &format!("{what}: part {p}'s cotangent"),
        );
    }
}

/// The fused op computes blocks of 16 query rows only up to the last key a block sees: with 5
/// tokens (one block) and with 40 and 64 (blocks reaching 16, 32, 40 keys, fewer under
/// padding) it is the general op, forward and backward, under every mask.
#[test]
fn with_as_many_queries_as_keys_it_is_the_fused_self_attention_under_every_mask() {
    for (tokens, seed) in [(5, 1), (40, 10), (64, 20)] {
        let mut bias = Mat::random((tokens, tokens), &mut rng(seed + 2));
        bias.data_mut()[3] = f64::NEG_INFINITY;
        let masks = [
            AttentionMask::default(),
            AttentionMask::causal(),
            AttentionMask::default().with_key_lengths(vec![tokens, 3]),
            AttentionMask::causal()
                .with_key_lengths(vec![2, tokens - 1])
                .with_bias(bias.clone()),
            AttentionMask::default().with_bias(bias),
        ];
        for mask in &masks {
            fused_is_general(2, tokens, 3, mask, seed + 3);
        }
    }
}

#[test]
fn decoding_the_last_tokens_against_cached_keys_gives_the_full_attentions_last_rows() {
    let (sequences, tokens, heads, width) = (3, 6, 2, 4);
    let rng = &mut rng(3);
    let (q, k, v) = (
        Mat::random((sequences * tokens, width), rng),
        Mat::random((sequences * tokens, width), rng),
        Mat::random((sequences * tokens, 2 * width), rng),
    );
    let full = scaled_dot_product_attention(&q, &k, &v, sequences, heads, AttentionMask::causal()).unwrap();
    for new in [1, 2, tokens] {
        let last = tokens - new..tokens;
        let decoded = scaled_dot_product_attention(
            &rows_of_each(&q, tokens, last.clone()),
            &k,
            &v,
            sequences,
            heads,
            AttentionMask::causal(),
        )
        .unwrap();
        close(
            &decoded,
            &rows_of_each(&full, tokens, last),
            &format!("{new} new tokens"),
        );
    }
}

/// `x`'s heads of width `head`, each repeated `groups` times side by side.
fn repeated_heads(x: &Mat, head: usize, groups: usize) -> Mat {
    let cols = x.ncols() * groups;
    // Column c of the result is column `(c / head / groups) * head + c % head` of `x`.
    Mat::from_fn((x.nrows(), cols), |at| {
        let (row, c) = (at / cols, at % cols);
        x.data()[row * x.ncols() + (c / head / groups) * head + c % head]
    })
}

#[test]
fn grouped_and_multi_query_heads_attend_as_the_shared_heads_repeated() {
    let (sequences, tokens, heads, head) = (2, 5, 4, 3);
    let r = &mut rng(6);
    let q = Mat::random((sequences * 2, heads * head), r);
    for kv_heads in [2, 1] {
        let groups = heads / kv_heads;
        let (k, v) = (
            Mat::random((sequences * tokens, kv_heads * head), r),
            Mat::random((sequences * tokens, kv_heads * 2), r),
        );
        let mask = AttentionMask::causal().with_key_lengths(vec![5, 4]);
        let grouped = scaled_dot_product_attention(&q, &k, &v, sequences, heads, mask.clone()).unwrap();
        let (k_all, v_all) = (repeated_heads(&k, head, groups), repeated_heads(&v, 2, groups));
        let repeated = scaled_dot_product_attention(&q, &k_all, &v_all, sequences, heads, mask.clone()).unwrap();
        close(&grouped, &repeated, &format!("{kv_heads} key heads"));
        let layer = vjp_core::scaled_dot_product_attention::Layer::new(k, v, sequences, heads, mask);
        vjp_core::gradcheck::assert_vjp_with_params(&layer, &q, 1e-6);
        check_trace(&layer, &q, 7, 1e-12).unwrap();
    }
    let k = Mat::random((sequences * tokens, 3 * head), r);
    let error = scaled_dot_product_attention(&q, &k, &k, sequences, heads, AttentionMask::causal()).unwrap_err();
    assert!(
        error.to_string().contains("shared by groups of the 4 query heads"),
        "{error}"
    );
}

#[test]
fn a_decoding_step_traces_to_its_witness_and_bad_sizes_are_errors() {
    let (sequences, heads) = (2, 2);
    let r = &mut rng(4);
    let (k, v) = (Mat::random((sequences * 5, 4), r), Mat::random((sequences * 5, 6), r));
    let q = Mat::random((sequences * 2, 4), r);
    let mask = AttentionMask::causal().with_key_lengths(vec![5, 4]);
    let layer = vjp_core::scaled_dot_product_attention::Layer::new(k.clone(), v.clone(), sequences, heads, mask);
    check_trace(&layer, &q, 5, 1e-12).unwrap();

    let error = |q: &Mat, k: &Mat, v: &Mat, sequences: usize| {
        scaled_dot_product_attention(q, k, v, sequences, heads, AttentionMask::causal())
            .unwrap_err()
            .to_string()
    };
    assert!(error(&q, &k, &v, 3).contains("do not split into 3 sequences"));
    assert!(error(&q, &k, &v, 0).contains("do not split into 0 sequences"));
    let short = slice_rows(&v, 0, 8).unwrap();
    assert!(error(&q, &k, &short, sequences).contains("one value per key"));
    let many = Mat::random((sequences * 6, 4), r);
    assert!(error(&many, &k, &v, sequences).contains("at most as many queries as keys"));
}
