"""The command line: parse arguments, call the library, render, choose the exit code.

Exit codes: 0 all expectations held; 1 an expectation failed; 2 invalid input
(one `Error:` line naming file and line); 3 an internal engine error (a short
message; `--debug` shows the traceback).

Start-up time matters (judges run one scenario at a time): this module imports
only click at load time and defines only `run` and `check`; the other commands
live in judge.commands, imported when one of them is used or listed (LazyGroup),
and the engine, the card database and the renderers are imported inside the
commands that need them.
"""

from __future__ import annotations

import importlib
import os
import sys

import click

from judge import __version__

CONTEXT = {"help_option_names": ["-h", "--help"]}
FORMATS = click.Choice(["text", "markdown", "json"])
RUN_FORMATS = click.Choice(["text", "markdown", "json", "html"])  # html: a page to step through (judge.render_html)
EXIT_FAILED, EXIT_INPUT, EXIT_INTERNAL = 1, 2, 3


class InputProblem(click.ClickException):
    """Invalid input: one `Error:` line, exit code 2."""

    exit_code = EXIT_INPUT


class InternalError(click.ClickException):
    """A bug in judge itself: one `Error:` line, exit code 3."""

    exit_code = EXIT_INTERNAL


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _internal_message(where: str, exc: BaseException) -> str:
    detail = _one_line(f"{exc.__class__.__name__}: {exc}")
    if len(detail) > 300:
        detail = detail[:297] + "..."
    return f"{where}: internal error in judge ({detail}); this is a bug in judge, not in the scenario " \
           "(run with --debug for the traceback)"


def _check_rules_option(ctx, param, value):
    """`--rules` (`--from`, `--to`) must be a date for which a CR version is known; else one `Error:` line."""
    if value is None:
        return None
    from judge import versions

    option = param.opts[0]
    try:
        day = versions.parse_date(value)
    except ValueError:
        raise InputProblem(f"{option} {value}: give a date YYYY-MM-DD such as 2026-08-07") from None
    try:
        versions.version_for(day)
    except ValueError as exc:
        raise InputProblem(f"{option} {value}: {exc}; give a later date") from None
    return value


def load_and_run(path, rules: str | None = None, strict: bool = False):
    """Load and run one scenario."""
    from judge import runner, scenario

    return runner.run(scenario.load(path), rules=rules, strict=strict)


def _guarded(path, debug: bool, work):
    """Run `work()`; turn judge's input errors into exit 2 and anything else into exit 3.

    `path` names the file in the message (None: a message without a file, e.g. for `judge card`).
    """
    from judge.errors import InputError, one_line

    try:
        return work()
    except InputError as exc:
        located = path is not None or exc.file is not None  # a scenario's error, or a card file's
        name = "standard input" if str(path) == "-" else str(path)  # `judge run -`
        raise InputProblem(exc.located(name) if located else one_line(exc.message)) from None
    except Exception as exc:  # noqa: BLE001 - judge's own failure (rendering included): exit 3
        if debug:
            import traceback

            traceback.print_exc()
        raise InternalError(_internal_message(str(path) if path is not None else "judge", exc)) from None


class LazyGroup(click.Group):
    """The `judge` group: `run` and `check` defined here, the other commands (LAZY, by name: the attribute of
    judge.commands that is the command) imported with judge.commands when one is used or listed."""

    LAZY = {"validate": "validate", "card": "card", "cards": "cards", "diff": "diff",
            "versions": "versions_command", "rule": "rule", "rules": "rules_group", "schema": "schema",
            "new": "new", "layers": "layers", "docs": "docs", "history": "history"}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.LAZY})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.LAZY:
            command: click.Command = getattr(importlib.import_module("judge.commands"), self.LAZY[cmd_name])
            return command
        return super().get_command(ctx, cmd_name)


@click.group(cls=LazyGroup, context_settings=CONTEXT, invoke_without_command=True)
@click.version_option(__version__, "--version", prog_name="judge", message="%(prog)s %(version)s")
@click.pass_context
def cli(ctx):
    """judge: a Magic: The Gathering rules judge that cites the Comprehensive Rules.

    \b
    Exit codes: 0 every expectation held; 1 an expectation failed;
    2 invalid input (one 'Error:' line naming file and line);
    3 an internal error of judge itself (--debug shows the traceback).
    """
    if ctx.invoked_subcommand is None:  # `judge` alone asks what it can do: the help, not an error
        click.echo(ctx.get_help())


@cli.command()
@click.argument("file")
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="CR version date YYYY-MM-DD (overrides the file's 'rules:').")
@click.option("--format", "fmt", type=RUN_FORMATS, default="text", show_default=True)
@click.option("--strict", is_flag=True, help="A decision with no queued choice is an error.")
@click.option("--quote", is_flag=True, help="Under each step, the official text of the rules it cites (needs the CR "
              "file: --cr, $JUDGE_CR or 'judge rules add').")
