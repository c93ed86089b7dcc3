//! The start screen: the library of classes (filter by name or year, open a class where it
//! stopped or its results, archive and restore, delete to the trash, copy a class to carry it
//! away, import one or open one from a USB stick with a file dialog), a new class, and for the
//! ticked classes: CSV export and a side-by-side comparison.

use iced::widget::{button, checkbox, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Fill, Task};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;

use super::job::{Lost, Work};
use super::style::{self, Colour};
use super::widgets::Choice;
use super::{Ctx, Notice, Words, dialogs, widgets};
use crate::engine::{Session, standings};
use crate::i18n::{Arg, Language, Translator};
use crate::report::errors;
use crate::store::{ClassFile, StoreError};

pub struct Start {
    classes: Vec<ClassFile>,
    archived: Vec<ClassFile>,
    show_archived: bool,
    filter: String,
    selected: BTreeSet<PathBuf>,
    confirm_delete: Option<PathBuf>,
    comparing: bool,
    pub(crate) notice: Option<Notice>,
    /// A backup offered after a class file failed to open.
    pub(crate) backup_offer: Option<PathBuf>,
    /// The CSV's language and separator, as the teacher chose them (else the interface
    /// language's usual ones).
    csv_lang: Option<Language>,
    csv_delimiter: Option<crate::export::Delimiter>,
    /// The library being read in the background (every class replayed).
    listing: Work<Msg>,
    /// CSV or blank handouts being written in the background: what to say once written.
    writing: Work<Msg>,
    /// The offer to resume the class changed last is made once, when the list first comes.
    offered: bool,
    /// How many classes the list shows (a page more at a time).
    rows: usize,
    /// Records kept because they could not be saved into their class files.
    recovered: Vec<Recovery>,
    /// Enter was pressed while the library was being read: the first class opens once listed.
    resume_when_listed: bool,
}

/// Classes listed at a time.
const PAGE: usize = 30;

/// The classes and the archived ones, as read, and the recovery copies waiting to be put back
/// (each with its class's name and number of entries).
type Lists = (Vec<ClassFile>, Vec<ClassFile>, Vec<Recovery>);

/// A record that could not be saved into its class file, kept as a copy (`store::writer`).
#[derive(Clone, Debug)]
pub struct Recovery {
    pub copy: crate::store::writer::Recovered,
    pub class: String,
    pub entries: usize,
}

