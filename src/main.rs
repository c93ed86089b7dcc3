//! `colony`: without a subcommand it opens the teacher's console; the subcommands are tools.

use clap::{Parser, Subcommand, ValueEnum};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use colony::i18n::{Arg, Language, Translator};
use colony::lesson::Lesson;
use colony::report::errors;
use colony::{cli, simulate, store};

#[derive(Parser)]
#[command(name = "colony", version, about = "Colony Classroom: run the simplified Colony game with a class")]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Open the teacher's console with this class file, where it stopped.
    Open {
        record: PathBuf,
        /// Switch team devices on at once, at this address of the laptop (and port, e.g.
        /// 192.168.1.20:8765); prints the page's address and each team's join link.
        #[arg(long, value_name = "ADDRESS[:PORT]")]
        devices: Option<String>,
    },
    /// Replay a class record and print the standings after each phase and at the end.
    Replay {
        record: PathBuf,
        /// Print CSV instead of a table.
        #[arg(long)]
        csv: bool,
        /// Language of the table, the column names and the messages.
        #[arg(long, value_enum, default_value_t = Lang::En)]
        lang: Lang,
    },
    /// Write the printable handouts as PDF: the blank ones, or with --record the filled
    /// score sheet and debrief sheet of a class.
    Handouts {
        /// One language (its default edition), or every edition of all three.
        #[arg(long, value_enum, default_value_t = HandoutLang::All)]
        lang: HandoutLang,
        /// One region's edition, whole ("scotland", "mexico": the folders of `regions/`).
        #[arg(long)]
        region: Option<String>,
        /// The paper (default: the region's own).
        #[arg(long, value_enum)]
        paper: Option<PaperArg>,
        /// Folder to write to (a subfolder per language: `en`, `de`, `es` for each language's
        /// default edition, the region's id for another).
        #[arg(long, default_value = "handouts")]
        out: PathBuf,
        /// A class record: write its filled score sheet and debrief sheet.
        #[arg(long)]
        record: Option<PathBuf>,
    },
    /// Write the film of a class's game as an animated PNG, for a learning platform.
    Film {
        record: PathBuf,
        /// The file to write (e.g. film.png).
        #[arg(long)]
        out: PathBuf,
        /// Language of the captions (default: the class's lesson language).
        #[arg(long, value_enum)]
        lang: Option<Lang>,
    },
    /// Write the poster of a class's game as PDF: the map after each phase and both rankings.
    Poster {
        record: PathBuf,
        /// The file to write (e.g. poster.pdf).
        #[arg(long)]
        out: PathBuf,
        /// Language of the poster (default: the class's lesson language).
        #[arg(long, value_enum)]
        lang: Option<Lang>,
        #[arg(long, value_enum, default_value_t = PaperArg::A4)]
        paper: PaperArg,
    },
    /// Export class results to CSV for spreadsheets (several records into one file).
    Export {
        #[arg(required = true)]
        records: Vec<PathBuf>,
        /// The results file: a row per team per phase end and at the end.
        #[arg(long)]
        results: Option<PathBuf>,
        /// The decisions file: a row per team per entry.
        #[arg(long)]
        decisions: Option<PathBuf>,
        /// Language of the column names and words (also sets the default delimiter).
        #[arg(long, value_enum, default_value_t = Lang::En)]
        lang: Lang,
        /// Default: comma for en, semicolon for de and es.
        #[arg(long, value_enum)]
        delimiter: Option<DelimiterArg>,
        /// Leave out the UTF-8 byte order mark.
        #[arg(long)]
        no_bom: bool,
    },
    /// A scripted lesson that saves after every entry like the app and prints each entry it
    /// has confirmed; the crash tests kill it at random moments.
    #[cfg(feature = "testing")]
    #[command(hide = true)]
    Drill {
        #[arg(long)]
        dir: PathBuf,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many teams play (the Windows trial replays a 12-team game on the map).
        #[arg(long, default_value_t = 6)]
        teams: usize,
        /// On the app's map instead of the box's board.
        #[arg(long)]
        map: bool,
    },
    /// Play many games with random choices and print what each card led to.
    Simulate {
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 6)]
        teams: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, value_enum, default_value_t = Lang::En)]
        lang: Lang,
        /// Threads to play on (default: every core). The numbers do not depend on it.
        #[arg(long)]
        threads: Option<usize>,
    },
}

/// A language of the app, as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Lang {
    En,
    De,
    Es,
}

impl Lang {
    fn language(self) -> Language {
        match self {
            Lang::En => Language::En,
            Lang::De => Language::De,
            Lang::Es => Language::Es,
        }
    }

