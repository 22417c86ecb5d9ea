import type { Roller } from '../../../../core/dice/roller.js';
import { napalmAt, smokeAcross, smokeAt } from '../support/air-state.js';
import type { ChainStep, ChargeStep, CohesionStep, FlushStep, InSightLevelStep, MeleeStep, ReactionsStep, RetireStep, ShotStep } from '../firefight/chain-steps.js';
import { chargeIntoMelee, type ChargeAttribute } from '../firefight/charge.js';
import { cohesionTest } from '../firefight/cohesion.js';
import { combatDamage, effectiveImpact } from '../firefight/damage.js';
import type { FngEvent } from './events.js';
import type { FirefightRules } from '../firefight/house-rules.js';
import { inSightAction } from '../firefight/in-sight.js';
import { leaderDieApplies, rollLeaderDie } from '../firefight/leader-die.js';
import { manDown, receivedFireAndManDown } from '../firefight/man-down.js';
import { meleeRound, type MeleeModifier, type MeleeWeapon } from '../firefight/melee.js';
import { normalMove } from '../firefight/movement.js';
import { isOutgunned } from '../firefight/outgunned.js';
import { fire, type ShotTarget } from '../firefight/ranged-combat.js';
import { completingReaction, type FreeWillChoice, type TestOutcome } from '../firefight/reaction.js';
import { receivedFire } from '../firefight/received-fire.js';
import { recoverFromKnockDown } from '../firefight/recover.js';
import { cheatDeath, largerThanLife, rollStarPower, type DamageLevel as StarDamage } from '../figures/star.js';
import {
  byKey,
  figureOf,
  friendsNear,
  groupOfFigure,
  halfStrengthOrLess,
  has,
  inches,
  keyOf,
  leaderOf,
  onTable,
  updateFigure,
  type FngGame,
  type TableFigure,
} from './state.js';
import { OUTGUNNED_RANKING, type Weapon, type WeaponId } from '../figures/weapons.js';
import { walkingWounded, type DamageLevel } from '../firefight/wounds.js';

/**
 * The reaction chain (FNG 2nd Tour, Reaction p.19–24, Shooting p.30–32, Melee p.35–38): the bot takes
 * every test the moment it is triggered, for both sides, and carries out its result — damage and
 * Recover From Knock Down, Received Fire and Man Down with the Leader Die, Cohesion, return fire,
 * Duck Back, Retire with its Parting Shot — until nothing is left, or until a Star's player must
 * choose (Free Will, the In Sight action). Then the chain waits in the game (`pending`) for `/fng react`.
 */

export interface ChainEnv {
  readonly roller: Roller;
  readonly rules: FirefightRules;
  readonly weapons: Readonly<Record<WeaponId, Weapon>>;
  readonly now: string;
}

export interface ChainOutcome {
  readonly game: FngGame;
  readonly events: readonly FngEvent[];
}

/** Statuses that still take reaction tests: carrying on, ducking back, retired (L712–L722). */
const TESTING = ['carry-on', 'duck-back', 'retired'] as const;
const testable = (f: TableFigure | undefined): f is TableFigure => f !== undefined && onTable(f) && (TESTING as readonly string[]).includes(f.status);
/** Group members within 4" and LOS of a figure (L692, L695). */
const NEAR = 4;
/** More steps than any real chain takes: a fault guard, not a rule. */
const MAX_STEPS = 400;

/** The weapon a figure fires: the one named or its own; undefined if it has none with a Target Rating. */
function firearm(env: ChainEnv, f: TableFigure, named?: string): { readonly weapon: Weapon; readonly tr: number } | undefined {
  const id = (named ?? f.weapon) as WeaponId | undefined;
  const w = id === undefined ? undefined : env.weapons[id];
  if (!w || w.targets.kind !== 'tr') return undefined;
  return { weapon: w, tr: w.targets.tr };
}

/** The Outgunned Ranking of what a figure fires (OR 0 when it cannot fire at all, L804). */
export function orOf(env: ChainEnv, f: TableFigure): number {
  const w = f.weapon === undefined ? undefined : env.weapons[f.weapon];
  return w ? OUTGUNNED_RANKING[w.class] : 0;
}

