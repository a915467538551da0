//! A finished game as a link to watch it again: the game's more page's address (`<slug>/more/`)
//! with the fragment `#watch=1.<data>`, where `1` is the link format and `<data>` the game's save text (see
//! [`super::save`]) as URL-safe base64 (RFC 4648 §5, no padding) of its UTF-8 bytes. The
//! fragment never reaches a server, so a link works offline and tells no one but the reader.
//! Written by hand, in a few lines, rather than with a crate: each page's download is tight.

/// The link format written after `#watch=`. Bump it when the data changes its meaning.
pub const LINK_VERSION: u32 = 1;

/// What the address holds after `#` in a link to watch a game.
pub const LINK_PREFIX: &str = "watch=";

/// The 64 letters of URL-safe base64, in order of value.
const LETTERS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Written in another link format (what it says its version is).
    Version(String),
    /// Cut short, mistyped or otherwise not a link of this format.
    Damaged,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Version(v) => write!(
                f,
                "This link to watch a game comes from another version of Goatherd (link format {v}, this one reads {LINK_VERSION})."
            ),
            LinkError::Damaged => f.write_str(
                "This link to watch a game is damaged (cut short or mistyped?) and can't be read.",
            ),
        }
    }
}

/// The fragment data of a link to watch the game saved as `save`: `1.<base64url>`.
pub fn encode(save: &str) -> String {
    let mut out = format!("{LINK_VERSION}.");
    for chunk in save.as_bytes().chunks(3) {
        let b = |i: usize| u32::from(chunk.get(i).copied().unwrap_or(0));
        let bits = (b(0) << 16) | (b(1) << 8) | b(2);
        // Three bytes are four letters; one byte two, two bytes three.
        for i in 0..=chunk.len() {
            let value = (bits >> (18 - 6 * i)) & 63;
            out.push(char::from(LETTERS[value as usize]));
        }
    }
    out
}

/// The save text inside a link's fragment data (what follows `#watch=`).
pub fn decode(data: &str) -> Result<String, LinkError> {
    let (version, body) = data.split_once('.').ok_or(LinkError::Damaged)?;
    if version != LINK_VERSION.to_string() {
        return Err(
            if version.is_empty() || !version.bytes().all(|c| c.is_ascii_digit()) {
                LinkError::Damaged
            } else {
                LinkError::Version(version.to_string())
            },
        );
    }
    let value = |c: u8| LETTERS.iter().position(|&l| l == c).map(|v| v as u32);
    let mut bytes = Vec::with_capacity(body.len() * 3 / 4);
    for chunk in body.as_bytes().chunks(4) {
        // A lone letter holds no whole byte: the link was cut.
        if chunk.len() < 2 {
            return Err(LinkError::Damaged);
        }
        let mut bits = 0;
        for (i, &c) in chunk.iter().enumerate() {
            bits |= value(c).ok_or(LinkError::Damaged)? << (18 - 6 * i);
        }
        bytes.extend(bits.to_be_bytes().into_iter().skip(1).take(chunk.len() - 1));
    }
    String::from_utf8(bytes).map_err(|_| LinkError::Damaged)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAVE: &str = "goatherd save 4\ngame battlegoats\nseed 1234\noptions 0 1\nplayer 0 person Ana\nplayer 1 hard Bö 🐐\nact 0 5 2 1 0\n";

    #[test]
    fn a_save_survives_the_round_trip() {
        for cut in 0..SAVE.len() {
            let Some(text) = SAVE.get(..cut) else {
                continue;
            };
            let data = encode(text);
            assert!(data.starts_with("1."));
            assert_eq!(decode(&data), Ok(text.to_string()), "{cut} bytes");
        }
    }

    #[test]
    fn the_data_is_url_safe_and_unpadded() {
        let data = encode(SAVE);
        assert!(
            data.bytes()
                .all(|c| c.is_ascii_alphanumeric() || b"-_.".contains(&c))
        );
        assert_eq!(encode("Man"), "1.TWFu");
        assert_eq!(encode("Ma"), "1.TWE");
        assert_eq!(encode("M"), "1.TQ");
        assert_eq!(encode("\u{3ff}\u{3ff}"), "1.z7_Pvw");
    }

    #[test]
    fn another_version_is_named() {
        assert_eq!(decode("9.xxx"), Err(LinkError::Version("9".into())));
        assert_eq!(decode("2.TWFu"), Err(LinkError::Version("2".into())));
        assert!(
            decode("9.xxx")
                .unwrap_err()
                .to_string()
                .contains("format 9")
        );
    }

    #[test]
    fn damage_is_reported_not_misread() {
        let data = encode(SAVE);
        for bad in [
            "",
            "1",
            "TWFu",
            "x.TWFu",
            ".TWFu",
            "1.TWF=",
            "1.TW+u",
            "1.TWFuT",
            "1.__8",
            "1.TWFu TWFu",
        ] {
            assert_eq!(decode(bad), Err(LinkError::Damaged), "{bad:?}");
        }
        // Cut anywhere, a link either fails or gives a shorter text, never a panic.
        for cut in 0..data.len() {
            if let Some(part) = data.get(..cut)
                && let Ok(text) = decode(part)
            {
                assert!(SAVE.starts_with(&text));
            }
        }
    }
}