    fn translator(self) -> Translator {
        Translator::new(self.language())
    }
}

/// The handouts' languages: one, or all three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum HandoutLang {
    En,
    De,
    Es,
    All,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum PaperArg {
    A4,
    Letter,
}

impl PaperArg {
    fn paper(self) -> colony::handouts::writer::Paper {
        match self {
            PaperArg::A4 => colony::handouts::writer::Paper::A4,
            PaperArg::Letter => colony::handouts::writer::Paper::Letter,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum DelimiterArg {
    Comma,
    Semicolon,
}

/// The console could not start: one line in the desktop's language, naming what works without it.
/// `--devices ADDRESS[:PORT]`: an IP address with or without a port (IPv6 with a port in
/// brackets, `[::1]:8765`).
fn device_address(s: &str) -> Result<(std::net::IpAddr, Option<u16>), Failure> {
    let s = s.trim();
    if let Ok(addr) = s.parse::<std::net::SocketAddr>() {
        return Ok((addr.ip(), Some(addr.port())));
    }
    match s.trim_start_matches('[').trim_end_matches(']').parse::<std::net::IpAddr>() {
        Ok(ip) => Ok((ip, None)),
        Err(_) => {
            let tr = Translator::new(Language::from_env());
            Err(Failure::Message(tr.tr("cli-bad-devices", &[("given", Arg::from(cli::terminal(s)))])))
        }
    }
}

fn start_error(e: colony::gui::StartError) -> String {
    let tr = Translator::new(Language::from_env());
    match e {
        colony::gui::StartError::NoDesktop => tr.text("cli-no-desktop"),
        colony::gui::StartError::Window(why) => tr.tr("cli-window-failed", &[("why", Arg::from(why))]),
        colony::gui::StartError::Crashed(Some(report)) => {
            tr.tr("cli-crashed", &[("report", Arg::from(report.display().to_string()))])
        }
        colony::gui::StartError::Crashed(None) => tr.text("cli-crashed-no-report"),
    }
}

/// How a command ends when it does not succeed.
enum Failure {
    /// A message for the user (status 1).
    Message(String),
    /// Whoever read the output stopped reading (`colony simulate | head`): nothing is wrong.
    Closed,
}

impl From<String> for Failure {
    fn from(s: String) -> Failure {
        Failure::Message(s)
    }
}

/// Writes to standard output; a full disk is a message, a closed pipe a quiet stop.
fn out(tr: &Translator, text: &str) -> Result<(), Failure> {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Failure::Closed),
        Err(e) => Err(Failure::Message(tr.tr("cli-stdout", &[("why", Arg::from(errors::io(tr, &e)))]))),
    }
}

/// Text for a terminal: control characters and direction overrides in names are shown as
/// escapes, not obeyed.
fn shown(text: &str) -> String {
    if std::io::stdout().is_terminal() { cli::terminal(text) } else { text.to_string() }
}

/// The most games `simulate` plays in one run, and the most threads it starts.
const MAX_GAMES: u64 = 100_000_000;
const MAX_THREADS: usize = 64;

fn run(args: Args) -> Result<(), Failure> {
    let lesson = Arc::new(Lesson::builtin());
    match args.command {
        None => Ok(colony::gui::run(None).map_err(start_error)?),
        Some(Command::Open { record, devices }) => {
            let devices = match devices {
                Some(d) => Some(device_address(&d)?),
                None => None,
            };
            Ok(colony::gui::run_with(Some(record), devices).map_err(start_error)?)
        }
        Some(Command::Replay { record, csv, lang }) => replay(&lesson, &record, csv, lang),
        Some(Command::Handouts { lang, region, paper, out, record }) => {
            handouts(&lesson, (lang, region.as_deref()), paper, &out, record.as_deref())
        }
        Some(Command::Export { records, results, decisions, lang, delimiter, no_bom }) => {
            export(&lesson, &records, (results, decisions), lang, delimiter, no_bom)
        }
        Some(Command::Film { record, out, lang }) => film(&lesson, &record, &out, lang),
        Some(Command::Poster { record, out, lang, paper }) => poster(&lesson, &record, &out, lang, paper),
        #[cfg(feature = "testing")]
        Some(Command::Drill { dir, seed, teams, map }) => drill(lesson, &dir, seed, teams, map),
        Some(Command::Simulate { games, teams, seed, lang, threads }) => {
            simulate(&lesson, games, teams, seed, lang, threads)
        }
    }
}

/// `colony replay`: the standings after each phase and at the end, as a table or CSV.
fn replay(lesson: &Arc<Lesson>, record: &std::path::Path, csv: bool, lang: Lang) -> Result<(), Failure> {
    let tr = lang.translator();
    let session = store::open_class(record, lesson).map_err(|e| errors::store(&tr, &e))?;
    let rec = session.record();
    let phases = session.timeline().phase_ends(lesson);
    let text = if csv {
        let table =
            cli::standings_csv(lesson, &tr, rec, &phases).map_err(|e| colony::export::ExportError(e).words(&tr))?;
        shown(&table)
    } else {
        cli::terminal(&cli::standings_text(lesson, &tr, rec, &phases))
    };
    out(&tr, &text)
}

/// Documents made: each one's name and its PDF.
type Pdfs = Vec<(&'static str, Vec<u8>)>;

/// `colony handouts`: the blank handouts, or a class's filled ones, in one language or all.
fn handouts(
    lesson: &Arc<Lesson>,
    (lang, region): (HandoutLang, Option<&str>),
    paper: Option<PaperArg>,
    dir_out: &std::path::Path,
    record: Option<&std::path::Path>,
) -> Result<(), Failure> {
    use colony::i18n::Region;
    let langs: Vec<Language> = match lang {
        HandoutLang::All => Language::ALL.to_vec(),
        HandoutLang::En => vec![Language::En],
        HandoutLang::De => vec![Language::De],
        HandoutLang::Es => vec![Language::Es],
    };
    // (region, whole set): `--lang all` writes each language's default edition whole and of
    // each other region what differs from it (its plan, its history); `--region` one whole.
    let regions: Vec<(&'static Region, bool)> = match region {
        Some(id) => match Region::from_id(id) {
            Some(r) => vec![(r, true)],
            None => {
                let tr = Translator::new(Language::from_env());
                let known: Vec<&str> = Region::all().iter().map(|r| r.id).collect();
                let args = [("region", Arg::from(cli::terminal(id))), ("known", Arg::from(known.join(", ")))];
                return Err(tr.tr("cli-bad-region", &args).into());
            }
        },
        None if lang == HandoutLang::All => {
            let mut v: Vec<(&'static Region, bool)> = langs.iter().map(|&l| (Region::default_for(l), true)).collect();
            v.extend(Region::all().iter().filter(|r| !r.default).map(|r| (r, false)));
            v
        }
        None => langs.iter().map(|&l| (Region::default_for(l), true)).collect(),
    };
    let first = Translator::for_region(regions.first().map_or(Region::default_for(Language::En), |r| r.0));
    let session = match &record {
        Some(path) => Some(store::open_class(path, lesson).map_err(|e| errors::store(&first, &e))?),
        None => None,
    };
    let inputs: Vec<PathBuf> = record.iter().map(|p| p.to_path_buf()).collect();
    let make = |r: &'static Region| -> Pdfs {
        let tr = Translator::for_region(r);
        let paper = paper.map_or_else(|| colony::handouts::writer::Paper::of_region(r), PaperArg::paper);
        let docs = match &session {
            Some(s) => colony::handouts::filled(&tr, lesson, paper, s),
            None => colony::handouts::blank(&tr, lesson, paper),
        };
        docs.into_iter().map(|d| (d.name, d.pdf())).collect()
    };
    // Every edition's documents made first, on as many threads as the machine has cores (each
    // edition on one thread), then written in order: a region that is not its language's
    // default edition writes only what differs from that edition.
    let mut wanted: Vec<&'static Region> = regions.iter().map(|(r, _)| *r).collect();
    for (r, whole) in &regions {
        let base = Region::default_for(r.language);
        if !whole && !wanted.iter().any(|w| w.id == base.id) {
            wanted.push(base);
        }
    }
    let made = made_in_parallel(&wanted, make);
    let docs_of = |r: &'static Region| -> &[(&'static str, Vec<u8>)] {
        wanted.iter().position(|w| w.id == r.id).map_or(&[], |i| made[i].as_slice())
    };
    for (r, whole) in regions {
        let tr = Translator::for_region(r);
        let docs = docs_of(r);
        let base: &[(&'static str, Vec<u8>)] = if whole { &[] } else { docs_of(Region::default_for(r.language)) };
        let dir = dir_out.join(r.folder());
        colony::store::make_dir(&dir).map_err(|e| {
            tr.tr(
                "cli-cannot-write",
                &[("path", Arg::from(dir.display().to_string())), ("why", Arg::from(errors::io(&tr, &e)))],
            )
        })?;
        for (name, bytes) in docs {
            if base.iter().any(|(n, b)| n == name && b == bytes) {
                continue;
            }
            let path = dir.join(format!("{name}.pdf"));
            store::write_output(&path, bytes, &inputs).map_err(|e| errors::store(&tr, &e))?;
            out(&tr, &shown(&format!("{}\n", path.display())))?;
        }
    }
    Ok(())
}

/// `make` of every item, on up to as many threads as the machine has cores, each taking the
/// next item when it is done with one; the results in the items' order.
fn made_in_parallel<T: Copy + Sync, R: Send>(items: &[T], make: impl Fn(T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get).min(items.len()).max(1);
    let mut out: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&item) = items.get(i) else { break };
                        mine.push((i, make(item)));
                    }
                    mine
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, r)| r).collect()
}

