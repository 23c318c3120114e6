"""The commands other than `run` and `check`, imported only when one of them is used or listed (judge.cli's
LazyGroup; start-up budget, README "Speed"): validate, card, cards, diff, history, versions, rule, rules, schema,
new, layers."""

from __future__ import annotations

import sys

import click

from judge.cli import (
    EXIT_FAILED, FORMATS, InputProblem, _check_jobs, _check_rules_option, _guarded, _scenario_files, load_and_run,
)


@click.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="CR version date YYYY-MM-DD for every scenario.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def validate(paths, rules, debug):
    """Check scenario files (structure, cards, references, legality) without judging expectations: one line each,
    as `judge check` writes them (ok / ERROR), and a summary."""
    files = _scenario_files(paths)
    if not files:
        raise InputProblem(f"{', '.join(paths)}: no scenario files (*.yaml, *.yml) there; give files or folders "
                           "that hold scenarios")
    worst, invalid = 0, 0
    for path in files:
        try:
            _guarded(path, debug, lambda path=path: load_and_run(path, rules))
        except click.ClickException as exc:
            worst, invalid = max(worst, exc.exit_code), invalid + 1
            click.echo(f"ERROR {exc.message}")
            continue
        click.echo(f"ok    {path}")
    total = len(files)
    click.echo(f"{total} scenario{'s' if total != 1 else ''}: {total - invalid} valid, {invalid} invalid")
    sys.exit(worst)


@click.command()
@click.argument("name")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def card(name, debug):
    """Print a card as the engine understands it (abilities, their kinds and layers), and what of it judge
    does not model. NAME in any case, with or without diacritics, or the beginning of one card's names.

    \b
    Example:
        judge card "Urza's Saga"
    """

    def work():
        from judge import render
        from judge.cards import CardDB

        return render.card(CardDB().lookup(name))

    click.echo(_guarded(None, debug, work), nl=False)


def _check_kinds(ctx, param, values):
    """`--kind` values as judge.cards.KINDS spells them ("read-ahead" is "read ahead"); else one `Error:` line."""
    from judge.cards import KINDS

    kinds = tuple(" ".join(value.lower().replace("-", " ").replace("_", " ").split()) for value in values)
    for value, kind in zip(values, kinds):
        if kind not in KINDS:
            raise InputProblem(f"--kind {value}: use one of {', '.join(KINDS)}")
    return kinds


@click.command()
@click.option("--kind", "kinds", multiple=True, callback=_check_kinds, metavar="KIND",
              help="saga, read ahead, saga creature, transforming, omen, or support (a card that is neither a "
                   "Saga nor an Omen); repeat it to ask for several at once.")
@click.option("--set", "set_code", metavar="CODE", help="Printed in this set (its code, e.g. DOM; any case).")
@click.option("--text", metavar="TEXT", help="Its name or Oracle text contains TEXT (any case, diacritics optional).")
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def cards(kinds, set_code, text, fmt, debug):
    """List the cards judge knows: each card's faces, kinds, sets and parts it does not model.

    \b
    Example:
        judge cards --kind saga --set DOM --text "lore counter"
    """

    def work():
        from judge.cards import CardDB, select

        catalogue = CardDB.catalogue()
        found = select(catalogue, kinds, set_code, text)
        if fmt == "json":
            import json  # only this format needs the json module

            listed = [{"name": e.names[0], "faces": list(e.names), "kinds": list(e.kinds), "sets": list(e.sets),
                       "not_modelled": e.not_modelled, "file": e.file} for e in found]
            return json.dumps(listed, ensure_ascii=False, indent=2) + "\n"
        from judge import render

        return render.card_list(found, len(catalogue), markdown=fmt == "markdown")

    click.echo(_guarded(None, debug, work), nl=False)


@click.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--from", "old", required=True, callback=_check_rules_option, metavar="DATE",
              help="The CR version (date YYYY-MM-DD) to compare from.")
