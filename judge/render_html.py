"""The run as one self-contained web page (`judge run --format html`): the question, the short answer, the steps
with the rules they cite (each rule's official text on hover or click when a CR file is given, else judge's
one-line summary), the board right after each step (click a step, or use the arrow keys) and the expectations.

The page fetches nothing: its style and script are inline, it names no font, image or other file. Every text from
the scenario or the cards is escaped. The same run gives the same bytes (no time, no path of this machine).
Loaded only for this format (the CLI imports it lazily)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, NamedTuple

from judge import render, render_events, runner
from judge.numbering import RULE_SUMMARIES

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.state import Game
    from judge.rulebook import Text
    from judge.runner import RunResult
    from judge.scenario import Scenario

ZONE_COUNTS = ("hand", "graveyard", "exile")


class Board(NamedTuple):
    """What the page shows of a game at one point: the battlefield table, each player's life and zone sizes, the
    stack (top first)."""

    battlefield: tuple[tuple[str, ...], ...]
    players: tuple[tuple[str, ...], ...]
    stack: tuple[str, ...]


def board_of(game: "Game") -> Board:
    rows = tuple(tuple(str(cell) for cell in row) for row in render.battlefield_rows(game))
    players = tuple((p.name, f"{p.life} life", *(f"{zone} {len(p.zone(zone))}" for zone in ZONE_COUNTS),
                     render.library_size(p)) for p in game.players)
    return Board(rows, players, tuple(render.stack_label(game, item) for item in reversed(game.stack)))


class Boards:
    """An observer of a run (judge.runner.run's `observe`): the board right after each event, as judge's
    observers see it when the event happens (603.2; what `judge layers --step` shows); equal boards kept once."""

    def __init__(self) -> None:
        self.unique: dict[Board, int] = {}
        self.after: dict[int, int] = {}  # event index -> index of its board in `unique`

    def __call__(self, game: "Game", event: "LoggedEvent", action: int | None) -> None:
        self.after[event.index] = self.unique.setdefault(board_of(game), len(self.unique))


def run(scenario: "Scenario", rules: str | None = None, strict: bool = False) -> tuple["RunResult", Boards]:
    """Run a scenario once, keeping the board after each step."""
    boards = Boards()
    return runner.run(scenario, rules=rules, strict=strict, observe=boards), boards


def page(result: "RunResult", boards: Boards, text: "Text | None" = None) -> str:
    """The page of a run; with `text` (judge.rulebook.text_for), each cited rule carries its official line."""
    head = dict(render.header(result))
    title = head["Scenario"]
    parts = [f"<header><h1>{escape(title)}</h1>"]
    if "Question" in head:
        parts.append(f'<p class="question"><b>Question:</b> {escape(head["Question"])}</p>')
    if "Answer" in head:
        parts.append(f'<p class="answer"><b>Short answer:</b> {escape(head["Answer"])}</p>')
    source = _source(text)
    parts.append(f'<p class="meta">Comprehensive Rules of {escape(head["CR version applied"])} · seed '
                 f'{escape(head["Seed"])} · {escape(source)}</p></header>')
    parts.append('<main><section id="steps"><h2>Step by step</h2>'
                 '<p class="hint">Click a step, or use ← and →, to see the board right after it. '
                 'Hover over or click a rule number for its text.</p><ol>')
    parts += [_step(result, e, boards.after[e.index], text) for e in result.game.log]
    parts.append('</ol></section><section id="board"><h2 id="board-title">Board</h2>')
    parts += [_board(i, board) for board, i in boards.unique.items()]
    parts.append("</section></main>")
    parts.append(_expectations(result))
    parts.append('<pre id="probe" hidden></pre>')
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{escape(title)} — judge</title><style>{STYLE}</style></head>\n<body>\n"
            + "\n".join(parts) + f"\n<script>{SCRIPT}</script>\n</body></html>\n")


def _source(text: "Text | None") -> str:
    """Where the rules' texts come from (the file's name, not its folder on this machine)."""
    if text is None:
        return ("rule texts: judge's one-line summaries (give the official CR file with --cr FILE, $JUDGE_CR or "
                "'judge rules add' for its text)")
    other = f"; no file for CR {text.wanted} was given, so its numbers and text are CR {text.cr.version}'s" \
        if text.other_version else ""
    return f"rule texts: official CR {text.cr.version} ({text.path.name}){other}"


def _step(result: "RunResult", e: "LoggedEvent", board: int, text: "Text | None") -> str:
    version = result.game.version
    words = escape(render_events.text(e, version))
    default = ' <span class="default">(default choice)</span>' if e.default else ""
    rules = "".join(_rule(version.number(c), c, text) for c in dict.fromkeys(e.cites))
    cites = f' <span class="cites">CR {rules}</span>' if rules else ""
    return (f'<li id="step-{e.index}" class="step" data-step="{e.index}" data-board="{board}">'
            f'<span class="n">{e.index}.</span> <span class="where">[{escape(e.where)}]</span> '
            f"{words}{default}{cites}</li>")


def _rule(number: str, canonical: str, text: "Text | None") -> str:
    """A cited rule: its number, and on hover or click its official line (or judge's summary of it)."""
    if text is not None:
        lines = text.lines(canonical)
        said = lines[0] if lines else f"{text.number(canonical)}: not in the CR {text.cr.version} text"
    else:
        said = f"{number} (judge's summary): {RULE_SUMMARIES.get(canonical, 'no summary')}"
    return (f'<span class="rule" tabindex="0">{escape(number)}'
            f'<span class="quote" role="tooltip">{escape(said)}</span></span>')


def _board(index: int, board: Board) -> str:
    out = [f'<div class="state" id="board-{index}" hidden>']
    if board.battlefield:
        head = "".join(f"<th>{escape(h)}</th>" for h in render.BOARD_HEADERS)
        body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>"
                       for row in board.battlefield)
        out.append(f"<table><caption>Battlefield</caption><thead><tr>{head}</tr></thead><tbody>{body}</tbody>"
                   "</table>")
    else:
        out.append('<p class="empty">Battlefield: (empty)</p>')
    out.append('<ul class="players">' + "".join(
        f"<li><b>{escape(name)}</b>: {', '.join(escape(part) for part in rest)}</li>"
        for name, *rest in board.players) + "</ul>")
    stack = ", ".join(escape(label) for label in board.stack) if board.stack else "(empty)"
    out.append(f'<p class="stack"><b>Stack</b> (top first): {stack}</p></div>')
    return "".join(out)