/** Whether `f` can shoot back at `at` now: a ranged weapon with ammunition and `at` in range (L796–L804). */
export function canShootAt(env: ChainEnv, f: TableFigure, at: TableFigure): boolean {
  const arm = firearm(env, f);
  return arm !== undefined && !f.outOfAmmo && f.mg?.when !== 'next' && alive(at) && inches(f, at) <= arm.weapon.range;
}

/** On the table and not Obviously Dead: a figure worth shooting at. */
const alive = (f: TableFigure): boolean => onTable(f) && f.status !== 'obviously-dead';

/** Medics count as retrieving the wounded when fired on (L961); so does a figure carrying one (L957). */
const retrieving = (f: TableFigure): boolean => f.carrying !== undefined || f.role === 'medic' || has(f, 'medic');

const temperament = (f: TableFigure) => ({ coward: has(f, 'coward'), tough: has(f, 'tough'), nervesOfSteel: has(f, 'nerves-of-steel') });

/** A Star's Free Will answer: the one given, or its standing one; 'roll' or none rolls the dice. */
function freeWillOf(f: TableFigure, answers: Readonly<Record<string, string>>): FreeWillChoice | undefined {
  const a = answers[keyOf(f)] ?? (f.freeWill === undefined ? undefined : String(f.freeWill));
  return a === '0' || a === '1' || a === '2' ? (Number(a) as FreeWillChoice) : undefined;
}

/** The Stars a step must ask before it can be taken, and what it asks them. */
function questionsOf(g: FngGame, step: ChainStep, answers: Readonly<Record<string, string>>): { readonly asked: string[]; readonly question: 'free-will' | 'in-sight-action'; readonly test: string } | undefined {
  const unanswered = (keys: readonly string[]) =>
    keys.filter((k) => {
      const f = byKey(g, k);
      return f !== undefined && f.star && testable(f) && answers[k] === undefined && f.freeWill === undefined;
    });
  if (step.kind === 'reactions' || step.kind === 'flush') {
    const asked = unanswered([...new Set([...step.rf, ...step.md])]);
    const test = step.rf.length && step.md.length ? 'Received Fire / Man Down' : step.rf.length ? 'Received Fire' : 'Man Down';
    return asked.length ? { asked, question: 'free-will', test } : undefined;
  }
  if (step.kind === 'cohesion') {
    const asked = unanswered(step.members);
    return asked.length ? { asked, question: 'free-will', test: 'Cohesion' } : undefined;
  }
  if (step.kind === 'in-sight-level') {
    const asked = step.actors
      .map((a) => a.figure)
      .filter((k) => {
        const f = byKey(g, k);
        return f !== undefined && f.star && f.status === 'carry-on' && answers[k] === undefined && f.inSightAction === undefined;
      });
    return asked.length ? { asked, question: 'in-sight-action', test: 'In Sight' } : undefined;
  }
  return undefined;
}

/**
 * Runs `steps` until none is left or a Star must answer. `answers` are the Stars' answers to the
 * question the chain waited on (`roll` for the default); the game keeps what is still to do.
 */
export function runChain(g0: FngGame, steps: readonly ChainStep[], env: ChainEnv, answers: Readonly<Record<string, string>> = {}): ChainOutcome {
  let g: FngGame = { ...g0 };
  delete (g as { pending?: unknown }).pending;
  const events: FngEvent[] = [];
  const queue: ChainStep[] = [...steps];
  let count = 0;
  while (queue.length > 0) {
    if (++count > MAX_STEPS) {
      events.push({ kind: 'chain-cut' });
      break;
    }
    const step = queue[0]!;
    const q = questionsOf(g, step, answers);
    if (q) {
      events.push({ kind: 'asked', figures: q.asked, question: q.question, test: q.test });
      return { game: { ...g, pending: { steps: queue, asked: q.asked, question: q.question, test: q.test, askedAt: env.now, answers } }, events };
    }
    queue.shift();
    const r = runStep(g, step, env, answers, events);
    g = r.game;
    if (r.defer) {
      const at = queue.findIndex((s) => s.kind === 'flush');
      if (at >= 0) queue[at] = mergeFlush(queue[at] as FlushStep, r.defer);
    }
    queue.unshift(...r.next);
  }
  return { game: g, events };
}

function mergeFlush(a: FlushStep, b: Omit<FlushStep, 'kind'>): FlushStep {
  return { kind: 'flush', rf: [...new Set([...a.rf, ...b.rf])], md: [...new Set([...a.md, ...b.md])], cause: { ...b.cause, ...a.cause } };
}

