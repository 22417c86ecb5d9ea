import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6 } from '../figures/dice.js';

/**
 * Tunnels (FNG 2nd Tour p.65–67, seed L1517–L1566): entering, time down, encounters, survival,
 * rescue, search rewards and collapsing. Results are structured; who may see them is the caller's.
 */

export type TunnelError =
  | 'fng/invalid-eal'
  | 'fng/invalid-rep'
  | 'fng/invalid-turns'
  | 'fng/tunnel-entrance-full'
  | 'fng/cowards-stay-out'
  | 'fng/empty-tunnel-group';

/** Reporting a tunnel entrance instead of entering it is worth 3 VP (L1517). */
export const REPORT_TUNNEL_VP = 3;
/** Entering costs 4" of the figure's move; at most 2 figures enter one entrance per turn (L1523). */
export const ENTER_COST_INCHES = 4;
export const MAX_ENTERING_PER_TURN = 2;

export interface TunnelFigure {
  readonly id: string;
  readonly rep: number;
  readonly attributes: readonly TunnelAttribute[];
}

/** The attributes that matter underground (Attributes L356–L363). */
export type TunnelAttribute =
  | 'clumsy'
  | 'coward'
  | 'hard-as-nails'
  | 'looter'
  | 'lucky'
  | 'quick-reflexes'
  | 'slight'
  | 'stealthy'
  | 'tough'
  | 'trap-finder'
  | 'tunnel-rat'
  | 'unlucky';

/** A Tunnel Rat also counts as Quick Reflexes and Trap Finder inside tunnels (L362). */
const underground = (f: TunnelFigure): ReadonlySet<TunnelAttribute> => {
  const set = new Set(f.attributes);
  if (set.has('tunnel-rat')) {
    set.add('quick-reflexes');
    set.add('trap-finder');
  }
  return set;
};

const validRep = (rep: number): boolean => Number.isInteger(rep) && rep >= 1 && rep <= 7;

/**
 * Who may go down together this turn (L1523, L1526, L356): at most two per entrance per turn, never a
 * Coward; those entering together are one tunnel group.
 */
export function enterTunnel(input: {
  readonly entrance: string;
  readonly figures: readonly TunnelFigure[];
  readonly alreadyEnteredThisTurn: number;
}): RuleResult<{ readonly group: readonly string[]; readonly moveCostInches: 4 }, TunnelError> {
  if (input.figures.length === 0) return fail('fng/empty-tunnel-group');
  const coward = input.figures.find((f) => f.attributes.includes('coward'));
  if (coward) return fail('fng/cowards-stay-out', { figure: coward.id });
  if (input.alreadyEnteredThisTurn + input.figures.length > MAX_ENTERING_PER_TURN) {
    return fail('fng/tunnel-entrance-full', { entrance: input.entrance, max: MAX_ENTERING_PER_TURN });
  }
  return ok({ group: input.figures.map((f) => f.id), moveCostInches: ENTER_COST_INCHES });
}

export interface MinimumTimeDown {
  readonly score: number;
  /** Turns the group must stay down before a search can succeed. */
  readonly turns: number;
  readonly part: RolledPart;
}

/**
 * Time Down (p.66, L1531): 1d6 less 1 per EAL point above 3, and −1 for a Slight or a Trap Finder
 * (L356–L363), to a minimum of 1. The group counts its worst modifier (L1526), here the smallest cut:
 * a Trap Finder shortens the search only if every member of his group has a cut.
 */
export function minimumTimeDown(
  roller: Roller,
  input: { readonly eal: number; readonly group: readonly TunnelFigure[] },
): RuleResult<MinimumTimeDown, TunnelError> {
  if (!Number.isInteger(input.eal) || input.eal < 0) return fail('fng/invalid-eal', { eal: input.eal });
  if (input.group.length === 0) return fail('fng/empty-tunnel-group');
  const cut = Math.min(
    ...input.group.map((f) => {
      const a = underground(f);
      return (a.has('slight') ? 1 : 0) + (a.has('trap-finder') ? 1 : 0);
    }),
  );
  const { score, part } = d6(roller, 'tunnel minimum time down');
  return ok({ score, turns: Math.max(1, score - Math.max(0, input.eal - 3) - cut), part });
}

export interface StayingDown {
  readonly score: number;
  readonly outcome: 'keep-exploring' | 'emerge';
  /** A Looter always spends one more turn searching before he comes up (L356). */
  readonly looterExtraTurn: boolean;
  readonly part: RolledPart;
}