@click.option("--to", "new", required=True, callback=_check_rules_option, metavar="DATE",
              help="The CR version (date YYYY-MM-DD) to compare to.")
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.option("-j", "--jobs", default="1", callback=_check_jobs, metavar="N",
              help="Folders: run on N processes (0 or 'auto': one per core); the output is the serial run's.  "
                   "[default: 1]")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def diff(paths, old, new, fmt, jobs, debug):
    """Run scenarios under two CR versions and show what changes.

    One FILE: the steps and final state that differ, side by side, with the rules behind each difference
    as numbered in each version. Folders or several files: one line per scenario and a summary. Exit 0
    when nothing differs (renumbered citations alone do not count), 1 when an outcome or the rules behind
    it differ.

    \b
    Example:
        judge diff scenarios/ --from 2025-04-04 --to 2025-06-06
    """
    from functools import partial
    from pathlib import Path

    from judge import diff as differ
    from judge import parallel, versions

    old_day, new_day = versions.parse_date(old), versions.parse_date(new)
    if len(paths) == 1 and not Path(paths[0]).is_dir():
        path = paths[0]
        result = _guarded(path, debug, lambda: differ.diff_file(path, old_day, new_day))
        for option, side in (("--from", result.old), ("--to", result.new)):
            if side.error:
                raise InputProblem(f"{side.error} (the run under {option} {side.requested}, CR {side.version})")
        render = {"text": differ.text, "markdown": differ.markdown, "json": differ.as_json}[fmt]
        click.echo(render(result), nl=False)
        sys.exit(EXIT_FAILED if result.status in differ.DIFFERS else 0)
    files = _scenario_files(paths)
    if not files:
        raise InputProblem(f"{', '.join(paths)}: no scenario files (*.yaml, *.yml) there; give files or folders "
                           "that hold scenarios")
    if jobs > 1:
        from judge import runner  # noqa: F401 - loaded once here, inherited by forked workers
    work = partial(_diff_one, old_day=old_day, new_day=new_day, debug=debug)
    diffs = list(parallel.ordered_map(work, files, jobs))
    render = {"text": differ.many_text, "markdown": differ.many_markdown, "json": differ.many_json}[fmt]
    click.echo(render(diffs, old_day, new_day), nl=False)
    sys.exit(EXIT_FAILED if any(d.status in differ.DIFFERS for d in diffs) else 0)


def _diff_one(path, old_day, new_day, debug: bool):
    """One scenario of `judge diff DIR`: its diff without the two runs' games (what the listing shows)."""
    from judge import diff as differ

    found = _guarded(path, debug, lambda: differ.diff_file(path, old_day, new_day))
    found.old.result = found.new.result = None
    return found


@click.command()
@click.argument("file")
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def history(file, fmt, debug):
    """Run a scenario under every CR version judge knows, from the first in which its cards exist, and print a
    table: the versions under which it runs alike, the outcome, the rules behind it, and what changed from the
    row before (behaviour switches, renumbered rules).

    \b
    Example:
        judge history scenarios/urzas-saga-blood-moon-2026.yaml
    """

    def work():
        from judge import history as histories

        try:
            found = histories.history(file)
        except ValueError as exc:
            raise InputProblem(f"{exc} (under every CR version judge knows)") from None
        return {"text": histories.text, "markdown": histories.markdown, "json": histories.as_json}[fmt](found)

    click.echo(_guarded(file, debug, work), nl=False)


@click.command("versions")
@click.option("--cr", metavar="FILE", help="Official CR text file (or folder of them) to list with its version.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def versions_command(cr, debug):
    """Every CR version judge knows, the behaviour switches and renumberings that take effect in each,
    and which have official text available."""

    def work():
        from judge import rulebook

        return rulebook.versions_page(cr)

    click.echo(_guarded(None, debug, work), nl=False)


@click.command()
@click.argument("number")
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="NUMBER is numbered as in the CR in force on DATE (default: the newest).")
@click.option("--cr", metavar="FILE", help="Official CR text file (or folder of them) to print the rule from.")
@click.option("--all", "every", is_flag=True, help="List every library scenario that cites it (default: the first "
              "twelve).")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def rule(number, rules, cr, every, debug):
    """What judge knows of a rule: its number in each CR version, the switch or module that implements
    it, the library scenarios that exercise it, and its official text if you have the CR file.

    \b
    Example:
        judge rule 714.3b --rules 2025-06-06
    """

    def work():
        from judge import rulebook, versions

        return rulebook.describe(number, versions.parse_date(rules) if rules else None, cr, every)

    click.echo(_guarded(None, debug, work), nl=False)


@click.group("rules")
def rules_group():
    """The official CR text files judge quotes (judge ships none; you give them)."""