interface StepResult {
  readonly game: FngGame;
  /** Steps to take next, before the rest of the queue. */
  readonly next: readonly ChainStep[];
  /** Reaction tests deferred to the end of the In Sight. */
  readonly defer?: Omit<FlushStep, 'kind'>;
}

function runStep(g: FngGame, step: ChainStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
  switch (step.kind) {
    case 'shot':
      return shotStep(g, step, env, events);
    case 'reactions':
    case 'flush':
      return reactionsStep(g, step, env, answers, events);
    case 'cohesion':
      return cohesionStep(g, step, env, answers, events);
    case 'retire':
      return retireStep(g, step, env, events);
    case 'in-sight-level':
      return inSightLevelStep(g, step, env, answers, events);
    case 'charge':
      return chargeStep(g, step, env, events);
    case 'melee':
      return meleeStep(g, step, env, events);
  }
}

/**
 * What hits off the firefight's own fire (a trap, a barrage, Recon by Fire) call for, run at once:
 * Received Fire for those caught and still up, Man Down for friends of the fallen (L692–L696).
 */
export function reactAfter(
  g: FngGame,
  env: ChainEnv,
  cause: string,
  missed: readonly string[],
  downed: readonly string[],
  opts: { readonly attackerOr?: number; readonly receivedFire?: boolean } = {},
): ChainOutcome {
  const r = reactionsFor(g, cause, missed, downed, opts.receivedFire ?? true);
  const steps: ChainStep[] = r.rf.length || r.md.length ? [{ kind: 'reactions', ...r, ...(opts.attackerOr === undefined ? {} : { attackerOr: opts.attackerOr }) }] : [];
  return runChain(g, steps, env);
}

/** The reactions a shot or blast calls for: Received Fire for the missed and their friends within 4", Man Down for friends of the fallen. */
export function reactionsFor(g: FngGame, cause: string, missed: readonly string[], downed: readonly string[], receivedFire = true): Omit<ReactionsStep, 'kind'> {
  const rf = new Set<string>();
  const md = new Set<string>();
  const causeOf: Record<string, string> = {};
  if (receivedFire) {
    for (const k of missed) {
      const f = byKey(g, k);
      if (!testable(f)) continue;
      for (const x of [f, ...friendsNear(g, f, NEAR, TESTING)]) {
        rf.add(keyOf(x));
        causeOf[keyOf(x)] ??= cause;
      }
    }
  }
  for (const k of downed) {
    const f = byKey(g, k);
    if (!f) continue;
    for (const x of friendsNear(g, f, NEAR, TESTING)) {
      if (downed.includes(keyOf(x))) continue;
      md.add(keyOf(x));
      causeOf[keyOf(x)] ??= cause;
    }
  }
  return { rf: [...rf], md: [...md], cause: causeOf };
}

/** Smoke across the line of fire, the target outside it (L773: the cloud blocks sight from one side to the other). */
export function smokeBetween(g: FngGame, shooter: TableFigure, target: TableFigure): boolean {
  if (!shooter.at || !target.at || smokeAt(g, target.at)) return false;
  return smokeAcross(g, shooter.at, target.at) !== undefined;
}

