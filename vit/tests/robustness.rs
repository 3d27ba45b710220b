//! Every loader on arbitrary bytes: an error or a value, never a panic, a hang or an
//! allocation the input merely claims (headers are checked against the file before anything
//! is allocated from them). Checkpoints (safetensors), training states, IDX files, the digits
//! CSV and ImageFolder images; random bytes and valid files with bytes flipped or cut. And the
//! command line: any mix of its flags and of values of every kind, parsed and checked.

use clap::Parser;
use proptest::prelude::*;
use rand::SeedableRng;
use vit::checkpoint::{FileDtype, LoadOptions, load, load_training, save, save_training};
use vit::cli::{Cli, Command};
use vit::data::Dataset;
use vit::{Vit, VitConfig};
use vjp_core::optim::OptimizerState;

/// A scratch folder, removed when dropped.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

fn small_vit() -> Vit<f32> {
    let config = VitConfig {
        dim: 8,
        depth: 1,
        heads: 2,
        mlp_hidden: 8,
        ..VitConfig::digits()
    };
    Vit::new(&config, &mut rand::rngs::StdRng::seed_from_u64(0)).unwrap()
}

/// A valid checkpoint's and training state's bytes.
fn valid_files() -> (Vec<u8>, Vec<u8>) {
    let scratch = scratch();
    let dir = scratch.path();
    let (weights, state) = (dir.join("w.safetensors"), dir.join("w.state"));
    let vit = small_vit();
    save(&vit, &weights, FileDtype::F32).unwrap();
    let optimizer = OptimizerState {
        steps: 3,
        buffers: Vec::new(),
    };
    save_training(&vit, 2, &optimizer, &state, FileDtype::F32).unwrap();
    (std::fs::read(weights).unwrap(), std::fs::read(state).unwrap())
}

/// `bytes` with the edits applied: each `(position, value)` overwrites a byte, then a cut.
fn damaged(bytes: &[u8], edits: &[(usize, u8)], keep: usize) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for &(at, value) in edits {
        if !out.is_empty() {
            let i = at % out.len();
            out[i] = value;
        }
    }
    out.truncate(keep.max(1));
    out
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn checkpoints_from_arbitrary_bytes_are_errors_not_panics(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let scratch = scratch();
        let dir = scratch.path();
        let path = dir.join("x.safetensors");
        std::fs::write(&path, &bytes).unwrap();
        prop_assert!(load::<f32>(&path, &LoadOptions::default()).is_err());
        prop_assert!(load_training::<f32>(&path).is_err());
    }

    #[test]
    fn damaged_checkpoints_load_or_fail_cleanly(
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8),
        cut in any::<usize>(),
    ) {
        let (weights, state) = valid_files();
        let scratch = scratch();
        let dir = scratch.path();
        for (name, bytes) in [("w.safetensors", &weights), ("w.state", &state)] {
            let path = dir.join(name);
            let keep = if cut % 2 == 0 { bytes.len() } else { cut % bytes.len() };
            std::fs::write(&path, damaged(bytes, &edits, keep)).unwrap();
            // Either outcome is fine; a panic or a hang is not.
            let _ = load::<f32>(&path, &LoadOptions::default());
            let _ = load_training::<f32>(&path);
        }
    }

    #[test]
    fn a_safetensors_header_claiming_gigabytes_is_refused(claim in (1u64 << 30)..u64::MAX, tail in proptest::collection::vec(any::<u8>(), 0..64)) {
        let scratch = scratch();
        let dir = scratch.path();
        let path = dir.join("big.safetensors");
        let mut bytes = claim.to_le_bytes().to_vec();
        bytes.extend(tail);
        std::fs::write(&path, bytes).unwrap();
        prop_assert!(load::<f32>(&path, &LoadOptions::default()).is_err());
    }

    #[test]
    fn idx_files_from_arbitrary_headers_and_bytes_are_errors_not_panics(
        dims in proptest::collection::vec(any::<u32>(), 3),
        label_count in any::<u32>(),
        payload in proptest::collection::vec(any::<u8>(), 0..256),
        kind in prop_oneof![Just(8u8), any::<u8>()],
    ) {
        let scratch = scratch();
        let dir = scratch.path();
        let idx = |rank: u8, dims: &[u32]| {
            let mut b = vec![0, 0, kind, rank];
            for d in dims {
                b.extend(d.to_be_bytes());
            }
            b.extend(&payload);
            b
        };
        for split in ["train", "t10k"] {
            std::fs::write(dir.join(format!("{split}-images-idx3-ubyte")), idx(3, &dims)).unwrap();
            std::fs::write(dir.join(format!("{split}-labels-idx1-ubyte")), idx(1, &[label_count])).unwrap();
        }
        // Dimensions such as 4e9 x 4e9 x 4e9 are compared with the file's length, not allocated.
        let _ = Dataset::mnist(dir);
    }

    #[test]
    fn the_digits_csv_parser_takes_any_text(text in "[0-9,.\\-\\n e]{0,400}") {
        let _ = Dataset::parse_digits_csv(&text);
    }

    #[test]
    fn image_folders_of_arbitrary_files_are_errors_not_panics(
        files in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..128), 1..4),
        png_header in any::<bool>(),
    ) {
        let scratch = scratch();
        let dir = scratch.path();
        for class in ["a", "b"] {
            std::fs::create_dir_all(dir.join(class)).unwrap();
            for (i, bytes) in files.iter().enumerate() {
                let mut content = if png_header { b"\x89PNG\r\n\x1a\n".to_vec() } else { Vec::new() };
                content.extend(bytes);
                std::fs::write(dir.join(class).join(format!("{i}.png")), content).unwrap();
            }
        }
        prop_assert!(Dataset::image_folder(dir, 8, 1).is_err());
    }

    #[test]
    fn any_command_line_is_parsed_and_checked_without_a_panic(
        command in prop_oneof![Just("train"), Just("eval"), Just("grad"), Just("emit-mlir"), Just("bench")],
        args in proptest::collection::vec(
            (
                prop_oneof![
                    Just("--batch"), Just("--epochs"), Just("--warmup"), Just("--lr"), Just("--min-lr"),
                    Just("--dim"), Just("--depth"), Just("--heads"), Just("--mlp"), Just("--patch"),
                    Just("--image"), Just("--channels"), Just("--classes"), Just("--eps"),
                    Just("--label-smoothing"), Just("--momentum"), Just("--weight-decay"),
                    Just("--threads"), Just("--steps"), Just("--seed"), Just("--optimizer"),
                    Just("--preset"), Just("--gelu"), Just("--image-size"), Just("--out"),
                ],
                prop_oneof![
                    Just("0".to_string()), Just("-1".to_string()), Just("NaN".to_string()),
                    Just("inf".to_string()), Just("1e308".to_string()), Just("sgd".to_string()),
                    Just("digits".to_string()), Just(u64::MAX.to_string()), Just(usize::MAX.to_string()),
                    (1usize..5000).prop_map(|n| n.to_string()), (0.0f64..2.0).prop_map(|x| x.to_string()),
                ],
            ),
            0..8,
        ),
    ) {
        let argv = ["vit", command]
            .into_iter()
            .map(str::to_string)
            .chain(args.into_iter().flat_map(|(flag, value)| [format!("{flag}={value}")]));
        if let Ok(cli) = Cli::try_parse_from(argv) {
            let _ = cli.check();
            if let Command::Train(train) = &cli.command {
                let digits = Dataset { channels: 1, height: 8, width: 8, classes: 10, pixels: Vec::new(), labels: Vec::new() };
                let _ = train.config(&digits);
            }
        }
    }
}
