import { distance, type Point } from '../../../../core/board/geometry.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { intRule, type HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { FngEvent } from './events.js';
import { eyeOf, sightOf } from './line-of-sight.js';
import { sees } from '../terrain/sight-line.js';
import { standing, type OrderArgs, type Ordered } from './order.js';
import { headToHead, keyOf, onTable, otherSide, ownFigure, sideName, type FngGame, type FngSide, type TableFigure } from './state.js';
import { DEFAULT_TABLE, type FngScenario } from '../terrain/scenario.js';
import type { PefNote, SealedEntry, SidePef } from '../enemy/mission.js';
import { placePefs } from '../enemy/pef.js';
import { deploy, KEEP_OUT_KEY, type CoverKind } from '../enemy/deployment.js';
import { civilianPlaces } from '../missions/civilian-figures.js';

/**
 * Head to head (FNG 2nd Tour, "Head to Head", L1221–L1227): "Each player receives three PEFs. Each
 * player notes what each PEF, numbered 1 to 3, actually are. They can be actual troops or empty
 * decoys. PEFs are placed as outlined in the Mission and PEFs are used to replace the figures of the
 * entering force. When resolved the forces are revealed without rolling on any table."
 *
 * A side's note is a sealed decision (committed by salted hash when made, like the bot's own secrets);
 * the markers are public and alike whatever they hold. The Mission places them (one 1d6 section each,
 * L1392); their sides move them, a normal move a PEF ignoring the ground (L1399); one is resolved when
 * a figure of the other side sees it (L1405) or when its own side shows it, and then its note is
 * disclosed and what it held laid at its spot (a decoy is simply removed).
 */

export type HeadToHeadError =
  | 'fng/not-head-to-head'
  | 'fng/pef-number'
  | 'fng/pef-noted'
  | 'fng/pef-after-start'
  | 'fng/pef-figure-placed'
  | 'fng/pef-figure-twice'
  | 'fng/pefs-unnoted'
  | 'fng/no-such-pef'
  | 'fng/pef-not-placed'
  | 'fng/pef-moved'
  | 'fng/pef-move-too-far'
  | 'fng/pef-off-table'
  | 'fng/no-pef-moves'
  | 'fng/figure-in-pef'
  | 'fng/pef-holds-nobody';

/** "Each player receives three PEFs" (L1226). */
export const SIDE_PEF_COUNT = 3;

/**
 * How far a side moves one of its PEFs in an activation: a normal move (L608), where the bot's PEF
 * Movement table (L1404–L1416) is its own choices; PEFs ignore the ground (L1399).
 */
export const SIDE_PEF_MOVE_INCHES = 8;

/** How far apart the figures a PEF held are laid: two inches, the tactics spacing of regulars (L1612). */
const LAID_SPACING = 2;

const PREFIX: Readonly<Record<FngSide, string>> = { fwf: 'F', cf: 'C' };

/** A side's PEF number `n` as the table names it: F1–F3 for the Free World side, C1–C3 for the Communist side. */
export const sidePefId = (side: FngSide, n: number): string => `${PREFIX[side]}${n}`;

/** A PEF of `side` named by its number (`2`) or its id (`F2`); only that side's PEFs are looked at. */
function pefNumber(side: FngSide, ref: string): number | undefined {
  const t = ref.trim().toUpperCase();
  const digits = t.startsWith(PREFIX[side]) ? t.slice(1) : t;
  const n = /^[1-9]$/.test(digits) ? Number(digits) : undefined;
  return n !== undefined && n <= SIDE_PEF_COUNT ? n : undefined;
}

/** The side's own PEF named `ref`, as noted so far: another side's is never found, so the answer reads the same whatever it holds. */
export function ownSidePef(g: FngGame, side: FngSide, ref: string): RuleResult<SidePef, HeadToHeadError> {
  const n = pefNumber(side, ref);
  const p = n === undefined ? undefined : (g.sidePefs ?? []).find((x) => x.side === side && x.n === n);
  return p ? ok(p) : fail('fng/no-such-pef', { pef: ref.trim(), own: `${sidePefId(side, 1)}–${sidePefId(side, SIDE_PEF_COUNT)}` });
}

