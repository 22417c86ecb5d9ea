import { formatPoint, type Point } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { civilianOn } from '../../missions/civilian-figures.js';
import { inSidePef } from '../../game/head-to-head.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { ARMY_LISTS, DEFAULT_MONTH } from '../../figures/army-lists.js';
import type { FngEvent } from '../../game/events.js';
import type { FigureStatus, Rep } from '../../figures/figure.js';
import type { FngForce } from '../../figures/force-file.js';
import { generateForce } from '../../figures/force-generation.js';
import { vcWeapons2Reading } from '../../figures/forces-house-rules.js';
import { coverWord, standIn, type OrderArgs, type Ordered } from '../../game/order.js';
import { partyOf } from '../../tunnels/moves/order-tunnel.js';
import { keyOf, ownFigure, sideName, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';

/**
 * Setting up the firefight (FNG 2nd Tour "Using the Lists" L378–L414, Organizing your force L565):
 * a side musters its force from an army list or a force file, and places its figures on the table.
 */

export type SetupError =
  | 'fng/wrong-army-side'
  | 'fng/duplicate-id'
  | 'fng/already-placed'
  | 'fng/gm-only'
  | 'fng/nothing-to-set'
  | 'fng/not-a-star'
  | 'fng/board-reads-cover';

/** The table, in inches, a figure may stand on: positions are checked against it once a board is loaded. */
export interface Placement {
  readonly figure: string;
  readonly at: Point;
}

/**
 * Musters a force for the acting side: an army-list generation rolled now (REP, weapons, Attributes,
 * gear), or the figures of a force file as they are. The army must be the side's (the first campaign
 * side plays the Free World Forces). Figures wait off the table until placed.
 */
export function addForce(a: OrderArgs, force: FngForce, opts: { readonly prefix?: string } = {}): RuleResult<Ordered> {
  const list = ARMY_LISTS[force.army];
  if (list.side !== a.side) return fail('fng/wrong-army-side', { army: list.name, side: sideName(a.game, a.side) });
  let figures: TableFigure[];
  let units: FngGame['forces'][number]['units'];
  let parts: readonly RolledPart[] = [];
  if (force.kind === 'generate') {
    const r = generateForce(
      { army: force.army, month: force.month ?? DEFAULT_MONTH, options: force.generate, vcWeapons2: vcWeapons2Reading(a.rules), ...(opts.prefix ? { idPrefix: opts.prefix } : {}) },
      a.roller,
    );
    if (!r.ok) return r;
    figures = [...r.value.figures];
    units = r.value.units.map((u) => ({ id: u.id, name: u.name, stores: { ...u.stores } }));
    parts = r.value.parts;
  } else {
    const prefix = opts.prefix ?? '';
    figures = force.figures.map((f) => ({ ...f, id: `${prefix}${f.id}`, unit: `${prefix}${f.unit}` }));
    units = force.units.map((u) => ({ id: `${prefix}${u.id}`, name: u.name, stores: { ...u.stores } }));
  }
  const taken = new Set(a.game.figures.filter((f) => f.side === a.side).map((f) => f.id.toLowerCase()));
  const clash = figures.find((f) => taken.has(f.id.toLowerCase()));
  if (clash) return fail('fng/duplicate-id', { figure: clash.id });
  const game: FngGame = {
    ...a.game,
    figures: [...a.game.figures, ...figures.map((f) => ({ ...f, side: a.side }))],
    forces: [...a.game.forces, { side: a.side, name: force.name, army: force.army, units }],
  };
  return ok({ game, events: [{ kind: 'force', side: a.side, name: force.name, figures: figures.map((f) => keyOf({ side: a.side, id: f.id })), parts }] });
}

/**
 * Places figures of the acting side (prone if said): any not yet on the table, at any time (arrivals);
 * one already placed only before the first turn, or by the GM. Each takes the cover and concealment
 * the board gives where it stands; said here, they are attested where no board is loaded and the
 * GM's word against one (`standIn`).
 */
export function placeFigures(
  a: OrderArgs & { readonly gm: boolean },
  places: readonly Placement[],
  flags: { readonly cover?: boolean; readonly concealed?: boolean; readonly prone?: boolean },
): RuleResult<Ordered> {
  let g = a.game;
  const events: FngEvent[] = [];
  const word = coverWord(a, flags.cover !== undefined || flags.concealed !== undefined, places[0]?.figure ?? '');
  if (!word.ok) return word;
  for (const p of places) {
    const found = ownFigure(g, a.side, p.figure);
    if (!found.ok) return found;
    const f = found.value;
    if (f.at !== undefined && g.turn > 0 && !a.gm) return fail('fng/already-placed', { figure: f.id });
    if (partyOf(g, keyOf(f)) && !a.gm) return fail('fng/underground', { figure: f.id });
    // Head to head a figure noted in a PEF comes onto the table only when that PEF is resolved (L1226).
    const pef = inSidePef(g, f);
    if (pef) return fail('fng/figure-in-pef', { figure: f.id, pef: pef.id });
    // Not on a civilian's place (L1262: a third party's figures on the table).
    const civilian = civilianOn(g.civilians?.figures, p.at);
    if (civilian) return fail('fng/civilian-spot', { figure: f.id, civilian: civilian.id, at: formatPoint(civilian.at) });
    const { figure: put, stands } = standIn(a, f, p.at, flags, { prone: flags.prone === true });
    g = updateFigure(g, keyOf(f), () => ({ ...put, prone: flags.prone === true }));
    events.push({ kind: 'placed', figure: keyOf(f), at: p.at, ...(stands ? { stands } : {}) });
  }
  return ok({ game: g, events });
}

/** What `/fng figure set` changes: cover (attested without a board, the GM's word with one) and stance, a Star's standing answers; the GM also status, REP and place. */
export interface FigureChange {
  readonly cover?: boolean;
  readonly concealed?: boolean;
  readonly prone?: boolean;
  readonly freeWill?: 0 | 1 | 2 | 'roll';
  readonly inSightAction?: 'fire' | 'duck-back' | 'charge' | 'roll';
  readonly cheatDeath?: boolean;
  readonly status?: FigureStatus;
  readonly rep?: Rep;
  readonly at?: Point;
}

/** Changes one figure of the acting side; status, REP and place are the GM's corrections. */
export function setFigure(a: OrderArgs & { readonly gm: boolean }, ref: string, c: FigureChange): RuleResult<Ordered> {
  const found = ownFigure(a.game, a.side, ref);
  if (!found.ok) return found;
  const f = found.value;
  if ((c.status !== undefined || c.rep !== undefined || (c.at !== undefined && f.at !== undefined && a.game.turn > 0)) && !a.gm) return fail('fng/gm-only');
  if (c.at !== undefined && partyOf(a.game, keyOf(f)) && !a.gm) return fail('fng/underground', { figure: f.id });
  const civilian = c.at === undefined ? undefined : civilianOn(a.game.civilians?.figures, c.at);
  if (civilian) return fail('fng/civilian-spot', { figure: f.id, civilian: civilian.id, at: formatPoint(civilian.at) });
  if ((c.freeWill !== undefined || c.inSightAction !== undefined || c.cheatDeath !== undefined) && !f.star) return fail('fng/not-a-star', { figure: f.id });
  const word = coverWord(a, c.cover !== undefined || c.concealed !== undefined, f.id);
  if (!word.ok) return word;
  const what: string[] = [];
  const next: TableFigure = {
    ...f,
    ...(c.cover === undefined ? {} : (what.push(c.cover ? 'in cover' : 'not in cover'), { inCover: c.cover })),
    ...(c.concealed === undefined ? {} : (what.push(c.concealed ? 'concealed' : 'not concealed'), { concealed: c.concealed })),
    ...(word.value === 'gm' ? (what.push("the GM's word against the board"), { coverSet: 'gm' as const }) : {}),
    ...(c.prone === undefined ? {} : (what.push(c.prone ? 'prone' : 'standing'), { prone: c.prone })),
    ...(c.freeWill === undefined ? {} : (what.push(`Free Will: ${c.freeWill === 'roll' ? 'rolls' : `passes ${c.freeWill}d6`}`), { freeWill: c.freeWill })),
    ...(c.inSightAction === undefined ? {} : (what.push(`In Sight action: ${c.inSightAction === 'roll' ? 'the table' : c.inSightAction}`), { inSightAction: c.inSightAction })),
    ...(c.cheatDeath === undefined ? {} : (what.push(c.cheatDeath ? 'takes Cheating Death' : 'declines Cheating Death'), { cheatDeath: c.cheatDeath })),
    ...(c.status === undefined ? {} : (what.push(`status ${c.status}`), { status: c.status })),
    ...(c.rep === undefined ? {} : (what.push(`REP ${c.rep}`), { rep: c.rep })),
    ...(c.at === undefined ? {} : (what.push(`at ${c.at.x},${c.at.y}`), { at: c.at })),
  };
  if (what.length === 0) return fail('fng/nothing-to-set');
  // Put elsewhere by the GM, it stands as the board has it there, unless she said otherwise.
  const put = c.at !== undefined && word.value === undefined ? standIn(a, next, c.at, {}, { prone: next.prone === true }).figure : next;
  return ok({ game: updateFigure(a.game, keyOf(f), () => put), events: [{ kind: 'set', figure: keyOf(f), what: what.join(', ') }] });
}
