//! Each class of bad input, and the exact message it gets: checkpoints and training states
//! (safetensors), `vit grad`'s batch files, MNIST IDX files, the digits CSV, ImageFolder images,
//! gzip streams and the command line's values. A message is part of the interface: it names
//! the file, the tensor or the line, what was found and what was expected.

use clap::Parser;
use rand::SeedableRng;
use safetensors::tensor::{Dtype, SafeTensors, TensorView};
use std::collections::HashMap;
use std::path::Path;
use vit::checkpoint::{FileDtype, LoadOptions, from_bytes, read_file, save, save_training, training_from_bytes};
use vit::cli::Cli;
use vit::data::{Dataset, decode_image};
use vit::grad::batch_from_bytes;
use vit::{Vit, VitConfig, VitError};
use vjp_core::Params;
use vjp_core::optim::OptimizerState;

/// A tensor as written: name, dtype, shape, bytes.
type Entry = (String, Dtype, Vec<usize>, Vec<u8>);

fn small_config() -> VitConfig {
    VitConfig {
        dim: 8,
        depth: 1,
        heads: 2,
        mlp_hidden: 8,
        ..VitConfig::digits()
    }
}

/// A valid checkpoint's bytes (`training`: with the optimizer's state of two buffers).
fn checkpoint(training: bool) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.safetensors");
    let vit = Vit::<f32>::new(&small_config(), &mut rand::rngs::StdRng::seed_from_u64(0)).unwrap();
    if training {
        let mut buffers = Vec::new();
        vit.network
            .visit_params(&mut |p| buffers.push(vec![vec![0.0f32; p.len()]; 2]));
        let optimizer = OptimizerState { steps: 7, buffers };
        save_training(&vit, 3, &optimizer, &path, FileDtype::F32).unwrap();
    } else {
        save(&vit, &path, FileDtype::F32).unwrap();
    }
    std::fs::read(path).unwrap()
}