/**
 * Staying down (p.66, L1533): each turn 1d6; at least the turns already spent inside, they keep
 * exploring, less, they come up.
 */
export function stayingDown(
  roller: Roller,
  input: { readonly turnsInside: number; readonly group: readonly TunnelFigure[] },
): RuleResult<StayingDown, TunnelError> {
  if (!Number.isInteger(input.turnsInside) || input.turnsInside < 1) {
    return fail('fng/invalid-turns', { turns: input.turnsInside });
  }
  const { score, part } = d6(roller, 'tunnel staying down');
  const emerge = score < input.turnsInside;
  return ok({
    score,
    outcome: emerge ? 'emerge' : 'keep-exploring',
    looterExtraTurn: emerge && input.group.some((f) => f.attributes.includes('looter')),
    part,
  });
}

/**
 * The encounter check (p.66, L1541–L1543): each tunnel group rolls 1d6 every turn; at least the
 * VC/NVA Activation die this turn, something is met.
 */
export function tunnelEncounterCheck(
  roller: Roller,
  input: { readonly enemyActivationDie: number },
): { readonly score: number; readonly encounter: boolean; readonly part: RolledPart } {
  const die = input.enemyActivationDie;
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new Error(`impossible activation die ${die}`);
  const { score, part } = d6(roller, 'tunnel encounter check');
  return { score, encounter: score >= die, part };
}

export type TunnelHazard = 'enemy' | 'booby-trap';

export interface EncounterRow {
  readonly hazard: TunnelHazard;
  /** Added to every Tunnel Survival roll against this encounter. */
  readonly survival: -1 | 0 | 2;
}

/** Tunnel Encounter table by modified 1d6: index 0 is "0 or less", 6 is "6+" (L1525–L1532). */
export const TUNNEL_ENCOUNTERS = {
  source: 'seed L1525–L1534',
  byScore: [
    { hazard: 'enemy', survival: -1 },
    { hazard: 'enemy', survival: -1 },
    { hazard: 'booby-trap', survival: -1 },
    { hazard: 'enemy', survival: 0 },
    { hazard: 'booby-trap', survival: 0 },
    { hazard: 'enemy', survival: 2 },
    { hazard: 'booby-trap', survival: 2 },
  ],
  modifiers: { clumsy: -1, stealthy: 1, 'tunnel-rat': 2 },
} as const satisfies {
  source: string;
  byScore: readonly EncounterRow[];
  modifiers: Partial<Readonly<Record<TunnelAttribute, number>>>;
};

const encounterModifier = (f: TunnelFigure): number => {
  const a = underground(f);
  let m = 0;
  for (const [attr, v] of Object.entries(TUNNEL_ENCOUNTERS.modifiers)) if (a.has(attr as TunnelAttribute)) m += v;
  return m;
};

export interface TunnelEncounter extends EncounterRow {
  readonly score: number;
  /** The group's worst modifier (L1526). */
  readonly modifier: number;
  readonly modified: number;
  readonly part: RolledPart;
}

/** Tunnel Encounter (p.66, L1525–L1534): 1d6 + the group's worst of Clumsy −1, Stealthy +1, Tunnel Rat +2. */
export function tunnelEncounter(
  roller: Roller,
  group: readonly TunnelFigure[],
): RuleResult<TunnelEncounter, TunnelError> {
  if (group.length === 0) return fail('fng/empty-tunnel-group');
  const modifier = Math.min(...group.map(encounterModifier));
  const { score, part } = d6(roller, 'tunnel encounter');
  const modified = score + modifier;
  const row = TUNNEL_ENCOUNTERS.byScore[Math.max(0, Math.min(6, modified))]!;
  return ok({ ...row, score, modifier, modified, part });
}

/** What a figure has in hand underground (L1540, L1548). */
export type TunnelWeapon = 'pistol' | 'silenced-pistol' | 'other-firearm' | 'no-firearm';

/**
 * A figure's personal Tunnel Survival modifier against a hazard (L1540, L1548; attributes L356–L363):
 * Clumsy −1 vs traps, Stealthy +1 vs enemies, Tunnel Rat +2, pistol +1 and silenced pistol +2 vs
 * enemies, another firearm −1, no firearm −2 vs enemies; Hard As Nails, Lucky, Quick Reflexes, Tough
 * +1, Trap Finder +2 vs traps, Unlucky −1.
 */
