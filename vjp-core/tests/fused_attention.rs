//! The fused multi-head attention equals the per-head lift of the derived attention head over
//! grouped rows (values and every cotangent, to 1e-12 in f64).

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::blocks::attention_head;
use vjp_core::*;

type Mat = Matrix<f64, usize, usize>;

fn rel(a: &[f64], b: &[f64]) -> f64 {
    let scale = b.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max) / scale
}

#[test]
fn fused_attention_equals_the_per_head_lift() {
    let mut rng = StdRng::seed_from_u64(31);
    for (examples, tokens, heads, head) in [(1, 1, 1, 1), (2, 3, 2, 2), (3, 5, 4, 3)] {
        let width = heads * head;
        let qkv = Mat::random((examples * tokens, 3 * width), &mut rng).map(|v| 2.0 * v);
        let lifted = comp(
            comp(
                GroupRows { group: tokens },
                batch_map(per_head::<_, usize>(attention_head::Layer::new(head), heads, 3).unwrap()),
            ),
            UngroupRows,
        );
        let fused = MultiHeadAttention { tokens, heads };
        let (y1, s1) = lifted.forward(qkv.clone()).unwrap();
        let (y2, s2) = fused.forward(qkv.clone()).unwrap();
        assert!(
            rel(y2.data(), y1.data()) <= 1e-12,
            "values differ: {:e}",
            rel(y2.data(), y1.data())
        );
        let dy = Mat::random(y1.shape(), &mut rng);
        let (d1, _) = lifted.backward(&s1, &dy).unwrap();
        let (d2, ()) = fused.backward(&s2, &dy).unwrap();
        assert!(
            rel(d2.data(), d1.data()) <= 1e-12,
            "cotangents differ: {:e}",
            rel(d2.data(), d1.data())
        );
    }
}
