import { distance, type Point } from '../../../core/board/geometry.js';
import type { PageIntent, PageKit, PageOffer, PagePreview, PageTable } from '../../../core/page-orders.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { WEAPONS, type WeaponId } from '../rules/figures/weapons.js';
import { BREADTH_INCHES, baseAllowance, placeTakenBy, walkOn, type MoveMode } from '../rules/firefight/moves/order-move.js';
import { civilianOn } from '../rules/missions/civilian-figures.js';
import type { OrderArgs } from '../rules/game/order.js';
import type { Walk } from '../rules/terrain/foot-move.js';
import type { WaterKnown } from '../rules/terrain/water-state.js';
import type { TableFigure } from '../rules/game/state.js';
import type { FigureView, FngView, FngViewData } from '../rules/view.js';
import { blockParams, eyeOf, sightOf, turningSeer } from '../rules/game/line-of-sight.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { fngScenario } from '../rules/terrain/scenario.js';
import { tableFor } from '../rules/terrain/building-floors.js';
import { sightLine } from '../rules/terrain/sight-line.js';
import { sightBlocked } from './messages.js';

/*
 * FNG's orders on the web page (issue 40): a squad moves by one click, each figure keeping its place
 * in the formation and measured against its own allowance (p.17, L608–L629), the ground it crosses paid
 * as the move itself pays it (foot-move.ts, L1146–L1204) and no two ending on one place; a figure fires at an
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

/** The board's terrain and the water found, as the move itself walks them (order-move.ts `walkOn`). */
interface Ground {
  readonly table?: OrderArgs['table'];
  readonly game: { readonly water: WaterKnown };
}

const SHARE: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
const slowed = (w: Walk): string => w.slowedBy.map((x) => `${x.name} ${SHARE[x.share] ?? `×${x.share}`}`).join(', ');
const ground = (w: Walk): string => (w.slowedBy.length ? ` (the ground costs ${round1(w.spent)}": ${slowed(w)})` : '');

/** The point `inches` along the line from `from` to `to`, as the order will name it (to a tenth of an inch). */
function along(from: Point, to: Point, inches: number): Point {
  const far = distance(from, to);
  const k = far > 0 ? Math.min(1, inches / far) : 1;
  return { x: round1(from.x + (to.x - from.x) * k), y: round1(from.y + (to.y - from.y) * k) };
}

interface End {
  readonly f: FigureView;
  /** Where it ends, or undefined when it stays. */
  readonly at?: Point;
  readonly text: string;
  readonly ok: boolean;
  /** Certain to get there (a Fast Move's normal part). */
  readonly sure: boolean;
}

/**
 * Where one figure of the group ends: at its place in the formation when the ground lets it and nobody
 * stands there; else the furthest point short of it on the line that it reaches and nobody holds (the
 * rules' place-taken check: a man's breadth from another figure or another mover's end, L893's spirit).
 */
function endOf(f: FigureView, want: Point, mode: MoveMode, g: Ground, taken: (p: Point) => string | undefined): End {
  const from = f.at!;
  const far = distance(from, want);
  // The rest of a move an In Sight stopped is all it has (L659): no dice are rolled for it again.
  const left = f.moveLeft?.inches;
  const normal = left ?? baseAllowance(asTable(f), mode === 'fast' ? 'normal' : mode);
  // A Fast Move goes as far as the dice carry it: at best 4" for each of two dice past its normal move.
  const can = mode === 'fast' && left === undefined ? normal + 8 : normal;
  const whole = walkOn(g, from, want, can);
  const spot = (p: Point): boolean => walkOn(g, from, p, can).full && taken(p) === undefined;
  const aim = along(from, want, far);
  if (whole.full && spot(aim)) {
    if (mode !== 'fast') return { f, at: aim, text: `${f.id}: ${round1(far)}" of ${round1(can)}"${ground(whole)}`, ok: true, sure: true };
    const sure = walkOn(g, from, aim, normal).full;
    return { f, at: aim, text: `${f.id}: ${round1(far)}"${ground(whole)} — ${round1(normal)}" for sure, the rest on the Fast Move dice (+4" per die passed)`, ok: true, sure };
  }
  // Back along the line from the furthest it reaches until a place it reaches is free.
  let stop: Point | undefined;
  for (let d = Math.min(far, whole.inches); d > 0.05; d -= 0.05) {
    const p = along(from, want, d);
    if (spot(p)) {
      stop = p;
      break;
    }
  }
  const other = whole.full ? taken(aim) : undefined;
  const why = other
    ? `${at(aim)} is taken by ${other}`
    : whole.stoppedBy
      ? `${whole.stoppedBy === 'water' ? 'water of unknown or swimming depth' : 'impassable ground'} in the way`
      : whole.slowedBy.length
        ? `${round1(far)}" costs more than its ${round1(can)}" of move (${slowed(whole)} speed)`
        : `${round1(far)}" is too far (it may move ${round1(can)}")`;
  const text = `${f.id}: ${why}: ${stop ? `it stops short at ${at(stop)}` : 'it stays'}`;
  return { f, ...(stop ? { at: stop } : {}), text, ok: false, sure: stop !== undefined && walkOn(g, from, stop, normal).full };
}

