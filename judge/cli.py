"""The command line: parse arguments, call the library, render, choose the exit code.

Exit codes: 0 all expectations held; 1 an expectation failed; 2 invalid input
(one `Error:` line naming file and line); 3 an internal engine error.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

CONTEXT = {"help_option_names": ["-h", "--help"]}
FORMATS = click.Choice(["text", "markdown", "json"])


class InternalError(click.ClickException):
    exit_code = 3


def _input_error(exc, file) -> click.ClickException:
    err = click.ClickException(exc.located(str(file)))
    err.exit_code = 2
    return err


def _run_file(path, rules, strict, debug):
    from judge import runner, scenario
    from judge.errors import InputError

    try:
        return runner.run(scenario.load(path), rules=rules, strict=strict)
    except InputError as exc:
        raise _input_error(exc, path) from None
    except Exception as exc:  # noqa: BLE001 - the engine's own failure: exit 3
        if debug:
            raise
        raise InternalError(f"{path}: internal error in the engine: {exc.__class__.__name__}: {exc} "
                            "(run with --debug for the traceback)") from None


@click.group(context_settings=CONTEXT)
@click.version_option(package_name="judge")
def cli():
    """judge: a Magic: The Gathering rules judge that cites the Comprehensive Rules."""


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--rules", help="CR version date YYYY-MM-DD (overrides the file's 'rules:').")
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.option("--strict", is_flag=True, help="A decision with no queued choice is an error.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def run(file, rules, fmt, strict, debug):
    """Run a scenario: the trace, the final state and the expectations.

    \b
    Example:
        judge run scenarios/urzas-saga-blood-moon-2026.yaml
    """
    from judge import render

    result = _run_file(file, rules, strict, debug)
    out = {"text": render.text, "markdown": render.markdown, "json": render.as_json}[fmt](result)
    click.echo(out, nl=False)
    sys.exit(0 if result.passed else 1)


def _scenario_files(paths) -> list[Path]:
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted(p.rglob("*.yaml")) + sorted(p.rglob("*.yml"))
        else:
            files.append(p)
    return files


@cli.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--rules", help="CR version date YYYY-MM-DD for every scenario.")
@click.option("--strict", is_flag=True)
def check(paths, rules, strict):
    """Run every scenario in files and folders; one line each and a summary."""
    from judge import runner, scenario
    from judge.errors import InputError

    counts = {"pass": 0, "fail": 0, "error": 0}
    worst = 0
    for path in _scenario_files(paths):
        try:
            result = runner.run(scenario.load(path), rules=rules, strict=strict)
        except InputError as exc:
            counts["error"] += 1
            worst = max(worst, 2)
            click.echo(f"ERROR {path}: {exc.located(str(path))}")
            continue
        except Exception as exc:  # noqa: BLE001
            counts["error"] += 1
            worst = 3
            click.echo(f"ERROR {path}: internal error: {exc.__class__.__name__}: {exc}")
            continue
        held = sum(c.ok for c in result.checks)
        status = "pass" if result.passed else "fail"
        counts[status] += 1
        if not result.passed:
            worst = max(worst, 1)
        click.echo(f"{status.upper():5} {path}  [{held}/{len(result.checks)}, CR {result.game.version}]  "
                   f"{result.scenario.title}")
    total = sum(counts.values())
    click.echo(f"{total} scenarios: {counts['pass']} passed, {counts['fail']} failed, {counts['error']} errors")
    sys.exit(worst)


@cli.command()
@click.argument("paths", nargs=-1, required=True)
def validate(paths):
    """Check scenario files without running them (structure, cards, references)."""
    from judge import runner, scenario
    from judge.errors import InputError

    bad = 0
    for path in _scenario_files(paths):
        try:
            runner.run(scenario.load(path))
            click.echo(f"ok    {path}")
        except InputError as exc:
            bad += 1
            click.echo(f"Error: {exc.located(str(path))}", err=True)
    sys.exit(2 if bad else 0)


@cli.command()
@click.argument("name")
def card(name):
    """Print a card as the engine understands it (abilities, their kinds and layers)."""
    from judge import render
    from judge.cards import CardDB
    from judge.errors import InputError

    try:
        click.echo(render.card(CardDB().get(name)), nl=False)
    except InputError as exc:
        raise _input_error(exc, "card") from None


def main():
    try:
        cli(standalone_mode=True)
    except KeyboardInterrupt:
        sys.exit(130)
