import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6, passDice, sumD6 } from '../figures/dice.js';
import { isRep, isSupportLevel, rankModifier, type CommanderRank } from './support.js';
import { AIR_REQUEST_SL_MODIFIERS, type AirError, type Corps, MEDEVAC_REQUEST_SL_MODIFIERS, type RepByDie, repFromDie } from './air.js';

/**
 * Helicopters (FNG 2nd Tour p.85–92, seed L1932–L2057): Helicopter Piloting and hard landings, the
 * Gunship and Medevac Request tables, crew REPs, available gunships, the hot LZ, dropping "stuff", the
 * Helicopter Crash table, door gunners and the helicopters' weapons.
 */

export type PilotingAction = 'flying' | 'landing' | 'take-off' | 'entering-hover' | 'leaving-hover';

export type PilotingOutcome =
  | 'treetops'
  | 'aa-check'
  | 'sitting-duck'
  | 'ok'
  | 'go-around'
  | 'hard-landing'
  | 'no-power'
  | 'stall'
  | 'overshoot'
  | 'spin';

export interface PilotingInput {
  readonly pilotRep: number;
  readonly action: PilotingAction;
  readonly inclementWeather?: boolean;
  readonly night?: boolean;
  /** Extra passengers on an overburdened type (list footnotes 4 and 6). */
  readonly overloaded?: boolean;
  /** A smoke grenade loose in the cabin (L2036). */
  readonly smokeInCabin?: boolean;
}