def _expectations(result: "RunResult") -> str:
    if not result.checks:
        return '<section id="expectations"><h2>Expectations</h2><p>No expectations.</p></section>'
    items = []
    for c in result.checks:
        detail = "" if c.ok else (f'<div class="detail">expected: {escape(str(c.expected))}<br>'
                                  f"found: {escape(str(c.found))}</div>")
        items.append(f'<li class="{"held" if c.ok else "failed"}"><span class="mark">{render.MARK[c.ok]}</span> '
                     f"{escape(c.what)}{detail}</li>")
    held = sum(c.ok for c in result.checks)
    verdict = "PASS" if result.passed else "FAIL"
    return (f'<section id="expectations"><h2>Expectations</h2><ul>{"".join(items)}</ul>'
            f'<p class="verdict {verdict.lower()}">{held}/{len(result.checks)} expectations hold: {verdict}</p>'
            "</section>")


STYLE = """
body{font:18px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1400px;padding:1em 1.5em;color:#1b1b1b;
background:#fdfdfb}
h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.15em;margin:.6em 0 .3em}
.meta,.hint{color:#555;font-size:.85em}
main{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:1.5em;align-items:start}
@media (max-width:900px){main{grid-template-columns:1fr}}
#board{position:sticky;top:0;max-height:100vh;overflow:auto;box-sizing:border-box;
background:#f3f1ea;border:1px solid #ccc;border-radius:6px;padding:.3em .9em .8em}
ol{list-style:none;padding:0;margin:0}
.step{padding:.25em .5em;border-left:4px solid transparent;cursor:pointer;border-radius:3px}
.step:hover{background:#eef}
.step.current{background:#dfe8ff;border-left-color:#2a5bd7}
.n{display:inline-block;min-width:2.2em;color:#666;text-align:right}
.where{color:#666;font-size:.85em}
.default{color:#8a5a00;font-style:italic}
.cites{color:#555;font-size:.9em;white-space:nowrap}
.rule{position:relative;border-bottom:1px dotted #555;cursor:help;margin-right:.35em}
.rule .quote{display:none;position:absolute;z-index:2;left:0;top:1.5em;width:28em;max-width:80vw;
white-space:normal;background:#222;color:#fff;padding:.5em .7em;border-radius:4px;font-size:.9rem}
.rule:hover .quote,.rule:focus .quote,.rule.open .quote{display:block}
table{border-collapse:collapse;width:100%;font-size:.85em}
caption{text-align:left;font-weight:bold}
th,td{border:1px solid #bbb;padding:.15em .4em;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#e6e3d8;white-space:nowrap}
.players{padding-left:1.1em}
.held .mark{color:#176b2c}.failed .mark{color:#b00020}.mark{font-weight:bold}
.detail{font-family:ui-monospace,monospace;font-size:.85em;margin-left:1.5em}
.verdict.pass{color:#176b2c;font-weight:bold}.verdict.fail{color:#b00020;font-weight:bold}
"""

SCRIPT = r"""
(function(){
var steps=Array.prototype.slice.call(document.querySelectorAll('.step'));
var current=-1;
function select(i,scroll){
  if(i<0||i>=steps.length)return;
  if(current>=0)steps[current].classList.remove('current');
  current=i;var step=steps[i];step.classList.add('current');
  var shown=document.querySelectorAll('.state');
  for(var k=0;k<shown.length;k++)shown[k].hidden=true;
  document.getElementById('board-'+step.dataset.board).hidden=false;
  document.getElementById('board-title').textContent='Board after step '+step.dataset.step;
  if(scroll)step.scrollIntoView({block:'nearest'});
}
steps.forEach(function(step,i){step.addEventListener('click',function(){select(i);});});
document.querySelectorAll('.rule').forEach(function(rule){
  rule.addEventListener('click',function(){rule.classList.toggle('open');});
});
document.addEventListener('keydown',function(ev){
  if(ev.key==='ArrowRight'){select(current+1,true);ev.preventDefault();}
  else if(ev.key==='ArrowLeft'){select(current-1,true);ev.preventDefault();}
  else if(ev.key==='Home'){select(0,true);ev.preventDefault();}
  else if(ev.key==='End'){select(steps.length-1,true);ev.preventDefault();}
});
function boardText(){
  return document.getElementById('board-title').textContent+'\n'+
    document.getElementById('board-'+steps[current].dataset.board).innerText;
}
var hash=location.hash.match(/^#(test-)?step-(\d+)$/);
if(hash&&!hash[1])select(Math.min(+hash[2],steps.length)-1,true);else select(0);
if(hash&&hash[1]){
  var seen=['start: '+boardText()];
  steps[+hash[2]-1].dispatchEvent(new MouseEvent('click',{bubbles:true}));
  seen.push('click: '+boardText());
  document.dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowRight',bubbles:true}));
  seen.push('right: '+boardText());
  document.getElementById('probe').textContent=seen.join('\n---\n');
}
})();
"""
