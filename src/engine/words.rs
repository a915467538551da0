//! Small text helpers for what the browser's pages write.

/// `items` with `sep` between them, as `[..].join(sep)` gives. The standard library's join is
/// written for any separator and slice type (about 0.9 KB of a page's code); this loop is a
/// tenth of it.
pub fn join<S: AsRef<str>>(items: &[S], sep: &str) -> String {
    let mut out = String::new();
    for (k, item) in items.iter().enumerate() {
        if k > 0 {
            out.push_str(sep);
        }
        out.push_str(item.as_ref());
    }
    out
}

/// `name` with a soft hyphen (shown only where a line breaks) in each word of `breaks` that it
/// holds, after that many bytes of the word: `("Krakengoat", 6)` gives `Kraken\u{ad}goat`.
/// (Found byte by byte: `str::replace` would bring the standard library's text searcher into a
/// page, about 0.5 KB of code.)
pub fn soft_breaks(name: &str, breaks: &[(&str, usize)]) -> String {
    let mut out = name.to_string();
    for (word, at) in breaks {
        if let Some(k) = out
            .as_bytes()
            .windows(word.len())
            .position(|w| w == word.as_bytes())
        {
            out.insert(k + at, '\u{ad}');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{join, soft_breaks};

    #[test]
    fn soft_breaks_go_inside_the_words_named() {
        let breaks = [("Breathing", 6), ("Krakengoat", 6), ("Friendly", 6)];
        assert_eq!(
            soft_breaks("Fire Breathing Dragon Goat", &breaks),
            "Fire Breath\u{ad}ing Dragon Goat"
        );
        assert_eq!(soft_breaks("Krakengoat", &breaks), "Kraken\u{ad}goat");
        assert_eq!(soft_breaks("Goat Ninja", &breaks), "Goat Ninja");
        assert_eq!(soft_breaks("", &breaks), "");
    }

    #[test]
    fn joins_as_the_standard_library_does() {
        let cases: [&[&str]; 4] = [&[], &["a"], &["a", "b"], &["", "x", ""]];
        for items in cases {
            for sep in ["", ", ", " and "] {
                assert_eq!(join(items, sep), items.join(sep));
            }
        }
        let owned = vec!["one".to_string(), "two".to_string()];
        assert_eq!(join(&owned, "; "), "one; two");
    }
}