@click.option("--cr", metavar="FILE", help="Official CR text file (or folder of them) to quote.")
@click.option("--explain", is_flag=True, help="After the trace, for each expectation, the events, effects and rule "
              "changes that produced it (and why an event expected not to happen did not).")
@click.option("--brief", is_flag=True, help="Fold each run of turn-structure steps (new turn and step, untap, the "
              "draw step's draw) into one line.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True), metavar="FILE",
              help="Write the output to FILE instead of standard output.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def run(file, rules, fmt, strict, quote, cr, explain, brief, output, debug):
    """Run a scenario: the trace, the final state and the expectations.

    \b
    Example:
        judge run scenarios/urzas-saga-blood-moon-2026.yaml
        judge run scenarios/urzas-saga-blood-moon-2026.yaml --format html -o answer.html
    """
    if fmt == "html" and (explain or brief):
        raise InputProblem(f"--{'explain' if explain else 'brief'} is for the text, markdown and json formats; the "
                           "html page shows every step (drop it, or choose another --format)")
    if quote:
        _check_quote(fmt, cr, debug)

    def work():
        from judge import render

        if fmt == "html":  # every step with the board after it, from one run
            from judge import render_html, rulebook, scenario

            result, boards = render_html.run(scenario.load(file), rules, strict)
            return result, render_html.page(result, boards, rulebook.text_for(result.game.version.date, cr))
        result = load_and_run(file, rules, strict)
        if quote:  # the official text of each cited rule: under each step (text, markdown), per step (json)
            from judge import rulebook

            text = rulebook.text_for(result.game.version.date, cr)
            if fmt == "json":
                from judge import render_json

                return result, render_json.as_json(result, quotes=rulebook.json_quoter(text))
            if fmt == "markdown":
                return result, (text.warning + render.markdown(result, quote=rulebook.quoter(text), brief=brief)
                                + "\n*" + text.note + "*\n")
            quoted = render.text(result, quote=rulebook.quoter(text), brief=brief)
            return result, text.warning + quoted + text.note + "\n"
        if fmt == "json":
            from judge import render_json  # only this format needs the json module

            out = render_json.as_json(result)
        else:
            out = {"text": render.text, "markdown": render.markdown}[fmt](result, brief=brief)
        return result, out

    result, out = _guarded(file, debug, work)
    if explain:
        from judge import explain as explainer

        out = _guarded(file, debug, lambda: explainer.appended(out, result, fmt))
    if output:
        _write(output, out)
    else:
        if fmt == "text":
            out = _coloured(out)
        click.echo(out, nl=False, color=False if os.environ.get("NO_COLOR") else None)
    sys.exit(0 if result.passed else EXIT_FAILED)


def _write(path: str, out: str) -> None:
    """`run -o FILE`: the output in FILE (UTF-8), or one `Error:` line when it cannot be written."""
    try:
        with open(path, "w", encoding="utf-8", newline="\n") as file:
            file.write(out)
    except OSError as exc:
        raise InputProblem(f"{path}: cannot write it ({exc.strerror})") from None


def _coloured(text: str) -> str:
    """The text trace with colour for a terminal (click drops it elsewhere; NO_COLOR turns it off): expectations
    that hold green, failed ones red, citations dim."""
    import re

    marks = {"✓": "green", "✗": "red", "PASS": "green", "FAIL": "red"}
    text = re.sub(r"✓|✗|(?<=: )PASS$|(?<=: )FAIL$", lambda m: click.style(m.group(), fg=marks[m.group()], bold=True),
                  text, flags=re.M)
    return re.sub(r"  — CR [^\n]*", lambda m: click.style(m.group(), dim=True), text)


def _check_quote(fmt: str, cr: str | None, debug: bool) -> None:
    """`run --quote` needs some official CR text (in every format)."""
    from judge import rulebook

    if not _guarded(None, debug, lambda: rulebook.available(cr)):
        raise InputProblem(f"--quote needs the official CR text (judge ships none); {rulebook.HOW_TO_GIVE}")


def _scenario_files(paths) -> list:
    from pathlib import Path

    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted({*p.rglob("*.yaml"), *p.rglob("*.yml")})
        else:
            files.append(p)
    return files


def _check_jobs(ctx, param, value):
    """`-j N`: a number of processes, 0 or `auto` for one per core; else one `Error:` line."""
    from judge import parallel

    try:
        return parallel.jobs_for(value)
    except ValueError:
        raise InputProblem(f"-j {value}: give a number of processes (0 or 'auto': one per core)") from None


def _check_one(path, rules: str | None, strict: bool, debug: bool, trace: bool) -> dict:
    """One scenario of `judge check`, as plain data (it may come back from another process): its status and exit
    code, title, question and answer, CR version, expectations held and those that failed (what, expected,
    found), the error of an invalid one, and (with `trace`) its text trace."""
    outcome: dict = {"path": str(path), "trace": None, "failed": [], "error": None}
    try:
        result = _guarded(path, debug, lambda: load_and_run(path, rules, strict))
    except click.ClickException as exc:
        return outcome | {"status": "error", "code": exc.exit_code, "error": exc.message}
    from judge.render_json import plain

    outcome.update(status="pass" if result.passed else "fail", code=0 if result.passed else EXIT_FAILED,
                   title=_one_line(result.scenario.title), version=str(result.game.version),
                   question=_one_line(result.scenario.question or ""), answer=_one_line(result.scenario.answer or ""),
                   held=sum(c.ok for c in result.checks), expectations=len(result.checks),
                   failed=[{"what": c.what, "expected": plain(c.expected), "found": plain(c.found)}
                           for c in result.checks if not c.ok])
    if trace:
        from judge import render

        outcome["trace"] = _guarded(path, debug, lambda: render.text(result))
    return outcome


def _check_lines(outcome: dict, verbose: bool, width: int | None) -> list[str]:
    """A scenario's line of `judge check` (cut to `width`; the question and answer with `verbose`), then one line
    for each expectation that failed."""
    if outcome["status"] == "error":
        return [f"ERROR {outcome['error']}"]
    line = (f"{outcome['status'].upper():5} {outcome['path']}  [{outcome['held']}/{outcome['expectations']}, "
            f"CR {outcome['version']}]  {outcome['title']}")
    if verbose or not width:
        line += "".join(f" — {tag}: {outcome[key]}" for key, tag in (("question", "Q"), ("answer", "A"))
                        if outcome[key])
    elif len(line) > width:
        line = line[:width - 1] + "…"
    return [line] + [f"      ✗ {f['what']}: expected {f['expected']}, found {f['found']}" for f in outcome["failed"]]


def _check_report(outcomes: list[dict], fmt: str) -> str:
    """`judge check --format json|junit`: every scenario's outcome as data (judge-check/1) or JUnit XML."""
    counts = {status: sum(o["status"] == status for o in outcomes) for status in ("pass", "fail", "error")}
    if fmt == "json":
        import json

        rows = [{k: v for k, v in o.items() if k != "trace"} for o in outcomes]
        return json.dumps({"format": "judge-check/1", "scenarios": rows, "summary": counts}, indent=2,
                          ensure_ascii=False) + "\n"
    from xml.sax.saxutils import escape, quoteattr

    cases = []
    for o in outcomes:
        name = quoteattr(o["path"])
        if o["status"] == "error":
            body = f"<error message={quoteattr(o['error'])}/>"
        elif o["failed"]:
            details = "\n".join(f"{f['what']}: expected {f['expected']}, found {f['found']}" for f in o["failed"])
            body = f"<failure message={quoteattr(o['failed'][0]['what'])}>{escape(details)}</failure>"
        else:
            body = ""
        cases.append(f'  <testcase classname="judge" name={name}>{body}</testcase>')
    head = (f'<testsuite name="judge check" tests="{len(outcomes)}" failures="{counts["fail"]}" '
            f'errors="{counts["error"]}">')
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>', head, *cases, "</testsuite>"]) + "\n"


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="CR version date YYYY-MM-DD for every scenario.")
@click.option("--strict", is_flag=True, help="A decision with no queued choice is an error.")
@click.option("-j", "--jobs", default="1", callback=_check_jobs, metavar="N",
              help="Run on N processes (0 or 'auto': one per core); the output is the serial run's.  [default: 1]")