export interface PilotingResult {
  readonly modifiedRep: number;
  readonly passes: number;
  readonly outcome: PilotingOutcome;
  /** overshoot/stall/spin: inches moved (2d6). */
  readonly inches?: number;
  /** spin: turns 90° this way. */
  readonly spin?: 'left' | 'right';
  /** hard-landing: damage points taken (2d6+1); everyone aboard takes an Impact 1 hit. */
  readonly damagePoints?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * Helicopter Piloting (p.86, L1951–L1957): 2d6 vs pilot REP (−1 inclement, −1 night, −1 overloaded, −2
 * smoke in the cabin). Flying: 2 skims the treetops (fired on only over open ground), 1 enemy may take
 * AA checks, 0 a sitting duck (all within 24" fire with no AA check); Golden BB counts any OR on 1 or 0.
 * Landing: 2 ok, 1 go around for a full turn, 0 hard landing (Impact 1 to all aboard, 2d6+1 damage).
 * Take-off: 2 ok, 1 not enough power, 0 stall. Entering hover: 2 ok, 1 carries on 2d6" then hovers, 0
 * stall. Leaving hover: 2 or 1 ok, 0 spins 90° (1-3) left or (4-6) right and moves 2d6". A stall moves
 * 2d6" forward then hard-lands (`hardLanding`); striking trees, hills, dunes or structures on a stall or
 * spin destroys it, Impact 4 to all aboard.
 */
export function helicopterPiloting(input: PilotingInput, roller: Roller): RuleResult<PilotingResult, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  const modifiedRep =
    input.pilotRep -
    (input.inclementWeather ? 1 : 0) -
    (input.night ? 1 : 0) -
    (input.overloaded ? 1 : 0) -
    (input.smokeInCabin ? 2 : 0);
  const test = passDice(roller, 2, modifiedRep, `piloting: ${input.action}`);
  const base = { modifiedRep, passes: test.passes };
  const parts: RolledPart[] = [test.part];
  const inches = (label: string): number => {
    const r = sumD6(roller, 2, label);
    parts.push(r.part);
    return r.total;
  };
  const p = test.passes;
  switch (input.action) {
    case 'flying':
      return ok({ ...base, outcome: p === 2 ? 'treetops' : p === 1 ? 'aa-check' : 'sitting-duck', parts });
    case 'landing': {
      if (p === 2) return ok({ ...base, outcome: 'ok', parts });
      if (p === 1) return ok({ ...base, outcome: 'go-around', parts });
      const hard = hardLanding(roller);
      parts.push(hard.part);
      return ok({ ...base, outcome: 'hard-landing', damagePoints: hard.damagePoints, parts });
    }
    case 'take-off':
      if (p === 2) return ok({ ...base, outcome: 'ok', parts });
      if (p === 1) return ok({ ...base, outcome: 'no-power', parts });
      return ok({ ...base, outcome: 'stall', inches: inches('stall inches'), parts });
    case 'entering-hover':
      if (p === 2) return ok({ ...base, outcome: 'ok', parts });
      if (p === 1) return ok({ ...base, outcome: 'overshoot', inches: inches('hover overshoot inches'), parts });
      return ok({ ...base, outcome: 'stall', inches: inches('stall inches'), parts });
    case 'leaving-hover': {
      if (p >= 1) return ok({ ...base, outcome: 'ok', parts });
      const dir = d6(roller, 'spin direction');
      parts.push(dir.part);
      return ok({ ...base, outcome: 'spin', spin: dir.score <= 3 ? 'left' : 'right', inches: inches('spin inches'), parts });
    }
  }
}

/** A hard landing (L1957): Impact 1 to everyone aboard and 2d6+1 damage points to the helicopter. */
export function hardLanding(roller: Roller): { readonly damagePoints: number; readonly impactToAboard: 1; readonly part: RolledPart } {
  const { total, part } = sumD6(roller, 2, 'hard landing damage');
  return { damagePoints: total + 1, impactToAboard: 1, part };
}

export type GunshipRequestOutcome = 'sorry' | 'coming-quickly' | 'on-our-way' | 'almost-there' | 'overhead-now';

export interface HelicopterRequestResult {
  readonly die: number;
  readonly modifier: number;
  readonly total: number;
  readonly outcome: GunshipRequestOutcome;
  /** Turns until it arrives (1 = next turn); absent on 'sorry'. */
  readonly arrivesInTurns?: number;
  /** Gunship "coming quickly": one pass, then home to rearm. */
  readonly onePassOnly: boolean;
  /** Medevac "coming quickly": half loaded, room for two wounded. */
  readonly maxWounded?: 2;
  readonly parts: readonly RolledPart[];
}

function helicopterRequest(
  kind: 'gunship' | 'medevac',
  modifier: number,
  roller: Roller,
): HelicopterRequestResult {
  const { score, part } = d6(roller, `${kind} request`);
  const total = score + modifier;
  const parts: RolledPart[] = [part];
  const base = { die: score, modifier, total, onePassOnly: false };
  if (total <= 2) return { ...base, outcome: 'sorry', parts };
  if (total === 3) {
    const t = d6(roller, `${kind} arrival`);
    parts.push(t.part);
    return kind === 'gunship'
      ? { ...base, outcome: 'coming-quickly', arrivesInTurns: t.score, onePassOnly: true, parts }
      : { ...base, outcome: 'coming-quickly', arrivesInTurns: t.score, maxWounded: 2, parts };
  }
  if (total === 4) {
    const h = halfD6(roller, `${kind} arrival`);
    parts.push(h.part);
    // Gunships come in 1 + 1/2d6 turns (L1973), medevacs in 1/2d6 (L2004).
    return { ...base, outcome: 'on-our-way', arrivesInTurns: (kind === 'gunship' ? 1 : 0) + h.value, parts };
  }
  if (total === 5) return { ...base, outcome: 'almost-there', arrivesInTurns: 2, parts };
  return { ...base, outcome: 'overhead-now', arrivesInTurns: 1, parts };
}

/**
 * Gunship Request (p.87, L1964–L1973): 1d6 + Lieutenant +1 or Captain +2, SL 1–4 −3/−2/−1/−1. ≤2
 * sorry, ask again later; 3 in 1d6 turns for one pass only; 4 in 1 + 1/2d6 turns; 5 in two turns; 6+
 * next turn.
 */
export function requestGunship(
  input: { readonly sl: number; readonly rank: CommanderRank },
  roller: Roller,
): RuleResult<HelicopterRequestResult, AirError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  return ok(helicopterRequest('gunship', rankModifier(input.rank) + (AIR_REQUEST_SL_MODIFIERS[input.sl - 1] ?? 0), roller));
}

/**
 * Medevac Request (p.89, L1994–L2004): 1d6, SL 1 −1 (no other modifier is printed). ≤2 sorry; 3 in 1d6
 * turns with room for only two wounded; 4 in 1/2d6 turns; 5 in two turns; 6+ next turn.
 */
export function requestMedevac(input: { readonly sl: number }, roller: Roller): RuleResult<HelicopterRequestResult, AirError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  return ok(helicopterRequest('medevac', MEDEVAC_REQUEST_SL_MODIFIERS[input.sl - 1] ?? 0, roller));
}

/** Helicopter crew REP, rolled per crewman (L1974): (1) 3, (2-4) 4, (5) 5, (6) 6. */
export const HELICOPTER_CREW: RepByDie = [3, 4, 4, 4, 5, 6];

export function helicopterCrewRep(roller: Roller, label = 'crew REP'): { readonly rep: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, label);
  return { rep: repFromDie(HELICOPTER_CREW, score), part };
}