function shotStep(g0: FngGame, step: ShotStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const shooter = byKey(g, step.shooter);
  const skip = (reason: Extract<FngEvent, { kind: 'no-shot' }>['reason']): StepResult => {
    events.push({ kind: 'no-shot', shooter: step.shooter, why: step.why, reason });
    return { game: g, next: [] };
  };
  if (!shooter || !onTable(shooter)) return skip('down');
  const able = step.simultaneous === true || shooter.status === 'carry-on' || (step.why === 'return-fire' && shooter.status === 'retired');
  if (!able) return skip('down');
  const arm = firearm(env, shooter, step.weapon);
  if (!arm) return skip('no-weapon');
  if (shooter.outOfAmmo) return skip('out-of-ammo');
  if (shooter.aaTurn === g.turn) return skip('fired-at-aircraft');
  // Figures in smoke cannot fire, and the cloud blocks sight from one side to the other (L773).
  if (shooter.at && smokeAt(g, shooter.at)) return skip('in-smoke');
  const alive0 = step.targets.map((t) => ({ t, f: byKey(g, t.key) })).filter((x): x is { t: (typeof step.targets)[number]; f: TableFigure } => x.f !== undefined && alive(x.f));
  if (alive0.length === 0) return skip('no-target');
  const targets = alive0.filter((x) => !smokeBetween(g, shooter, x.f));
  if (targets.length === 0) return skip('smoke-between');
  const inRange = targets.filter((x) => inches(shooter, x.f) <= arm.weapon.range);
  if (inRange.length === 0) return skip('out-of-range');
  const shotTargets: ShotTarget[] = inRange.map(({ t, f }) => ({
    id: keyOf(f),
    dice: Math.min(t.dice, arm.tr),
    ...(step.charging ? { charging: true } : {}),
    ...(f.concealed ? { concealed: true } : {}),
    ...(f.inCover ? { inCover: true } : {}),
    ...(f.prone ? { prone: true } : {}),
    ...(f.fastMoving ? { movedFast: true } : {}),
    ...(f.at && smokeAt(g, f.at) ? { inSmoke: true } : {}),
  }));
  // The whole Target Rating on one target when more is declared than it has (return fire, parting shots).
  let left = arm.tr - (step.bridge ?? 0);
  const fitted = shotTargets.map((t) => {
    const dice = Math.max(0, Math.min(t.dice, left));
    left -= dice;
    return { ...t, dice };
  }).filter((t) => t.dice > 0);
  if (fitted.length === 0) return skip('no-target');
  const lmg = arm.weapon.class === 'lmg';
  const loader = arm.weapon.specials.some((s) => s.kind === 'dedicated-loader') && friendsNear(g, shooter, 1, ['carry-on']).some((x) => x.role === 'lmg-assistant');
  const r = fire(
    env.roller,
    {
      rep: shooter.rep,
      tr: arm.tr,
      targets: fitted,
      autoHit: env.rules.autoHit,
      ...(shooter.fastMoving ? { movedFast: true } : {}),
      ...(has(shooter, 'agile') ? { agile: true } : {}),
      ...(step.snap || shooter.carrying !== undefined ? { snapFiring: true } : {}),
      ...(has(shooter, 'marksman') ? { marksman: true } : {}),
      ...(lmg && has(shooter, 'pigman') ? { pigmanWithLmg: true } : {}),
      ...(lmg && !shooter.prone && shooter.mg?.when !== 'now' ? { lmgFromHip: true } : {}),
      lmgHip: env.rules.lmgHip,
      ...(loader ? { loader: true } : {}),
      ...(step.bridge ? { bridgeDice: step.bridge } : {}),
      ...(step.why === 'parting-shot' ? { partingShot: true } : {}),
    },
    `fire ${shooter.id}`,
  );
  if (!r.ok) return skip('no-target');
  events.push({ kind: 'shot', shooter: keyOf(shooter), weapon: arm.weapon.name, tr: arm.tr, why: step.why, snap: step.snap === true || shooter.carrying !== undefined, targets: fitted, result: r.value });
  g = updateFigure(g, keyOf(shooter), (f) => ({ ...f, ...(r.value.outOfAmmo ? { outOfAmmo: true } : {}), ...(step.why === 'active' ? { fired: true } : {}) }));

  const missed: string[] = [];
  const downed: string[] = [];
  for (const t of fitted) {
    const target = figureOf(g, t.id);
    if (target.status === 'leaving') {
      // A figure leaving the table that is fired upon is Missing in Action (L722).
      g = updateFigure(g, t.id, (f) => ({ ...f, status: 'missing' }));
      events.push({ kind: 'down', figure: t.id, level: 'missing' });
      continue;
    }
    const hits = r.value.hits[t.id] ?? 0;
    const d = hits > 0 ? damage(g, t.id, hits, shooter, arm.weapon, env, events) : { game: g, level: undefined };
    g = d.game;
    if (d.level === undefined) missed.push(t.id);
    else if (d.level !== 'carry-on') downed.push(t.id);
  }
  const reactions = reactionsFor(g, keyOf(shooter), missed, downed, step.why !== 'parting-shot');
  if (step.defer) return { game: g, next: [], defer: reactions };
  return { game: g, next: reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions }] : [] };
}

const STAR_OF: Readonly<Record<DamageLevel | 'carry-on', StarDamage>> = {
  'carry-on': 'carry-on',
  stunned: 'stunned',
  'out-of-the-fight': 'out-of-fight',
  'obviously-dead': 'obviously-dead',
};