export function personalSurvivalModifier(f: TunnelFigure, weapon: TunnelWeapon, hazard: TunnelHazard): number {
  const a = underground(f);
  const vsEnemy = hazard === 'enemy';
  let m = 0;
  if (a.has('clumsy') && !vsEnemy) m -= 1;
  if (a.has('stealthy') && vsEnemy) m += 1;
  if (a.has('tunnel-rat')) m += 2;
  for (const plus of ['hard-as-nails', 'lucky', 'quick-reflexes', 'tough'] as const) if (a.has(plus)) m += 1;
  if (a.has('trap-finder') && !vsEnemy) m += 2;
  if (a.has('unlucky')) m -= 1;
  if (weapon === 'pistol' && vsEnemy) m += 1;
  if (weapon === 'silenced-pistol' && vsEnemy) m += 2;
  if (weapon === 'other-firearm') m -= 1;
  if (weapon === 'no-firearm' && vsEnemy) m -= 2;
  return m;
}

export type SurvivalOutcome =
  /** Gunfire or an explosion is heard; the figure must be rescued, otherwise it is missing in action. */
  | 'lost'
  /** −1 REP for the rest of the time down; Out of the Fight when he comes up. */
  | 'injured'
  | 'a-ok';

export interface SurvivalRoll {
  readonly figure: string;
  readonly score: number;
  readonly total: number;
  readonly outcome: SurvivalOutcome;
  readonly part: RolledPart;
}

/**
 * Tunnel Survival (p.66, L1535, L1544–L1549): each figure rolls 1d6 + its REP − EAL + the group's
 * worst personal modifier (L1526) + the encounter's modifier (+1 for a rescuer, L1556). 3 or less
 * lost, 4 injured, 5 or more A-OK.
 */
export function tunnelSurvival(
  roller: Roller,
  input: {
    readonly group: readonly { readonly figure: TunnelFigure; readonly weapon: TunnelWeapon }[];
    readonly eal: number;
    readonly hazard: TunnelHazard;
    readonly encounterModifier: number;
    readonly rescuing?: boolean;
  },
): RuleResult<readonly SurvivalRoll[], TunnelError> {
  if (input.group.length === 0) return fail('fng/empty-tunnel-group');
  if (!Number.isInteger(input.eal) || input.eal < 0) return fail('fng/invalid-eal', { eal: input.eal });
  const badRep = input.group.find((g) => !validRep(g.figure.rep));
  if (badRep) return fail('fng/invalid-rep', { figure: badRep.figure.id, rep: badRep.figure.rep });
  const worst = Math.min(...input.group.map((g) => personalSurvivalModifier(g.figure, g.weapon, input.hazard)));
  const situation = input.encounterModifier + (input.rescuing === true ? 1 : 0);
  return ok(
    input.group.map(({ figure }) => {
      const { score, part } = d6(roller, `tunnel survival ${figure.id}`);
      const total = score + figure.rep - input.eal + worst + situation;
      const outcome: SurvivalOutcome = total <= 3 ? 'lost' : total === 4 ? 'injured' : 'a-ok';
      return { figure: figure.id, score, total, outcome, part };
    }),
  );
}

/**
 * Tunnel Rescues (p.67, L1553–L1556): a figure already down may try next turn; one from the surface
 * first spends half the lost figure's turns down finding him (rounded up unless told down, house rule
 * `fng.tunnel.rescue-half`; at least one turn). The rescuer rolls Survival against the same hazard at
 * +1; if he survives both come up the next turn, the rescued figure taking a Combat Damage roll at
 * Impact 4 (enemy) or 3 (booby trap).
 */
export function rescueTerms(input: {
  readonly hazard: TunnelHazard;
  readonly rescuerInside: boolean;
  readonly lostFigureTurnsDown: number;
  readonly rounding?: 'up' | 'down';
}): { readonly searchTurns: number; readonly survivalBonus: 1; readonly rescuedDamageImpact: 3 | 4 } {
  const half = input.lostFigureTurnsDown / 2;
  return {
    searchTurns: input.rescuerInside ? 0 : Math.max(1, input.rounding === 'down' ? Math.floor(half) : Math.ceil(half)),
    survivalBonus: 1,
    rescuedDamageImpact: input.hazard === 'enemy' ? 4 : 3,
  };
}

