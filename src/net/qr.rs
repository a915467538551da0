//! The join links' QR codes: a link as a square of dark modules (one SVG path, a quiet zone of
//! four modules round it), for a phone's camera app to open. The page draws it (app::net::host).

use qrcode::{Color, EcLevel, QrCode};

/// Why a link could not be drawn (too long for a QR code).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLong(pub usize);

impl std::fmt::Display for TooLong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "A link of {} characters is too long for a QR code.",
            self.0
        )
    }
}

/// The quiet zone round the code, in modules.
const QUIET: usize = 4;

/// A QR code as the page draws it: a square `side` modules across (its quiet zone included),
/// and its dark modules as one SVG path (`path`: a run of modules a rectangle).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub side: usize,
    pub path: String,
}

/// `text` as a QR code (error correction M).
pub fn code(text: &str) -> Result<Drawn, TooLong> {
    let code =
        QrCode::with_error_correction_level(text, EcLevel::M).map_err(|_| TooLong(text.len()))?;
    let width = code.width();
    let colors = code.to_colors();
    let mut path = String::new();
    for (y, row) in colors.chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            if row[x] == Color::Dark {
                let run = row[x..].iter().take_while(|&&c| c == Color::Dark).count();
                path += &format!("M{} {}h{run}v1h-{run}z", x + QUIET, y + QUIET);
                x += run;
            } else {
                x += 1;
            }
        }
    }
    Ok(Drawn {
        side: width + 2 * QUIET,
        path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dark modules a [`Drawn`] code's path draws, read back from it, and its side.
    fn modules(drawn: &Drawn) -> (usize, Vec<bool>) {
        let (side, path) = (drawn.side, drawn.path.as_str());
        let mut dark = vec![false; side * side];
        for run in path.split('M').filter(|r| !r.is_empty()) {
            let (at, rest) = run.split_once('h').expect("a run");
            let (x, y) = at.split_once(' ').expect("x y");
            let (x, y): (usize, usize) = (x.parse().expect("x"), y.parse().expect("y"));
            let w: usize = rest
                .split('v')
                .next()
                .and_then(|w| w.parse().ok())
                .expect("w");
            for i in 0..w {
                dark[y * side + x + i] = true;
            }
        }
        (side, dark)
    }

    #[test]
    fn a_join_link_reads_back_from_its_qr_code() {
        let link = "https://goatherd.example/goat-lords/net/?relay=http%3A%2F%2F10.0.0.2%3A9000%2F#join=0123456789abcdef0123456789abcdef-2";
        let drawn = code(link).expect("drawn");
        let (side, dark) = modules(&drawn);
        // Four pixels a module, as a camera would see it.
        let scale = 4;
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(side * scale, side * scale, |x, y| {
                if dark[(y / scale) * side + x / scale] {
                    0
                } else {
                    255
                }
            });
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code");
        let (_, content) = grids[0].decode().expect("it reads");
        assert_eq!(content, link);
    }

    #[test]
    fn a_text_too_long_for_a_code_is_refused() {
        let long = "x".repeat(5000);
        assert_eq!(code(&long).map(|_| ()), Err(TooLong(5000)));
    }
}
