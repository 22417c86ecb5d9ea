import { napalmAt } from '../support/air-state.js';
import type { ChainStep, CohesionStep, FlushStep, InSightLevelStep, ReactionsStep, RetireStep } from '../firefight/chain-steps.js';
import { cohesionTest } from '../firefight/cohesion.js';
import type { FngEvent } from './events.js';
import { inSightAction } from '../firefight/in-sight.js';
import { leaderDieApplies, rollLeaderDie } from '../firefight/leader-die.js';
import { manDown, receivedFireAndManDown } from '../firefight/man-down.js';
import { normalMove } from '../firefight/movement.js';
import { isOutgunned } from '../firefight/outgunned.js';
import { completingReaction, type TestOutcome } from '../firefight/reaction.js';
import { receivedFire } from '../firefight/received-fire.js';
import { byKey, figureOf, groupOfFigure, halfStrengthOrLess, has, inches, keyOf, leaderOf, updateFigure, type FngGame } from './state.js';
import { type ChainEnv, type StepResult, canShootAt, firearm, freeWillOf, orOf, retrieving, temperament, testable } from './chain-kit.js';
import { shotStep } from './chain-shot.js';
import { bearing } from '../figures/facing.js';

/**
 * The reaction tests in the chain (FNG 2nd Tour, Reaction p.19–24): Received Fire and Man Down with the
 * Leader Die (L581, L642, L692–L696), Cohesion (L702–L707), Retire with its Parting Shot (L626, L722), and
 * each In Sight level's actions (L670–L686).
 */

/** Rolls the Leader Die of each group that has testers and a leader with one, once per step (L581, L642). */
function leaderDice(g: FngGame, keys: readonly string[], test: string, env: ChainEnv, events: FngEvent[]): Map<string, boolean> {
  const passed = new Map<string, boolean>();
  for (const k of keys) {
    const f = figureOf(g, k);
    const leader = leaderOf(g, f);
    if (!leader?.leaderDie || passed.has(leader.id)) continue;
    const l = rollLeaderDie(env.roller, { leaderRep: leader.rep }, `leader die ${figureOf(g, leader.id).id}`);
    if (!l.ok) continue;
    passed.set(leader.id, l.value.passed);
    events.push({ kind: 'leader-die', leader: leader.id, test, passed: l.value.passed, part: l.value.part });
  }
  return passed;
}