/**
 * Combat Damage for `hits` hits (L836–L851): one d6 each against the Impact after armour, a hit on a
 * target in cover with an even die a miss (house rule), Knocked Down taking Recover From Knock Down at
 * once; then Star Power, Larger Than Life and Cheating Death (L334–L353). Returns the level it ends at
 * (undefined if every hit missed), having applied it.
 */
export function damage(
  g0: FngGame,
  key: string,
  hits: number,
  attacker: TableFigure,
  weapon: { readonly impact: number; readonly name: string },
  env: ChainEnv,
  events: FngEvent[],
  opts: { readonly blast?: boolean; readonly melee?: boolean; readonly impact?: number } = {},
): { readonly game: FngGame; readonly level?: StarDamage } {
  let g = g0;
  const target = figureOf(g, key);
  const impact = opts.impact ?? effectiveImpact({ impact: weapon.impact, blast: opts.blast === true, flakJacket: target.gear.includes('flak-jacket'), chickenPlate: target.gear.includes('chicken-plate') });
  let level: DamageLevel | undefined;
  const worse = (a: DamageLevel | undefined, b: DamageLevel): DamageLevel => (a === undefined || ['stunned', 'out-of-the-fight', 'obviously-dead'].indexOf(b) > ['stunned', 'out-of-the-fight', 'obviously-dead'].indexOf(a) ? b : a);
  for (let i = 0; i < hits && level !== 'obviously-dead'; i++) {
    const inCover = target.inCover === true && opts.melee !== true && opts.blast !== true;
    const roll = combatDamage(env.roller, { impact, inCover, coverEvenMiss: env.rules.coverEvenMiss, ...(opts.melee ? { melee: true } : {}) }, `damage ${target.id}`);
    if (!roll.ok) throw new Error(`impact ${impact} refused`);
    events.push({ kind: 'damage', figure: key, impact, roll: roll.value, inCover });
    const res = roll.value.result;
    if (res === 'miss') continue;
    if (res === 'knocked-down') {
      const leader = leaderOf(g, target);
      let ld: boolean | undefined;
      if (leader?.leaderDie && leaderDieApplies('recover', env.rules.leaderDieTests)) {
        const l = rollLeaderDie(env.roller, { leaderRep: leader.rep }, `leader die ${figureOf(g, leader.id).id}`);
        if (l.ok) {
          ld = l.value.passed;
          events.push({ kind: 'leader-die', leader: leader.id, test: 'Recover From Knock Down', passed: ld, part: l.value.part });
        }
      }
      const choice = target.star && env.rules.freeWillRecover ? freeWillOf(target, {}) : undefined;
      const rec = recoverFromKnockDown(
        env.roller,
        { rep: target.rep, flakJacket: target.gear.includes('flak-jacket'), hardAsNails: has(target, 'hard-as-nails'), ...(ld === undefined ? {} : { leaderDie: ld }), leaderDieTests: env.rules.leaderDieTests, ...(choice === undefined ? {} : { choice }), freeWillRecover: env.rules.freeWillRecover },
        `recover ${target.id}`,
      );
      if (!rec.ok) throw new Error(`recover refused: ${rec.code}`);
      events.push({ kind: 'recover', figure: key, result: rec.value });
      level = worse(level, rec.value.outcome);
    } else {
      level = worse(level, res === 'obviously-dead' ? 'obviously-dead' : 'out-of-the-fight');
    }
  }
  if (level === undefined) return { game: g };
  let final: StarDamage = STAR_OF[level];
  if (target.starPower > 0) {
    const sp = rollStarPower({ figure: target.id, dice: target.starPower, damage: [final] }, env.roller);
    if (sp.ok) {
      events.push({ kind: 'star-power', figure: key, result: sp.value });
      final = sp.value.damage[0] ?? final;
      g = updateFigure(g, key, (f) => ({ ...f, starPower: sp.value.diceLeft }));
    }
  }
  if (target.star) {
    const ltl = largerThanLife(final, target.rep, attacker.rep);
    if (ltl !== final) events.push({ kind: 'larger-than-life', figure: key });
    final = ltl;
    const cd = cheatDeath({ figure: target.id, damage: final, starRep: target.rep, attackerRep: attacker.rep });
    // The Star may declare it (L338); his standing answer says whether he does, and he does unless told not to.
    if (cd.ok && target.cheatDeath !== false) {
      events.push({ kind: 'cheat-death', figure: key, rep: cd.value.rep });
      return { game: updateFigure(g, key, (f) => ({ ...f, status: 'cheated-death', rep: cd.value.rep })), level: 'obviously-dead' };
    }
  }
  return { game: fallDown(g, key, final, env, events), level: final };
}

