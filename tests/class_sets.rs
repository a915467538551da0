//! No play page builds a Yew class set. In `html!`, `class={..}` with anything but a literal (and
//! `classes!`) builds `Classes`, an ordered set of names with its hash map: 2.7-3.7 KB of a page's
//! download, gzipped, measured when the last ones went (docs/performance.md, 2026-11-28). A play
//! page writes each class list out whole, or sets it as the element's `className`
//! (`~className={..}`, see `app::kit::markup::class_list`). The more page (the lesson and the
//! replay) and the device page may still use them: few visits download those.

use std::path::{Path, PathBuf};

/// The Rust files under `dir`, recursively.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn play_pages_build_no_class_set() {
    let app = Path::new(
        &std::env::var("CARGO_MANIFEST_DIR")
            .expect("cargo sets CARGO_MANIFEST_DIR when it runs a test"),
    )
    .join("src/app");
    let mut files = Vec::new();
    sources(&app, &mut files);
    // The more page's screens and the device page's own code.
    let elsewhere = |p: &Path| {
        let rel = p.strip_prefix(&app).unwrap_or(p);
        rel.starts_with("net") || rel == Path::new("replay.rs") || rel == Path::new("guide.rs")
    };
    let mut found = Vec::new();
    for file in files.iter().filter(|f| !elsewhere(f)) {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = !line.trim_start().starts_with("//");
            if code && (line.contains("classes!(") || line.contains("class={")) {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        files.len() > 40,
        "src/app holds the app's sources ({} found)",
        files.len()
    );
    assert!(
        found.is_empty(),
        "a Yew class set on a play page (write the class out, or use ~className):\n{}",
        found.join("\n")
    );
}
