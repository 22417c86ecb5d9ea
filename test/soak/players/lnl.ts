import { formatHex, hexDistance, hexNeighbours, sameHex, type HexCoord } from '../../../src/core/board/hex.js';
import type { LnlState } from '../../../src/rulesets/lnl/rules/game/state.js';
import { inPlay, type Unit } from '../../../src/rulesets/lnl/rules/game/units.js';
import type { LnlView } from '../../../src/rulesets/lnl/rules/game/view.js';
import { GM, type SoakContext, type SoakOrder, type SoakPlayer } from '../soak.js';
import { pick, shuffled } from './choose.js';

const US = 'US';
const VC = 'VC';
/** The soak's scenario length: the hamlet is played for this many turns. */
const TURNS = 5;

const units = (ids: readonly Unit[]): string => `"${ids.map((u) => u.id).join(',')}"`;
const onMap = (u: Unit): u is Unit & { at: HexCoord } => inPlay(u) && u.at !== undefined && u.aboard === undefined && u.carriedBy === undefined;
/** Troops that fire and move as a stack: not weapons, medics, vehicles or helicopters. */
const troop = (u: Unit): boolean => ['squad', 'half-squad', 'weapon-team', 'leader', 'hero', 'scout', 'crew'].includes(u.kind);
const fresh = (u: Unit): boolean => u.status === 'good-order' && !u.markers.some((m) => m === 'fired' || m === 'moved' || m === 'low-crawl' || m === 'assault-move' || m === 'hit-and-run');

/** The hexes holding `side`'s troops on the map, with those troops. */
function stacks(view: LnlView, side: string): { hex: HexCoord; units: Unit[] }[] {
  const out: { hex: HexCoord; units: Unit[] }[] = [];
  for (const u of view.units.filter((x) => x.side === side && onMap(x) && troop(x))) {
    const s = out.find((x) => sameHex(x.hex, u.at!));
    if (s) s.units.push(u);
    else out.push({ hex: u.at!, units: [u] });
  }
  return out;
}

/** The policy of the side whose impulse it is (Operations Phase 4.0): melee, fire, move toward the enemy, or pass. */
function impulse(ctx: SoakContext<LnlView>): SoakOrder[] {
  const { view, side, rng } = ctx;
  const enemy = view.sides.find((s) => s !== side)!;
  const mine = stacks(view, side);
  const theirs = stacks(view, enemy);
  const pass: SoakOrder = ctx.buttons.some((b) => b.label === 'Pass') ? { by: side, button: ctx.buttons.find((b) => b.label === 'Pass')! } : { by: side, line: '/lnl pass' };
  if (view.activeHex) {
    // A hex kept with more:true: melee the enemy it entered, or end the impulse.
    const there = theirs.some((t) => sameHex(t.hex, view.activeHex!));
    return [...(there ? [{ by: side, line: `/lnl melee hex:${formatHex(view.activeHex)}` }] : []), pass];
  }
  const orders: SoakOrder[] = [];
  const fires: SoakOrder[] = [];
  const moves: SoakOrder[] = [];
  for (const s of shuffled(mine, rng)) {
    const ready = s.units.filter(fresh);
    if (ready.length === 0) continue;
    const nearest = [...theirs].sort((a, b) => hexDistance(s.hex, a.hex) - hexDistance(s.hex, b.hex))[0];
    if (!nearest) continue;
    const d = hexDistance(s.hex, nearest.hex);
    const inRange = ready.filter((u) => u.range >= d && u.firepower > 0);
    if (d > 0 && inRange.length > 0) fires.push({ by: side, line: `/lnl fire units:${units(inRange)} target:${formatHex(nearest.hex)}`, acts: { kind: 'fire', units: inRange.map((u) => u.id) } });
    const movers = ready.filter((u) => u.kind !== 'weapon-team' || ready.length === 1);
    if (d === 1 && rng() < 0.25) {
      moves.push({ by: side, line: `/lnl move units:${units(movers)} to:${formatHex(nearest.hex)} more:true`, acts: { kind: 'move', units: movers.map((u) => u.id) } });
    } else if (d > 1) {
      const step = hexNeighbours(s.hex)
        .filter((h) => h.col >= 0 && h.row >= 0 && !theirs.some((t) => sameHex(t.hex, h)))
        .sort((a, b) => hexDistance(a, nearest.hex) - hexDistance(b, nearest.hex))[0];
      if (step) moves.push({ by: side, line: `/lnl move units:${units(movers)} to:${formatHex(step)}`, acts: { kind: 'move', units: movers.map((u) => u.id) } });
    }
  }
  // A rule the bot must keep: a unit that has fired this turn does not fire again outside opportunity fire.
  const spent = view.units.filter((u) => u.side === side && onMap(u) && troop(u) && u.status === 'good-order' && u.markers.includes('fired'));
  const target = theirs[0];
  if (spent.length > 0 && target && rng() < 0.05) orders.push({ by: side, line: `/lnl fire units:${units([spent[0]!])} target:${formatHex(target.hex)}`, probe: 'a unit that fired fires again (5.0, 9.0)' });
  const firstFire = rng() < 0.6;
  orders.push(...(firstFire ? [...fires.slice(0, 3), ...moves.slice(0, 3)] : [...moves.slice(0, 3), ...fires.slice(0, 3)]));
  orders.push(pass);
  return orders;
}

