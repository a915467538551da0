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

/// `text` before and after its first `sep` (an ASCII character), as `text.split_once(sep)`
/// gives. These byte searches keep the standard library's character searcher out of a page
/// (about 1 KB of code): `sep` is ASCII, so it is never inside another character.
pub fn split_once(text: &str, sep: u8) -> Option<(&str, &str)> {
    let k = text.bytes().position(|b| b == sep)?;
    Some((text.get(..k)?, text.get(k + 1..)?))
}

/// The pieces of `text` between its `sep`s (an ASCII character), as `text.split(sep)` gives.
pub fn split(text: &str, sep: u8) -> Split<'_> {
    Split {
        rest: Some(text),
        sep,
    }
}

/// The lines of `text`, as `text.lines()` gives: no last empty line after a final line break,
/// and a carriage return just before a line break dropped.
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut pieces = split(text, b'\n').peekable();
    std::iter::from_fn(move || {
        let line = pieces.next()?;
        match pieces.peek() {
            // The empty piece after a final line break is no line.
            None if line.is_empty() => None,
            None => Some(line),
            Some(_) => Some(match line.as_bytes().last() {
                Some(b'\r') => line.get(..line.len() - 1).unwrap_or(line),
                _ => line,
            }),
        }
    })
}

/// The iterator of [`split`].
pub struct Split<'a> {
    rest: Option<&'a str>,
    sep: u8,
}

impl<'a> Iterator for Split<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        match split_once(rest, self.sep) {
            Some((piece, after)) => {
                self.rest = Some(after);
                Some(piece)
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}

/// A count as a place in a row: "1st", "2nd", "3rd", "4th", "11th", "22nd".
pub fn ordinal(n: usize) -> String {
    let end = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{end}")
}

#[cfg(test)]
mod tests {
    use super::{join, lines, ordinal, soft_breaks, split, split_once};

    #[test]
    fn ordinals_read_as_places() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101]
            .map(ordinal)
            .to_vec();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"
            ]
        );
    }

    #[test]
    fn splits_as_the_standard_library_does() {
        let texts = [
            "",
            " ",
            "a",
            "a b",
            " a  b ",
            "act 1 2\nact 3",
            "a\n",
            "a\n\n",
            "\n",
            "a\r\nb\r\n",
            "\r",
            "é ü\nø",
            "line\r",
            "x|y||z",
        ];
        for text in texts {
            for sep in [' ', '\n', '|'] {
                assert_eq!(
                    split(text, sep as u8).collect::<Vec<_>>(),
                    text.split(sep).collect::<Vec<_>>(),
                    "{text:?}"
                );
                assert_eq!(
                    split_once(text, sep as u8),
                    text.split_once(sep),
                    "{text:?}"
                );
            }
            assert_eq!(
                lines(text).collect::<Vec<_>>(),
                text.lines().collect::<Vec<_>>(),
                "{text:?}"
            );
        }
    }

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