/// `bytes`' tensors and metadata, edited, written again.
fn edited(bytes: &[u8], edit: impl FnOnce(&mut Vec<Entry>, &mut HashMap<String, String>)) -> Vec<u8> {
    let file = SafeTensors::deserialize(bytes).unwrap();
    let (_, header) = SafeTensors::read_metadata(bytes).unwrap();
    let mut metadata = header.metadata().clone().unwrap_or_default();
    let mut tensors: Vec<Entry> = file
        .tensors()
        .into_iter()
        .map(|(name, view)| (name, view.dtype(), view.shape().to_vec(), view.data().to_vec()))
        .collect();
    edit(&mut tensors, &mut metadata);
    let views: Vec<(String, TensorView<'_>)> = tensors
        .iter()
        .map(|(n, d, s, b)| (n.clone(), TensorView::new(*d, s.clone(), b).unwrap()))
        .collect();
    safetensors::tensor::serialize(views, Some(metadata)).unwrap()
}

fn load_error(bytes: &[u8]) -> String {
    from_bytes::<f32>(bytes, Path::new("w.safetensors"), &LoadOptions::default())
        .unwrap_err()
        .to_string()
}

fn training_error(bytes: &[u8]) -> String {
    training_from_bytes::<f32>(bytes, Path::new("w.state"))
        .unwrap_err()
        .to_string()
}

fn retype(tensors: &mut [Entry], name: &str, f: impl FnOnce(&mut Entry)) {
    f(tensors.iter_mut().find(|t| t.0 == name).unwrap());
}

#[test]
fn checkpoints_that_are_not_safetensors() {
    assert_eq!(
        load_error(b"GIF89a"),
        "checkpoint w.safetensors: not a safetensors file: header too small"
    );
    let mut claims_a_terabyte = (1u64 << 40).to_le_bytes().to_vec();
    claims_a_terabyte.extend(b"{}");
    assert_eq!(
        load_error(&claims_a_terabyte),
        "checkpoint w.safetensors: not a safetensors file: header too large"
    );
    let valid = checkpoint(false);
    assert_eq!(
        load_error(&valid[..valid.len() - 1]),
        "checkpoint w.safetensors: not a safetensors file: incomplete metadata, file not fully covered"
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.safetensors");
    std::fs::write(&path, &valid).unwrap();
    assert_eq!(
        read_file(&path, 100).unwrap_err().to_string(),
        format!(
            "checkpoint {}: the file has {} bytes, more than the 100 allowed",
            path.display(),
            valid.len()
        )
    );
}

#[test]
fn checkpoints_with_a_tensor_missing_misshapen_or_of_the_wrong_type() {
    let valid = checkpoint(false);
    let missing = edited(&valid, |t, _| t.retain(|e| e.0 != "blocks.0.attn.proj.bias"));
    assert_eq!(
        load_error(&missing),
        "checkpoint w.safetensors: missing tensor `blocks.0.attn.proj.bias`"
    );
    let shape = edited(&valid, |t, _| retype(t, "norm.bias", |e| e.2 = vec![2, 4]));
    assert_eq!(
        load_error(&shape),
        "checkpoint w.safetensors: tensor `norm.bias` has shape [2, 4], expected [8]"
    );
    // Blocks that name only their first LayerNorm make a deep model the file does not hold:
    // refused before it is built, so the header's claim is never allocated.
    let deep = edited(&valid, |t, _| {
        let norm = t.iter().find(|e| e.0 == "blocks.0.norm1.weight").unwrap().clone();
        t.extend((1..200).map(|i| {
            (
                format!("blocks.{i}.norm1.weight"),
                norm.1,
                norm.2.clone(),
                norm.3.clone(),
            )
        }));
    });
    assert_eq!(
        load_error(&deep),
        "checkpoint w.safetensors: the file holds 2346 values, too few for the 93090 of the model its tensors describe"
    );
    let dtype = edited(&valid, |t, _| retype(t, "head.bias", |e| e.1 = Dtype::I32));
    assert_eq!(
        load_error(&dtype),
        "checkpoint w.safetensors: tensor `head.bias`: dtype I32 is not a float type"
    );
}

#[test]
fn checkpoints_whose_sizes_do_not_make_a_vit() {
    let valid = checkpoint(false);
    let kernel = edited(&valid, |t, _| {
        retype(t, "patch_embed.proj.weight", |e| e.2 = vec![8, 1, 4, 1])
    });
    assert_eq!(
        load_error(&kernel),
        "checkpoint w.safetensors: the patch kernel 4 x 1 is not square"
    );
    let grid = edited(&valid, |t, _| {
        retype(t, "pos_embed", |e| {
            e.2 = vec![1, 16, 8];
            e.3.truncate(16 * 8 * 4);
        })
    });
    assert_eq!(
        load_error(&grid),
        "checkpoint w.safetensors: 15 patches do not form a square grid"
    );
    let heads = edited(&valid, |_, m| {
        m.insert("heads".into(), "3".into());
    });
    assert_eq!(
        load_error(&heads),
        "checkpoint w.safetensors: invalid configuration: width 8 is not divisible by 3 heads"
    );
    let words = edited(&valid, |_, m| {
        m.insert("heads".into(), "two".into());
    });
    assert_eq!(
        load_error(&words),
        "checkpoint w.safetensors: metadata heads `two` is not a number"
    );
    let eps = edited(&valid, |_, m| {
        m.insert("eps".into(), "-1".into());
    });
    assert_eq!(
        load_error(&eps),
        "checkpoint w.safetensors: invalid configuration: LayerNorm eps must be positive and finite, got -1"
    );
    let unnamed = edited(&valid, |_, m| {
        m.remove("heads");
    });
    assert_eq!(
        load_error(&unnamed),
        "checkpoint w.safetensors: cannot infer the number of heads of width 8: give it"
    );
}

#[test]
fn training_states_without_their_optimizer() {
    assert_eq!(
        training_error(&checkpoint(false)),
        "checkpoint w.state: no `epoch` in the metadata: not a training checkpoint"
    );
    let valid = checkpoint(true);
    assert!(training_from_bytes::<f32>(&valid, Path::new("w.state")).is_ok());
    let steps = edited(&valid, |_, m| {
        m.insert("steps".into(), "-5".into());
    });
    assert_eq!(
        training_error(&steps),
        "checkpoint w.state: metadata `steps` is not a number"
    );
    let missing = edited(&valid, |t, _| t.retain(|e| e.0 != "optimizer.3.1"));
    assert_eq!(
        training_error(&missing),
        "checkpoint w.state: missing tensor `optimizer.3.1`"
    );
    let short = edited(&valid, |t, _| {
        retype(t, "optimizer.0.0", |e| {
            e.2 = vec![3];
            e.3.truncate(12);
        })
    });
    assert_eq!(
        training_error(&short),
        "checkpoint w.state: tensor `optimizer.0.0` has 3 values, expected 32"
    );
}

/// A batch file; `y_dtype` relabels the 8-byte labels (I64, or F64 to be refused).
fn batch(x_shape: &[usize], y: &[i64], y_dtype: Dtype) -> Vec<u8> {
    let pixels = vec![0u8; 4 * x_shape.iter().product::<usize>()];
    let labels: Vec<u8> = y.iter().flat_map(|l| l.to_le_bytes()).collect();
    let y_view = TensorView::new(y_dtype, vec![y.len()], &labels).unwrap();
    let views = vec![
        ("x", TensorView::new(Dtype::F32, x_shape.to_vec(), &pixels).unwrap()),
        ("y", y_view),
    ];
    safetensors::tensor::serialize(views, None::<HashMap<String, String>>).unwrap()
}

fn batch_error(bytes: &[u8]) -> String {
    batch_from_bytes::<f32>(bytes, Path::new("b.safetensors"))
        .unwrap_err()
        .to_string()
}

#[test]
fn batch_files() {
    assert!(batch_from_bytes::<f32>(&batch(&[2, 1, 8, 8], &[0, 9], Dtype::I64), Path::new("b")).is_ok());
    assert_eq!(
        batch_error(&batch(&[2, 64], &[0, 9], Dtype::I64)),
        "checkpoint b.safetensors: tensor `x` has shape [2, 64], expected [B, C, H, W]"
    );
    assert_eq!(
        batch_error(&batch(&[2, 1, 8, 8], &[0, 9, 3], Dtype::I64)),
        "checkpoint b.safetensors: tensor `y` has shape [3], expected [2]"
    );
    assert_eq!(
        batch_error(&batch(&[2, 1, 8, 8], &[0, 9], Dtype::F64)),
        "checkpoint b.safetensors: tensor `y` has dtype F64, expected I64"
    );
    assert_eq!(
        batch_error(&batch(&[2, 1, 8, 8], &[0, -4], Dtype::I64)),
        "checkpoint b.safetensors: label -4 is negative"
    );
    let no_y = edited(&batch(&[1, 1, 8, 8], &[0], Dtype::I64), |t, _| t.retain(|e| e.0 != "y"));
    assert_eq!(batch_error(&no_y), "checkpoint b.safetensors: missing tensor `y`");
}

fn idx(kind: u8, dims: &[u32], payload: &[u8]) -> Vec<u8> {
    let mut bytes = vec![0, 0, kind, dims.len() as u8];
    dims.iter().for_each(|d| bytes.extend_from_slice(&d.to_be_bytes()));
    bytes.extend_from_slice(payload);
    bytes
}

fn idx_error(images: &[u8], labels: &[u8]) -> String {
    Dataset::from_idx(Path::new("images"), images, Path::new("labels"), labels)
        .unwrap_err()
        .to_string()
}

#[test]
fn idx_files() {
    let images = idx(8, &[2, 1, 2], &[0, 1, 2, 3]);
    let labels = idx(8, &[2], &[3, 9]);
    assert_eq!(
        Dataset::from_idx(Path::new("i"), &images, Path::new("l"), &labels)
            .unwrap()
            .len(),
        2
    );
    assert_eq!(
        idx_error(b"\x89PNG", &labels),
        "images: not an IDX file (bad magic number)"
    );
    assert_eq!(
        idx_error(&idx(0x0d, &[2, 1, 2], &[0; 16]), &labels),
        "images: IDX element type 0x0d is not unsigned bytes"
    );
    assert_eq!(
        idx_error(&idx(8, &[2, 4], &[0; 8]), &labels),
        "images: IDX rank 2 where 3 was expected"
    );
    assert_eq!(
        idx_error(&idx(8, &[2, 1, 2], &[])[..10], &labels),
        "images: truncated IDX header"
    );
    assert_eq!(
        idx_error(&idx(8, &[60_000, 28, 28], &[0; 100]), &labels),
        "images: IDX dimensions [60000, 28, 28] need 47040000 bytes, the file holds 100"
    );
    assert_eq!(
        idx_error(&idx(8, &[u32::MAX, u32::MAX, u32::MAX], &[]), &labels),
        "images: IDX dimensions [4294967295, 4294967295, 4294967295] overflow"
    );
    assert_eq!(
        idx_error(&images, &idx(8, &[3], &[1, 2, 3])),
        "labels: 3 labels for 2 images"
    );
    assert_eq!(
        idx_error(&images, &idx(8, &[2], &[1, 12])),
        "labels: label 12 is outside 0..=9"
    );
    assert_eq!(
        idx_error(&idx(8, &[0, 1, 2], &[]), &idx(8, &[0], &[])),
        "the data set is empty"
    );
}

#[test]
fn gzipped_idx_files_are_read_no_further_than_their_header_says() {
    let dir = tempfile::tempdir().unwrap();
    let gz = |name: &str, bytes: &[u8]| {
        let file = std::fs::File::create(dir.path().join(format!("{name}.gz"))).unwrap();
        let mut encoder = flate2::write::GzEncoder::new(file, flate2::Compression::fast());
        std::io::Write::write_all(&mut encoder, bytes).unwrap();
        encoder.finish().unwrap();
    };
    let error = || Dataset::mnist(dir.path()).unwrap_err().to_string();
    let images = dir.path().join("train-images-idx3-ubyte.gz");
    for split in ["train", "t10k"] {
        gz(
            &format!("{split}-images-idx3-ubyte"),
            &idx(8, &[2, 1, 2], &[0, 1, 2, 3]),
        );
        gz(&format!("{split}-labels-idx1-ubyte"), &idx(8, &[2], &[3, 9]));
    }
    assert_eq!(Dataset::mnist(dir.path()).unwrap().0.len(), 2);
    // Refused from the header alone: nothing past it is read.
    gz("train-images-idx3-ubyte", &idx(8, &[60_000, 60_000, 60_000], &[0; 64]));
    assert_eq!(
        error(),
        format!(
            "{}: IDX dimensions [60000, 60000, 60000] claim 216000000000000 bytes, more than the \
             2147483648 allowed",
            images.display()
        )
    );
    // A stream longer than its header says (a gzip bomb, say) is read one byte past the claim.
    gz("train-images-idx3-ubyte", &idx(8, &[1, 1, 4], &vec![0; 1 << 20]));
    assert_eq!(
        error(),
        format!(
            "{}: IDX dimensions [1, 1, 4] need 4 bytes, the file holds more",
            images.display()
        )
    );
    gz("train-images-idx3-ubyte", &idx(8, &[1000, 28, 28], &[0; 10]));
    assert_eq!(
        error(),
        format!(
            "{}: IDX dimensions [1000, 28, 28] need 784000 bytes, the file holds 10",
            images.display()
        )
    );
}

fn csv_line(pixel: &str, label: &str) -> String {
    format!("{}{pixel},{label}\n", "0,".repeat(63))
}

#[test]
fn digits_csv_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("optdigits.tra");
    let error = |content: &[u8]| {
        std::fs::write(&path, content).unwrap();
        Dataset::digits_csv(&path).unwrap_err().to_string()
    };
    let at = |message: &str| format!("{}: {message}", path.display());
    std::fs::write(&path, csv_line("16", "9")).unwrap();
    assert_eq!(Dataset::digits_csv(&path).unwrap().labels, vec![9]);
    assert_eq!(
        error(csv_line("17", "1").as_bytes()),
        at("line 1: pixel 17 is outside 0..=16")
    );
    assert_eq!(
        error(csv_line("0.5", "1").as_bytes()),
        at("line 1: pixel `0.5` is not an integer")
    );
    assert_eq!(
        error(csv_line("1", "10").as_bytes()),
        at("line 1: label 10 is outside 0..=9")
    );
    assert_eq!(
        error(csv_line("1", "nine").as_bytes()),
        at("line 1: label `nine` is not an integer")
    );
    assert_eq!(error(b"1,2,3\n"), at("line 1: expected 65 values, found 3"));
    assert_eq!(error(b"\n\n"), at("the data set is empty"));
    assert_eq!(
        error(b"\xff\xfe1,2"),
        at("line 1: not UTF-8 text: invalid utf-8 sequence of 1 bytes from index 0")
    );
    // A stream without line ends is read no further than the longest line allowed.
    assert_eq!(error(&vec![b'7'; 1 << 20]), at("line 1: longer than 65536 bytes"));
    assert_eq!(
        Dataset::digits_csv(&dir.path().join("absent.csv"))
            .unwrap_err()
            .to_string(),
        format!(
            "{}: No such file or directory (os error 2)",
            dir.path().join("absent.csv").display()
        )
    );
}

#[test]
fn gzip_streams_that_are_not_gzip() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("optdigits.tra.gz");
    std::fs::write(&path, b"\x1f\x8b\x08\x00not deflate at all").unwrap();
    assert_eq!(
        Dataset::digits_csv(&path).unwrap_err().to_string(),
        format!("{}: corrupt deflate stream", path.display())
    );
}