/** A figure goes down (or shakes it off): Stunned, Out of the Fight (walking wounded on 1–2, L720) or Obviously Dead. */
export function fallDown(g0: FngGame, key: string, level: StarDamage, env: ChainEnv, events: FngEvent[]): FngGame {
  if (level === 'carry-on') return g0;
  let g = g0;
  const f = figureOf(g, key);
  if (f.carrying !== undefined) {
    events.push({ kind: 'dropped', carrier: key, casualty: f.carrying });
    g = updateFigure(updateFigure(g, f.carrying, (c) => ({ ...c, carriedBy: undefined as never })), key, (x) => ({ ...x, carrying: undefined as never }));
    g = { ...g, figures: g.figures.map((x) => stripUndefined(x)) };
  }
  if (level === 'stunned') {
    events.push({ kind: 'down', figure: key, level: 'stunned' });
    return updateFigure(g, key, (x) => ({ ...x, status: 'stunned', stunnedAt: g.serial, fighting: [] }));
  }
  if (level === 'obviously-dead') {
    events.push({ kind: 'down', figure: key, level: 'obviously-dead' });
    return updateFigure(g, key, (x) => ({ ...x, status: 'obviously-dead', fighting: [] }));
  }
  const w = walkingWounded(env.roller, `walking wounded ${f.id}`);
  events.push({ kind: 'down', figure: key, level: 'out-of-fight', walking: { walks: w.walkingWounded, part: w.part } });
  return updateFigure(g, key, (x) => ({ ...x, status: 'out-of-fight', walkingWounded: w.walkingWounded, fighting: [] }));
}

/** The object without its undefined fields (JSON keeps none). */
export function stripUndefined<T extends object>(x: T): T {
  return Object.fromEntries(Object.entries(x).filter(([, v]) => v !== undefined)) as T;
}

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