/**
 * The REPs of `count` crewmen (L1974: "Roll 1d6 to determine the REP of each crewman"), each the one
 * kept from his first roll, else rolled now on `HELICOPTER_CREW` (labelled `label(i)`), its die put in
 * `parts`. Rolled once and kept: the caller stores the REPs returned.
 */
export function crewReps(roller: Roller, kept: readonly (number | undefined)[] | undefined, count: number, label: (i: number) => string, parts: RolledPart[]): number[] {
  return Array.from({ length: count }, (_, i) => {
    const k = kept?.[i];
    if (k !== undefined) return k;
    const c = helicopterCrewRep(roller, label(i));
    parts.push(c.part);
    return c.rep;
  });
}

export type HelicopterId =
  | 'ah-1g-cobra'
  | 'uh-1-slick'
  | 'uh-34d-seahorse'
  | 'uh-1c-frog'
  | 'uh-1b-hog'
  | 'uh-1b-heavy-hog'
  | 'uh-1c-ara'
  | 'uh-1n-sea-wolf'
  | 'uh-1d-firefly'
  | 'uh-1d-nighthawk'
  | 'uh-1-bushranger'
  | 'oh-6-loach'
  | 'ch-46-sea-knight';

export interface GunshipAvailabilityInput {
  readonly corps: Corps;
  /** The AH-1 Cobra is in service (after mid-1968). */
  readonly afterMid1968: boolean;
}

export interface GunshipAvailabilityResult {
  /** One helicopter, or two for a Pink Team (the Loach first). */
  readonly helicopters: readonly HelicopterId[];
  /** I Corps 1 before mid-1968: a USMC UH-1 gunship flown with Sea Wolf statistics. */
  readonly usmcUh1WithSeaWolfStats: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Gunship Availability (p.88, L1977–L1987), 1d6 read as rolled. I Corps: 1 USMC AH-1 Cobra (before
 * mid-1968 a USMC UH-1 with Sea Wolf stats), 2 Frog, 3 ARA, 4 Hog, 5 Loach, 6 Pink Team (Loach + Cobra,
 * a Frog before mid-1968). II–IV Corps: 1 Slick; 2 a second d6: (1-2) ARA, (3-4) Sea Wolf in IV Corps
 * else ARA, (5-6) Bushranger in III/IV Corps else ARA; 3 Frog; 4 a second d6: (1-4) Hog, (5-6) Heavy
 * Hog; 5 Loach; 6 Pink Team.
 */
export function gunshipAvailability(input: GunshipAvailabilityInput, roller: Roller): GunshipAvailabilityResult {
  const { score, part } = d6(roller, 'gunship type');
  const parts: RolledPart[] = [part];
  const cobra: HelicopterId = input.afterMid1968 ? 'ah-1g-cobra' : 'uh-1c-frog';
  const one = (h: HelicopterId, seaWolfStats = false): GunshipAvailabilityResult => ({
    helicopters: [h],
    usmcUh1WithSeaWolfStats: seaWolfStats,
    parts,
  });
  if (score === 5) return one('oh-6-loach');
  if (score === 6) return { helicopters: ['oh-6-loach', cobra], usmcUh1WithSeaWolfStats: false, parts };
  if (input.corps === 'I') {
    if (score === 1) return input.afterMid1968 ? one('ah-1g-cobra') : one('uh-1n-sea-wolf', true);
    return one(score === 2 ? 'uh-1c-frog' : score === 3 ? 'uh-1c-ara' : 'uh-1b-hog');
  }
  if (score === 1) return one('uh-1-slick');
  if (score === 3) return one('uh-1c-frog');
  const second = d6(roller, 'gunship sub-type');
  parts.push(second.part);
  if (score === 4) return one(second.score <= 4 ? 'uh-1b-hog' : 'uh-1b-heavy-hog');
  if (second.score <= 2) return one('uh-1c-ara');
  if (second.score <= 4) return one(input.corps === 'IV' ? 'uh-1n-sea-wolf' : 'uh-1c-ara');
  return one(input.corps === 'III' || input.corps === 'IV' ? 'uh-1-bushranger' : 'uh-1c-ara');
}

/**
 * Hot LZ (p.89, L2007): enemies within 12" of the LZ when the medevac arrives, or fire on its approach:
 * 1d6 + one per earlier failed attempt; over the pilot's REP he aborts and flies on, to try again when
 * next active.
 */
export function hotLz(
  input: { readonly pilotRep: number; readonly failedAttempts: number },
  roller: Roller,
): RuleResult<{ readonly die: number; readonly total: number; readonly aborts: boolean; readonly part: RolledPart }, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  if (!Number.isInteger(input.failedAttempts) || input.failedAttempts < 0) {
    return fail('fng/invalid-count', { failedAttempts: input.failedAttempts });
  }
  const { score, part } = d6(roller, 'hot LZ');
  const total = score + input.failedAttempts;
  return ok({ die: score, total, aborts: total > input.pilotRep, part });
}