#[test]
fn images() {
    let origin = Path::new("cat/1.png");
    let error = |bytes: &[u8], size: usize, channels: usize| {
        decode_image(origin, bytes, size, channels).unwrap_err().to_string()
    };
    let mut png = Vec::new();
    image::GrayImage::from_pixel(4, 4, image::Luma([7]))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    assert_eq!(decode_image(origin, &png, 2, 3).unwrap().len(), 12);
    assert_eq!(error(&png, 0, 1), "cat/1.png: the image size 0 is not in 1..=16384");
    assert_eq!(
        error(&png, 20_000, 1),
        "cat/1.png: the image size 20000 is not in 1..=16384"
    );
    assert_eq!(error(&png, 8, 2), "cat/1.png: 2 channels: use 1 (grey) or 3 (RGB)");
    assert_eq!(
        error(b"plain text", 8, 1),
        "cat/1.png: cannot decode the image: The image format could not be determined"
    );
    // A PNG header claiming 100000 x 100000 pixels: refused before anything is decoded.
    let mut huge = png.clone();
    huge[16..20].copy_from_slice(&100_000u32.to_be_bytes());
    huge[20..24].copy_from_slice(&100_000u32.to_be_bytes());
    let mut crc = flate2::Crc::new();
    crc.update(&huge[12..29]);
    huge[29..33].copy_from_slice(&crc.sum().to_be_bytes());
    assert_eq!(
        error(&huge, 8, 1),
        "cat/1.png: the image is larger than 16384 pixels a side or 134217728 bytes decoded"
    );
    // 721 bytes of JPEG claiming 8965 x 12800 RGB pixels (found by the fuzzer: decoding it took
    // seconds): refused from its header.
    let bomb =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jpeg_bomb_8965x12800.jpg")).unwrap();
    assert_eq!(
        error(&bomb, 8, 3),
        "cat/1.png: the image is larger than 16384 pixels a side or 134217728 bytes decoded"
    );
    assert_eq!(
        error(&png[..40], 8, 1),
        "cat/1.png: cannot decode the image: unexpected end of file"
    );
}