/** The note a PEF was sealed with. */
export function noteOf(g: FngGame, p: SidePef): PefNote {
  const s = (g.sealed ?? []).find((x) => x.seq === p.seq);
  if (!s) throw new Error(`no sealed note #${p.seq} for ${p.id}`);
  return s.entry as PefNote;
}

/** Whether one of the side's figures waits in a PEF it noted (it is placed only when that PEF is resolved). */
export function inSidePef(g: FngGame, f: Pick<TableFigure, 'side' | 'id'>): SidePef | undefined {
  const id = f.id.toLowerCase();
  return (g.sidePefs ?? []).find((p) => p.side === f.side && p.resolvedTurn === undefined && noteOf(g, p).holds.some((h) => h.toLowerCase() === id));
}

/** A side's PEFs on the table and not yet resolved. */
export const sidePefsOnTable = (g: FngGame, side?: FngSide): readonly (SidePef & { readonly at: Point })[] =>
  (g.sidePefs ?? []).filter((p): p is SidePef & { readonly at: Point } => p.at !== undefined && p.resolvedTurn === undefined && (side === undefined || p.side === side));

/**
 * `/fng pef note`: the acting side notes in secret what its PEF `pef` (1–3) holds — figures of its own
 * not on the table, each in one PEF at most, or nothing (a decoy) — before the mission starts (L1226).
 * The note is sealed at once: its commitment is posted, and it can be changed no more.
 */
export function notePefOrder(a: OrderArgs, input: { readonly pef: string; readonly holds: 'decoy' | readonly string[] }): RuleResult<Ordered, HeadToHeadError | 'fng/unknown-figure'> {
  const g = a.game;
  if (!headToHead(g)) return fail('fng/not-head-to-head');
  if (g.mission) return fail('fng/pef-after-start');
  const n = pefNumber(a.side, input.pef);
  if (n === undefined) return fail('fng/pef-number', { pef: input.pef.trim(), own: `${sidePefId(a.side, 1)}–${sidePefId(a.side, SIDE_PEF_COUNT)}` });
  const id = sidePefId(a.side, n);
  if ((g.sidePefs ?? []).some((p) => p.side === a.side && p.n === n)) return fail('fng/pef-noted', { pef: id });
  if (input.holds !== 'decoy' && input.holds.length === 0) return fail('fng/pef-holds-nobody', { pef: id });
  const holds: string[] = [];
  for (const ref of input.holds === 'decoy' ? [] : input.holds) {
    const found = ownFigure(g, a.side, ref);
    if (!found.ok) return fail('fng/unknown-figure', { figure: ref.trim() });
    const f = found.value;
    if (f.at !== undefined) return fail('fng/pef-figure-placed', { figure: f.id });
    const other = holds.includes(f.id) ? id : inSidePef(g, f)?.id;
    if (other !== undefined) return fail('fng/pef-figure-twice', { figure: f.id, pef: other });
    holds.push(f.id);
  }
  const note: PefNote = { side: a.side, pef: id, holds };
  const sealed: SealedEntry = { seq: (g.sealed?.length ?? 0) + 1, kind: 'pef', side: a.side, entry: note };
  const pef: SidePef = { id, side: a.side, n, seq: sealed.seq };
  const sidePefs = [...(g.sidePefs ?? []), pef].sort((x, y) => (x.side === y.side ? x.n - y.n : x.side === 'fwf' ? -1 : 1));
  return ok({ game: { ...g, sidePefs, sealed: [...(g.sealed ?? []), sealed] }, events: [{ kind: 'side-pef-noted', side: a.side, pef: id, seq: sealed.seq, holds }] });
}

/** Head to head, before the mission: the sides that have not noted all three PEFs, with the numbers missing. */
export function unnotedPefs(g: FngGame): readonly { readonly side: FngSide; readonly missing: readonly string[] }[] {
  return (['fwf', 'cf'] as const)
    .map((side) => ({ side, missing: Array.from({ length: SIDE_PEF_COUNT }, (_, i) => i + 1).filter((n) => !(g.sidePefs ?? []).some((p) => p.side === side && p.n === n)).map((n) => sidePefId(side, n)) }))
    .filter((x) => x.missing.length > 0);
}

