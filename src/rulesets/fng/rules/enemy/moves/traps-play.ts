import { distance, type Point } from '../../../../../core/board/geometry.js';
import { boolRule, choiceRule } from '../../../../../core/house-rules.js';
import type { BotTurnCtx } from './bot-args.js';
import { randomEventTrapType, RANDOM_EVENT_TRAP_TYPE_READINGS, trapTarget, triggerTrap, TRAP_EFFECTS, type TrapType } from '../booby-traps.js';
import { chainEnv } from '../../game/order.js';
import { playerFigures } from './pef-play.js';
import { TRAP_TRIGGER_INCHES } from '../mission.js';
import { reactAfter } from '../../game/chain.js';
import type { Rep } from '../../figures/figure.js';
import { figureOf, groupsOf, has, keyOf, type FngGame, type TableFigure } from '../../game/state.js';
import { blast, BLAST_OR } from '../../game/blast.js';
import { damage } from '../../game/chain-damage.js';

/**
 * Booby traps going off (FNG 2nd Tour p.65, L1506–L1522): a player figure coming within 1" of a trap
 * the enemy laid sets it off; a wide-spread trap is tested (Disarm Trap, 2d6 vs REP, a 6 always
 * failing), a localized one just hits. An explosion is a 5" blast of Impact 2 or one Impact 1 hit,
 * and friends who see it take Man Down as for any casualty. Random Event 5 puts one under the figure
 * the Target of the Trap dice pick.
 */

/**
 * The first player figure that moved this activation and stands within reach of a laid trap sets it
 * off, trap by trap in the order they were laid: a trap lies in the path of the figures it was laid
 * before (L1436), so it is the one who walks onto it that finds it.
 */
export function trapsSprung(t: BotTurnCtx, g0: FngGame): FngGame {
  // A civilian guiding the patrol negates every trap (L1298).
  if (g0.mission?.trapsNegated) return g0;
  let g = g0;
  for (const trap of g0.traps ?? []) {
    const victim = playerFigures(g).find((f) => f.moved === true && distance(f.at, trap.at) <= TRAP_TRIGGER_INCHES + 1e-9);
    if (!victim) continue;
    g = { ...g, traps: (g.traps ?? []).filter((x) => x.id !== trap.id) };
    g = springTrap(t, g, trap.id, trap.type, victim, trap.at);
    if (g.pending) return g;
  }
  return g;
}

/** A figure sets off a trap of `type` at `at`: the Disarm Trap test, then the blast or the hit and its reactions. */
export function springTrap(t: BotTurnCtx, g0: FngGame, id: string, type: TrapType, victim: TableFigure, at: Point): FngGame {
  const a = t.a;
  const r = triggerTrap(a.roller, {
    figureId: victim.id,
    type,
    rep: victim.rep,
    trapFinder: has(victim, 'trap-finder'),
    wireCuttersVsTripwire: victim.gear.includes('wire-cutters'),
    walkingPoint: false,
    pointmanBonus: boolRule(a.rules, 'fng.trap.pointman-disarm'),
    countsAsDisarmed: g0.mission?.nextTrapDisarmed === true,
  });
  if (!r.ok) throw new Error(r.code);
  const v = r.value;
  if (g0.mission?.nextTrapDisarmed) g0 = { ...g0, mission: { ...g0.mission, nextTrapDisarmed: false } };
  t.pub.push({ kind: 'trap', trap: id, figure: keyOf(victim), type, outcome: v.outcome, ...(v.rep === undefined ? {} : { rep: v.rep }), ...(v.passes === undefined ? {} : { passes: v.passes }), parts: v.parts });
  if (v.outcome !== 'explodes') return g0;
  const env = chainEnv(a);
  const events = t.pub;
  // The trap's attacker for Larger Than Life and Cheating Death: the enemy that laid it, at the PEFs' REP.
  const layer: TableFigure = { ...victim, side: 'cf', rep: (g0.mission?.pefRep ?? 3) as Rep };
  let g = g0;
  let downed: string[] = [];
  if (type === 'wide-spread') {
    const b = blast(g, env, layer, { impact: TRAP_EFFECTS['wide-spread'].impact, name: 'booby trap', diameter: TRAP_EFFECTS['wide-spread'].blastInches }, at, { oops: false, shielded: [] }, events);
    g = b.game;
    downed = b.downed;
  } else {
    const d = damage(g, keyOf(victim), 1, layer, { impact: TRAP_EFFECTS.localized.impact, name: 'booby trap' }, env, events, { impact: TRAP_EFFECTS.localized.impact });
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed = [keyOf(victim)];
  }
  const chain = reactAfter(g, env, keyOf(victim), [], downed, { attackerOr: BLAST_OR, receivedFire: false });
  t.pub.push(...chain.events);
  return chain.game;
}

/**
 * Random Event 5 (L1641): a player figure hits a booby trap. The Target of the Trap dice pick it among
 * the player groups (L1519); its type by `fng.trap.random-event-type`.
 */
export function randomEventTrap(t: BotTurnCtx, g: FngGame): FngGame {
  const groups = groupsOf(g, 'fwf')
    .map((keys, i) => ({ id: `group ${i + 1}`, figures: keys.map((k) => figureOf(g, k)).filter((f) => f.status === 'carry-on').map((f) => ({ id: keyOf(f), pointman: false, trapFinder: has(f, 'trap-finder') })) }))
    .filter((x) => x.figures.length > 0);
  if (groups.length === 0) return g;
  const target = trapTarget(t.a.roller, groups);
  if (!target.ok) throw new Error(target.code);
  const type = randomEventTrapType(t.a.roller, choiceRule(t.a.rules, 'fng.trap.random-event-type', RANDOM_EVENT_TRAP_TYPE_READINGS));
  t.pub.push({ kind: 'enemy-dice', what: `Target of the Trap (L1519): ${figureOf(g, target.value.figure).id}${type.parts.length ? `; the trap is ${type.type}` : ''}`, parts: [...target.value.parts, ...type.parts] });
  const victim = figureOf(g, target.value.figure);
  return springTrap(t, g, 'a random event', type.type, victim, victim.at!);
}
