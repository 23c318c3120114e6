"""The command line: parse arguments, call the library, render, choose the exit code.

Exit codes: 0 all expectations held; 1 an expectation failed; 2 invalid input
(one `Error:` line naming file and line); 3 an internal engine error (a short
message; `--debug` shows the traceback).

Start-up time matters (judges run one scenario at a time): this module imports
only click at load time; the engine, the card database and the renderers are
imported inside the commands that need them.
"""

from __future__ import annotations

import sys

import click

from judge import __version__

CONTEXT = {"help_option_names": ["-h", "--help"]}
FORMATS = click.Choice(["text", "markdown", "json"])
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
    """`--rules` must be a date for which a CR version is known; else one `Error:` line (exit 2)."""
    if value is None:
        return None
    from judge import versions

    try:
        day = versions.parse_date(value)
    except ValueError:
        raise InputProblem(f"--rules {value}: give a date YYYY-MM-DD such as 2026-08-07") from None
    try:
        versions.version_for(day)
    except ValueError as exc:
        raise InputProblem(f"--rules {value}: {exc}; give a later date") from None
    return value


def load_and_run(path, rules: str | None = None, strict: bool = False):
    """Load and run one scenario; an engine error that did not say its line gets the current action's line."""
    from judge import runner, scenario
    from judge.errors import InputError

    loaded = scenario.load(path)
    try:
        return runner.run(loaded, rules=rules, strict=strict)
    except InputError as exc:
        if exc.line is None:
            exc.line = loaded.current_line()
        raise


def _guarded(path, debug: bool, work):
    """Run `work()`; turn judge's input errors into exit 2 and anything else into exit 3.

    `path` names the file in the message (None: a message without a file, e.g. for `judge card`).
    """
    from judge.errors import InputError

    try:
        return work()
    except InputError as exc:
        raise InputProblem(exc.located(str(path)) if path is not None else _one_line(exc.message)) from None
    except Exception as exc:  # noqa: BLE001 - judge's own failure (rendering included): exit 3
        if debug:
            import traceback

            traceback.print_exc()
        raise InternalError(_internal_message(str(path) if path is not None else "judge", exc)) from None


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="judge", message="%(prog)s %(version)s")
def cli():
    """judge: a Magic: The Gathering rules judge that cites the Comprehensive Rules.

    \b
    Exit codes: 0 every expectation held; 1 an expectation failed;
    2 invalid input (one 'Error:' line naming file and line);
    3 an internal error of judge itself (--debug shows the traceback).
    """


@cli.command()
@click.argument("file")
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="CR version date YYYY-MM-DD (overrides the file's 'rules:').")
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.option("--strict", is_flag=True, help="A decision with no queued choice is an error.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def run(file, rules, fmt, strict, debug):
    """Run a scenario: the trace, the final state and the expectations.

    \b
    Example:
        judge run scenarios/urzas-saga-blood-moon-2026.yaml
    """

    def work():
        from judge import render

        result = load_and_run(file, rules, strict)
        out = {"text": render.text, "markdown": render.markdown, "json": render.as_json}[fmt](result)
        return result, out

    result, out = _guarded(file, debug, work)
    click.echo(out, nl=False)
    sys.exit(0 if result.passed else EXIT_FAILED)


def _scenario_files(paths) -> list:
    from pathlib import Path

    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted({*p.rglob("*.yaml"), *p.rglob("*.yml")})
        else:
            files.append(p)
    return files


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="CR version date YYYY-MM-DD for every scenario.")
@click.option("--strict", is_flag=True, help="A decision with no queued choice is an error.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def check(paths, rules, strict, debug):
    """Run every scenario in files and folders; one line each and a summary.

    The exit code is the worst of the scenarios' (0 pass, 1 fail, 2 invalid, 3 internal error).
    """
    files = _scenario_files(paths)
    if not files:
        raise InputProblem(f"{', '.join(paths)}: no scenario files (*.yaml, *.yml) there; give files or folders "
                           "that hold scenarios")
    counts = {"pass": 0, "fail": 0, "error": 0}
    worst = 0
    for path in files:
        try:
            result = _guarded(path, debug, lambda path=path: load_and_run(path, rules, strict))
        except click.ClickException as exc:
            counts["error"] += 1
            worst = max(worst, exc.exit_code)
            click.echo(f"ERROR {exc.message}")
            continue
        held = sum(c.ok for c in result.checks)
        status = "pass" if result.passed else "fail"
        counts[status] += 1
        if not result.passed:
            worst = max(worst, EXIT_FAILED)
        title = _one_line(result.scenario.title)
        click.echo(f"{status.upper():5} {path}  [{held}/{len(result.checks)}, CR {result.game.version}]  {title}")
    total = sum(counts.values())
    click.echo(f"{total} scenario{'s' if total != 1 else ''}: {counts['pass']} passed, {counts['fail']} failed, "
               f"{counts['error']} error{'s' if counts['error'] != 1 else ''}")
    sys.exit(worst)


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def validate(paths, debug):
    """Check scenario files (structure, cards, references, legality) without judging expectations."""
    files = _scenario_files(paths)
    if not files:
        raise InputProblem(f"{', '.join(paths)}: no scenario files (*.yaml, *.yml) there; give files or folders "
                           "that hold scenarios")
    worst = 0
    for path in files:
        try:
            _guarded(path, debug, lambda path=path: load_and_run(path))
        except click.ClickException as exc:
            worst = max(worst, exc.exit_code)
            click.echo(f"Error: {exc.message}", err=True)
            continue
        click.echo(f"ok    {path}")
    sys.exit(worst)


@cli.command()
@click.argument("name")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def card(name, debug):
    """Print a card as the engine understands it (abilities, their kinds and layers).

    \b
    Example:
        judge card "Urza's Saga"
    """

    def work():
        from judge import render
        from judge.cards import CardDB

        return render.card(CardDB().get(name))

    click.echo(_guarded(None, debug, work), nl=False)


def main():
    try:
        cli(standalone_mode=True)
    except KeyboardInterrupt:
        sys.exit(130)