function movePreview(view: FngView, figs: readonly FigureView[], mode: MoveMode, to: Point, table: PageTable | undefined): RuleResult<PagePreview> {
  const g: Ground = { ...(table ? { table: table as OrderArgs['table'] } : {}), game: { water: { currents: {}, trouble: {}, ...view.water, depths: view.water?.depths ?? [] } } };
  const targets = formation(figs, to);
  // Those who stay (off the table, or no free place they reach) hold their places against the movers.
  const staying = new Set<string>(targets.filter((x) => !inside(x.to, table)).map((x) => x.f.key));
  const stayed = new Map<string, string>();
  const others = view.figures.map(asTable);
  for (;;) {
    const movers = new Set(targets.filter((x) => !staying.has(x.f.key)).map((x) => x.f.key));
    const ends: End[] = [];
    for (const { f, to: want } of targets) {
      if (!movers.has(f.key)) continue;
      // A civilian's place is nobody's to end on either (order-move.ts, fng/civilian-spot).
      const taken = (p: Point): string | undefined =>
        placeTakenBy(others, p, movers)?.id ?? civilianOn(view.civilians, p)?.id ?? ends.find((e) => e.at !== undefined && distance(e.at, p) < BREADTH_INCHES - 1e-9)?.f.id;
      ends.push(endOf(f, want, mode, g, taken));
    }
    const stays = ends.filter((e) => e.at === undefined);
    if (stays.length > 0) {
      for (const e of stays) {
        staying.add(e.f.key);
        stayed.set(e.f.key, e.text);
      }
      continue;
    }
    const lines = targets.map(({ f, to: want }) => {
      const e = ends.find((x) => x.f.key === f.key);
      if (e) return { text: e.text, ok: e.ok };
      return { text: stayed.get(f.key) ?? `${f.id}: ${at(want)} is off the table; it stays`, ok: false };
    });
    if (ends.length === 0) return fail('fng/no-moves');
    const options: Record<string, string | boolean> = { moves: ends.map((e) => `${e.f.id}@${at(e.at!)}`).join('; ') };
    if (mode === 'fast') options['fast'] = true;
    if (mode === 'crawl') options['crawl'] = true;
    return ok({ path: ['fng', 'move'], options, lines, ends: ends.map((e) => ({ id: e.f.id, x: e.at!.x, y: e.at!.y, ok: e.ok && e.sure })) });
  }
}

function firePreview(view: FngView, shooter: FigureView, target: string, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const enemy = view.figures.find((x) => x.side !== shooter.side && x.at !== undefined && x.id.toLowerCase() === target.toLowerCase());
  if (!enemy) return fail('fng/unknown-figure', { figure: target });
  const weapon = shooter.weapon === undefined ? undefined : WEAPONS[shooter.weapon as WeaponId];
  const far = distance(shooter.at!, enemy.at!);
  const lines = [
    weapon
      ? { text: `${enemy.id} is ${round1(far)}" away: ${far <= weapon.range ? 'in range' : 'out of range'} of the ${weapon.name} (${weapon.range}")`, ok: far <= weapon.range }
      : { text: `${shooter.id} has no weapon to fire`, ok: false },
    sightPreview(view, shooter, enemy, table, rules),
  ];
  return ok({ path: ['fng', 'fire'], options: { shooter: shooter.id, targets: enemy.id }, lines });
}

/**
 * The fire preview's line of sight: read from the board as the order will read it (terrain/sight-line.ts,
 * the mission's light and weather; smoke the order reads), or, with no board loaded, the player's to attest.
 * The board as collapses left it (L992–L996) and the campaign's house rules read it (`tableFor`); the
 * shooter's facing is his own side's to know (view.ts keeps it for them alone).
 */
function sightPreview(view: FngView, shooter: FigureView, enemy: FigureView, table: PageTable | undefined, rules: HouseRules): { readonly text: string; readonly ok: boolean } {
  const read = tableFor(fngScenario(table), view.ruins, rules);
  if (!read) return { text: 'Line of sight: yours to attest, as at the table', ok: true };
  const line = sightLine(read, eyeOf({ ...turningSeer(shooter), at: shooter.at! }), eyeOf({ ...enemy, at: enemy.at! }), { ...sightOf(view), smoke: [] });
  if (!line.block) return { text: `Line of sight: ${shooter.id} sees ${enemy.id}, as the board reads it`, ok: true };
  return { text: `No line of sight: ${sightBlocked(blockParams(line.block, { from: shooter.id, to: enemy.id })).replace(/\*\*|`/g, '')}`, ok: false };
}

function preview(view: FngView, side: string, intent: PageIntent, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const mine = ownFigures(view, side, intent.units);
  if (!mine.ok) return mine;
  const mode = MODES.find((m) => m.order === intent.order);
  if (mode && intent.target?.kind === 'point') return movePreview(view, mine.value, mode.order, { x: intent.target.x, y: intent.target.y }, table);
  if (intent.order === 'fire' && intent.target?.kind === 'unit' && mine.value.length === 1) return firePreview(view, mine.value[0]!, intent.target.id, table, rules);
  return fail('fng/no-moves');
}

export const fngPage: PageKit<FngViewData> = { offers, preview };
