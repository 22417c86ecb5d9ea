import { distance, type Point } from '../../../core/board/geometry.js';
import type { PageIntent, PageKit, PageOffer, PagePreview, PageTable } from '../../../core/page-orders.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { WEAPONS, type WeaponId } from '../rules/figures/weapons.js';
import { baseAllowance, type MoveMode } from '../rules/firefight/moves/order-move.js';
import type { TableFigure } from '../rules/game/state.js';
import type { FigureView, FngView, FngViewData } from '../rules/view.js';

/*
 * FNG's orders on the web page (issue 40): a squad moves by one click, each figure keeping its place
 * in the formation and measured against its own allowance (p.17, L608–L629); a figure fires at an
 * enemy it can see, measured against its weapon's range (Ranged Combat, L825). Line of sight is the
 * players' to attest, as at the table. All from the viewer's own view.
 */

const MODES: readonly { readonly order: MoveMode; readonly label: string; readonly hint: string }[] = [
  { order: 'normal', label: 'Move', hint: 'Normal move, 8" (Fast +2", Slow −2", a flak jacket −1"); each figure keeps its place in the group' },
  { order: 'fast', label: 'Fast move', hint: 'One 2d6 for the group: +4" per die each passes against its REP; a figure the dice do not carry stops short' },
  { order: 'crawl', label: 'Crawl', hint: 'Half a move, prone' },
];

const round1 = (n: number): number => Math.round(n * 10) / 10;
const at = (p: Point): string => `${round1(p.x)},${round1(p.y)}`;

/** The figure as the rules read it: a view of one's own figure holds all of it. */
const asTable = (f: FigureView): TableFigure => ({ ...f, side: f.fngSide }) as TableFigure;

function ownFigures(view: FngView, side: string, ids: readonly string[]): RuleResult<FigureView[]> {
  const out: FigureView[] = [];
  for (const id of ids) {
    const f = view.figures.find((x) => x.side === side && x.id.toLowerCase() === id.toLowerCase());
    if (!f || f.at === undefined) return fail('fng/unknown-figure', { figure: id });
    out.push(f);
  }
  return out.length > 0 ? ok(out) : fail('fng/no-moves');
}

function offers(view: FngView, side: string, units: readonly string[]): readonly PageOffer[] {
  const mine = ownFigures(view, side, units);
  if (!mine.ok) return [];
  const moves: PageOffer[] = MODES.map((m) => ({ order: m.order, label: m.label, target: 'point', hint: m.hint }));
  return mine.value.length === 1 ? [...moves, { order: 'fire', label: 'Fire', target: 'unit', hint: 'Active fire at an enemy in sight: 1d6 per point of Target Rating, the reactions follow' }] : moves;
}

/** Where each figure of a group goes: the leader to the point, the rest keeping their offsets from it. */
function formation(figs: readonly FigureView[], to: Point): { readonly f: FigureView; readonly to: Point }[] {
  const lead = figs[0]!.at!;
  return figs.map((f) => ({ f, to: { x: to.x + f.at!.x - lead.x, y: to.y + f.at!.y - lead.y } }));
}

function inside(p: Point, table: PageTable | undefined): boolean {
  if (table?.board.kind !== 'tabletop') return true;
  return p.x >= 0 && p.y >= 0 && p.x <= table.board.width && p.y <= table.board.height;
}

function movePreview(figs: readonly FigureView[], mode: MoveMode, to: Point, table: PageTable | undefined): RuleResult<PagePreview> {
  const lines: { text: string; ok: boolean }[] = [];
  const ends: { id: string; x: number; y: number; ok: boolean }[] = [];
  const moves: string[] = [];
  for (const { f, to: want } of formation(figs, to)) {
    const can = baseAllowance(asTable(f), mode);
    const far = distance(f.at!, want);
    if (!inside(want, table)) {
      lines.push({ text: `${f.id}: ${at(want)} is off the table; it stays`, ok: false });
      continue;
    }
    if (mode === 'fast') {
      // The dice decide how far past the normal move it goes: what is certain is its normal move.
      const normal = baseAllowance(asTable(f), 'normal');
      lines.push({ text: `${f.id}: ${round1(far)}" — ${normal}" for sure, the rest on the Fast Move dice (+4" per die passed)`, ok: far <= normal + 8 });
      ends.push({ id: f.id, x: round1(want.x), y: round1(want.y), ok: far <= normal });
      moves.push(`${f.id}@${at(want)}`);
      continue;
    }
    if (far <= can + 1e-9) {
      lines.push({ text: `${f.id}: ${round1(far)}" of ${round1(can)}"`, ok: true });
      ends.push({ id: f.id, x: round1(want.x), y: round1(want.y), ok: true });
      moves.push(`${f.id}@${at(want)}`);
    } else {
      // Too far: it goes as far as it may along the line, and the preview says so.
      const reach = far > 0 ? { x: f.at!.x + ((want.x - f.at!.x) * can) / far, y: f.at!.y + ((want.y - f.at!.y) * can) / far } : want;
      const short = { x: Math.trunc(reach.x * 10) / 10, y: Math.trunc(reach.y * 10) / 10 };
      const stop = distance(f.at!, short) <= can + 1e-9 ? short : f.at!;
      lines.push({ text: `${f.id}: ${round1(far)}" is too far (it may move ${round1(can)}"): it stops short at ${at(stop)}`, ok: false });
      ends.push({ id: f.id, x: round1(stop.x), y: round1(stop.y), ok: false });
      moves.push(`${f.id}@${at(stop)}`);
    }
  }
  if (moves.length === 0) return fail('fng/no-moves');
  const options: Record<string, string | boolean> = { moves: moves.join('; ') };
  if (mode === 'fast') options['fast'] = true;
  if (mode === 'crawl') options['crawl'] = true;
  return ok({ path: ['fng', 'move'], options, lines, ends });
}

function firePreview(view: FngView, shooter: FigureView, target: string): RuleResult<PagePreview> {
  const enemy = view.figures.find((x) => x.side !== shooter.side && x.at !== undefined && x.id.toLowerCase() === target.toLowerCase());
  if (!enemy) return fail('fng/unknown-figure', { figure: target });
  const weapon = shooter.weapon === undefined ? undefined : WEAPONS[shooter.weapon as WeaponId];
  const far = distance(shooter.at!, enemy.at!);
  const lines = [
    weapon
      ? { text: `${enemy.id} is ${round1(far)}" away: ${far <= weapon.range ? 'in range' : 'out of range'} of the ${weapon.name} (${weapon.range}")`, ok: far <= weapon.range }
      : { text: `${shooter.id} has no weapon to fire`, ok: false },
    { text: 'Line of sight: yours to attest, as at the table', ok: true },
  ];
  return ok({ path: ['fng', 'fire'], options: { shooter: shooter.id, targets: enemy.id }, lines });
}

function preview(view: FngView, side: string, intent: PageIntent, table: PageTable | undefined): RuleResult<PagePreview> {
  const mine = ownFigures(view, side, intent.units);
  if (!mine.ok) return mine;
  const mode = MODES.find((m) => m.order === intent.order);
  if (mode && intent.target?.kind === 'point') return movePreview(mine.value, mode.order, { x: intent.target.x, y: intent.target.y }, table);
  if (intent.order === 'fire' && intent.target?.kind === 'unit' && mine.value.length === 1) return firePreview(view, mine.value[0]!, intent.target.id);
  return fail('fng/no-moves');
}

export const fngPage: PageKit<FngViewData> = { offers, preview };