export function reactionsStep(g0: FngGame, step: ReactionsStep | FlushStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
  let g = g0;
  // Figures in burning napalm take no reaction tests until they are out of it (L1911).
  const takers = [...new Set([...step.rf, ...step.md])].filter((k) => testable(byKey(g, k)) && !napalmAt(g, byKey(g, k)!.at!));
  if (takers.length === 0) return { game: g, next: [] };
  const test = step.rf.length && step.md.length ? 'Received Fire / Man Down' : step.rf.length ? 'Received Fire' : 'Man Down';
  const ld = leaderDice(g, takers, test, env, events);
  const next: ChainStep[] = [];
  const cohesion = new Set<string>();
  for (const k of takers) {
    const f = figureOf(g, k);
    const cause = byKey(g, step.cause[k] ?? '');
    const leader = leaderOf(g, f);
    const leaderDie = leader ? ld.get(leader.id) : undefined;
    const rf = step.rf.includes(k);
    const md = step.md.includes(k);
    const outgunned =
      cause !== undefined &&
      !(step.kind === 'reactions' && step.notOutgunned === true) &&
      isOutgunned({
        attackerOr: step.kind === 'reactions' && step.attackerOr !== undefined ? step.attackerOr : orOf(env, cause),
        targetOr: orOf(env, f),
        canReturnFire: canShootAt(env, f, cause),
        star: f.star,
        retrievingWounded: retrieving(f),
        oldHand: has(f, 'old-hand'),
      });
    const choice = f.star ? freeWillOf(f, answers) : undefined;
    const input = {
      rep: f.rep,
      inCover: f.inCover === true,
      outgunned,
      retrievingWounded: retrieving(f),
      poser: has(f, 'poser'),
      bornLeader: has(f, 'born-leader'),
      shirker: has(f, 'shirker'),
      // VC/NVA Activity (L1602): the enemy the bot plays tests Received Fire at REP ±1 for the rest of the mission.
      ...(f.side === 'cf' && g.mission?.activity ? { activity: g.mission.activity } : {}),
      ...(leaderDie === undefined ? {} : { leaderDie }),
      ...(choice === undefined ? {} : { choice }),
      ...(f.hero ? { heroMode: true } : {}),
      temperament: temperament(f),
    };
    let outcome: TestOutcome;
    let passes: { rf?: number; md?: number };
    let how: 'rolled' | 'free-will' | 'hero';
    let hero: boolean;
    let part;
    if (rf && md) {
      const r = receivedFireAndManDown(env.roller, input, `received fire and man down ${f.id}`);
      if (!r.ok) continue;
      ({ outcome, how } = r.value);
      passes = { rf: r.value.receivedFirePasses, md: r.value.manDownPasses };
      hero = r.value.becomesHero;
      part = r.value.part;
    } else if (rf) {
      const r = receivedFire(env.roller, input, `received fire ${f.id}`);
      if (!r.ok) continue;
      outcome = r.value.outcome;
      passes = { rf: r.value.roll.passes };
      how = r.value.roll.how;
      hero = r.value.becomesHero;
      part = r.value.roll.part;
    } else {
      const r = manDown(env.roller, input, `man down ${f.id}`);
      if (!r.ok) continue;
      outcome = r.value.outcome;
      passes = { md: r.value.roll.passes };
      how = r.value.roll.how;
      hero = r.value.becomesHero;
      part = r.value.roll.part;
    }
    // Completing reactions (L652): a figure still ducking back does no better.
    if (f.status === 'duck-back') outcome = completingReaction('duck-back', outcome);
    events.push({ kind: 'reaction', figure: k, tests: rf && md ? 'both' : rf ? 'received-fire' : 'man-down', passes, how, outcome, outgunned, inCover: f.inCover === true, hero, ...(part ? { part } : {}) });
    if (hero) g = updateFigure(g, k, (x) => ({ ...x, hero: true }));
    // Fired at, he turns to face the shooter (house rule `fng.facing`: he reacts to the threat, L651, L806).
    const toward = rf && cause?.at && f.at ? bearing(f.at, cause.at) : undefined;
    if (toward !== undefined) g = updateFigure(g, k, (x) => ({ ...x, facing: toward }));
    if (outcome === 'fire' && cause && testable(cause) && canShootAt(env, f, cause)) {
      const arm = firearm(env, f);
      next.push({ kind: 'shot', shooter: k, targets: [{ key: keyOf(cause), dice: arm?.tr ?? 1 }], why: 'return-fire' });
    } else if (outcome === 'duck-back' && f.status === 'carry-on') {
      g = updateFigure(g, k, (x) => ({ ...x, status: 'duck-back' }));
      events.push({ kind: 'status', figure: k, status: 'duck-back' });
    } else if (outcome === 'retire') {
      next.push({ kind: 'retire', figure: k, ...(cause ? { cause: keyOf(cause) } : {}) });
    } else if (outcome === 'cohesion-test') {
      const group = groupOfFigure(g, figureOf(g, k));
      const id = [...group].sort().join(',');
      if (!cohesion.has(id)) {
        cohesion.add(id);
        next.push({ kind: 'cohesion', members: group, ...(cause ? { cause: keyOf(cause) } : {}) });
      }
    }
  }
  return { game: g, next };
}

export function cohesionStep(g: FngGame, step: CohesionStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
  const members = step.members.map((k) => byKey(g, k)).filter(testable);
  if (members.length === 0) return { game: g, next: [] };
  const applies = leaderDieApplies('cohesion', env.rules.leaderDieTests);
  const ld = applies ? leaderDice(g, [keyOf(members[0]!)], 'Cohesion', env, events) : new Map<string, boolean>();
  const leader = leaderOf(g, members[0]!);
  const leaderDie = leader ? ld.get(leader.id) : undefined;
  const half = halfStrengthOrLess(g, members[0]!);
  const r = cohesionTest(
    env.roller,
    {
      members: members.map((m) => {
        const choice = m.star ? freeWillOf(m, answers) : undefined;
        return { id: keyOf(m), rep: m.rep, temperament: temperament(m), ...(choice === undefined ? {} : { choice }) };
      }),
      halfStrengthOrLess: half,
      ...(leaderDie === undefined ? {} : { leaderDie }),
      leaderDieTests: env.rules.leaderDieTests,
      // VC/NVA Activity (L1602): its Cohesion tests roll 3d6 or 1d6 instead of 2d6.
      ...(members[0]!.side === 'cf' && g.mission?.activity ? { activity: g.mission.activity } : {}),
    },
    `cohesion ${members[0]!.unit}`,
  );
  if (!r.ok) return { game: g, next: [] };
  const activity = members[0]!.side === 'cf' && (g.mission?.activity === 'stepped-in-it' || g.mission?.activity === 'wheres-charlie');
  events.push({ kind: 'cohesion', members: r.value.members, half, ...(r.value.part ? { part: r.value.part } : {}), ...(activity && r.value.part ? { activity: true } : {}) });
  const next: ChainStep[] = r.value.members.filter((m) => m.outcome === 'retire').map((m) => ({ kind: 'retire', figure: m.id, ...(step.cause ? { cause: step.cause } : {}) }));
  return { game: g, next };
}