#[derive(Clone, Debug)]
pub enum Msg {
    Filter(String),
    Select(PathBuf, bool),
    ToggleArchived,
    Archive(PathBuf),
    Restore(PathBuf),
    CopyOut(PathBuf),
    AskDelete(PathBuf),
    ConfirmDelete,
    CancelDelete,
    Compare(bool),
    Open(PathBuf),
    NewClass,
    OpenBackup,
    /// Choose a class file with the file dialog, to import it into the library.
    ImportDialog,
    Import(Option<PathBuf>),
    /// Choose a class file with the file dialog, to open it where it is (a USB stick).
    OpenDialog,
    OpenFile(Option<PathBuf>),
    /// The ticked classes as CSV: into the data folder, or a folder chosen with the dialog.
    ExportCsv,
    ExportCsvDialog,
    ExportCsvTo(Option<PathBuf>),
    /// The language of the CSV's headers and words.
    CsvLanguage(Language),
    /// Comma or semicolon between the CSV's columns.
    CsvDelimiter(crate::export::Delimiter),
    /// The blank handouts as PDF, likewise.
    BlankHandouts,
    BlankHandoutsDialog,
    /// The edition chosen beside the handouts' button (a Scottish teacher prints Scotland's).
    Edition(&'static str),
    BlankHandoutsTo(Option<PathBuf>),
    /// The library has been read (by the listing of this number).
    Listed(u64, Result<Lists, Lost>),
    /// The CSV or the handouts under way are written: what to say.
    Written(u64, Result<Notice, Lost>),
    /// Another page of classes in the list.
    ShowMore,
    /// Put a recovery copy back into its class file (or the library).
    PutBack(usize),
    /// A change of the library's files ended (`file_work`): where it went, or why not.
    Done(&'static str, Result<PathBuf, Arc<StoreError>>),
    /// The backup offered was saved as a class of its own (to be opened), or why not.
    BackupSaved(Result<PathBuf, Arc<StoreError>>),
    /// Enter: resume the class changed last; while the library is still being read, as soon
    /// as the list comes (the window does not wait for it).
    ResumeFirst,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    NewClass,
    Open(PathBuf),
    /// The edition the blank handouts (and the next class) are of, by its region's id.
    Region(&'static str),
}

impl Start {
    /// The class that Enter resumes: the one changed last (the list's first) that opens, if the
    /// filter shows it.
    pub fn first_class(&self) -> Option<&std::path::Path> {
        self.classes.iter().filter(|c| matches(&self.filter, c)).find(|c| c.class.is_ok()).map(|c| c.path.as_path())
    }

    pub fn new(ctx: &Ctx<'_>) -> Start {
        let mut s = Start {
            classes: Vec::new(),
            archived: Vec::new(),
            show_archived: false,
            filter: String::new(),
            selected: BTreeSet::new(),
            confirm_delete: None,
            comparing: false,
            notice: None,
            backup_offer: None,
            csv_lang: None,
            csv_delimiter: None,
            listing: Work::default(),
            writing: Work::default(),
            offered: false,
            rows: PAGE,
            recovered: Vec::new(),
            resume_when_listed: false,
        };
        s.refresh(ctx);
        s
    }

    /// Reads the class lists again, on a thread of its own (each class is replayed once,
    /// there, not on every redraw): a large library or a slow stick never holds the window.
    pub fn refresh(&mut self, ctx: &Ctx<'_>) {
        let (library, lesson, archived) = (ctx.library.clone(), ctx.lesson_file.clone(), self.show_archived);
        let work = move || {
            library.wait_as_its_disk();
            let classes = library.list(&lesson);
            let recovered = crate::store::writer::recovered(&library)
                .into_iter()
                .filter_map(|copy| {
                    let record = crate::store::load_record(&copy.copy).ok()?;
                    // A class without a name is named by its file, as the list names it.
                    let class = Some(record.class.trim())
                        .filter(|c| !c.is_empty())
                        .map(str::to_string)
                        .or_else(|| copy.from.file_stem().map(|s| s.to_string_lossy().into_owned()))
                        .unwrap_or_default();
                    Some(Recovery { class, entries: record.entries.len(), copy })
                })
                .collect();
            (classes, if archived { library.list_archived(&lesson) } else { Vec::new() }, recovered)
        };
        self.listing.start(work, Msg::Listed);
    }

    /// Whether the library is still being read.
    pub fn is_listing(&self) -> bool {
        self.listing.is_running()
    }

    /// Whether a CSV or handouts are still being written.
    pub fn is_writing(&self) -> bool {
        self.writing.is_running()
    }

    /// The listing and the writing started since the last call, as the tasks that bring
    /// their results back.
    pub fn listing_task(&mut self) -> Task<Msg> {
        Task::batch([self.listing.task(), self.writing.task()])
    }

    fn listed(&mut self, (classes, archived, recovered): Lists) {
        self.classes = classes;
        self.archived = archived;
        self.recovered = recovered;
        let present: BTreeSet<PathBuf> = self.classes.iter().map(|c| c.path.clone()).collect();
        self.selected.retain(|p| present.contains(p));
        if !self.offered && self.notice.is_none() {
            self.offered = true;
            if let Some(class) = self.classes.first().filter(|c| c.class.as_ref().is_ok_and(|s| !s.game().is_over())) {
                let name = class.record().map(|r| r.class.clone()).unwrap_or_default();
                self.notice = Some(Notice::info(Words::new(move |tr| {
                    tr.tr("start-offer-resume", &[("class", Arg::from(name.clone()))])
                })));
            }
        }
    }

    pub fn classes(&self) -> &[ClassFile] {
        &self.classes
    }

    /// How the CSV is written: the language and separator chosen, else the interface
    /// language and its region's usual separator.
    pub fn csv_options(&self, tr: &Translator) -> crate::export::Options {
        let lang = self.csv_lang.unwrap_or(tr.language());
        let mut opts = if lang == tr.language() {
            crate::export::Options::for_region(tr.region())
        } else {
            crate::export::Options::for_language(lang)
        };
        if let Some(d) = self.csv_delimiter {
            opts.delimiter = d;
        }
        opts
    }

    /// The ticked classes, in the order listed.
    pub fn selected_sessions(&self) -> Vec<&Session> {
        self.classes.iter().filter(|c| self.selected.contains(&c.path)).filter_map(|c| c.class.as_ref().ok()).collect()
    }

    fn done(&mut self, r: Result<PathBuf, Arc<StoreError>>, id: &'static str, ctx: &Ctx<'_>) {
        self.notice = Some(match r {
            Ok(to) => {
                let path = to.display().to_string();
                Notice::info(Words::new(move |tr| tr.tr(id, &[("path", Arg::from(path.clone()))])))
            }
            Err(e) => Notice::error(Words::new(move |tr| errors::store(tr, &e))),
        });
        self.refresh(ctx);
    }

    pub fn update(&mut self, msg: Msg, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let (task, event) = self.handle(msg, ctx);
        (Task::batch([task, self.listing_task()]), event)
    }

    fn handle(&mut self, msg: Msg, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let tr = ctx.tr;
        let lib = ctx.library;
        match msg {
            Msg::Written(n, written) => {
                if self.writing.ended(n) {
                    self.notice = Some(written.unwrap_or_else(|_| Notice::error(Words::text("files-not-written"))));
                }
            }
            // A listing that panicked leaves the list as it was.
            Msg::Listed(n, lists) => {
                if self.listing.ended(n)
                    && let Ok(lists) = lists
                {
                    self.listed(lists);
                }
                if self.resume_when_listed && !self.is_listing() {
                    self.resume_when_listed = false;
                    return (Task::none(), self.first_class().map(|p| Event::Open(p.to_path_buf())));
                }
            }
            Msg::ResumeFirst if self.is_listing() => self.resume_when_listed = true,
            Msg::ResumeFirst => return (Task::none(), self.first_class().map(|p| Event::Open(p.to_path_buf()))),
            Msg::ShowMore => self.rows += PAGE,
            Msg::Filter(f) => self.filter = f.chars().take(80).collect(),
            Msg::Select(path, on) => {
                if on {
                    let _ = self.selected.insert(path);
                } else {
                    let _ = self.selected.remove(&path);
                }
            }
            Msg::ToggleArchived => {
                self.show_archived = !self.show_archived;
                self.refresh(ctx);
            }
            Msg::Archive(p) => return (file_work(lib, "start-archived", move |lib| lib.archive(&p)), None),
            Msg::Restore(p) => return (file_work(lib, "start-restored", move |lib| lib.restore(&p)), None),
            Msg::CopyOut(p) => return (file_work(lib, "start-exported", move |lib| lib.export_copy(&p)), None),
            Msg::Done(id, r) => self.done(r, id, ctx),
            Msg::AskDelete(p) => self.confirm_delete = Some(p),
            Msg::CancelDelete => self.confirm_delete = None,
            Msg::ConfirmDelete => {
                if let Some(p) = self.confirm_delete.take() {
                    return (file_work(lib, "start-deleted", move |lib| lib.trash(&p)), None);
                }
            }
            Msg::Compare(on) => self.comparing = on,
            Msg::Open(p) => return (Task::none(), Some(Event::Open(p))),
            Msg::NewClass => return (Task::none(), Some(Event::NewClass)),
            Msg::PutBack(i) => {
                if let Some(r) = self.recovered.get(i) {
                    let copy = r.copy.clone();
                    let work = move |lib: &crate::store::Library| crate::store::writer::put_back(lib, &copy);
                    return (file_work(lib, "start-put-back-done", work), None);
                }
            }
            Msg::OpenBackup => {
                if let Some(backup) = self.backup_offer.take() {
                    let (lib, tr) = (lib.clone(), tr.clone());
                    let work = move || {
                        crate::store::load_record(&backup).and_then(|mut rec| {
                            rec.class = tr.tr("start-recovered-name", &[("class", Arg::from(rec.class.clone()))]);
                            let path = lib.new_path(&rec.class);
                            lib.save(&path, &rec).map(|()| path)
                        })
                    };
                    let task = crate::gui::job::background(work)
                        .map(|r| Msg::BackupSaved(r.unwrap_or(Err(StoreError::Stopped)).map_err(Arc::new)));
                    return (task, None);
                }
            }
            Msg::BackupSaved(Ok(path)) => {
                self.refresh(ctx);
                return (Task::none(), Some(Event::Open(path)));
            }
            Msg::BackupSaved(Err(e)) => {
                self.notice = Some(Notice::error(Words::new(move |tr| errors::store(tr, &e))));
            }
            Msg::ImportDialog => return (dialogs::pick_class(tr).map(Msg::Import), None),
            Msg::Import(None) | Msg::OpenFile(None) | Msg::ExportCsvTo(None) | Msg::BlankHandoutsTo(None) => {}
            Msg::Import(Some(p)) => return (file_work(lib, "start-imported", move |lib| lib.import(&p)), None),
            Msg::OpenDialog => return (dialogs::pick_class(tr).map(Msg::OpenFile), None),
            Msg::OpenFile(Some(p)) => return (Task::none(), Some(Event::Open(p))),
            Msg::ExportCsv => self.export_csv(lib.exports_dir(), ctx),
            Msg::ExportCsvDialog => return (dialogs::pick_folder(tr, lib.exports_dir()).map(Msg::ExportCsvTo), None),
            Msg::ExportCsvTo(Some(dir)) => self.export_csv(dir, ctx),
            Msg::CsvLanguage(l) => self.csv_lang = Some(l),
            Msg::CsvDelimiter(d) => self.csv_delimiter = Some(d),
            Msg::BlankHandouts => self.blank_handouts(lib.handouts_dir().join("blank"), ctx),
            Msg::Edition(id) => return (Task::none(), Some(Event::Region(id))),
            Msg::BlankHandoutsDialog => {
                return (dialogs::pick_folder(tr, lib.handouts_dir()).map(Msg::BlankHandoutsTo), None);
            }
            Msg::BlankHandoutsTo(Some(dir)) => self.blank_handouts(dir, ctx),
        }
        (Task::none(), None)
    }

    /// Writes the ticked classes as CSV into `dir`, on a thread of its own (a slow USB stick
    /// must not freeze the window). A second press while files are written does nothing.
    fn export_csv(&mut self, dir: PathBuf, ctx: &Ctx<'_>) {
        if self.is_writing() {
            return;
        }
        let classes: Vec<Session> = self.selected_sessions().into_iter().cloned().collect();
        let (opts, lesson, library) = (self.csv_options(ctx.tr), ctx.lesson_file.clone(), ctx.library.clone());
        let work = move || {
            library.wait_as_its_disk();
            let refs: Vec<&Session> = classes.iter().collect();
            match super::write_csvs(&dir, &lesson, &refs, opts, &[]) {
                Ok(text) => Notice::saved(text, dir),
                Err(e) => Notice::error(e),
            }
        };
        self.write(work);
    }

    /// Writes the blank handouts in the interface language into `dir`, on a thread of its own.
    fn blank_handouts(&mut self, dir: PathBuf, ctx: &Ctx<'_>) {
        if self.is_writing() {
            return;
        }
        let (tr, lesson, library) = (ctx.tr.clone(), ctx.lesson_file.clone(), ctx.library.clone());
        let work = move || {
            library.wait_as_its_disk();
            let docs = crate::handouts::blank(&tr, &lesson, crate::handouts::writer::Paper::for_region(tr.region()));
            let dir = dir.join(tr.region().folder());
            match super::write_pdfs(&dir, docs, &tr) {
                Ok(text) => Notice::saved(text, dir),
                Err(text) => Notice::error(text),
            }
        };
        self.write(work);
    }

    /// Starts writing; its notice shows once it is written.
    fn write(&mut self, work: impl FnOnce() -> Notice + Send + 'static) {
        self.writing.start(work, Msg::Written);
    }

    pub fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Element<'a, Msg> {
        let tr = ctx.tr;
        let mut page = column![
            row![
                column![widgets::heading(tr.text("app-title"), 30.0), widgets::note(tr.text("start-intro"))]
                    .spacing(4)
                    .width(Fill),
                widgets::action(tr.text("start-open-file"), Some(Msg::OpenDialog)),
                widgets::main_action(tr.text("start-new-class"), Some(Msg::NewClass)),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        ]
        .spacing(12);
        if self.is_listing() {
            page = page.push(widgets::note(tr.text("start-reading")));
        }
        if self.is_writing() {
            page = page.push(widgets::note(tr.text("files-writing")));
        }
        if let Some(n) = &self.notice {
            page = page.push(if n.error {
                widgets::error_banner(n.text.say(tr))
            } else {
                widgets::info_banner(n.text.say(tr))
            });
        }
        if self.backup_offer.is_some() {
            page = page.push(row![widgets::primary_action(tr.text("start-open-backup"), Some(Msg::OpenBackup))]);
        }
        // First of all: what a lesson could not save (the teacher left or the app ended).
        for (i, r) in self.recovered.iter().enumerate() {
            let say =
                tr.tr("start-recovered", &[("class", Arg::from(r.class.clone())), ("entries", Arg::from(r.entries))]);
            page = page.push(
                row![
                    container(widgets::error_banner(say)).width(Fill),
                    widgets::primary_action(tr.text("start-put-back"), Some(Msg::PutBack(i)))
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        if self.comparing {
            return scrollable(container(page.push(comparison(self, tr))).padding(24)).into();
        }
        page = page.push(self.tools(tr));
        page = page.push(self.list(tr));
        page = page.push(
            row![
                widgets::action(tr.text("start-import"), Some(Msg::ImportDialog)),
                widgets::action(
                    if self.show_archived { tr.text("start-hide-archived") } else { tr.text("start-show-archived") },
                    Some(Msg::ToggleArchived),
                ),
                iced::widget::space::horizontal(),
                text(tr.text("start-edition")),
                edition_pick(tr),
                widgets::action(tr.text("start-print-handouts"), Some(Msg::BlankHandouts)),
                widgets::action(tr.text("start-choose-handouts-folder"), Some(Msg::BlankHandoutsDialog)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
        if self.show_archived {
            let mut col = column![widgets::heading(tr.text("start-archived-title"), style::LARGE)].spacing(8);
            if self.archived.is_empty() {
                col = col.push(text(tr.text("start-no-archived")));
            }
            for class in self.archived.iter().filter(|c| matches(&self.filter, c)) {
                col = col.push(class_row(self, class, true, tr));
            }
            page = page.push(col);
        }
        scrollable(container(page).padding(24)).into()
    }

    /// The filter, and for the classes ticked: CSV export (its language and separator) and
    /// the comparison.
    fn tools<'a>(&'a self, tr: &Translator) -> Element<'a, Msg> {
        let ticked = self.selected.len();
        let mut tools = row![text_input(&tr.text("start-filter"), &self.filter).on_input(Msg::Filter).width(Fill)]
            .spacing(8)
            .align_y(Alignment::Center);
        // Export and compare appear when classes are ticked.
        if ticked > 0 {
            tools = tools
                .push(widgets::primary_action(
                    tr.tr("start-export-csv", &[("count", Arg::from(ticked))]),
                    Some(Msg::ExportCsv),
                ))
                .push(widgets::action(tr.text("start-choose-csv-folder"), Some(Msg::ExportCsvDialog)));
            // In which language, and with which separator: the spreadsheet's.
            use crate::export::Delimiter;
            let opts = self.csv_options(tr);
            let langs: Vec<Choice<Language>> =
                Language::ALL.into_iter().map(|l| Choice::new(l, tr.language_name(l))).collect();
            let lang = langs.iter().find(|c| c.value == opts.header).cloned();
            let seps = csv_separators(tr);
            let sep = seps.iter().find(|c| c.value == opts.delimiter).cloned();
            tools = tools
                .push(text(tr.text("start-csv-in")))
                .push(pick_list(langs, lang, |c: Choice<Language>| Msg::CsvLanguage(c.value)))
                .push(pick_list(seps, sep, |c: Choice<Delimiter>| Msg::CsvDelimiter(c.value)));
        }
        if ticked > 1 {
            tools = tools.push(widgets::action(
                tr.tr("start-compare", &[("count", Arg::from(ticked))]),
                Some(Msg::Compare(true)),
            ));
        }
        tools.into()
    }

    /// The classes, the newest first, a page at a time.
    fn list<'a>(&'a self, tr: &'a Translator) -> Element<'a, Msg> {
        let mut list = column![].spacing(8);
        if self.classes.is_empty() {
            list = list.push(text(tr.text("start-no-classes")).size(style::LARGE));
        } else if self.selected.is_empty() {
            // What the box on each row is for: until one is ticked, nothing else on the screen
            // says so.
            list = list.push(widgets::note(tr.text("start-tick-hint")));
        }
        // The newest first, a page at a time: a school's library of hundreds of classes stays
        // quick to draw, and the filter finds any of them.
        let shown: Vec<&ClassFile> = self.classes.iter().filter(|c| matches(&self.filter, c)).collect();
        for class in shown.iter().take(self.rows) {
            list = list.push(class_row(self, class, false, tr));
        }
        if shown.len() > self.rows {
            let more = (shown.len() - self.rows).min(PAGE);
            list = list.push(
                row![
                    widgets::note(tr.tr("start-more-hidden", &[("count", Arg::from(shown.len() - self.rows))])),
                    widgets::action(tr.tr("start-show-more", &[("count", Arg::from(more))]), Some(Msg::ShowMore)),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        list.into()
    }
}

fn matches(filter: &str, c: &ClassFile) -> bool {
    let f = filter.trim().to_lowercase();
    if f.is_empty() {
        return true;
    }
    let name = c.path.file_stem().map(|s| s.to_string_lossy().to_lowercase()).unwrap_or_default();
    match c.record() {
        Some(r) => r.class.to_lowercase().contains(&f) || r.date.contains(&f) || name.contains(&f),
        None => name.contains(&f),
    }
}

/// A moment in local time, as the interface language writes dates.
pub fn when(t: std::time::SystemTime, language: Language) -> String {
    let local: chrono::DateTime<chrono::Local> = t.into();
    let pattern = match language {
        Language::En => "%-d %b %Y, %H:%M",
        Language::De => "%d.%m.%Y, %H:%M",
        Language::Es => "%d/%m/%Y, %H:%M",
    };
    local.format(pattern).to_string()
}

/// Where a class stands, in words.
fn status(tr: &Translator, ctx_session: &Session) -> String {
    let game = ctx_session.game();
    let lesson = game.lesson();
    if game.is_over() {
        return tr.text("start-finished");
    }
    let step = game.state().step;
    tr.tr(
        "start-at-step",
        &[
            ("phase", Arg::from(tr.text(&lesson.phases[lesson.steps[step].phase].name))),
            ("step", Arg::from(step + 1)),
            ("steps", Arg::from(lesson.steps.len())),
        ],
    )
}

fn class_row<'a>(s: &'a Start, class: &'a ClassFile, archived: bool, tr: &'a Translator) -> Element<'a, Msg> {
    let file = class.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let path = class.path.clone();
    let changed = class.modified.map(|t| when(t, tr.language())).unwrap_or_default();
    let mut r = row![].spacing(10).align_y(Alignment::Center);
    match &class.class {
        Ok(session) => {
            let rec = session.record();
            if !archived {
                let p = path.clone();
                r = r.push(checkbox(s.selected.contains(&path)).on_toggle(move |on| Msg::Select(p.clone(), on)));
            }
            let name = if rec.class.is_empty() { file } else { rec.class.clone() };
            r = r.push(
                column![
                    text(name).size(style::LARGE).font(style::STRONG),
                    text(tr.tr(
                        "start-class-line",
                        &[
                            ("date", Arg::from(crate::report::local_date(tr, &rec.date))),
                            ("teams", Arg::from(rec.teams.len())),
                            ("status", Arg::from(status(tr, session))),
                            ("changed", Arg::from(changed)),
                        ],
                    ))
                    .size(style::SMALL)
                    .style(style::muted),
                ]
                .width(Fill),
            );
            if archived {
                r = r.push(widgets::action(tr.text("start-restore"), Some(Msg::Restore(path))));
                return container(r).padding(10).style(style::panel).into();
            }
            // Finished classes open on their results, unfinished ones where they stopped.
            let open = if session.game().is_over() { tr.text("start-results") } else { tr.text("start-resume") };
            r = r
                .push(widgets::primary_action(open, Some(Msg::Open(path.clone()))))
                .push(widgets::action(tr.text("start-copy-out"), Some(Msg::CopyOut(path.clone()))))
                .push(widgets::action(tr.text("start-archive"), Some(Msg::Archive(path.clone()))));
        }
        Err(e) => {
            r = r.push(
                column![text(file).size(style::LARGE), text(errors::store(tr, e)).size(style::SMALL)].width(Fill),
            );
        }
    }
    r = if s.confirm_delete.as_ref() == Some(&path) {
        r.push(widgets::danger_action(tr.text("start-confirm-delete"), Some(Msg::ConfirmDelete)))
            .push(widgets::action(tr.text("start-keep"), Some(Msg::CancelDelete)))
    } else {
        r.push(widgets::action(tr.text("start-delete"), Some(Msg::AskDelete(path))))
    };
    container(r).padding(10).style(style::panel).into()
}

/// Final gold and prestige of every team of the ticked classes, side by side.
fn comparison<'a>(s: &'a Start, tr: &'a Translator) -> Element<'a, Msg> {
    let mut cols = row![].spacing(16);
    let sessions = s.selected_sessions();
    let max = sessions
        .iter()
        .flat_map(|x| standings(x.game().state()).into_iter().map(|r| r.gold.max(r.prestige)))
        .max()
        .unwrap_or(1)
        .max(1);
    for session in sessions {
        let rec = session.record();
        let rows = standings(session.game().state());
        let mut c = column![widgets::heading(rec.class.clone(), style::LARGE)].spacing(4).width(Fill);
        c = c.push(row![
            text(tr.text("col-team")).size(style::SMALL).font(style::STRONG).width(Fill),
            widgets::num_header(tr.text("col-gold"), 60.0),
            widgets::num_header(tr.text("col-prestige"), 70.0),
        ]);
        for r in rows {
            let colour = Colour::from_code(&rec.teams[r.team].colour);
            c = c.push(
                row![
                    widgets::team_tag(colour, r.team, &rec.teams[r.team].name, style::SMALL, Fill),
                    widgets::num(r.gold, 60.0, style::SMALL),
                    widgets::num(r.prestige, 70.0, style::SMALL)
                ]
                .align_y(Alignment::Center),
            );
            let bar = |v: u32, colour: iced::Color| {
                container(text(""))
                    .width(4.0 + 200.0 * v as f32 / max as f32)
                    .height(8)
                    .style(move |_| container::Style { background: Some(colour.into()), ..container::Style::default() })
            };
            c = c.push(
                column![
                    bar(r.gold, iced::Color::from_rgb8(0x21, 0x21, 0x21)),
                    bar(r.prestige, iced::Color::from_rgb8(0x9e, 0x9e, 0x9e))
                ]
                .spacing(2),
            );
        }
        cols = cols.push(container(c).padding(10).style(style::panel));
    }
    column![
        row![
            widgets::heading(tr.text("start-comparison"), style::TITLE),
            iced::widget::space::horizontal(),
            button(text(tr.text("history-close")))
                .padding(style::BUTTON_PAD)
                .style(style::secondary)
                .on_press(Msg::Compare(false)),
        ]
        .align_y(Alignment::Center),
        widgets::note(tr.text("start-comparison-legend")),
        scrollable(cols).direction(scrollable::Direction::Horizontal(scrollable::Scrollbar::default())),
    ]
    .spacing(10)
    .into()
}

/// The editions of the interface's language, the one the interface speaks chosen: the blank
/// handouts are of it (its plan, its history sheet, its paper).
fn edition_pick<'a>(tr: &Translator) -> Element<'a, Msg> {
    let regions = crate::i18n::Region::of(tr.language());
    let choices: Vec<Choice<&'static str>> = regions.iter().map(|r| Choice::new(r.id, r.name.clone())).collect();
    let chosen = choices.iter().find(|c| c.value == tr.region().id).cloned();
    pick_list(choices, chosen, |c: Choice<&'static str>| Msg::Edition(c.value)).into()
}

/// The CSV's separators as the pick lists offer them (the start screen's and the results
/// screen's): the comma, or the semicolon a spreadsheet set to German or Spanish opens in columns.
pub(crate) fn csv_separators(tr: &Translator) -> Vec<Choice<crate::export::Delimiter>> {
    use crate::export::Delimiter;
    [(Delimiter::Comma, "start-csv-comma"), (Delimiter::Semicolon, "start-csv-semicolon")]
        .into_iter()
        .map(|(d, id)| Choice::new(d, tr.text(id)))
        .collect()
}

/// A change of the library's files (archive, restore, a copy, the trash, an import, a copy put
/// back) on a thread of the background: its end comes back as `Msg::Done`, with `id` the
/// words that say where it went.
fn file_work(
    library: &crate::store::Library,
    id: &'static str,
    work: impl FnOnce(&crate::store::Library) -> Result<PathBuf, StoreError> + Send + 'static,
) -> Task<Msg> {
    let library = library.clone();
    crate::gui::job::background(move || work(&library))
        .map(move |r| Msg::Done(id, r.unwrap_or(Err(StoreError::Stopped)).map_err(Arc::new)))
}