/** The other side during an impulse: opportunity fire at the units that just moved, now and then (5.3). */
function reaction(ctx: SoakContext<LnlView>): SoakOrder[] {
  const { view, side, rng } = ctx;
  const m = view.lastMove;
  if (!m || m.side === side || rng() < 0.5) return [];
  const firers = stacks(view, side)
    .filter((s) => hexDistance(s.hex, m.hex) > 0)
    .map((s) => s.units.filter((u) => u.status === 'good-order' && !u.markers.some((k) => k === 'fired' || k === 'moved' || k === 'low-crawl' || k === 'hit-and-run') && u.range >= hexDistance(s.hex, m.hex) && u.firepower > 0))
    .filter((us) => us.length > 0);
  const chosen = pick(firers, rng);
  return chosen ? [{ by: side, line: `/lnl fire units:${units(chosen)} target:${formatHex(m.hex)} opportunity:true`, acts: { kind: 'opportunity-fire', units: chosen.map((u) => u.id) } }] : [];
}

/** The Rally phase (3.0): the initiative roll, rally attempts where a Good Order leader stands, then done. */
function rally(ctx: SoakContext<LnlView>): SoakOrder[] {
  const { view, side, rng } = ctx;
  if (!view.initiativeSettled) return [{ by: side, line: '/lnl initiative' }];
  if (view.rallyDone.includes(side)) return [];
  const leaders = view.units.filter((u) => u.side === side && onMap(u) && u.kind === 'leader' && u.status === 'good-order');
  const shaken = view.units.filter((u) => u.side === side && onMap(u) && u.status === 'shaken' && u.kind !== 'vehicle' && (u.kind === 'leader' || leaders.some((l) => sameHex(l.at!, u.at!))));
  const tries = shaken.filter(() => rng() < 0.7).map((u): SoakOrder => ({ by: side, line: `/lnl rally unit:"${u.id}"` }));
  return [...tries.slice(0, 1), { by: side, line: '/lnl pass' }];
}

/** Lock 'n Load on the hamlet: the US rifle platoon against the VC platoon, for five turns or until one side is gone. */
export const lnlPlayer: SoakPlayer<LnlState, LnlView> = {
  ruleset: 'lnl',
  sides: [US, VC],
  maxCommands: 900,
  setup: () => [
    { by: GM, line: '/campaign new ruleset:lnl name:Soak sides:"US,VC" scenario:lnl-hamlet' },
    { by: US, line: '/campaign join side:US' },
    { by: VC, line: '/campaign join side:VC' },
    { by: US, line: '/lnl roster builtin:lnl-us-rifle-platoon' },
    { by: VC, line: '/lnl roster builtin:lnl-vc-platoon' },
  ],
  ended(s) {
    if (s.turn > TURNS) return `turn limit (${TURNS} turns)`;
    const standing = s.sides.filter((side) => s.units.some((u) => u.side === side && onMap(u) && troop(u)));
    return standing.length < 2 ? `victory: ${standing.join('') || 'nobody'} holds the field` : undefined;
  },
  actors(s) {
    if (s.phase !== 'operations') return s.sides.filter((side) => !s.rallyDone.includes(side) || !s.initiativeSettled);
    const other = s.sides.find((x) => x !== s.impulse)!;
    // Movers who kept the impulse (more:true): the other side's opportunity fire comes before their melee.
    return s.activeHex && s.lastMove?.side === s.impulse ? [other, s.impulse] : [s.impulse, other];
  },
  orders(ctx) {
    if (ctx.view.phase === 'rally') return rally(ctx);
    if (ctx.view.phase !== 'operations') return [];
    // A move just made by the enemy may be answered first; opportunity fire uses no impulse (5.3).
    return ctx.view.impulse === ctx.side ? [...reaction(ctx), ...impulse(ctx)] : reaction(ctx);
  },
  invariants(before, after, order) {
    const out: string[] = [];
    for (const u of after.units) {
      const was = before.units.find((x) => x.id === u.id && x.side === u.side);
      if (was && !inPlay(was) && inPlay(u)) out.push(`${u.id} came back from ${was.status}`);
      // A unit moves once a turn, unless its hex kept the impulse (more:true) for it.
      const moved = was?.at && u.at && !sameHex(was.at, u.at) && u.aboard === undefined && u.carriedBy === undefined;
      const kept = before.activeHex && was?.at && sameHex(before.activeHex, was.at);
      if (moved && was.markers.includes('moved') && !kept && after.turn === before.turn) out.push(`${u.id} moved twice in turn ${after.turn}`);
    }
    if (after.turn > before.turn) {
      // The Administrative phase (9.0): every administrative marker and the turn's scratch are gone.
      const marked = after.units.filter((u) => u.markers.length > 0).map((u) => `${u.id} (${u.markers.join(', ')})`);
      if (marked.length) out.push(`markers left after the Administrative phase: ${marked.join('; ')}`);
      if (after.lastMove || after.activeHex || after.lastSpot) out.push('the last move, spot or held hex outlived the turn');
    }
    if (after.phase === 'operations' && after.passes > 2) out.push(`${after.passes} passes in a row and the phase goes on`);
    if (order.acts?.kind === 'opportunity-fire' && before.lastMove === undefined) out.push('opportunity fire accepted with no move to answer');
    return out;
  },
};
