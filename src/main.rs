//! Entry point: mounts the Yew app in the browser. Natively there is nothing to run; the rules are
//! exercised by `cargo test`.

#[cfg(target_arch = "wasm32")]
fn main() {
    goatherd::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Goatherd runs in the browser: see README.md (`trunk serve`).");
}