/// The class of a record for a command that writes `out` from it: the output checked before the
/// record is read, and the language asked for or else the class's own.
fn class_for_output(
    lesson: &Arc<Lesson>,
    record: &std::path::Path,
    out: &std::path::Path,
    lang: Option<Lang>,
) -> Result<(colony::engine::Session, Translator), Failure> {
    let asked = Translator::new(lang.map_or_else(Language::from_env, Lang::language));
    store::check_output(out, &[record.to_path_buf()])
        .map_err(|why| errors::store(&asked, &store::StoreError::Refused { path: out.to_path_buf(), why }))?;
    let session = store::open_class(record, lesson).map_err(|e| errors::store(&asked, &e))?;
    let tr = match lang {
        Some(l) => l.translator(),
        None => {
            let record = session.record();
            let language = Language::from_code(&record.language).unwrap_or(Language::En);
            Translator::for_region(colony::i18n::Region::for_class(language, record.region.as_deref()))
        }
    };
    Ok((session, tr))
}

/// An output whose name does not end in the kind of file the command writes is refused
/// before anything is read (a film called `film.gif` would be a PNG that no program opens as
/// a GIF): the name to give is said.
fn check_extension(out: &std::path::Path, ext: &str, lang: Option<Lang>) -> Result<(), Failure> {
    let fits = out.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case(ext));
    if fits {
        return Ok(());
    }
    let tr = Translator::new(lang.map_or_else(Language::from_env, Lang::language));
    Err(tr.tr("cli-out-extension", &[("path", Arg::from(out.display().to_string())), ("ext", Arg::from(ext))]).into())
}