/**
 * Retire (L626, L722): the cause fires a Parting Shot at full Target Rating, the target counting as
 * fast moving and no Received Fire; then a Free World figure goes to cover within 12" and counts as
 * ducked back (a second Retire in the turn sends it off the table), while a Communist figure leaves
 * the battle: the bot cannot see cover, so it is removed at once, as it would be on reaching cover.
 */
export function retireStep(g0: FngGame, step: RetireStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const f = byKey(g, step.figure);
  if (!testable(f)) return { game: g, next: [] };
  const cause = step.cause === undefined ? undefined : byKey(g, step.cause);
  if (cause && cause.status === 'carry-on' && canShootAt(env, cause, f)) {
    const arm = firearm(env, cause);
    const shot = shotStep(g, { kind: 'shot', shooter: keyOf(cause), targets: [{ key: keyOf(f), dice: arm?.tr ?? 1 }], why: 'parting-shot' }, env, events);
    g = shot.game;
    const after = figureOf(g, keyOf(f));
    if (!testable(after)) return { game: g, next: shot.next };
    return { game: applyRetire(g, keyOf(f), events), next: shot.next };
  }
  return { game: applyRetire(g, keyOf(f), events), next: [] };
}

function applyRetire(g: FngGame, key: string, events: FngEvent[]): FngGame {
  const f = figureOf(g, key);
  const second = f.retiredTurn === g.turn || f.status === 'retired';
  const status = f.side === 'cf' ? 'left-battlefield' : second ? 'leaving' : 'retired';
  events.push({ kind: 'status', figure: key, status });
  return updateFigure(g, key, (x) => ({ ...x, status, retiredTurn: g.turn, fighting: [] }));
}

/**
 * One In Sight level (L670–L686): each figure still able to act takes the In Sight Resolution table
 * (a Star chooses) — fire at its target (snap fire for the active side in the first round), charge if
 * it cannot shoot and can reach, else Duck Back. A figure forced to Duck Back, hit or in melee since
 * the test forfeits its action (L681).
 */
export function inSightLevelStep(g0: FngGame, step: InSightLevelStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
  let g = g0;
  const shots: ChainStep[] = [];
  const charges = new Map<string, { key: string; from: 'front' }[]>();
  for (const a of step.actors) {
    const f = figureOf(g, a.figure);
    const target = a.target === undefined ? undefined : byKey(g, a.target);
    const forfeited = f.status !== 'carry-on' || (f.fighting?.length ?? 0) > 0;
    const canShoot = target !== undefined && canShootAt(env, f, target);
    const star = f.star ? (answers[a.figure] ?? f.inSightAction) : undefined;
    const starChoice = star === 'fire' || star === 'duck-back' || star === 'charge' ? star : undefined;
    const reach = target !== undefined && inches(f, target) <= normalMove({ fast: has(f, 'fast'), slow: has(f, 'slow'), flakJacket: f.gear.includes('flak-jacket') }) + 2;
    const r = inSightAction(
      env.roller,
      {
        rep: f.rep,
        outgunned: target !== undefined && isOutgunned({ attackerOr: orOf(env, target), targetOr: orOf(env, f), canReturnFire: canShoot, star: f.star, retrievingWounded: retrieving(f), oldHand: has(f, 'old-hand') }),
        canShoot,
        inChargeReach: reach,
        forfeited,
        ...(starChoice === undefined || (starChoice === 'fire' && !canShoot) || (starChoice === 'charge' && !reach) ? {} : { starChoice }),
        activeFirstRound: f.side === step.active,
      },
      `in sight action ${f.id}`,
    );
    if (!r.ok) continue;
    events.push({ kind: 'in-sight-action', figure: a.figure, ...(a.target === undefined ? {} : { target: a.target }), result: r.value });
    if (r.value.action === 'fire' && target) {
      const arm = firearm(env, f);
      shots.push({ kind: 'shot', shooter: a.figure, targets: [{ key: keyOf(target), dice: arm?.tr ?? 1 }], why: 'in-sight', snap: r.value.snapFiring, simultaneous: true, defer: true });
    } else if (r.value.action === 'duck-back' && f.status === 'carry-on') {
      g = updateFigure(g, a.figure, (x) => ({ ...x, status: 'duck-back' }));
      events.push({ kind: 'status', figure: a.figure, status: 'duck-back' });
    } else if (r.value.action === 'charge' && target) {
      charges.set(keyOf(target), [...(charges.get(keyOf(target)) ?? []), { key: a.figure, from: 'front' }]);
    }
  }
  // A charge may bring figures not in the In Sight into it (L683–L685): the charge step rolls them in.
  for (const [target, chargers] of charges) shots.push({ kind: 'charge', target, chargers, ...(step.involved ? { inSight: { successes: step.successes, involved: step.involved, active: step.active } } : {}) });
  return { game: g, next: shots };
}