/** Hot LZ: enemies this close to the LZ make it hot (L2007). */
export const HOT_LZ_INCHES = 12;

export type DropOutcome = 'success' | 'partial' | 'falls-out' | 'explodes-inside' | 'smoke-inside';

export interface DropInput {
  readonly rep: number;
  readonly hovering?: boolean;
  readonly item: 'explosive' | 'smoke';
  /** The explosive's Impact. */
  readonly impact?: number;
}

export interface DropResult {
  readonly passes: number;
  readonly outcome: DropOutcome;
  /** success/partial: roll Ranged Combat as if the point were in the open / in cover. */
  readonly targetCounts?: 'open' | 'cover';
  /** success/partial: on a miss it deviates as a mortar round, 6" or double (12"). */
  readonly missDeviationInches?: 6 | 12;
  /** explodes-inside: Impact against everyone aboard (the item's +2). */
  readonly impactInside?: number;
  /** explodes-inside at Impact 5+: the helicopter is destroyed and all aboard Obviously Dead. */
  readonly destroyed?: boolean;
  /** smoke-inside: piloting at −2 REP until it runs out or a crewman passes another drop check. */
  readonly pilotingPenalty?: 2;
  readonly parts: readonly RolledPart[];
}

/**
 * Dropping "Stuff" from a helicopter (p.90–91, L2021–L2036): 2d6 vs REP, +1d6 hovering. 2 passed: roll
 * Ranged Combat as if the point were in the open, a miss deviating as a mortar round; 1: as if in
 * cover, a miss deviating double; 0: a fumble, 1d6 vs REP: pass, it falls out harmlessly; fail, it
 * stays aboard: an explosive goes off at Impact +2 against everyone inside (5+ destroys the
 * helicopter), smoke puts the pilot at −2 on piloting.
 */
export function dropStuff(input: DropInput, roller: Roller): RuleResult<DropResult, AirError> {
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  if (input.item === 'explosive' && (input.impact === undefined || !Number.isInteger(input.impact) || input.impact < 0)) {
    return fail('fng/invalid-impact', { impact: input.impact ?? -1 });
  }
  const drop = passDice(roller, 2 + (input.hovering ? 1 : 0), input.rep, 'dropping stuff');
  if (drop.passes >= 2) return ok({ passes: drop.passes, outcome: 'success', targetCounts: 'open', missDeviationInches: 6, parts: [drop.part] });
  if (drop.passes === 1) return ok({ passes: 1, outcome: 'partial', targetCounts: 'cover', missDeviationInches: 12, parts: [drop.part] });
  const fumble = passDice(roller, 1, input.rep, 'fumble');
  const parts = [drop.part, fumble.part];
  if (fumble.passes === 1) return ok({ passes: 0, outcome: 'falls-out', parts });
  if (input.item === 'smoke') return ok({ passes: 0, outcome: 'smoke-inside', pilotingPenalty: 2, parts });
  const impactInside = (input.impact ?? 0) + 2;
  return ok({ passes: 0, outcome: 'explodes-inside', impactInside, destroyed: impactInside >= 5, parts });
}

export type CrashOutcome = 'autorotation' | 'nose-in' | 'crash' | 'tail-rotor' | 'explodes';

export interface CrashInput {
  readonly pilotRep: number;
  /** REP of each person aboard, pilot included, in a fixed order. */
  readonly aboardReps: readonly number[];
  readonly hovering?: boolean;
  /** Comes down in trees, jungle or rough terrain: +1 Impact to every injury. */
  readonly roughTerrain?: boolean;
}

export interface CrashVictim {
  /** Impact of the hit this person takes; absent when unhurt. */
  readonly impact?: number;
  /** Thrown this many inches from the wreck. */
  readonly thrownInches?: number;
  readonly killed: boolean;
}

export interface CrashResult {
  readonly die: number;
  readonly outcome: CrashOutcome;
  /** Inches from the reference point (the Flight Line's centre, or the enemy that last fired); 0 if hovering. */
  readonly inches: number;
  readonly neverFliesAgain: boolean;
  readonly aboard: readonly CrashVictim[];
  readonly parts: readonly RolledPart[];
}