@rules_group.command("add")
@click.argument("path")
@click.option("--cr", metavar="FILE", help="Official CR text file (or folder of them) of the version to align with.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def rules_add(path, cr, debug):
    """Keep official CR text files (a MagicCompRules <date>.txt, or a folder of them) in judge's data folder
    ($XDG_DATA_HOME/judge/cr, default ~/.local/share/judge/cr), named by the version in their header. A version
    newer than judge knows is aligned with the newest one it knows: from then on --rules DATE cites in its
    numbering.

    \b
    Example:
        judge rules add "MagicCompRules 20261002.txt"
    """

    def work():
        from judge import releaseday

        return releaseday.add(path, cr)

    click.echo(_guarded(None, debug, work), nl=False)


@rules_group.command("list")
@click.option("--cr", metavar="FILE", help="Official CR text file (or folder of them) to list as well.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def rules_list(cr, debug):
    """The CR versions judge knows (typed in, learned from their files) and the official files it can quote."""

    def work():
        from judge import releaseday

        return releaseday.listing(cr)

    click.echo(_guarded(None, debug, work), nl=False)


@rules_group.command("remove")
@click.argument("date")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def rules_remove(date, debug):
    """Forget a version added with 'judge rules add': its kept file and the numbering learned from it."""

    def work():
        from judge import releaseday

        return releaseday.remove(date)

    click.echo(_guarded(None, debug, work), nl=False)


@rules_group.command("check")
@click.argument("file")
@click.option("--against", callback=_check_rules_option, metavar="DATE",
              help="The CR version to compare with (default: the newest judge knows before FILE's).")
@click.option("--format", "fmt", type=click.Choice(["text", "markdown"]), default="text", show_default=True)
@click.option("--cr", metavar="FILE", help="Official CR text file (or folder of them) of the version compared with.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def rules_check(file, against, fmt, cr, debug):
    """The release-day report: for every rule judge implements or cites, whether a new CR file leaves it
    unchanged, renumbers it, changes its text (a word diff) or removes it; and the new rules in the sections
    judge models, which may need a behaviour switch. Exit 1 when anything needs a person's look.

    \b
    Example:
        judge rules check "MagicCompRules 20261002.txt" --format markdown
    """

    def work():
        from judge import releaseday, versions

        day = versions.version_for(versions.parse_date(against)).date if against else None
        report = releaseday.check(file, day, cr)
        return report, (releaseday.markdown if fmt == "markdown" else releaseday.text)(report)

    report, out = _guarded(None, debug, work)
    click.echo(out, nl=False)
    sys.exit(EXIT_FAILED if report.needs_a_look else 0)


@click.command()
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write the schema to this file.")
@click.option("--of", "of", type=click.Choice(["scenario", "run"]), default="scenario", show_default=True,
              help="scenario: the scenario format; run: the output of `judge run --format json`.")
def schema(output, of):
    """Print the JSON Schema of the scenario format (for editors with a YAML language server) or of judge's JSON
    output (`--of run`).

    \b
    Example:
        judge schema -o scenario.schema.json
        judge schema --of run -o judge-run.schema.json
    """
    if of == "run":
        from judge import output_schema as chosen
    else:
        from judge import schema as chosen

    text = chosen.dumps()
    if output:
        _write(output, text)
    else:
        click.echo(text, nl=False)


@click.command()
def docs():
    """Print the scenario format and command-line contract (docs/scenario-format.md, installed with judge).

    \b
    Example:
        judge docs | less
    """
    from pathlib import Path

    click.echo((Path(__file__).parent / "docs" / "scenario-format.md").read_text(encoding="utf-8"), nl=False)


def _write(path: str, text: str) -> None:
    """Write a file the user named; a path that cannot be written is invalid input (exit 2)."""
    from pathlib import Path

    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InputProblem(f"{path}: cannot write the file ({exc.strerror or exc}); check the path") from None


@click.command()
@click.option("--card", "cards", multiple=True, required=True, metavar="NAME",
              help="A card the question is about (repeat for more).")
@click.option("--rules", callback=_check_rules_option, metavar="DATE", help="CR version date YYYY-MM-DD.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write the scenario to this file.")
@click.option("--force", is_flag=True, help="Overwrite the output file if it exists.")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def new(cards, rules, output, force, debug):
    """Write a scenario skeleton for a question about some cards (it passes 'judge validate').

    \b
    Example:
        judge new --card "Urza's Saga" --card "Blood Moon" -o scenarios/my-question.yaml
    """
    from pathlib import Path

    if output and Path(output).exists() and not force:
        raise InputProblem(f"{output}: the file exists; give another -o FILE or add --force to overwrite it")

    def work():
        from judge import newscenario, runner, scenario

        text = newscenario.skeleton(list(cards), rules)
        runner.run(scenario.load(output or "<new scenario>", text))  # the skeleton must be valid
        return text

    text = _guarded(None, debug, work)
    if output:
        _write(output, text)
        click.echo(f"wrote {output}; fill in the question, actions and expectations, then 'judge run {output}'")
    else:
        click.echo(text, nl=False)


@click.command()
@click.argument("file")
@click.option("--object", "name", required=True, metavar="NAME", help="The object: its card name or id.")
@click.option("--step", type=click.IntRange(min=1), metavar="N",
              help="The state right after trace step N (default: the end of the trace).")
@click.option("--rules", callback=_check_rules_option, metavar="DATE",
              help="CR version date YYYY-MM-DD (overrides the file's 'rules:').")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error.")
def layers(file, name, step, rules, debug):
    """An object's characteristics layer by layer (CR 613): printed values, then each effect applied
    with its layer, timestamp and dependencies.

    \b
    Example:
        judge layers scenarios/urzas-saga-blood-moon-2026.yaml --object "Urza's Saga"
    """

    def work():
        from judge import explain, runner, scenario

        loaded = scenario.load(file)
        game = explain.state_after(loaded, step, rules) if step else runner.run(loaded, rules=rules).game
        return explain.layers_report(game, explain.find_object(game, name), step)

    click.echo(_guarded(file, debug, work), nl=False)


# Output in a legacy encoding (PYTHONIOENCODING=cp1252, a redirected Windows console) cannot hold every
# character of a trace: these become ASCII, anything else its unaccented letters or '?'. Never a traceback.