#[test]
fn image_folders_without_classes_or_images() {
    let dir = tempfile::tempdir().unwrap();
    let error = |size, channels| {
        Dataset::image_folder(dir.path(), size, channels)
            .unwrap_err()
            .to_string()
    };
    let at = |message: &str| format!("{}: {message}", dir.path().display());
    assert_eq!(error(8, 1), at("no class folders"));
    std::fs::create_dir(dir.path().join("cat")).unwrap();
    std::fs::write(dir.path().join("cat/notes.txt"), "not an image").unwrap();
    assert_eq!(error(8, 1), at("no images"));
    assert_eq!(error(8, 4), at("4 channels: use 1 (grey) or 3 (RGB)"));
}

fn cli_error(args: &str) -> String {
    let cli = Cli::try_parse_from(std::iter::once("vit").chain(args.split_whitespace())).unwrap();
    cli.check().unwrap_err().to_string()
}

#[test]
fn command_line_values_out_of_range() {
    let config = |m: &str| format!("invalid configuration: {m}");
    assert_eq!(cli_error("train --batch 0"), config("the batch size must be positive"));
    assert_eq!(cli_error("train --lr=-1"), config("the learning rate must be positive"));
    assert_eq!(
        cli_error("train --lr NaN"),
        config("the learning rate must be positive")
    );
    assert_eq!(
        cli_error("train --min-lr 1"),
        config("the final learning rate must lie in [0, lr]")
    );
    assert_eq!(
        cli_error("train --label-smoothing 1.5"),
        config("label smoothing must lie in [0, 1], got 1.5")
    );
    assert_eq!(
        cli_error("train --optimizer sgd --momentum 1.5"),
        config("SGD momentum must lie in [0, 1), got 1.5")
    );
    assert_eq!(
        cli_error("train --weight-decay=-0.1"),
        config("weight decay must be non-negative")
    );
    assert_eq!(
        cli_error("train --epochs 2000000"),
        config("the epochs and warmup epochs must be at most 1000000")
    );
    assert_eq!(
        cli_error("emit-mlir --out x --dim 190"),
        config("width 190 is not divisible by 3 heads")
    );
    assert_eq!(
        cli_error("emit-mlir --out x --batch 0"),
        config("the batch must hold at least one image")
    );
    assert_eq!(
        cli_error("emit-mlir --out x --batch 100000"),
        config(
            "a batch of 100000 would need a tensor of more than 2147483648 values for \
             ViT 224x224 patch 16, D 192, depth 12, 3 heads, MLP 768, 10 classes"
        )
    );
    assert_eq!(
        cli_error("emit-mlir --out x --preset digits --dim 1000000"),
        config(
            "ViT 8x8 patch 2, D 1000000, depth 4, 4 heads, MLP 128, 10 classes has more than \
             2147483648 parameters, the most this crate builds"
        )
    );
    assert_eq!(
        cli_error("train --peer-timeout 0"),
        "invalid configuration: the peer timeout must be positive seconds (at most 1e9), got 0"
    );
    let digits = vit::data::Dataset::digits().unwrap();
    let cli = Cli::try_parse_from(["vit", "train", "--shift", "8"]).unwrap();
    let vit::cli::Command::Train(train) = &cli.command else {
        unreachable!("parsed as train")
    };
    assert_eq!(
        train.config(&digits).unwrap_err().to_string(),
        config("a shift of 8 pixels would move a 8x8 image out of its frame")
    );
    assert_eq!(
        cli_error("bench --steps 0"),
        config("the batch and the timed steps must be positive")
    );
    assert_eq!(
        cli_error("grad --weights w --batch b --out o --label-smoothing=-0.5"),
        config("label smoothing must lie in [0, 1], got -0.5")
    );
    let parse = |args: &str| {
        Cli::try_parse_from(std::iter::once("vit").chain(args.split_whitespace()))
            .err()
            .map(|e| e.kind())
    };
    assert_eq!(parse("train --batch -3"), Some(clap::error::ErrorKind::UnknownArgument));
    assert_eq!(
        parse("train --batch many"),
        Some(clap::error::ErrorKind::ValueValidation)
    );
    assert_eq!(
        parse("train --optimizer adam"),
        Some(clap::error::ErrorKind::InvalidValue)
    );
    assert_eq!(
        parse("train --mnist a --csv b"),
        Some(clap::error::ErrorKind::ArgumentConflict)
    );
}

#[test]
fn the_cli_reports_a_bad_value_in_one_line_before_reading_files() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_vit"))
        .args(["train", "--mnist", "/does/not/exist", "--batch", "0"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: invalid configuration: the batch size must be positive\n"
    );
    assert!(matches!(
        VitConfig {
            patch: 3,
            ..VitConfig::digits()
        }
        .validate(),
        Err(VitError::Config(_))
    ));
}