/**
 * The Mission places the PEFs (L1226, L1392): head to head both sides' six, each in the section its own
 * 1d6 names, the Free World side's first, where the caller's placing puts a PEF of that section. Refused
 * while a side has PEFs not noted.
 */
export function placeSidePefs(
  g: FngGame,
  roller: Roller,
  positions: (sectors: readonly number[]) => readonly Point[],
): RuleResult<{ readonly game: FngGame; readonly placed: readonly { readonly id: string; readonly at: Point; readonly sector: number }[]; readonly parts: readonly RolledPart[] }, 'fng/pefs-unnoted'> {
  const missing = unnotedPefs(g);
  if (missing.length) return fail('fng/pefs-unnoted', { side: sideName(g, missing[0]!.side), pefs: missing[0]!.missing.join(', ') });
  const pefs = g.sidePefs ?? [];
  const rolled = placePefs(roller, pefs.length);
  if (!rolled.ok) throw new Error(rolled.code);
  const spots = positions(rolled.value.sectors);
  const placed = pefs.map((p, i) => ({ id: p.id, at: spots[i]!, sector: rolled.value.sectors[i]! }));
  return ok({ game: { ...g, sidePefs: pefs.map((p, i) => ({ ...p, at: spots[i]! })) }, placed, parts: rolled.value.parts });
}

/**
 * `/fng pef move`: the acting side moves PEFs of its own on the table, each once an activation and at
 * most a normal move, straight and whatever the ground (L1399); one an enemy figure then sees is
 * resolved (L1405) as the order ends.
 */
export function movePefsOrder(a: OrderArgs, moves: readonly { readonly pef: string; readonly to: Point }[]): RuleResult<Ordered, HeadToHeadError> {
  let g = a.game;
  if (!headToHead(g)) return fail('fng/not-head-to-head');
  if (moves.length === 0) return fail('fng/no-pef-moves');
  const board = (a.table ?? DEFAULT_TABLE).board;
  const events: FngEvent[] = [];
  for (const m of moves) {
    const found = ownSidePef(g, a.side, m.pef);
    if (!found.ok) return found;
    const p = found.value;
    if (p.at === undefined || p.resolvedTurn !== undefined) return fail('fng/pef-not-placed', { pef: p.id });
    if (p.moved === g.serial) return fail('fng/pef-moved', { pef: p.id });
    const inches = distance(p.at, m.to);
    if (inches > SIDE_PEF_MOVE_INCHES + 1e-9) return fail('fng/pef-move-too-far', { pef: p.id, inches: Math.round(inches * 10) / 10, most: SIDE_PEF_MOVE_INCHES });
    if (m.to.x < 0 || m.to.y < 0 || m.to.x > board.width || m.to.y > board.height) return fail('fng/pef-off-table', { pef: p.id, width: board.width, height: board.height });
    g = { ...g, sidePefs: (g.sidePefs ?? []).map((x) => (x.id === p.id ? { ...x, at: m.to, moved: g.serial } : x)) };
    events.push({ kind: 'side-pef-moved', side: a.side, pef: p.id, from: p.at, to: m.to });
  }
  return ok({ game: g, events });
}

/** `/fng pef reveal`: the acting side shows one of its PEFs on the table: resolved as if seen (L1226), its note disclosed. */
export function revealPefOrder(a: OrderArgs, ref: string): RuleResult<Ordered, HeadToHeadError> {
  if (!headToHead(a.game)) return fail('fng/not-head-to-head');
  const found = ownSidePef(a.game, a.side, ref);
  if (!found.ok) return found;
  const p = found.value;
  if (p.at === undefined || p.resolvedTurn !== undefined) return fail('fng/pef-not-placed', { pef: p.id });
  return ok(resolveSidePef(a, a.game, p.id));
}

