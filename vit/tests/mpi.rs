//! `mpirun -n 2 vit train` (the `mpi` feature, a system MPI and `mpirun` on the path): two
//! ranks of one thread train to the weights of one process with two threads, byte for byte;
//! `--resume` works under mpirun; a rank that fails (a file it cannot read, a NaN, a kill, a
//! stop) ends every rank with a non-zero status and one error line, within a bounded time.

#![cfg(feature = "mpi")]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A small model, so that each test takes seconds.
const MODEL: [&str; 8] = ["--dim", "16", "--depth", "1", "--heads", "2", "--mlp", "16"];

fn vit() -> &'static str {
    env!("CARGO_BIN_EXE_vit")
}

/// `mpirun` for the tests: quiet (no banners of its own), root allowed (CI runs as root), more
/// ranks than cores allowed.
fn mpirun() -> Command {
    let mut command = Command::new("mpirun");
    command
        .args(["-q", "--oversubscribe"])
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// `vit train` with the small model for `epochs` (one of warmup), writing to `out` (and its
/// plot beside it), then `extra`.
fn train_args(out: &Path, epochs: usize, extra: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = ["train"].iter().chain(&MODEL).map(|s| s.to_string()).collect();
    args.extend(["--epochs".into(), epochs.to_string()]);
    args.extend(["--out".into(), out.display().to_string()]);
    args.extend(["--plot".into(), out.with_extension("png").display().to_string()]);
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

/// `mpirun -n 2 vit ARGS`.
fn two_ranks(args: &[String]) -> Command {
    let mut command = mpirun();
    command.args(["-n", "2", vit()]).args(args);
    command
}

/// Waits for `child` at most `limit`: a hang is a failure, not a stuck test.
fn finish_within(mut child: Child, limit: Duration) -> Output {
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            child.kill().unwrap();
            panic!("mpirun still runs after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn run(mut command: Command) -> Output {
    finish_within(command.spawn().unwrap(), Duration::from_secs(120))
}

/// The lines `vit` wrote to standard error, without Open MPI's own report of a failed
/// single-copy read (`[host:pid] Read -1, expected N, errno = 3`). A rank inside such a transfer
/// when its peer dies (killed, or giving up and exiting) gets that line from Open MPI's shared
/// memory transport, whatever vit does.
fn vit_error_lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stderr)
        .lines()
        .filter(|l| !(l.starts_with('[') && l.contains("errno = 3")))
        .map(str::to_string)
        .collect()
}

/// The one line of a run that failed with a single error line.
fn the_error_line(output: &Output) -> String {
    assert!(!output.status.success(), "the run succeeded");
    let lines = vit_error_lines(output);
    assert_eq!(lines.len(), 1, "{lines:?}");
    lines.into_iter().next().unwrap_or_default()
}

fn state(out: &Path) -> PathBuf {
    PathBuf::from(format!("{}.state", out.display()))
}

/// The process ids of `mpirun`'s ranks, by rank, once both have started.
fn ranks_of(mpirun: u32) -> Vec<u32> {
    let started = Instant::now();
    loop {
        let mut ranks: Vec<(usize, u32)> = std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
            .filter_map(|pid| {
                let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
                let parent: u32 = stat.rsplit(')').next()?.split_whitespace().nth(1)?.parse().ok()?;
                if parent != mpirun {
                    return None;
                }
                let environ = std::fs::read(format!("/proc/{pid}/environ")).ok()?;
                let rank = environ
                    .split(|&b| b == 0)
                    .find_map(|v| std::str::from_utf8(v).ok()?.strip_prefix("OMPI_COMM_WORLD_RANK="))?
                    .parse()
                    .ok()?;
                Some((rank, pid))
            })
            .collect();
        if ranks.len() == 2 {
            ranks.sort();
            return ranks.into_iter().map(|(_, pid)| pid).collect();
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "mpirun's ranks did not start"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn signal(pid: u32, name: &str) {
    assert!(
        Command::new("kill")
            .args([name, &pid.to_string()])
            .status()
            .unwrap()
            .success()
    );
}

/// Starts two ranks training into `out` and waits until the first training state is written.
fn start_and_wait_for_a_checkpoint(out: &Path, extra: &[&str]) -> (Child, Vec<u32>) {
    let child = two_ranks(&train_args(out, 30, extra)).spawn().unwrap();
    let ranks = ranks_of(child.id());
    let started = Instant::now();
    while !state(out).exists() {
        assert!(started.elapsed() < Duration::from_secs(60), "no checkpoint was written");
        std::thread::sleep(Duration::from_millis(5));
    }
    (child, ranks)
}

#[test]
fn two_ranks_of_one_thread_train_to_the_weights_of_two_threads_byte_for_byte() {
    let scratch = tempfile::tempdir().unwrap();
    let one = scratch.path().join("one.safetensors");
    let ranks = scratch.path().join("ranks.safetensors");
    let single = run({
        let mut command = Command::new(vit());
        command.args(train_args(&one, 4, &["--threads", "2", "--warmup", "1"]));
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
        command
    });
    assert!(single.status.success(), "{}", String::from_utf8_lossy(&single.stderr));
    let spread = run(two_ranks(&train_args(&ranks, 4, &["--threads", "1", "--warmup", "1"])));
    assert!(spread.status.success(), "{}", String::from_utf8_lossy(&spread.stderr));

    assert!(
        std::fs::read(&one).unwrap() == std::fs::read(&ranks).unwrap(),
        "the weights differ"
    );
    assert!(std::fs::read(state(&one)).unwrap() == std::fs::read(state(&ranks)).unwrap());
    // Rank 0 alone prints: each epoch once, with the same loss and accuracies (the line's
    // speed and time, which differ from run to run, left out).
    let epochs = |output: &Output| -> Vec<String> {
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter(|l| l.starts_with("epoch"))
            .map(|l| {
                l.split(", ")
                    .filter(|figure| !figure.ends_with(" images/s") && !figure.ends_with(" s in"))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .collect()
    };
    assert_eq!(epochs(&spread).len(), 4);
    assert_eq!(epochs(&spread), epochs(&single));
    assert!(String::from_utf8_lossy(&spread.stdout).contains("2 MPI ranks x 1 threads"));
    assert!(!String::from_utf8_lossy(&single.stdout).contains("MPI"));
}

#[test]
fn a_killed_rank_ends_the_job_with_one_line_and_resume_under_mpirun_finishes_the_run() {
    let scratch = tempfile::tempdir().unwrap();
    let whole = scratch.path().join("whole.safetensors");
    let mut command = Command::new(vit());
    command
        .args(train_args(&whole, 30, &["--threads", "2"]))
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    assert!(command.status().unwrap().success());

    let cut = scratch.path().join("cut.safetensors");
    let (child, ranks) = start_and_wait_for_a_checkpoint(&cut, &["--threads", "1"]);
    signal(ranks[1], "-KILL");
    let line = the_error_line(&finish_within(child, Duration::from_secs(30)));
    assert!(
        line.starts_with("error: rank 0 of 2: the job was ended from outside"),
        "{line}"
    );

    let resumed = run(two_ranks(&train_args(&cut, 30, &["--threads", "1", "--resume"])));
    assert!(resumed.status.success(), "{}", String::from_utf8_lossy(&resumed.stderr));
    assert!(String::from_utf8_lossy(&resumed.stdout).contains("resuming from"));
    assert!(
        std::fs::read(&cut).unwrap() == std::fs::read(&whole).unwrap(),
        "the resumed weights differ"
    );
}

#[test]
fn a_stopped_rank_is_given_up_on_after_the_peer_timeout() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("w.safetensors");
    let (child, ranks) = start_and_wait_for_a_checkpoint(&out, &["--threads", "1", "--peer-timeout", "2"]);
    signal(ranks[1], "-STOP");
    let started = Instant::now();
    let stopped = finish_within(child, Duration::from_secs(30));
    assert!(!stopped.status.success());
    assert!(started.elapsed() < Duration::from_secs(15));
    // The stopped rank, woken by mpirun to be ended, may be inside a single-copy transfer from
    // the rank that gave up and exited; Open MPI's line about it is not vit's.
    let lines = vit_error_lines(&stopped);
    assert_eq!(
        lines,
        vec![
            "error: rank 0 of 2: no answer from the other ranks for 2 s (a rank stopped or hangs; \
         `--peer-timeout` sets the wait); giving up"
        ]
    );
}

#[test]
fn a_rank_that_cannot_read_its_data_stops_every_rank_and_alone_says_why() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("w.safetensors");
    let good = train_args(&out, 1, &[]);
    let bad = train_args(&out, 1, &["--mnist", "/nonexistent"]);
    let mut command = mpirun();
    command
        .args(["-n", "1", vit()])
        .args(&good)
        .arg(":")
        .args(["-n", "1", vit()])
        .args(&bad);
    assert_eq!(
        the_error_line(&run(command)),
        "error: rank 1 of 2: /nonexistent/train-images-idx3-ubyte.gz: No such file or directory (os error 2)"
    );
    assert!(!out.exists(), "nothing is written when a rank cannot start");
}

#[test]
fn ranks_started_with_different_arguments_are_refused_once() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("w.safetensors");
    let mut command = mpirun();
    command.args(["-n", "1", vit()]).args(train_args(&out, 1, &[]));
    command
        .arg(":")
        .args(["-n", "1", vit()])
        .args(train_args(&out, 1, &["--seed", "5"]));
    let line = the_error_line(&run(command));
    assert!(
        line.contains("rank 1 of 2 differs from rank 0 in the data, the weights or the epoch"),
        "{line}"
    );
}

#[test]
fn a_checkpoint_rank_0_cannot_write_stops_every_rank_at_the_end_of_the_epoch() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("missing").join("w.safetensors");
    let mut args = train_args(&out, 2, &[]);
    let plot = args.iter().position(|a| a == "--plot").unwrap() + 1;
    args[plot] = scratch.path().join("w.png").display().to_string();
    let line = the_error_line(&run(two_ranks(&args)));
    assert!(line.starts_with("error: rank 0 of 2: "), "{line}");
    assert!(line.contains("missing"), "{line}");
}

#[test]
fn a_nan_stops_every_rank_at_the_same_step_with_one_line() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("w.safetensors");
    let line = the_error_line(&run(two_ranks(&train_args(
        &out,
        1,
        &["--lr", "1e30", "--warmup", "0"],
    ))));
    assert!(line.starts_with("error: training stopped: "), "{line}");
    assert!(line.contains("is not finite"), "{line}");
}

#[test]
fn commands_that_run_in_one_process_refuse_mpirun_and_bad_arguments_are_said_once() {
    let eval = ["eval", "--weights", "w.safetensors"].map(String::from);
    assert_eq!(
        the_error_line(&run(two_ranks(&eval))),
        "error: invalid configuration: only `vit train` and `vit bench` run over MPI ranks: start this \
         command without mpirun"
    );
    let train = ["train", "--batch", "0"].map(String::from);
    assert_eq!(
        the_error_line(&run(two_ranks(&train))),
        "error: invalid configuration: the batch size must be positive"
    );
}
