import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { reactAfter } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { blast, BLAST_OR } from '../../game/blast.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import type { RiggedC4 } from '../c4-state.js';
import type { TerrainEnv } from '../../terrain/terrain-env.js';
import { blowHole } from '../../terrain/moves/obstacle-crossing.js';
import { MAX_TIMER_TURNS, timedFuse } from '../../tunnels/moves/tunnel-charges.js';
import { readyGrenade } from '../grenades.js';
import { readyToFight } from './ready-to-fight.js';

/**
 * Plastic explosive (C-4) rigged on the table (FNG 2nd Tour p.29, seed L784, L788; Punji Stakes L1212).
 *
 * L784: "Plastic explosive has an Impact of 2 and an APR of 2 per each block used. Multiple blocks may be
 * added together to make a more forceful explosion. It takes a full turn to rig a PE block/bundle to
 * explode in 1 to 4 turns, after which it must be readied or prepped (Ready the Grenade Table ...).
 * Plastic explosives detonate at the end of the turn of which it was rigged to explode." L788: "Plastic
 * explosives may not be thrown": the bundle is placed at a spot next to the figure (within 1"), never
 * tossed as a satchel is (L782).
 *
 * The blocks come from his squad's stores (the U.S. and other Free World lists: "Each squad carries
 * 1d6 blocks of C-4 PE", L430, L440), as the tunnels' charges do (tunnel-charges.ts). Rigging is his whole
 * activation ("a full turn"): he may not have moved or fired in it, and does nothing more in it. The
 * Ready roll and the fuse are the tunnels' reading (`timedFuse`): readied at once (2 passes) it goes off
 * at the end of turn now + T; not (1 or 0 passes, readied when next active) a turn later.
 *
 * It goes off as a blast circle (L868–L884, game/blast.ts): 5" across — the weapons table's C-4, as its
 * demolition charge (L450–L454, figures/weapons.ts `c4`; the satchel order reads its diameter the same
 * way) — at Impact 2 and APR 2 per block, friend and foe (L884), +1 Impact inside a building area (L1024),
 * none to a man prone in his hole above Impact 3/APR 3 (L1203). In punji stakes it blows a 4" × 4" hole
 * (L1212: "or 1 block of C-4"); in wire it does not (L1208 names only a satchel charge, recoilless rifle
 * or bazooka/RPG round). Building Target and Penetration (L1001–L1031) are rolled for weapons fired at a
 * building, not for blasts: as with the satchel charge, none is rolled here.
 *
 * Not hidden: the charge lies where he rigged it, his side's, told to the channel with its fuse. In FNG
 * the players are all Free World (C-4 is theirs alone, L430, L440) and the bot does not read it.
 */

export type C4Error = 'fng/bad-blocks' | 'fng/bad-timer' | 'fng/not-enough-c4' | 'fng/c4-too-far';

/** A PE bundle is rigged "next to" the figure: within 1" of him (L784, L788: placed, never thrown). */
export const C4_REACH = 1;

/** Impact and APR per block (L784). */
export const C4_PER_BLOCK = 2;


const unitOf = (g: FngGame, f: TableFigure) => g.forces.flatMap((x) => (x.side === f.side ? x.units : [])).find((u) => u.id === f.unit);

/** The blocks his squad has left in its stores (L430, L440). */
export const c4Left = (g: FngGame, f: TableFigure): number => unitOf(g, f)?.stores.c4 ?? 0;

export interface RigC4Input {
  readonly figure: string;
  readonly blocks: number;
  /** Turns until it goes off, 1–4 (L784). */
  readonly turns: number;
  /** The spot, within 1"; his own place if not said. */
  readonly at?: Point;
}

/**
 * Rigs `blocks` blocks of C-4 at a spot next to the figure, to go off `turns` turns on (L784): his whole
 * activation; the Ready roll sets the fuse (`timedFuse`). Refused, rolling and writing nothing, for a
 * number of blocks or turns out of range, a spot beyond 1", or more blocks than the squad has left.
 */