/// `colony film`: the class's game as an animated PNG.
fn film(
    lesson: &Arc<Lesson>,
    record: &std::path::Path,
    out: &std::path::Path,
    lang: Option<Lang>,
) -> Result<(), Failure> {
    check_extension(out, "png", lang)?;
    let (session, tr) = class_for_output(lesson, record, out, lang)?;
    let bytes = colony::gui::film_file::film(&session, &tr).map_err(|e| match e {
        colony::gui::film_file::FilmError::NoMap => tr.text("cli-film-no-map"),
        other => tr.tr(
            "film-not-saved",
            &[("path", Arg::from(out.display().to_string())), ("why", Arg::from(other.to_string()))],
        ),
    })?;
    store::write_output(out, &bytes, &[record.to_path_buf()]).map_err(|e| errors::store(&tr, &e))?;
    out_line(&tr, out)
}

/// `colony poster`: the class's game on one page, as PDF.
fn poster(
    lesson: &Arc<Lesson>,
    record: &std::path::Path,
    out: &std::path::Path,
    lang: Option<Lang>,
    paper: PaperArg,
) -> Result<(), Failure> {
    check_extension(out, "pdf", lang)?;
    let (session, tr) = class_for_output(lesson, record, out, lang)?;
    let doc = colony::handouts::poster::poster(&tr, lesson, paper.paper(), &session);
    store::write_output(out, &doc.pdf(), &[record.to_path_buf()]).map_err(|e| errors::store(&tr, &e))?;
    out_line(&tr, out)
}

/// The path a command wrote, on a line of its own.
fn out_line(tr: &Translator, path: &std::path::Path) -> Result<(), Failure> {
    out(tr, &shown(&format!("{}\n", path.display())))
}

