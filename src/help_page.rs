//! A game's help pages, turned from Markdown into HTML when the site is built, so the page's
//! download carries no Markdown reader: `scripts/build.sh` runs `src/bin/help-html.rs`, which
//! writes `howto.html` and `rules.html` beside each game's page from `docs/howto/<game>.md` and
//! `docs/rules/<game>.md`. The game's Rules sheet (`src/app/kit/help.rs`) fetches them and
//! inserts them as they are, but for the picture rows, which the kit draws with the table's own
//! code.
//!
//! The pages use a small part of Markdown: `#`, `##` and `###` headings (as `h2`, `h3`, `h4`: the
//! sheet's title is the page's), paragraphs, bullet lists (a line indented two spaces continues
//! an item), simple tables (the first row is the head), and `**bold**` and `` `code` `` marks,
//! which are dropped (the words stay). A line starting `::` is a picture (`::card …`, `::back …`,
//! `::piece …`, `::die …`: see the kit); consecutive picture lines make one row, written as
//! [`ROW`], the lines without their `::` one to a line, then [`ROW_END`]: an HTML comment, so
//! the rows are invisible to anything but the sheet. The blocks follow one another with no
//! white space between them, as the sheet drew them when it read the Markdown itself, so the
//! page's only line breaks are in its rows (the sheet splits the page at them).

/// Opens a row of pictures in a help page's HTML (a line break follows).
pub const ROW: &str = "<!--pictures";
/// Closes a row of pictures.
pub const ROW_END: &str = "-->";

/// The words of a line, with `**` and `` ` `` dropped, escaped for HTML text.
fn plain(text: &str) -> String {
    escape(&text.replace("**", "").replace('`', ""))
}

/// `text` escaped for HTML: an element's text, or a quoted attribute (the home page's markup
/// uses it too).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The blocks waiting to be written: a paragraph's lines, a list's items, a table's rows.
#[derive(Default)]
struct Pending {
    para: Vec<String>,
    list: Vec<String>,
    table: Vec<Vec<String>>,
}

impl Pending {
    /// Writes the paragraph, then the list, then the table, each if any, and empties them.
    fn flush(&mut self, out: &mut String, para: bool, list: bool, table: bool) {
        if para && !self.para.is_empty() {
            out.push_str(&format!("<p>{}</p>", plain(&self.para.join(" "))));
            self.para.clear();
        }
        if list && !self.list.is_empty() {
            out.push_str("<ul>");
            for item in self.list.drain(..) {
                out.push_str(&format!("<li>{}</li>", plain(&item)));
            }
            out.push_str("</ul>");
        }
        if table && !self.table.is_empty() {
            let mut rows = self.table.drain(..);
            let cells = |row: Vec<String>, tag: &str| -> String {
                row.iter()
                    .map(|c| format!("<{tag}>{}</{tag}>", plain(c)))
                    .collect()
            };
            let head = cells(rows.next().unwrap_or_default(), "th");
            out.push_str(&format!("<table><thead><tr>{head}</tr></thead><tbody>"));
            for row in rows {
                out.push_str(&format!("<tr>{}</tr>", cells(row, "td")));
            }
            out.push_str("</tbody></table>");
        }
    }
}

