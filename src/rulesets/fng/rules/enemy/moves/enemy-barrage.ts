import { distance, type Point } from '../../../../../core/board/geometry.js';
import { shellMinefield } from '../../terrain/moves/obstacle-crossing.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fireMission, INDIRECT_WEAPONS, type IndirectWeapon } from '../../support/artillery.js';
import type { BotArgs } from './bot-args.js';
import { reactAfter } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import type { Rep } from '../../figures/figure.js';
import { eyeOf, sightOf } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { chainEnv } from '../../game/order.js';
import { caughtIn, hitAll } from '../../support/moves/order-support.js';
import { FIRE_MISSION_TO_HIT } from '../../support/support-house-rules.js';
import { awayFrom, groupsOf, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { centreOf, deviated } from '../../terrain/table-geometry.js';

/**
 * The enemy's mortars and artillery (FNG 2nd Tour p.95, L2108): "If playing solo/same side and
 * artillery/mortars are called for, they will be fired upon the farthest FWF group in LOS. If there
 * are no FWF groups in LOS this turn, then the barrage is lost." A barrage the VC/NVA Reinforcements
 * tables bring (three rounds of medium mortar or artillery, or a pair of artillery barrages,
 * L2117–L2154) and an on-table mortar team's tubes (a Mortar Fire Mission, three rounds a tube, L1784)
 * fall as the players' own do: a Hitting roll against the caller's REP, deviation from the caller's
 * side of the point, every figure in each round's blast circle rolling damage at its Impact, cover not
 * counting (L1774–L1796, L1811–L1822).
 *
 * Where the book is silent the bot's stated defaults:
 * - "in LOS" is in the sight of the enemy's figures on the table able to act, and, for a barrage a
 *   resolved PEF brings, of the PEF's own spot (its unseen spotter): what saw it is seen;
 * - a group is as far as its centre from the nearest of those eyes; the farthest in sight is fired
 *   on, aimed at its centre (ties: the bigger group, then the first figure's id) — but never a group
 *   with an enemy figure within a blast's breadth (6" mortar, 12" artillery) of that centre: the enemy
 *   does not call its own fire onto its own men, and with no other group the barrage is lost;
 * - the caller is the eye that sees it nearest the point (ties: the higher REP, then id), at its REP,
 *   the PEF's spotter at the PEF REP; the target is in its sight, so no −1 (L1774); no FO halving;
 * - a barrage is fired the moment it comes, or lost; a mortar team fires each activation it has a
 *   group in sight, instead of its small arms; a light mortar fires as the seed's only mortar does.
 *
 * The caller's dice are the enemy's, out of sight: the GM's. Where the rounds land and what they do
 * is public.
 */

type Placed = TableFigure & { readonly at: Point };

/** An eye that may call the fire: an enemy figure, or the spot of the PEF the barrage came from. */
export type Spotter = { readonly kind: 'figure'; readonly figure: Placed } | { readonly kind: 'pef'; readonly at: Point; readonly rep: number };

export interface BarrageInput {
  /** What fires, as the channel hears it: a reinforcement result or a mortar team's unit id. */
  readonly what: string;
  readonly weapon: IndirectWeapon;
  readonly tubes: number;
  /** The PEF's spot, when the barrage came from its resolution. */
  readonly pef?: Point;
  readonly why: 'pef' | 'reinforcements' | 'team';
}

/** What each reinforcement result that fires from off the table is (L2117–L2154). */
export const OFF_TABLE_FIRE: Readonly<Record<string, { readonly weapon: IndirectWeapon; readonly tubes: number }>> = {
  'medium-mortar-barrage': { weapon: 'mortar', tubes: 1 },
  'medium-artillery-barrage': { weapon: 'artillery', tubes: 1 },
  'medium-artillery-barrage-pair': { weapon: 'artillery', tubes: 2 },
};

const EYES = ['carry-on', 'duck-back'];
const alive = (f: TableFigure): f is Placed => onTable(f) && f.status !== 'obviously-dead';

const spotAt = (s: Spotter): Point => (s.kind === 'figure' ? s.figure.at : s.at);
const spotRep = (s: Spotter): number => (s.kind === 'figure' ? s.figure.rep : s.rep);
const spotId = (s: Spotter): string => (s.kind === 'figure' ? s.figure.id : '');

/**
 * The target L2108 gives: the farthest Free World group some spotter sees with none of the enemy's
 * own within `keepClear` inches of its centre, that centre, and the caller; undefined when none is.
 */
export function barrageTarget(table: BotArgs['table'], g: FngGame, spotters: readonly Spotter[], keepClear: number): { readonly group: readonly Placed[]; readonly aim: Point; readonly caller: Spotter } | undefined {
  const night = sightOf(g);
  const own = g.figures.filter((f): f is Placed => f.side === 'cf' && alive(f));
  let best: { group: Placed[]; aim: Point; caller: Spotter; far: number } | undefined;
  for (const keys of groupsOf(g, 'fwf')) {
    const group = g.figures.filter((f): f is Placed => keys.includes(keyOf(f)) && alive(f));
    if (group.length === 0) continue;
    const seeing = spotters.filter((s) => group.some((f) => sees(table, spotAt(s), eyeOf(f), night)));
    if (seeing.length === 0) continue;
    const c = centreOf(group.map((f) => f.at));
    const aim = { x: Math.round(c.x * 10) / 10, y: Math.round(c.y * 10) / 10 };
    if (own.some((f) => distance(f.at, aim) <= keepClear)) continue;
    const far = Math.min(...spotters.map((s) => distance(spotAt(s), aim)));
    const caller = [...seeing].sort((p, q) => distance(spotAt(p), aim) - distance(spotAt(q), aim) || spotRep(q) - spotRep(p) || spotId(p).localeCompare(spotId(q)))[0]!;
    if (!best || far > best.far + 1e-9 || (Math.abs(far - best.far) <= 1e-9 && (group.length > best.group.length || (group.length === best.group.length && group[0]!.id.localeCompare(best.group[0]!.id) < 0)))) {
      best = { group, aim, caller, far };
    }
  }
  return best && { group: best.group, aim: best.aim, caller: best.caller };
}

/** The enemy's eyes for a barrage: its figures on the table able to act, and the PEF's spot it came from. */
export function spottersOf(g: FngGame, pef?: Point): Spotter[] {
  const figures: Spotter[] = g.figures.filter((f): f is Placed => f.side === 'cf' && alive(f) && EYES.includes(f.status)).map((figure) => ({ kind: 'figure', figure }));
  return pef ? [...figures, { kind: 'pef', at: pef, rep: g.mission?.pefRep ?? 3 }] : figures;
}

/** The barrage fired on the farthest group in sight, or lost; its Received Fire and Man Down after the last round. */
export function fireEnemyBarrage(a: BotArgs, g0: FngGame, input: BarrageInput, pub: FngEvent[], gm: FngEvent[]): FngGame {
  const w = INDIRECT_WEAPONS[input.weapon];
  const rounds = input.tubes * 3;
  const target = barrageTarget(a.table, g0, spottersOf(g0, input.pef), w.blastInches);
  if (!target) {
    pub.push({ kind: 'enemy-barrage', what: input.what, weapon: input.weapon, rounds, why: input.why });
    return g0;
  }
  const { caller, aim, group } = target;
  const rep = Math.min(6, Math.max(1, Math.round(spotRep(caller))));
  const fm = fireMission({ weapon: input.weapon, weapons: input.tubes, rep, targetInCallerLos: true, observerWithLos: false, toHit: choiceRule(a.rules, 'fng.fire-mission.to-hit', FIRE_MISSION_TO_HIT) }, a.roller);
  if (!fm.ok) throw new Error(fm.code);
  pub.push({ kind: 'enemy-barrage', what: input.what, weapon: input.weapon, rounds, why: input.why, target: group.map(keyOf), aim, ...(caller.kind === 'figure' ? { caller: keyOf(caller.figure) } : {}) });
  const env = chainEnv(a);
  // Larger Than Life and Cheating Death weigh the attacker's REP: the caller's (L335, L338).
  const attacker: TableFigure = caller.kind === 'figure' ? caller.figure : { ...group[0]!, side: 'cf', rep: rep as Rep };
  const name = input.weapon === 'mortar' ? 'mortar round' : 'artillery round';
  let g = g0;
  let downed: string[] = [];
  let missed: string[] = [];
  fm.value.rounds.forEach((round, i) => {
    const lands = deviated(aim, spotAt(caller), round.along, round.across);
    gm.push({
      kind: 'enemy-dice',
      what: `${input.what}, round ${i + 1}: Hitting w/ ${input.weapon === 'mortar' ? 'Mortars' : 'Artillery'} (2d6 vs REP ${round.modifiedRep}) ${round.passes} passed → ${round.outcome}; deviation ${round.steps.map((s) => s.direction).join(', ')} → ${lands.x},${lands.y}`,
      parts: round.parts,
    });
    // Artillery clears minefields whoever fires it (L1206): a round in one may have cleared 6" × 6", rolled when someone fails there.
    g = shellMinefield(g, a.table, lands, 'artillery');
    const caught = caughtIn(g, lands, w.blastInches);
    pub.push({ kind: 'blast', centre: lands, diameter: w.blastInches, impact: w.impact, caught: caught.map(keyOf), away: awayFrom(lands, caught) });
    const h = hitAll(g, env, attacker, caught, { impact: w.impact, name }, false, pub);
    g = h.game;
    downed = [...downed, ...h.downed];
    missed = [...missed, ...h.missed];
  });
  const stillUp = [...new Set(missed)].filter((k) => !downed.includes(k));
  const chain = reactAfter(g, env, caller.kind === 'figure' ? keyOf(caller.figure) : `enemy:${input.what}`, stillUp, [...new Set(downed)], { attackerOr: 5 });
  pub.push(...chain.events);
  return chain.game;
}

/**
 * An enemy mortar team's activation (L1784, L2108): its tubes fire a Mortar Fire Mission on the
 * farthest Free World group in the enemy's sight, and the crew has done its firing; with no group in
 * sight the team acts as any group (`undefined`).
 */
export function mortarTeamFires(a: BotArgs, g0: FngGame, unit: string, members: readonly Placed[], pub: FngEvent[], gm: FngEvent[]): FngGame | undefined {
  const team = g0.mission?.mortars?.[unit];
  if (!team || !barrageTarget(a.table, g0, spottersOf(g0), INDIRECT_WEAPONS.mortar.blastInches)) return undefined;
  const crew = new Set(members.map(keyOf));
  const tubes = Math.min(team.tubes, members.filter((m) => m.role === 'weapon-gunner').length);
  if (tubes === 0) return undefined;
  const g = g0.figures.filter((f) => crew.has(keyOf(f))).reduce((x, f) => updateFigure(x, keyOf(f), (y) => ({ ...y, fired: true })), g0);
  return fireEnemyBarrage(a, g, { what: `mortar team ${unit}`, weapon: 'mortar', tubes, why: 'team' }, pub, gm);
}