/**
 * A PEF is resolved without rolling on any table (L1226): its note is disclosed (`/verify` checks it
 * against the commitment posted when it was made), and what it held is laid at its spot as the bot lays
 * troops that come on (deployment.ts: the best cover nearest the spot, two inches apart, none within the
 * keep-out of an enemy figure nor on another's place); a decoy is removed and nothing is laid.
 */
export function resolveSidePef(a: Pick<OrderArgs, 'rules' | 'table'>, g: FngGame, pefId: string, seer?: TableFigure): Ordered {
  const p = (g.sidePefs ?? []).find((x) => x.id === pefId);
  if (!p?.at) throw new Error(`no PEF ${pefId} on the table`);
  const at = p.at;
  const note = noteOf(g, p);
  const held = note.holds.map((id) => g.figures.find((f) => f.side === p.side && f.id === id && f.at === undefined)).filter((f): f is TableFigure => f !== undefined);
  const table = a.table ?? { ...DEFAULT_TABLE, features: [] };
  const cover = (x: Point): CoverKind => {
    const s = standing(a, x, {}, {});
    return s.inCover ? 'cover' : s.concealed ? 'concealment' : 'none';
  };
  const here = (side: FngSide) => g.figures.filter((f) => f.side === side && onTable(f)).map((f) => f.at!);
  const laid = held.length ? deploy({ at, count: held.length, spacing: LAID_SPACING, table, cover, players: here(otherSide(p.side)), others: [...here(p.side), ...civilianPlaces(g.civilians?.figures)], keepOut: intRule(a.rules, KEEP_OUT_KEY) }).spots : [];
  const spotOf = new Map(held.map((f, i) => [keyOf(f), laid[i] ?? at]));
  const figures = g.figures.map((f) => {
    const spot = spotOf.get(keyOf(f));
    return spot ? { ...f, at: spot, ...standing(a, spot, {}, {}) } : f;
  });
  return {
    game: {
      ...g,
      figures,
      sidePefs: (g.sidePefs ?? []).map((x) => (x.id === p.id ? { ...x, resolvedTurn: g.turn } : x)),
      sealed: (g.sealed ?? []).map((s) => (s.seq === p.seq ? { ...s, disclosed: true as const } : s)),
    },
    events: [{ kind: 'side-pef-resolved', side: p.side, pef: p.id, at, ...(seer ? { seer: keyOf(seer) } : {}), figures: held.map(keyOf) }],
  };
}

/**
 * Every PEF a figure of the other side now sees is resolved (L1405, "whenever a player's group comes
 * into LOS of an opposing PEF"), whoever moved: head to head, after each order, and again for what the
 * troops laid see. A figure sees as the bot's line of sight has it (line-of-sight.ts); one Obviously Dead sees nothing.
 */
export function resolveSeenSidePefs(g0: FngGame, env: { readonly rules: HouseRules; readonly table?: Pick<FngScenario, 'features' | 'board'> }): Ordered {
  if (!headToHead(g0) || !g0.mission || g0.mission.ended) return { game: g0, events: [] };
  let g = g0;
  const events: FngEvent[] = [];
  const sight = sightOf(g0);
  // Troops a PEF held may see another PEF in turn: on until none more is seen (six PEFs at most).
  for (let found = true; found; ) {
    found = false;
    for (const p of sidePefsOnTable(g)) {
      const seer = g.figures.find((f) => f.side !== p.side && onTable(f) && f.status !== 'obviously-dead' && sees(env.table, eyeOf({ ...f, at: f.at! }), p.at, sight));
      if (!seer) continue;
      const r = resolveSidePef(env, g, p.id, seer);
      g = r.game;
      events.push(...r.events);
      found = true;
    }
  }
  return { game: g, events };
}

/** At the mission's end, the PEFs never resolved, with what each was noted to hold (their notes are disclosed with the rest). */
export function unresolvedNotes(g: FngGame): readonly PefNote[] {
  return (g.sidePefs ?? []).filter((p) => p.resolvedTurn === undefined).map((p) => noteOf(g, p));
}
