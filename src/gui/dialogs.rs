//! The desktop's own file dialogs (through the XDG desktop portal or zenity on Linux): choose a
//! class file to open or import, choose a folder for exports and handouts. A desktop without
//! either answers "nothing chosen", and the buttons that write into the data folder still work.

use iced::Task;
use std::path::PathBuf;

use crate::i18n::Translator;

/// A class file chosen by the teacher, if any.
pub fn pick_class(tr: &Translator) -> Task<Option<PathBuf>> {
    let dialog = rfd::AsyncFileDialog::new()
        .set_title(tr.text("dialog-choose-class"))
        .add_filter(tr.text("dialog-class-files"), &["json"]);
    Task::perform(async move { dialog.pick_file().await.map(|f| f.path().to_path_buf()) }, |p| p)
}

/// A folder chosen by the teacher, starting in `start`.
pub fn pick_folder(tr: &Translator, start: PathBuf) -> Task<Option<PathBuf>> {
    let _ = crate::store::make_dir(&start);
    let dialog = rfd::AsyncFileDialog::new().set_title(tr.text("dialog-choose-folder")).set_directory(start);
    Task::perform(async move { dialog.pick_folder().await.map(|f| f.path().to_path_buf()) }, |p| p)
}
