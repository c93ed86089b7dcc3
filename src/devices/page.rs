//! The one page the server sends: HTML, CSS and script in one file, no framework, nothing from
//! the internet; its words come from the lesson's language.

const PAGE: &str = include_str!("page.html");

/// The page in `lang` with `words` (key, text) for its script and the map's SVG (made by
/// `board::svg` from numbers only; empty on the own board).
pub fn html(lang: &str, words: &[(String, String)], svg: &str) -> String {
    let lang: String = lang.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(12).collect();
    let map: serde_json::Map<String, serde_json::Value> =
        words.iter().map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone()))).collect();
    let json = serde_json::Value::Object(map).to_string();
    // Inside a script element: no "</script>", no "<!--", and no line separators old browsers
    // reject in string literals.
    let json = json.replace('<', "\\u003c").replace('\u{2028}', "\\u2028").replace('\u{2029}', "\\u2029");
    // The map is ours and holds only numbers; it must not end its template all the same.
    let svg = svg.replace("</template", "");
    PAGE.replace("__LANG__", &lang).replace("__WORDS__", &json).replace("__MAP__", &svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_cannot_break_out_of_the_script() {
        let page = html("de\"><x", &[("title".into(), "</script><script>alert(1)</script>".into())], "");
        assert!(page.contains("<html lang=\"dex\">"));
        assert!(!page.contains("</script><script>alert"));
        assert!(page.contains("\\u003c/script>"));
    }
}
