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

/// Writes documents into a folder and says where (or why not), in the interface language.
pub(crate) fn write_pdfs(dir: &std::path::Path, docs: Vec<crate::handouts::Document>) -> Result<Words, Words> {
    let written = crate::store::make_dir(dir).map_err(|e| Words::new(move |tr| errors::io(tr, &e))).and_then(|()| {
        for doc in docs {
            let path = dir.join(format!("{}.pdf", doc.name));
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

/// The results and decisions of `classes` as CSV, `results.csv` and `decisions.csv` in `dir`,
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
    crate::store::write_output(&dir.join("results.csv"), &results, inputs).map_err(store)?;
    crate::store::write_output(&dir.join("decisions.csv"), &decisions, inputs).map_err(store)?;
    let (count, path) = (classes.len(), dir.display().to_string());
    Ok(Words::new(move |tr| {
        tr.tr("start-csv-saved", &[("count", Arg::from(count)), ("path", Arg::from(path.clone()))])
    }))
}