export function rigC4Order(a: OrderArgs, input: RigC4Input): RuleResult<Ordered> {
  if (!Number.isInteger(input.blocks) || input.blocks < 1) return fail('fng/bad-blocks');
  if (!Number.isInteger(input.turns) || input.turns < 1 || input.turns > MAX_TIMER_TURNS) return fail('fng/bad-timer', { max: MAX_TIMER_TURNS });
  const found = readyToFight(a, input.figure);
  if (!found.ok) return found;
  const f = found.value;
  // A full turn (L784): not once he has moved.
  if (f.moved) return fail('fng/already-moved', { figure: f.id });
  const at = input.at ?? f.at!;
  const d = distance(f.at!, at);
  if (d > C4_REACH + 1e-9) return fail('fng/c4-too-far', { figure: f.id, distance: Math.round(d * 10) / 10, reach: C4_REACH });
  const left = c4Left(a.game, f);
  if (left < input.blocks) return fail('fng/not-enough-c4', { figure: f.id, blocks: input.blocks, left });
  const r = readyGrenade(a.roller, f.rep, `ready C-4 ${f.id}`);
  if (!r.ok) return r;
  const fuse = timedFuse(a.game.turn, input.turns, r.value.result);
  const charge: RiggedC4 = { by: keyOf(f), side: f.side, at, blocks: input.blocks, fuse };
  let g: FngGame = updateFigure(a.game, keyOf(f), (x) => ({ ...x, moved: true, fired: true, busy: true }));
  g = {
    ...g,
    c4: [...(g.c4 ?? []), charge],
    forces: g.forces.map((x) => (x.side !== f.side ? x : { ...x, units: x.units.map((u) => (u.id === f.unit ? { ...u, stores: { ...u.stores, c4: u.stores.c4 - input.blocks } } : u)) })),
  };
  const when = r.value.result === 'ready-now' ? 'now' : r.value.result === 'next-active' ? 'next' : 'reaction';
  return ok({
    game: g,
    events: [
      { kind: 'ready', figure: keyOf(f), weapon: 'C-4', passes: r.value.passes, when, part: r.value.part },
      { kind: 'c4-rigged', figure: keyOf(f), at, blocks: input.blocks, turns: input.turns, fuse, left: left - input.blocks },
    ],
  });
}

/**
 * C-4 whose turn has come goes off at the turn's end (L784: "at the end of the turn of which it was
 * rigged to explode"), each bundle a blast circle of Impact and APR 2 a block, then a hole in punji
 * stakes it lies in (L1212); Man Down for the friends of any who fall (L692–L696), as a mine's at the
 * turn's end. With no table loaded the blast still falls on those within the circle.
 */
export function c4AtTurnEnd(g0: FngGame, env: TerrainEnv, events: FngEvent[]): FngGame {
  const due = (g0.c4 ?? []).filter((c) => c.fuse <= g0.turn);
  if (due.length === 0) return g0;
  const rest = (g0.c4 ?? []).filter((c) => c.fuse > g0.turn);
  const { c4: _all, ...base } = g0;
  let g: FngGame = rest.length ? { ...base, c4: rest } : base;
  const cenv = chainEnv(env);
  const w = cenv.weapons.c4;
  const diameter = w.targets.kind === 'area' && w.targets.area.shape === 'circle' ? w.targets.area.diameter : 5;
  const downed: string[] = [];
  let cause: string | undefined;
  for (const c of due) {
    const by = g.figures.find((x) => keyOf(x) === c.by);
    if (!by) continue;
    const power = C4_PER_BLOCK * c.blocks;
    events.push({ kind: 'c4-blast', figure: c.by, at: c.at, blocks: c.blocks, impact: power, apr: power });
    const b = blast(g, cenv, by, { impact: power, apr: power, name: 'C-4', diameter }, c.at, { oops: false, shielded: [] }, events);
    g = blowHole(b.game, env.table, c.by, c.at, 'c4', events);
    downed.push(...b.downed);
    cause = c.by;
  }
  if (cause === undefined || downed.length === 0) return g;
  const chain = reactAfter(g, cenv, cause, [], downed, { attackerOr: BLAST_OR, receivedFire: false });
  events.push(...chain.events);
  return chain.game;
}