/// Writes the row of pictures gathered so far, if any, and empties it.
fn flush_row(out: &mut String, row: &mut Vec<String>) {
    if !row.is_empty() {
        out.push_str(ROW);
        out.push('\n');
        for line in row.drain(..) {
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(ROW_END);
    }
}

/// One help page's Markdown as the HTML the Rules sheet shows, or why it can't be: a picture
/// line may not hold `--` (it would end the comment that carries it).
pub fn to_html(markdown: &str) -> Result<String, String> {
    let mut out = String::with_capacity(markdown.len() * 5 / 4);
    let mut pending = Pending::default();
    let mut row: Vec<String> = Vec::new();
    for (number, line) in markdown.lines().enumerate() {
        let t = line.trim();
        if let Some(rest) = line.strip_prefix("::") {
            if rest.contains("--") {
                return Err(format!(
                    "line {}: a picture line may not hold \"--\": {line}",
                    number + 1
                ));
            }
            pending.flush(&mut out, true, true, true);
            row.push(rest.trim().to_string());
            continue;
        }
        flush_row(&mut out, &mut row);
        if let Some(item) = t.strip_prefix("- ") {
            pending.flush(&mut out, true, false, true);
            pending.list.push(item.to_string());
        } else if t.starts_with('|') {
            if t.trim_matches(|c| matches!(c, '|' | '-' | ' ' | ':'))
                .is_empty()
            {
                continue;
            }
            pending.table.push(
                t.trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_string())
                    .collect(),
            );
        } else if t.is_empty() || t.starts_with('#') {
            pending.flush(&mut out, true, true, true);
            let heading = [("### ", "h4"), ("## ", "h3"), ("# ", "h2")]
                .into_iter()
                .find_map(|(mark, tag)| t.strip_prefix(mark).map(|h| (h, tag)));
            if let Some((h, tag)) = heading {
                out.push_str(&format!("<{tag}>{}</{tag}>", plain(h)));
            }
        } else if !pending.list.is_empty() && line.starts_with("  ") {
            if let Some(last) = pending.list.last_mut() {
                last.push(' ');
                last.push_str(t);
            }
        } else {
            pending.flush(&mut out, false, true, true);
            pending.para.push(t.to_string());
        }
    }
    pending.flush(&mut out, true, true, true);
    flush_row(&mut out, &mut row);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_paragraphs_and_lists() {
        let page = "# Goat Lords\n\nA card game\nfor goats.\n\n## The goal\n\n- Finish **first**.\n- Keep `goats`\n  in pairs.\n\n### Small\nText";
        assert_eq!(
            to_html(page).unwrap(),
            "<h2>Goat Lords</h2><p>A card game for goats.</p><h3>The goal</h3>\
             <ul><li>Finish first.</li><li>Keep goats in pairs.</li></ul><h4>Small</h4><p>Text</p>"
        );
    }

    #[test]
    fn a_table_has_a_head_and_a_body() {
        let page = "| Card | Points |\n|---|:--:|\n| Goat Lord | 10 |\n| Ninja | 3 |\n";
        assert_eq!(
            to_html(page).unwrap(),
            "<table><thead><tr><th>Card</th><th>Points</th></tr></thead><tbody>\
             <tr><td>Goat Lord</td><td>10</td></tr><tr><td>Ninja</td><td>3</td></tr></tbody></table>"
        );
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            to_html("Tom & Jerry <b>say</b> 1 > 0").unwrap(),
            "<p>Tom &amp; Jerry &lt;b&gt;say&lt;/b&gt; 1 &gt; 0</p>"
        );
    }

    #[test]
    fn consecutive_picture_lines_make_one_row() {
        let page = "Some text\n::card Goat Lord | 10 | Wild | Pairs with any goat\n::back Draw pile\n\n::piece goat 1\nAfter";
        assert_eq!(
            to_html(page).unwrap(),
            "<p>Some text</p><!--pictures\ncard Goat Lord | 10 | Wild | Pairs with any goat\nback Draw pile\n-->\
             <!--pictures\npiece goat 1\n--><p>After</p>"
        );
    }

    #[test]
    fn a_picture_line_that_would_end_its_comment_is_refused() {
        assert!(to_html("::back A --> B").is_err());
    }

    /// A paragraph right after a table follows it (the markdown reader the page had put it first).
    #[test]
    fn a_paragraph_after_a_table_follows_it() {
        assert_eq!(
            to_html("| A |\n|---|\n| 1 |\nAfter").unwrap(),
            "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><p>After</p>"
        );
    }

    /// A list item after a paragraph, and a paragraph after a list, each start a new block.
    #[test]
    fn lists_and_paragraphs_take_turns() {
        assert_eq!(
            to_html("Before\n- one\nAfter").unwrap(),
            "<p>Before</p><ul><li>one</li></ul><p>After</p>"
        );
    }

    /// Every help page in the repository converts, with pictures in each How to play page.
    #[test]
    fn every_page_in_docs_converts() {
        for dir in ["docs/howto", "docs/rules"] {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                let markdown = std::fs::read_to_string(&path).unwrap();
                let html = to_html(&markdown).unwrap_or_else(|e| panic!("{path:?}: {e}"));
                assert!(html.starts_with("<h2>"), "{path:?} starts with its title");
                assert!(!html.contains("**"), "{path:?}");
                // The sheet finds the rows by the page's line breaks: none outside a row.
                let outside: String = html
                    .split(ROW)
                    .enumerate()
                    .map(|(i, p)| match p.split_once(ROW_END) {
                        Some((_, after)) if i > 0 => after,
                        _ => p,
                    })
                    .collect();
                assert!(
                    !outside.contains('\n'),
                    "{path:?}: a line break outside a row"
                );
                assert_eq!(
                    html.contains(ROW),
                    dir == "docs/howto",
                    "{path:?}: pictures only in How to play"
                );
            }
        }
    }
}
