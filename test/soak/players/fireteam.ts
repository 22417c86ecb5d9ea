import { distance, formatPoint, type Point } from '../../../src/core/board/geometry.js';
import type { FireteamGame, FireteamGameView } from '../../../src/rulesets/fireteam/rules/game/game.js';
import type { UnitViewData } from '../../../src/rulesets/fireteam/rules/game/view.js';
import type { Projected } from '../../../src/core/views.js';

type FireteamView = Projected<FireteamGameView>;
import { GM, type SoakContext, type SoakOrder, type SoakPlayer } from '../soak.js';
import { pick, shuffled } from './choose.js';

const RU = 'Russians';
const GE = 'Germans';
/** The soak's scenario length: the river crossing is fought for this many turns. */
const TURNS = 4;
/** The river-crossing table, in inches. */
const TABLE = { width: 72, height: 48 };

const at = (p: Point): string => formatPoint({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
const onTable = (u: UnitViewData): u is UnitViewData & { position: Point } => u.onTable && u.status !== 'removed' && u.position !== undefined && u.aboard === undefined;
/** Weapons with fire effect on infantry that a team fires as a fire team (seed 004's weapon table). */
const FIRING = ['rifle', 'assault-rifle', 'smg', 'lmg', 'hmg', 'rifle-grenade', 'sniper-rifle', 'flamethrower'];
const mayShoot = (u: UnitViewData): boolean => onTable(u) && !u.deployedThisTurn && !u.overwatch && u.status !== 'permanently-pinned' && (u.vehicle !== undefined || u.weapons.some((w) => FIRING.includes(w.kind)));
/** The Sosna is crossed at the stone bridge alone; its two ends. */
const BRIDGE = { west: { x: 31, y: 24 }, east: { x: 43, y: 24 } };

/** Where to head for `goal` from `from`: by the bridge when the river lies between them. */
function waypoint(from: Point, goal: Point): Point {
  const west = (p: Point) => p.x < 34;
  const east = (p: Point) => p.x > 40;
  if (west(from) && east(goal)) return distance(from, BRIDGE.west) > 1 ? BRIDGE.west : BRIDGE.east;
  if (east(from) && west(goal)) return distance(from, BRIDGE.east) > 1 ? BRIDGE.east : BRIDGE.west;
  return goal;
}

/** `from` moved `inches` toward `to`, kept on the table. */
function toward(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  const k = d === 0 ? 0 : Math.min(1, inches / d);
  const clamp = (v: number, max: number) => Math.min(max - 1, Math.max(1, v));
  return { x: clamp(from.x + (to.x - from.x) * k, TABLE.width), y: clamp(from.y + (to.y - from.y) * k, TABLE.height) };
}

function nearest(u: { position: Point }, others: readonly (UnitViewData & { position: Point })[]): (UnitViewData & { position: Point }) | undefined {
  return [...others].sort((a, b) => distance(u.position, a.position) - distance(u.position, b.position))[0];
}

const done = (side: string): SoakOrder => ({ by: side, line: '/fireteam done' });

/** Seed 004, Actions: bring a unit on near a jump-off point, now and then overwatch, else done. */
function actions(ctx: SoakContext<FireteamView>, mine: readonly UnitViewData[]): SoakOrder[] {
  const { view, side, rng } = ctx;
  const out: SoakOrder[] = [];
  const waiting = mine.filter((u) => !u.onTable && u.status !== 'removed' && u.aboard === undefined);
  const jops = view.jops.filter((j) => j.side === side && j.position !== undefined && j.deployedThisTurn.length < 2);
  const centre = { x: TABLE.width / 2, y: TABLE.height / 2 };
  for (const u of shuffled(waiting, rng).slice(0, 2)) {
    const j = pick(jops, rng);
    if (j) out.push({ by: side, line: `/fireteam deploy unit:${u.id} jop:${j.id} at:${at(toward(j.position!, centre, 3 + rng() * 2))}`, acts: { kind: 'deploy', units: [u.id] } });
  }
  const watchers = mine.filter((u) => onTable(u) && !u.deployedThisTurn && !u.overwatch && u.status === 'active' && u.vehicle === undefined);
  const w = pick(watchers, rng);
  if (w && rng() < 0.25) out.unshift({ by: side, line: `/fireteam overwatch on unit:${w.id}`, acts: { kind: 'overwatch', units: [w.id] } });
  return rng() < 0.15 ? [done(side)] : [...out, done(side)];
}

/** Seed 004, Firing: every unit that may shoots at the nearest known enemy on the table; then resolve the side's shots. */
function firing(ctx: SoakContext<FireteamView>, mine: readonly UnitViewData[], theirs: readonly (UnitViewData & { position: Point })[]): SoakOrder[] {
  const { view, side, rng } = ctx;
  if (!view.declared.includes(side)) {
    const pairs = mine.filter(mayShoot).flatMap((u) => {
      const t = nearest(u as UnitViewData & { position: Point }, theirs);
      return t && distance(u.position!, t.position) <= 24 && rng() < 0.8 ? [`${u.id} > ${t.id}`] : [];
    });
    // All at once, then fewer: a shot the bot refuses (out of sight, out of range) is dropped, as a player would.
    const tries = [pairs, pairs.slice(0, Math.ceil(pairs.length / 2)), pairs.slice(0, 1)].filter((p, i, all) => p.length > 0 && all.findIndex((q) => q.join() === p.join()) === i);
    return [...tries.map((p): SoakOrder => ({ by: side, line: `/fireteam fire declare shots:"${p.join('; ')}"` })), { by: side, line: '/fireteam fire declare' }];
  }
  if (view.declared.length < view.sides.length) return [];
  const left = view.shotsLeft?.[side] ?? [];
  // A rule the bot must keep: a declared shot is resolved once (Firing).
  const spent = view.declarations.find((d) => d.side === side && d.kind === 'direct' && d.with === undefined && !left.includes(d.unit));
  const probe: SoakOrder[] = spent && rng() < 0.2 ? [{ by: side, line: `/fireteam fire resolve shooter:${spent.unit}`, probe: 'a declared shot resolved twice (Firing)' }] : [];
  if (left.length === 0) return probe;
  const own = view.declarations.filter((d) => d.side === side && d.with === undefined && left.includes(d.unit));
  const shots = own.map((d): SoakOrder => (d.kind === 'anti-tank' ? { by: side, line: `/fireteam at shooter:${d.unit}`, acts: { kind: 'fire', units: [d.unit] } } : { by: side, line: `/fireteam fire resolve shooter:${d.unit}`, acts: { kind: 'fire', units: [d.unit] } }));
  return [...probe, ...shots, done(side)];
}

/** Seed 004, Movement: one unit moves toward the enemy, or fires its overwatch at an enemy coming into view. */
function movement(ctx: SoakContext<FireteamView>, mine: readonly UnitViewData[], theirs: readonly (UnitViewData & { position: Point })[]): SoakOrder[] {
  const { view, side, rng } = ctx;
  const w = view.awaitingOverwatch;
  if (w && w.side === side) return [];
  const out: SoakOrder[] = [];
  if (w) {
    for (const u of mine.filter((x) => x.overwatch && onTable(x))) out.push({ by: side, line: `/fireteam overwatch fire unit:${u.id} target:${w.unit}`, acts: { kind: 'overwatch-fire', units: [u.id], target: w.unit } });
  }
  if (view.step.side !== side && !w) return [];
  const movers = mine.filter((u) => onTable(u) && !u.movedThisTurn && !u.firedThisTurn && u.status === 'active' && !u.overwatch);
  for (const u of shuffled(movers, rng).slice(0, 3)) {
    const t = nearest(u as UnitViewData & { position: Point }, theirs);
    const goal = t ? toward(u.position!, t.position, Math.max(0, distance(u.position!, t.position) - (rng() < 0.3 ? 0.5 : 4))) : toward(u.position!, { x: TABLE.width / 2, y: TABLE.height / 2 }, 8);
    out.push({ by: side, line: `/fireteam move unit:${u.id} to:${at(toward(u.position!, waypoint(u.position!, goal), 10))}`, acts: { kind: 'move', units: [u.id] } });
  }
  // A rule the bot must keep: a unit moves once a turn.
  const moved = mine.find((u) => onTable(u) && u.movedThisTurn && u.vehicle === undefined);
  if (moved && rng() < 0.05) out.unshift({ by: side, line: `/fireteam move unit:${moved.id} to:${at(toward(moved.position!, { x: 36, y: 24 }, 2))}`, probe: 'a unit moved twice in one turn (Movement)' });
  return [...out, done(side)];
}

/** Seed 004, Assaults: a unit in contact goes in; else done. */
function assaults(ctx: SoakContext<FireteamView>, mine: readonly UnitViewData[], theirs: readonly (UnitViewData & { position: Point })[]): SoakOrder[] {
  const { side } = ctx;
  const out: SoakOrder[] = [];
  for (const u of mine.filter((x) => onTable(x) && x.status === 'active' && x.vehicle === undefined)) {
    const t = nearest(u as UnitViewData & { position: Point }, theirs.filter((x) => x.vehicle === undefined));
    if (t && distance(u.position!, t.position) <= 1.5) out.push({ by: side, line: `/fireteam assault attackers:${u.id} defenders:${t.id}`, acts: { kind: 'assault', units: [u.id], target: t.id } });
  }
  return [...out.slice(0, 2), done(side)];
}

/** Fire Team on the river crossing: Russian and Fallschirmjäger platoons, for four turns or until one side is gone. */
export const fireteamPlayer: SoakPlayer<FireteamGame, FireteamView> = {
  ruleset: 'fireteam',
  sides: [RU, GE],
  maxCommands: 1500,
  setup: () => [
    { by: GM, line: '/campaign new ruleset:fireteam name:Soak sides:"Russians,Germans" scenario:fireteam-river-crossing' },
    { by: RU, line: '/campaign join side:Russians' },
    { by: GE, line: '/campaign join side:Germans' },
    { by: RU, line: '/fireteam force list:russians squads:2' },
    { by: GE, line: '/fireteam force list:fallschirmjager squads:2' },
    { by: GM, line: '/fireteam setup patrol:false' },
  ],
  ended(g) {
    if (g.turn > TURNS) return `turn limit (${TURNS} turns)`;
    const standing = g.sides.filter((s) => g.units.some((u) => u.side === s && u.status !== 'removed'));
    return standing.length < 2 ? `victory: ${standing.join('') || 'nobody'} holds the field` : undefined;
  },
  actors(g) {
    const w = g.extras?.awaitingOverwatch;
    if (g.phase === 'movement' && w) return [g.sides.find((s) => s !== w.side)!, w.side];
    // Firing is simultaneous: both sides declare, then both resolve.
    if (g.phase === 'firing') return [g.step.side, ...g.sides.filter((s) => s !== g.step.side)];
    const open = g.sides.filter((s) => !g.step.done.includes(s));
    return [g.step.side, ...open.filter((s) => s !== g.step.side)];
  },
  orders(ctx) {
    const { view, side } = ctx;
    const mine = view.units.filter((u) => u.side === side);
    const theirs = view.units.filter((u): u is UnitViewData & { position: Point } => u.side !== side && onTable(u));
    if (view.step.done.includes(side) && view.phase !== 'firing') return [];
    switch (view.phase) {
      case 'actions':
        return view.step.side === side ? actions(ctx, mine) : [];
      case 'firing':
        return firing(ctx, mine, theirs);
      case 'pinning':
        return [done(side)];
      case 'movement':
        return movement(ctx, mine, theirs);
      case 'assaults':
        return view.step.side === side ? assaults(ctx, mine, theirs) : [];
      default:
        return [];
    }
  },
  invariants(before, after, order) {
    const out: string[] = [];
    for (const u of after.units) {
      const was = before.units.find((x) => x.id === u.id && x.side === u.side);
      if (!was) continue;
      if (was.status === 'removed' && u.status !== 'removed') out.push(`${u.side} ${u.id} came back from removed`);
      const moved = was.position && u.position && distance(was.position, u.position) > 0.01;
      // A unit moves once a turn; a Pinned mover put back where it came into view is the overwatch's stop.
      if (before.phase === 'movement' && after.turn === before.turn && moved && was.movedThisTurn && was.aboard === undefined && u.aboard === undefined && order.acts?.kind === 'move') {
        out.push(`${u.side} ${u.id} moved twice in turn ${after.turn}`);
      }
    }
    if (after.turn > before.turn) {
      // A new turn (Turn Sequence): moved, fired, deployed and pins are the last turn's.
      const stale = after.units.filter((u) => u.movedThisTurn || u.firedThisTurn || u.deployedThisTurn || u.pinsThisTurn > 0 || u.movedFrom !== undefined).map((u) => `${u.side} ${u.id}`);
      if (stale.length) out.push(`last turn's marks left on ${stale.join(', ')}`);
    }
    if (after.extras?.awaitingOverwatch && after.phase !== 'movement') out.push(`a unit waits under overwatch in the ${after.phase} phase`);
    return out;
  },
};
