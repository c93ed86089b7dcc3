//! What the app writes for the teacher into a folder (the PDFs and the CSVs, with what it says
//! about them) and opening that folder in the file manager.

#[allow(clippy::wildcard_imports)]
use super::*;

/// Opens a folder in the file manager, when the teacher asks; false where none could be
/// started (the notice then says where the files are).
pub(crate) fn open_folder(dir: &std::path::Path) -> bool {
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    std::process::Command::new(opener)
        .arg(dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .is_ok()
}

/// The name of a file the app writes for a class, in the language of `tr` ("board" is
/// "spielbrett" for a German class); the English name where a language has none.
pub(crate) fn file_name(tr: &crate::i18n::Translator, name: &str) -> String {
    let key = format!("file-{name}");
    let named = tr.text(&key);
    if named == key || named.is_empty() { name.to_string() } else { named }
}

/// Writes documents into a folder, named in the language of `tr`, and says where (or why not),
/// in the interface language.
pub(crate) fn write_pdfs(
    dir: &std::path::Path,
    docs: Vec<crate::handouts::Document>,
    tr: &crate::i18n::Translator,
) -> Result<Words, Words> {
    let written = crate::store::make_dir(dir).map_err(|e| Words::new(move |tr| errors::io(tr, &e))).and_then(|()| {
        for doc in docs {
            let path = dir.join(format!("{}.pdf", file_name(tr, doc.name)));
            crate::store::write_output(&path, &doc.pdf(), &[])
                .map_err(|e| Words::new(move |tr| errors::store(tr, &e)))?;
        }
        Ok(())
    });
    let path = dir.display().to_string();
    match written {
        Ok(()) => Ok(Words::new(move |tr| tr.tr("pdf-saved", &[("path", Arg::from(path.clone()))]))),
        Err(why) => Err(Words::new(move |tr| {
            tr.tr("pdf-not-saved", &[("path", Arg::from(path.clone())), ("why", Arg::from(why.say(tr)))])
        })),
    }
}

/// The results and decisions of `classes` as CSV, `results.csv` and `decisions.csv` in `dir`
/// (named in the language of their headers),
/// with the output checks of every command (`inputs`: the records they come from). What it
/// says to the teacher, as `write_pdfs` does: where they went, or why they did not.
pub(crate) fn write_csvs(
    dir: &std::path::Path,
    lesson: &Arc<crate::lesson::Lesson>,
    classes: &[&Session],
    opts: crate::export::Options,
    inputs: &[std::path::PathBuf],
) -> Result<Words, Words> {
    let results = crate::export::results(lesson, classes, opts).map_err(|e| Words::new(move |tr| e.words(tr)))?;
    let decisions = crate::export::decisions(lesson, classes, opts).map_err(|e| Words::new(move |tr| e.words(tr)))?;
    crate::store::make_dir(dir).map_err(|e| Words::new(move |tr| errors::io(tr, &e)))?;
    let store = |e: crate::store::StoreError| Words::new(move |tr| errors::store(tr, &e));
    let tr = crate::i18n::Translator::new(opts.header);
    let named = |name: &str| dir.join(format!("{}.csv", file_name(&tr, name)));
    crate::store::write_output(&named("results"), &results, inputs).map_err(store)?;
    crate::store::write_output(&named("decisions"), &decisions, inputs).map_err(store)?;
    let (count, path) = (classes.len(), dir.display().to_string());
    let (results, decisions) =
        (format!("{}.csv", file_name(&tr, "results")), format!("{}.csv", file_name(&tr, "decisions")));
    Ok(Words::new(move |tr| {
        tr.tr(
            "start-csv-saved",
            &[
                ("count", Arg::from(count)),
                ("path", Arg::from(path.clone())),
                ("results", Arg::from(results.clone())),
                ("decisions", Arg::from(decisions.clone())),
            ],
        )
    }))
}