/// `colony export`: the results and the decisions of classes as CSV, every output checked
/// before any record is read.
fn export(
    lesson: &Arc<Lesson>,
    records: &[PathBuf],
    (results, decisions): (Option<PathBuf>, Option<PathBuf>),
    lang: Lang,
    delimiter: Option<DelimiterArg>,
    no_bom: bool,
) -> Result<(), Failure> {
    let language = lang.language();
    let tr = Translator::new(language);
    let mut opts = colony::export::Options::for_language(language);
    opts.bom = !no_bom;
    match delimiter {
        None => {}
        Some(DelimiterArg::Comma) => opts.delimiter = colony::export::Delimiter::Comma,
        Some(DelimiterArg::Semicolon) => opts.delimiter = colony::export::Delimiter::Semicolon,
    }
    if results.is_none() && decisions.is_none() {
        return Err(tr.text("cli-export-where").into());
    }
    // Every output is checked before any record is read or anything is written.
    for path in results.iter().chain(decisions.iter()) {
        store::check_output(path, records)
            .map_err(|why| errors::store(&tr, &store::StoreError::Refused { path: path.clone(), why }))?;
    }
    if results.is_some() && results == decisions {
        let path = results.clone().unwrap_or_default();
        let why = store::Refusal::Input;
        return Err(errors::store(&tr, &store::StoreError::Refused { path, why }).into());
    }
    let sessions = records
        .iter()
        .map(|p| store::open_class(p, lesson).map_err(|e| errors::store(&tr, &e)))
        .collect::<Result<Vec<_>, _>>()?;
    let classes: Vec<&colony::engine::Session> = sessions.iter().collect();
    if let Some(path) = results {
        let bytes = colony::export::results(lesson, &classes, opts).map_err(|e| e.words(&tr))?;
        store::write_output(&path, &bytes, records).map_err(|e| errors::store(&tr, &e))?;
    }
    if let Some(path) = decisions {
        let bytes = colony::export::decisions(lesson, &classes, opts).map_err(|e| e.words(&tr))?;
        store::write_output(&path, &bytes, records).map_err(|e| errors::store(&tr, &e))?;
    }
    Ok(())
}

/// `colony drill`: a scripted lesson saved after every entry, for the crash tests (the
/// `testing` feature: not in the shipped program).
#[cfg(feature = "testing")]
fn drill(lesson: Arc<Lesson>, dir: &std::path::Path, seed: u64, teams: usize, map: bool) -> Result<(), Failure> {
    let tr = Translator::new(Language::En);
    let library = store::Library::new(dir);
    let path = library.classes_dir().join("drill.json");
    let teams = (0..teams).map(|i| colony::engine::TeamInfo::new(format!("Team {i}"), "grey")).collect();
    let session = if map {
        colony::engine::Session::on_map(lesson.clone(), teams, seed)
    } else {
        colony::engine::Session::new(lesson.clone(), teams, seed)
    };
    let mut session = session.map_err(|e| errors::rule(&tr, &[], &e))?;
    let mut player = simulate::Player::new(seed);
    library.save(&path, session.record()).map_err(|e| errors::store(&tr, &e))?;
    while !session.game().is_over() {
        let input = player.choose(session.game());
        let _ = session.apply(input).map_err(|e| errors::rule(&tr, &[], &e))?;
        // Saved first, then shown as done: the same order as the app.
        library.save(&path, session.record()).map_err(|e| errors::store(&tr, &e))?;
        out(&tr, &format!("confirmed {}\n", session.record().entries.len()))?;
    }
    Ok(())
}

/// `colony simulate`: many games with random choices, and what each card led to.
fn simulate(
    lesson: &Arc<Lesson>,
    games: u64,
    teams: usize,
    seed: u64,
    lang: Lang,
    threads: Option<usize>,
) -> Result<(), Failure> {
    let tr = lang.translator();
    if games > MAX_GAMES {
        return Err(tr.tr("cli-too-many-games", &[("max", Arg::from(MAX_GAMES as i64))]).into());
    }
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let threads = threads.unwrap_or(cores).clamp(1, MAX_THREADS);
    let start = std::time::Instant::now();
    let stats = simulate::simulate(lesson, teams, games, seed, threads).map_err(|e| errors::rule(&tr, &[], &e))?;
    let secs = start.elapsed().as_secs_f64();
    out(&tr, &cli::stats_text(lesson, &tr, &stats))?;
    let line = format!("{games} games in {secs:.3} s ({:.0} games/s)\n", games as f64 / secs.max(1e-9));
    let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
    Ok(())
}

// Unused in the Windows app, which includes this file as a module and reports in a message box.
#[allow(dead_code)]
pub fn main() -> ExitCode {
    main_reporting(|e| {
        // A closed standard error is no reason to panic either.
        let line = cli::terminal(&format!("colony: {e}\n"));
        let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
    })
}

/// The whole program, with what it cannot do told through `report` (standard error here; a
/// message box in the Windows app, which has no console: `src/bin/windows_app.rs`).
pub fn main_reporting(report: impl FnOnce(&str)) -> ExitCode {
    match run(Args::parse()) {
        Ok(()) | Err(Failure::Closed) => ExitCode::SUCCESS,
        Err(Failure::Message(e)) => {
            report(&e);
            ExitCode::FAILURE
        }
    }
}