@click.option("--snapshot", "snapshots", type=click.Path(file_okay=False), metavar="DIR",
              help="Compare each scenario's text trace with its snapshot in DIR (a new one is written): a unified "
                   "diff of what changed, exit 1.")
@click.option("--update", is_flag=True, help="With --snapshot: rewrite the snapshots that changed and remove those "
              "that have no scenario any more.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "junit"]), default="text", show_default=True,
              help="json: every scenario's outcome as data; junit: JUnit XML for CI systems.")
@click.option("-q", "--quiet", is_flag=True, help="Only the scenarios that did not pass, and the summary.")
@click.option("-v", "--verbose", is_flag=True, help="Each line in full, with the scenario's question and answer.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def check(paths, rules, strict, jobs, snapshots, update, fmt, quiet, verbose, debug):
    """Run every scenario in files and folders; one line each and a summary.

    The exit code is the worst of the scenarios' (0 pass, 1 fail, 2 invalid, 3 internal error); with
    --snapshot, 1 also when a trace changed or a snapshot has no scenario any more (unless --update).

    \b
    Example:
        judge check scenarios/ -j auto --snapshot tests/snapshots
    """
    from functools import partial

    from judge import parallel

    files = _scenario_files(paths)
    if not files:
        raise InputProblem(f"{', '.join(paths)}: no scenario files (*.yaml, *.yml) there; give files or folders "
                           "that hold scenarios")
    if update and not snapshots:
        raise InputProblem("--update rewrites snapshots: give the folder with --snapshot DIR")
    if snapshots and fmt != "text":
        raise InputProblem(f"--snapshot reports in the text format; drop --format {fmt} or --snapshot")
    names = _snapshot_names(paths, files) if snapshots else {}
    counts = {"pass": 0, "fail": 0, "error": 0}
    worst = 0
    traces = []
    if jobs > 1:
        from judge import render, runner  # noqa: F401 - loaded once here, inherited by forked workers

    work = partial(_check_one, rules=rules, strict=strict, debug=debug, trace=bool(snapshots))
    outcomes = []
    width = None if verbose else _terminal_width()
    for path, outcome in zip(files, parallel.ordered_map(work, files, jobs)):
        counts[outcome["status"]] += 1
        worst = max(worst, outcome["code"])
        outcomes.append(outcome)
        if fmt == "text" and not (quiet and outcome["status"] == "pass"):
            click.echo("\n".join(_check_lines(outcome, verbose, width)))
        if outcome["trace"] is not None:
            traces.append((path, outcome["trace"]))
    if fmt != "text":
        click.echo(_check_report(outcomes, fmt), nl=False)
        sys.exit(worst)
    total = sum(counts.values())
    click.echo(f"{total} scenario{'s' if total != 1 else ''}: {counts['pass']} passed, {counts['fail']} failed, "
               f"{counts['error']} error{'s' if counts['error'] != 1 else ''}")
    if snapshots:
        from pathlib import Path

        from judge import snapshots as kept

        folder = Path(snapshots)
        report = kept.Report(folder, update, [kept.compare(folder, names[p], str(p), t, update) for p, t in traces])
        if all(Path(p).is_dir() for p in paths):  # the folder mirrors what was checked: the rest is stale
            report.stale = kept.stale(folder, set(names.values()), update)
        click.echo("\n".join(report.lines()))
        if report.changed and not update:
            worst = max(worst, EXIT_FAILED)
    sys.exit(worst)


def _terminal_width() -> int | None:
    """The terminal's width for `judge check` lines; None (no cut) when the output is not a terminal."""
    if not sys.stdout.isatty():
        return None
    import shutil

    return shutil.get_terminal_size().columns


def _snapshot_names(paths, files) -> dict:
    """Each scenario file's snapshot name (judge.snapshots.snapshot_name); two files with one name are an input
    error."""
    from pathlib import Path

    from judge.snapshots import snapshot_name

    roots = [Path(p) for p in paths if Path(p).is_dir()]
    names = {path: snapshot_name(path, roots) for path in files}
    seen: dict = {}
    for path, name in names.items():
        if name in seen:
            raise InputProblem(f"{seen[name]} and {path} would share the snapshot {name}; check them separately")
        seen[name] = path
    return names


ASCII_MARKS = {"✓": "ok", "✗": "FAIL", "—": "--", "–": "-", "→": "->", "−": "-", "─": "-", "│": "|", "┼": "+",
               "…": "...", "“": '"', "”": '"', "‘": "'", "’": "'"}


def _ascii_fallback(exc: UnicodeError) -> tuple[str, int]:
    """Codec error handler: the characters the output encoding cannot hold, as ASCII."""
    import unicodedata

    def ascii_of(char: str) -> str:
        if char in ASCII_MARKS:
            return ASCII_MARKS[char]
        plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode("ascii")
        return plain or "?"

    if not isinstance(exc, UnicodeEncodeError):  # registered for output only
        raise exc
    return "".join(map(ascii_of, exc.object[exc.start:exc.end])), exc.end


def _tolerant_output() -> None:
    """stdout and stderr replace what their encoding cannot hold (see ASCII_MARKS) instead of failing."""
    import codecs  # loaded with the interpreter: no start-up cost

    codecs.register_error("judge-ascii", _ascii_fallback)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="judge-ascii")  # type: ignore[union-attr]  # absent: handled below
        except (AttributeError, ValueError, OSError):  # not a text stream of io's (e.g. replaced by a test)
            pass


def main():
    _tolerant_output()
    try:
        cli(standalone_mode=True)
    except KeyboardInterrupt:
        sys.exit(130)