/** How "1/2 EAL" VP of the Intel result rounds (L1557 does not say). */
export const HALF_EAL_ROUNDING_READINGS = ['up', 'down'] as const;
export type HalfEalRounding = (typeof HALF_EAL_ROUNDING_READINGS)[number];

/**
 * Coming up at a sealed entrance (house rule `fng.tunnel.sealed-exit`): the seed seals an entrance with
 * one block of C-4 "to deny the enemy their further use" (L1559–L1562) and sends rescuers down "his
 * party's entrance" (L1554), but says nothing of a party below whose way up was sealed. `refused`
 * (default): nobody uses a sealed entrance, down (as entering already refuses) or up — the party stays
 * below, told why; `dig-out`: they dig their way out and come up there as usual.
 */
export const SEALED_EXIT_READINGS = ['refused', 'dig-out'] as const;
export type SealedExit = (typeof SEALED_EXIT_READINGS)[number];

/** Whether a party due to come up at its entrance does (`sealed`: that entrance was sealed, L1559). */
export function comesUpAt(sealed: boolean, reading: SealedExit): boolean {
  return !sealed || reading === 'dig-out';
}

export type TunnelFind = 'nothing-special' | 'supplies' | 'intel';

export interface TunnelSuccessRoll {
  readonly score: number;
  readonly find: TunnelFind;
  readonly vp: number;
  readonly parts: readonly RolledPart[];
}

export interface TunnelSuccess {
  /** Coming up before the minimum time down, the search fails and nothing is rolled (L1536). */
  readonly searched: boolean;
  readonly rolls: readonly TunnelSuccessRoll[];
  readonly vp: number;
}

/**
 * Tunnel Success (p.67, L1552–L1557, L1566): after at least the minimum time down, one 1d6 plus one
 * per extra turn beyond it. 1–3 nothing special, +1 VP; 4–5 supplies, 1 + 1/2d6 VP; 6 intel,
 * 1 + 1d6 + 1/2 EAL VP.
 */
export function tunnelSuccess(
  roller: Roller,
  input: {
    readonly turnsDown: number;
    readonly minimumTurns: number;
    readonly eal: number;
    readonly halfEal: HalfEalRounding;
  },
): RuleResult<TunnelSuccess, TunnelError> {
  const { turnsDown, minimumTurns, eal } = input;
  if (!Number.isInteger(turnsDown) || !Number.isInteger(minimumTurns) || turnsDown < 0 || minimumTurns < 1) {
    return fail('fng/invalid-turns', { turns: turnsDown, minimum: minimumTurns });
  }
  if (!Number.isInteger(eal) || eal < 0) return fail('fng/invalid-eal', { eal });
  if (turnsDown < minimumTurns) return ok({ searched: false, rolls: [], vp: 0 });
  const halfEal = input.halfEal === 'up' ? Math.ceil(eal / 2) : Math.floor(eal / 2);
  const rolls: TunnelSuccessRoll[] = [];
  for (let i = 0; i <= turnsDown - minimumTurns; i++) {
    const { score, part } = d6(roller, 'tunnel success');
    if (score <= 3) {
      rolls.push({ score, find: 'nothing-special', vp: 1, parts: [part] });
    } else if (score <= 5) {
      const h = halfD6(roller, 'tunnel supplies VP');
      rolls.push({ score, find: 'supplies', vp: 1 + h.value, parts: [part, h.part] });
    } else {
      const x = d6(roller, 'tunnel intel VP');
      rolls.push({ score, find: 'intel', vp: 1 + x.score + halfEal, parts: [part, x.part] });
    }
  }
  return ok({ searched: true, rolls, vp: rolls.reduce((s, r) => s + r.vp, 0) });
}

/**
 * Collapsing tunnels (p.66, L1559–L1562): one C-4 block per EAL point set inside, timed or wired to the
 * surface; +1 VP per section collapsed or entrance sealed; anyone inside at detonation rolls Survival
 * as for a +2 booby-trap encounter.
 */
export function collapseTerms(eal: number): RuleResult<
  {
    readonly c4Blocks: number;
    readonly vpPerSection: 1;
    readonly insideAtDetonation: { readonly hazard: 'booby-trap'; readonly survival: 2 };
  },
  TunnelError
> {
  if (!Number.isInteger(eal) || eal < 0) return fail('fng/invalid-eal', { eal });
  return ok({ c4Blocks: eal, vpPerSection: 1, insideAtDetonation: { hazard: 'booby-trap', survival: 2 } });
}