/**
 * Helicopter Crash (p.92, L2044–L2057), 1d6 read as rolled; a hovering helicopter comes straight down.
 * 1–2 engine failure, autorotates 4d6" within 90° of its course from the Flight Line's centre, 1d6 vs
 * pilot REP: pass no injuries, fail Impact 1 to all. 3 nose-in 4d6" from the enemy that last fired at
 * it, Impact 2 to all. 4 crashes 4d6" from them, Impact 3 to all, each thrown 1d6". 5 tail rotor lost,
 * spins in 3d6" from them, each 1d6 vs REP: pass stays in with Impact 3, fail thrown 2d6" with Impact 4.
 * 6 explodes in mid-air, all killed. Rows 3 and 4 follow the printed order around the recap box
 * (L2051–L2055). Trees, jungle or rough terrain add 1 to every Impact.
 */
export function helicopterCrash(input: CrashInput, roller: Roller): RuleResult<CrashResult, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  const bad = input.aboardReps.find((r) => !isRep(r));
  if (bad !== undefined) return fail('fng/invalid-rep', { rep: bad });
  const { score, part } = d6(roller, 'helicopter crash');
  const parts: RolledPart[] = [part];
  const rough = input.roughTerrain ? 1 : 0;
  const distance = (n: number): number => {
    if (input.hovering) return 0;
    const r = sumD6(roller, n, 'crash inches');
    parts.push(r.part);
    return r.total;
  };
  const everyone = (v: CrashVictim): CrashVictim[] => input.aboardReps.map(() => v);
  const result = (outcome: CrashOutcome, inches: number, aboard: CrashVictim[]): CrashResult => ({
    die: score,
    outcome,
    inches,
    neverFliesAgain: true,
    aboard,
    parts,
  });
  if (score <= 2) {
    const inches = distance(4);
    const pilot = passDice(roller, 1, input.pilotRep, 'autorotation');
    parts.push(pilot.part);
    return ok(result('autorotation', inches, everyone(pilot.passes === 1 ? { killed: false } : { impact: 1 + rough, killed: false })));
  }
  if (score === 3) return ok(result('nose-in', distance(4), everyone({ impact: 2 + rough, killed: false })));
  if (score === 4) {
    const inches = distance(4);
    const aboard = input.aboardReps.map((_, i): CrashVictim => {
      const thrown = d6(roller, `thrown ${i + 1}`);
      parts.push(thrown.part);
      return { impact: 3 + rough, thrownInches: thrown.score, killed: false };
    });
    return ok(result('crash', inches, aboard));
  }
  if (score === 5) {
    const inches = distance(3);
    const aboard = input.aboardReps.map((rep, i): CrashVictim => {
      const stay = passDice(roller, 1, rep, `tail rotor ${i + 1}`);
      parts.push(stay.part);
      if (stay.passes === 1) return { impact: 3 + rough, killed: false };
      const thrown = sumD6(roller, 2, `thrown ${i + 1}`);
      parts.push(thrown.part);
      return { impact: 4 + rough, thrownInches: thrown.total, killed: false };
    });
    return ok(result('tail-rotor', inches, aboard));
  }
  return ok(result('explodes', 0, everyone({ killed: true })));
}

/** Door gunners (p.90, L2015, L2020–L2022): 180° arc, never fast moving, full Target once per 24" travelled. */
export const DOOR_GUNNER = { arcDegrees: 180, inchesPerBurst: 24, duckBackRepPenalty: 1, firesWhenRetiring: false } as const;

/** Helicopter-mounted weapons (p.89–90, L2005–L2019). */
export const HELICOPTER_WEAPONS = {
  lmg: { impact: 3, apr: 2, rollsPerFigure: 1, source: 'L2005, L2008–L2009' },
  rlmg: { impact: 3, apr: 2, rollsPerFigure: 2, source: 'L2005, L2008–L2009' },
  rhmg: { impact: 5, apr: 3, rollsPerFigure: 2, source: 'L2005, L2008–L2009' },
  autoGrenadeLauncher: { impact: 2, apr: 2, blastInches: 5, strafeInchesPerShot: 6, turretInchesPerShot: 24, source: 'L2010–L2017' },
  rockets: { impact: 3, apr: 3, blastInches: 12, blastRep: 4, source: 'L2018' },
  strafeTemplate: { widthInches: 6, lengthInches: 18 },
} as const;

/** A pilot brought down to half his starting REP goes home (L1889). */
export function pilotGoesHome(startingRep: number, currentRep: number): boolean {
  return currentRep * 2 <= startingRep;
}

/** Any weapon with an OR may fire at a flying helicopter except thrown grenades and explosives (L1950). */
export function firesAtHelicopter(weapon: { readonly thrown?: boolean; readonly explosive?: boolean }): boolean {
  return !weapon.thrown && !weapon.explosive;
}