function reactionsStep(g0: FngGame, step: ReactionsStep | FlushStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
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

function cohesionStep(g: FngGame, step: CohesionStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
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
  events.push({ kind: 'cohesion', members: r.value.members, half, ...(r.value.part ? { part: r.value.part } : {}) });
  const next: ChainStep[] = r.value.members.filter((m) => m.outcome === 'retire').map((m) => ({ kind: 'retire', figure: m.id, ...(step.cause ? { cause: step.cause } : {}) }));
  return { game: g, next };
}

/**
 * Retire (L626, L722): the cause fires a Parting Shot at full Target Rating, the target counting as
 * fast moving and no Received Fire; then a Free World figure goes to cover within 12" and counts as
 * ducked back (a second Retire in the turn sends it off the table), while a Communist figure leaves
 * the battle: the bot cannot see cover, so it is removed at once, as it would be on reaching cover.
 */
function retireStep(g0: FngGame, step: RetireStep, env: ChainEnv, events: FngEvent[]): StepResult {
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
function inSightLevelStep(g0: FngGame, step: InSightLevelStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
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
  for (const [target, chargers] of charges) shots.push({ kind: 'charge', target, chargers });
  return { game: g, next: shots };
}

const ATTRIBUTE_CHARGE: readonly ChargeAttribute[] = ['brawler', 'coward', 'nervesOfSteel', 'poser', 'tough', 'wuss'];
const chargeAttributes = (f: TableFigure): ChargeAttribute[] =>
  ATTRIBUTE_CHARGE.filter((a) => has(f, a === 'nervesOfSteel' ? 'nerves-of-steel' : a));

/**
 * Charge into Melee (L887–L917): target and chargers roll, the Charge Resolution table says whether the
 * target fires (not, one shot, full TR, the chargers counting as charging), who tests Cohesion, and who
 * goes into melee; the melee follows at once.
 */
function chargeStep(g0: FngGame, step: ChargeStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const target = byKey(g, step.target);
  const chargers = step.chargers.map((c) => ({ c, f: byKey(g, c.key) })).filter((x): x is { c: (typeof step.chargers)[number]; f: TableFigure } => x.f !== undefined && x.f.status === 'carry-on' && onTable(x.f));
  if (!target || !onTable(target) || chargers.length === 0) return { game: g, next: [] };
  const helpless = ['stunned', 'out-of-fight'].includes(target.status);
  if (helpless || target.status === 'leaving') {
    // An enemy contacting a helpless figure kills or captures it (L720, L950); one leaving the table is MIA (L722).
    const level = target.status === 'leaving' ? 'missing' : step.kill ? 'obviously-dead' : 'captured';
    events.push({ kind: 'down', figure: step.target, level });
    return { game: updateFigure(g, step.target, (x) => ({ ...x, status: level, fighting: [] })), next: [] };
  }
  if (!testable(target)) return { game: g, next: [] };
  const outnumbered = chargers.length >= 3;
  const r = chargeIntoMelee(
    env.roller,
    {
      target: { id: keyOf(target), rep: target.rep, attributes: chargeAttributes(target), ...(target.hero ? { heroMode: true } : {}), ...(target.inCover ? { inCover: true } : {}), ...(outnumbered ? { outnumbered3to1: true } : {}) },
      chargers: chargers.map(({ c, f }) => ({ id: keyOf(f), rep: f.rep, from: c.from, attributes: chargeAttributes(f), ...(f.hero ? { heroMode: true } : {}) })),
      circumstanceSide: env.rules.chargeCircumstanceSide,
    },
    'charge',
  );
  if (!r.ok) return { game: g, next: [] };
  events.push({ kind: 'charge', target: step.target, result: r.value });
  const next: ChainStep[] = [];
  const worst = r.value.worstForTarget;
  const arm = firearm(env, target);
  if (worst === 'target-fires-one-shot' || worst === 'target-fires-full' || worst === 'charger-cohesion') {
    if (arm && !target.outOfAmmo) {
      const dice = worst === 'target-fires-one-shot' ? 1 : arm.tr;
      const each = Math.max(1, Math.floor(dice / chargers.length));
      next.push({ kind: 'shot', shooter: keyOf(target), targets: chargers.map(({ f }) => ({ key: keyOf(f), dice: each })), why: 'charge', charging: true, simultaneous: true });
    }
  }
  if (worst === 'target-cohesion') next.push({ kind: 'cohesion', members: groupOfFigure(g, target), cause: keyOf(chargers[0]!.f) });
  for (const p of r.value.pairings) {
    if (p.effect.cohesionTest === 'charger') next.push({ kind: 'cohesion', members: groupOfFigure(g, figureOf(g, p.chargerId)), cause: keyOf(target) });
    if (p.effect.chargerIntoMelee) next.push({ kind: 'melee', attacker: p.chargerId, defender: keyOf(target) });
  }
  for (const { f } of chargers) g = updateFigure(g, keyOf(f), (x) => ({ ...x, busy: true, moved: true }));
  return { game: g, next };
}

/** The melee weapon a figure fights with (L894–L896): its own, else a rifle's bayonet, else improvised (a weapon swung), else bare hands. */
function meleeWeapon(env: ChainEnv, f: TableFigure): MeleeWeapon {
  if (f.melee !== undefined) return f.melee;
  const w = f.weapon === undefined ? undefined : env.weapons[f.weapon];
  if (!w) return 'unarmed';
  return ['rifle-sa', 'rifle-sf', 'rifle-ba', 'carbine-sa', 'carbine-sf'].includes(w.class) ? 'rifle-bayonet' : 'improvised';
}

/**
 * One round of Melee (L918–L933) between a charger that got in and its target: the loser is knocked
 * down with the margin as Impact, cover not counting; Evenly Matched keeps them locked, to fight again
 * or break off when next active (L947–L953).
 */
function meleeStep(g0: FngGame, step: MeleeStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const a = byKey(g, step.attacker);
  const d = byKey(g, step.defender);
  if (!a || !d || a.status !== 'carry-on' || !onTable(d)) return { game: g, next: [] };
  if (!testable(d)) return chargeStep(g, { kind: 'charge', target: step.defender, chargers: [{ key: step.attacker, from: 'front' }] }, env, events);
  const mods = (f: TableFigure, behind: boolean): MeleeModifier[] => [
    ...(has(f, 'brawler') ? (['brawler'] as const) : []),
    ...(has(f, 'knifeman') ? (['knifeman'] as const) : []),
    ...(has(f, 'slight') ? (['slight'] as const) : []),
    ...(has(f, 'wuss') ? (['wuss'] as const) : []),
    ...(f.prone ? (['prone'] as const) : []),
    ...(behind ? (['attackedFromBehind'] as const) : []),
    ...(f.evenTurn === g.turn && (f.fighting ?? []).length > 0 ? (['evenlyMatchedThisTurn'] as const) : []),
    ...(f.carrying !== undefined ? (['carryingWounded'] as const) : []),
  ];
  const r = meleeRound(
    env.roller,
    { attacker: { id: keyOf(a), rep: a.rep, weapon: meleeWeapon(env, a), modifiers: mods(a, false) }, defender: { id: keyOf(d), rep: d.rep, weapon: meleeWeapon(env, d), modifiers: mods(d, step.attackedFromBehind === true) } },
    'melee',
  );
  if (!r.ok) return { game: g, next: [] };
  events.push({ kind: 'melee', result: r.value });
  if (r.value.kind === 'evenly-matched') {
    const lock = (x: TableFigure, other: string) => ({ ...x, fighting: [...new Set([...(x.fighting ?? []), other])], evenTurn: g.turn });
    g = updateFigure(updateFigure(g, keyOf(a), (x) => lock(x, keyOf(d))), keyOf(d), (x) => lock(x, keyOf(a)));
    return { game: g, next: [] };
  }
  const loser = r.value.loser;
  const winner = figureOf(g, r.value.winner);
  const dmg = r.value.damage;
  g = updateFigure(updateFigure(g, keyOf(a), (x) => ({ ...x, fighting: (x.fighting ?? []).filter((k) => k !== keyOf(d)) })), keyOf(d), (x) => ({ ...x, fighting: (x.fighting ?? []).filter((k) => k !== keyOf(a)) }));
  // The damage die was rolled by the melee round: read it here, Recover From Knock Down when above the margin.
  events.push({ kind: 'damage', figure: loser, impact: r.value.impact, roll: dmg, inCover: false });
  let level: DamageLevel;
  if (dmg.result === 'knocked-down') {
    const lf = figureOf(g, loser);
    const rec = recoverFromKnockDown(env.roller, { rep: lf.rep, flakJacket: lf.gear.includes('flak-jacket'), hardAsNails: has(lf, 'hard-as-nails'), leaderDieTests: env.rules.leaderDieTests, freeWillRecover: env.rules.freeWillRecover }, `recover ${lf.id}`);
    if (!rec.ok) throw new Error(`recover refused: ${rec.code}`);
    events.push({ kind: 'recover', figure: loser, result: rec.value });
    level = rec.value.outcome;
  } else {
    level = dmg.result === 'obviously-dead' ? 'obviously-dead' : 'out-of-the-fight';
  }
  let final: StarDamage = STAR_OF[level];
  const lf = figureOf(g, loser);
  if (lf.starPower > 0) {
    const sp = rollStarPower({ figure: lf.id, dice: lf.starPower, damage: [final] }, env.roller);
    if (sp.ok) {
      events.push({ kind: 'star-power', figure: loser, result: sp.value });
      final = sp.value.damage[0] ?? final;
      g = updateFigure(g, loser, (f) => ({ ...f, starPower: sp.value.diceLeft }));
    }
  }
  if (lf.star) {
    const ltl = largerThanLife(final, lf.rep, winner.rep);
    if (ltl !== final) events.push({ kind: 'larger-than-life', figure: loser });
    final = ltl;
    const cd = cheatDeath({ figure: lf.id, damage: final, starRep: lf.rep, attackerRep: winner.rep });
    if (cd.ok && lf.cheatDeath !== false) {
      events.push({ kind: 'cheat-death', figure: loser, rep: cd.value.rep });
      return { game: updateFigure(g, loser, (f) => ({ ...f, status: 'cheated-death', rep: cd.value.rep, fighting: [] })), next: [] };
    }
  }
  g = fallDown(g, loser, final, env, events);
  const reactions = reactionsFor(g, r.value.winner, [], final === 'carry-on' ? [] : [loser], false);
  return { game: g, next: reactions.md.length ? [{ kind: 'reactions', ...reactions }] : [] };
}
