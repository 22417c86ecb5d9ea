import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain } from '../../game/chain.js';
import { reactionsFor } from '../../game/chain-kit.js';
import type { FngEvent } from '../../game/events.js';
import { blast, BLAST_OR } from '../../game/blast.js';
import { readyToFight } from './ready-to-fight.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { smokeBlinds } from '../../game/smoke-sight.js';
import { keyOf, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import type { Weapon, WeaponId } from '../../figures/weapons.js';
import { blowHole } from '../../terrain/moves/obstacle-crossing.js';
import type { SwimmingError } from '../combat-while-swimming.js';
import { SATCHEL_RANGE, throwGrenade } from '../grenades.js';
import { ready, shieldedSaid, spotUnseen, type ShelterWord } from './order-grenade.js';

/**
 * Satchel and demolition charges (FNG 2nd Tour p.28–29, seed L782): "May be hand-tossed at a range of
 * 3" or less or placed directly next to the target. Satchel charges are assumed to already be rigged
 * but the charges must be readied ... using the Ready the Grenade Table. Once readied, the satchel
 * charge will explode (Throwing a Grenade, page, 34)." The charge is the figure's own (a weapon, or a
 * Communist leader's satchel, L516) or one of his squad's stores (L516: the VC and NVA count them per
 * squad), spent when it is thrown; a Communist charge is the list's satchel charge, a Free World one
 * its demolition charge (the weapons table, L782). It is no grenade: no dud test. Its blast reaches
 * friend and foe (L884); one going off in barbed wire or punji stakes blows a 4" x 4" hole in them
 * (L1208, L1212). Placed "directly next to the target" is a throw that is dropped (`dropped`, L877).
 */

export type SatchelError = SwimmingError | ShelterWord | 'fng/no-satchel' | 'fng/in-melee' | 'fng/no-targets' | 'fng/out-of-throw-range';

/** The charge a figure would throw, and where it comes from: its own, or its squad's stores. */
function chargeOf(g: FngGame, f: TableFigure, weapons: Readonly<Record<WeaponId, Weapon>>): { readonly weapon: Weapon; readonly from: 'weapon' | 'gear' | 'stores' } | undefined {
  const own = [f.weapon, f.sidearm].find((w): w is WeaponId => w === 'satchel-charge' || w === 'demolition-charge');
  if (own) return { weapon: weapons[own], from: 'weapon' };
  if (f.gear.includes('satchel-charge')) return { weapon: weapons['satchel-charge'], from: 'gear' };
  const unit = g.forces.find((x) => x.side === f.side)?.units.find((u) => u.id === f.unit);
  if ((unit?.stores.satchels ?? 0) > 0) return { weapon: weapons[f.side === 'cf' ? 'satchel-charge' : 'demolition-charge'], from: 'stores' };
  return undefined;
}

/** Spends the charge thrown: the figure's satchel, or one of its squad's. */
function spend(g: FngGame, f: TableFigure, from: 'weapon' | 'gear' | 'stores'): FngGame {
  if (from === 'gear') return updateFigure(g, keyOf(f), (x) => ({ ...x, gear: x.gear.filter((i) => i !== 'satchel-charge') }));
  if (from === 'stores') return { ...g, forces: g.forces.map((x) => (x.side !== f.side ? x : { ...x, units: x.units.map((u) => (u.id === f.unit ? { ...u, stores: { ...u.stores, satchels: u.stores.satchels - 1 } } : u)) })) };
  return g;
}

export interface SatchelInput {
  readonly thrower: string;
  readonly at: Point;
  /** Placed next to the target, dropped over a wall or through a door (L782, L877). */
  readonly dropped?: boolean;
  /** Attested: figures behind cover at least as strong as the blast (L876). */
  readonly shielded?: readonly string[];
}

/** Readies and throws (or places) a satchel or demolition charge at a spot within 3". */
export function satchelOrder(a: OrderArgs, input: SatchelInput): RuleResult<Ordered> {
  const env = chainEnv(a);
  const found = readyToFight(a, input.thrower);
  if (!found.ok) return found;
  const f = found.value;
  const charge = chargeOf(a.game, f, env.weapons);
  if (!charge) return fail('fng/no-satchel', { figure: f.id });
  const d = distance(f.at!, input.at);
  if (d > SATCHEL_RANGE + 1e-9) return fail('fng/out-of-throw-range', { distance: Math.round(d * 10) / 10, reach: SATCHEL_RANGE });
  const cover = shieldedSaid(a, input.shielded);
  if (!cover.ok) return cover;
  const w = charge.weapon;
  const events: FngEvent[] = [];
  const r0 = ready(a.game, f, w.name, a, events);
  let g: FngGame = updateFigure(r0.game, keyOf(f), (x) => ({ ...x, fired: true }));
  if (!r0.now) return ok({ game: g, events });
  // The board says whether he sees the spot (L868); a charge placed (dropped) needs no sight of it.
  const unseen = input.dropped === true ? undefined : spotUnseen(a, f, input.at, undefined);
  const t = throwGrenade(
    a.roller,
    { rep: f.rep, distance: d, canSeeSpot: smokeBlinds(g, f.at!, input.at) === undefined && unseen === undefined, ...(input.dropped ? { dropped: true } : {}), satchelCharge: true, communist: false, dudRule: 'vc-nva-5-6' },
    `satchel ${f.id}`,
  );
  if (!t.ok) return t;
  events.push({ kind: 'throw', figure: keyOf(f), weapon: w.name, at: input.at, inches: Math.round(d * 10) / 10, reach: SATCHEL_RANGE, ...(unseen ? { unseen } : {}), passes: t.value.passes, landing: t.value.landing, parts: t.value.parts });
  g = spend(g, f, charge.from);
  if (t.value.blastCentre === 'none') return ok({ game: g, events });
  const centre = t.value.blastCentre === 'thrower' ? f.at! : input.at;
  const diameter = w.targets.kind === 'area' && w.targets.area.shape === 'circle' ? w.targets.area.diameter : 5;
  const b = blast(g, env, f, { impact: w.impact, ...(w.apr !== undefined ? { apr: w.apr } : {}), name: w.name, diameter }, centre, { oops: t.value.escapeRolls, ...cover.value }, events);
  g = b.game;
  // A charge going off in wire or stakes blows a 4" hole in them (L1208, L1212).
  g = blowHole(g, a.table, keyOf(f), centre, 'satchel', events);
  const reactions = reactionsFor(g, keyOf(f), [], b.downed);
  const steps: ChainStep[] = reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions, attackerOr: BLAST_OR }] : [];
  const chain = runChain(g, steps, env);
  return ok({ game: chain.game, events: [...events, ...chain.events] });
}
