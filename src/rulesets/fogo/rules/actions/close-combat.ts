import { checkReach, nearest, type ReachError } from '../game/board-distance.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { unitKey } from '../../../../core/unit-ref.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { applyFireResult } from '../fire/fire-results.js';
import { boolRule, choiceRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { sumValues, type Modifier } from '../game/modifiers.js';
import { enemyTarget, noteActed, ownLivingStand, showRatings, withStands, type FogoState, type StateError } from '../game/state.js';
import { hasTrait, isMounted, profileOf, type Stand, type StandStatus } from '../troops/stands.js';

export interface CloseCombatInput {
  /** The phasing side, whose stands move into contact. */
  readonly side: string;
  readonly attackers: readonly string[];
  /** Every enemy stand in the combat (in a structure: all and only those inside it). */
  readonly defenders: readonly string[];
  /** Own command stands within one stand width, supporting. */
  readonly attackerSupport?: readonly string[];
  /** Enemy command stands within one stand width of the defenders, supporting. */
  readonly defenderSupport?: readonly string[];
  /** The defenders hold a building or fortification (mounted Dragoons may not attack it). */
  readonly defendersInStructure?: boolean;
}

export interface CloseCombatSide {
  readonly side: string;
  readonly stands: readonly string[];
  readonly support: readonly string[];
  readonly modifiers: readonly Modifier[];
  readonly modifier: number;
}

export interface CloseCombatThrow {
  readonly die: number;
  readonly total: number;
  readonly part: RolledPart;
}

export interface CloseCombatRound {
  readonly attacker: CloseCombatThrow;
  readonly defender: CloseCombatThrow;
}

export interface StatusChange {
  readonly stand: string;
  readonly from: StandStatus;
  readonly to: StandStatus;
}

export interface CloseCombatResult {
  readonly kind: 'close-combat';
  readonly attacker: CloseCombatSide;
  readonly defender: CloseCombatSide;
  /** Every round rolled; more than one when ties were re-rolled; none when civilians alone defended. */
  readonly rounds: readonly CloseCombatRound[];
  readonly winner: 'attacker' | 'defender';
  /** `roll`: higher total; `tie-rule`: house rule `cc.tie`; `civilians`: no armed defender. */
  readonly decidedBy: 'roll' | 'tie-rule' | 'civilians';
  readonly changes: readonly StatusChange[];
  /** The side of each changed stand, in the same order (ids are unique only within a side). */
  readonly changeSides: readonly string[];
  readonly initiative: InitiativeEffect;
}

export type CloseCombatError =
  | PhaseError
  | StateError
  | 'fogo/no-attackers'
  | 'fogo/no-defenders'
  | 'fogo/listed-twice'
  | 'fogo/not-on-table'
  | 'fogo/stand-pinned'
  | 'fogo/stand-suppressed'
  | 'fogo/just-landed'
  | 'fogo/cannot-initiate'
  | 'fogo/commander-supports-only'
  | 'fogo/timid'
  | 'fogo/scouts-only'
  | 'fogo/mounted-vs-structure'
  | 'fogo/not-a-commander'
  | 'fogo/mixed-defenders'
  | ReachError;

/** What a command stand adds to its side (crossfire-core §1.8, §2.2; house rules `cc.commander`, `commissar.addsRating`). */
export function commanderCloseCombat(c: Stand, rules: HouseRules): Modifier[] {
  const kind = profileOf(c).command;
  if (kind === undefined) return [];
  const rating = c.rating ?? 0;
  const commander = (): Modifier =>
    choiceRule(rules, 'cc.commander', ['RATING', 'PLUS_ONE'] as const) === 'RATING'
      ? { reason: 'commander', value: rating, stand: c.id, rule: 'cc.commander' }
      : { reason: 'commander', value: 1, stand: c.id, rule: 'cc.commander' };
  if (kind !== 'commissar') return [commander()];
  return [
    { reason: 'commissar', value: 2, stand: c.id },
    ...(boolRule(rules, 'commissar.addsRating') ? [{ ...commander(), rule: 'commissar.addsRating' }] : []),
  ];
}

/**
 * What one fighting stand adds (crossfire-core §1.8 defaults, §2.1–§2.3): +1 a squad, heavy weapons
 * −1, Scouts and Bow Gangs −2, mounted Dragoons +2, quality, Suppressed/Pinned, and a fighting
 * command stand's own modifier. Unarmed civilians add nothing: they are destroyed.
 */
export function fighterModifiers(s: Stand, rules: HouseRules): Modifier[] {
  const p = profileOf(s);
  if (p.closeCombat.autoDestroyed) return [];
  const mods: Modifier[] = [];
  const add = (reason: Modifier['reason'], rule: string): void => {
    const value = intRule(rules, rule);
    if (value !== 0) mods.push({ reason, value, stand: s.id, rule });
  };
  if (p.squad) add('squad', 'cc.perSquad');
  if (p.heavyWeapon) add('heavy-weapon', 'cc.heavyWeapon');
  if (p.closeCombat.modifier !== 0) {
    mods.push({ reason: s.type === 'scout' ? 'scout' : 'bow-gang', value: p.closeCombat.modifier, stand: s.id });
  }
  if (isMounted(s)) mods.push({ reason: 'mounted-dragoon', value: 2, stand: s.id });
  mods.push(...commanderCloseCombat(s, rules));
  if (s.quality === 'veteran') add('veteran', 'cc.veteran');
  if (s.quality === 'green') add('green', 'cc.green');
  if (s.status === 'suppressed') add('suppressed', 'cc.suppressed');
  if (s.status === 'pinned') add('pinned', 'cc.pinned');
  return mods;
}

function checkAttacker(s: Stand, defenders: readonly Stand[], input: CloseCombatInput, count: number): RuleResult<Stand, CloseCombatError> {
  const p = profileOf(s);
  if (s.offTable === true || s.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: s.id });
  if (p.closeCombat.initiate === 'never') return fail('fogo/cannot-initiate', { stand: s.id });
  if (p.closeCombat.initiate === 'support-only') return fail('fogo/commander-supports-only', { stand: s.id });
  if (hasTrait(s, 'timid')) return fail('fogo/timid', { stand: s.id });
  if (s.status === 'pinned') return fail('fogo/stand-pinned', { stand: s.id });
  if (s.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: s.id });
  if (s.landedInInitiative === count) return fail('fogo/just-landed', { stand: s.id });
  if (p.closeCombat.initiate === 'scouts-only' && defenders.some((d) => d.type !== 'scout')) {
    return fail('fogo/scouts-only', { stand: s.id });
  }
  if (isMounted(s) && input.defendersInStructure === true) return fail('fogo/mounted-vs-structure', { stand: s.id });
  return ok(s);
}

function checkSupport(s: Stand): RuleResult<Stand, CloseCombatError> {
  if (profileOf(s).command === undefined) return fail('fogo/not-a-commander', { stand: s.id });
  if (s.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: s.id });
  if (s.offTable === true || s.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: s.id });
  return ok(s);
}

function collect(
  ids: readonly string[],
  find: (id: string) => RuleResult<Stand, StateError>,
  seen: Set<string>,
): RuleResult<Stand[], CloseCombatError> {
  const out: Stand[] = [];
  for (const id of ids) {
    const s = find(id);
    if (!s.ok) return s;
    if (seen.has(unitKey(s.value))) return fail('fogo/listed-twice', { stand: s.value.id });
    seen.add(unitKey(s.value));
    out.push(s.value);
  }
  return ok(out);
}

interface Parties {
  readonly attackers: Stand[];
  readonly attackerSupport: Stand[];
  readonly defenders: Stand[];
  readonly defenderSupport: Stand[];
}

function checkParties(state: FogoState, side: string, input: CloseCombatInput, rules: HouseRules): RuleResult<Parties, CloseCombatError> {
  if (input.attackers.length === 0) return fail('fogo/no-attackers');
  if (input.defenders.length === 0) return fail('fogo/no-defenders');
  const seen = new Set<string>();
  const own = (id: string) => ownLivingStand(state, side, id);
  const enemy = (id: string) => enemyTarget(state, side, id);
  const attackers = collect(input.attackers, own, seen);
  if (!attackers.ok) return attackers;
  const attackerSupport = collect(input.attackerSupport ?? [], own, seen);
  if (!attackerSupport.ok) return attackerSupport;
  const defenders = collect(input.defenders, enemy, seen);
  if (!defenders.ok) return defenders;
  const defenderSupport = collect(input.defenderSupport ?? [], enemy, seen);
  if (!defenderSupport.ok) return defenderSupport;
  const defSide = defenders.value[0]?.side;
  const mixed = [...defenders.value, ...defenderSupport.value].find((d) => d.side !== defSide);
  if (mixed) return fail('fogo/mixed-defenders', { stand: mixed.id });
  for (const a of attackers.value) {
    const c = checkAttacker(a, defenders.value, input, state.initiativeCount);
    if (!c.ok) return c;
  }
  for (const s of [...attackerSupport.value, ...defenderSupport.value]) {
    const c = checkSupport(s);
    if (!c.ok) return c;
  }
  // A supporting commander is within one stand width of his side's fighters (crossfire-core §1.8):
  // the board measures it where he and a fighter stand on it.
  const sides: [Stand[], Stand[]][] = [[attackers.value, attackerSupport.value], [defenders.value, defenderSupport.value]];
  for (const [fighters, support] of sides) {
    for (const c of support) {
      const near = nearest(c, fighters, rules) ?? fighters[0]!;
      const reach = checkReach(near, [c], rules, 'close combat');
      if (!reach.ok) return reach;
    }
  }
  return ok({
    attackers: attackers.value,
    attackerSupport: attackerSupport.value,
    defenders: defenders.value,
    defenderSupport: defenderSupport.value,
  });
}

function sideOf(side: string, stands: readonly Stand[], support: readonly Stand[], rules: HouseRules): CloseCombatSide {
  const modifiers = [...stands.flatMap((s) => fighterModifiers(s, rules)), ...support.flatMap((s) => commanderCloseCombat(s, rules))];
  return { side, stands: stands.map((s) => s.id), support: support.map((s) => s.id), modifiers, modifier: sumValues(modifiers) };
}

function throwFor(roller: Roller, who: 'attacker' | 'defender', modifier: number): CloseCombatThrow {
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `close combat ${who}`);
  return { die: part.total, total: part.total + modifier, part };
}

/** Guards against a scripted or broken die source that ties for ever. */
const MAX_ROUNDS = 1000;

/**
 * Close combat (Crossfire core close combat, crossfire-core §1.8 defaults; Fogo Cruzado stand and
 * troop rules §2.1–§2.3): each side rolls 1d6 plus its modifiers and the higher total wins; ties are
 * rolled again as further parts of the same roll (house rule `cc.tie`); the loser's stands are all
 * killed (`cc.loserEffect`). Unarmed civilians in it are destroyed whatever happens. If the phasing
 * side loses, the initiative passes (`cc.phasingLossPassesInitiative`).
 */
export function closeCombat(
  state: FogoState,
  input: CloseCombatInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: CloseCombatResult }, CloseCombatError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const parties = checkParties(state, side.value, input, rules);
  if (!parties.ok) return parties;
  const { attackers, attackerSupport, defenders, defenderSupport } = parties.value;
  const attacker = sideOf(side.value, attackers, attackerSupport, rules);
  const defender = sideOf(defenders[0]?.side ?? '', defenders, defenderSupport, rules);

  const rounds: CloseCombatRound[] = [];
  let winner: 'attacker' | 'defender' = 'attacker';
  let decidedBy: CloseCombatResult['decidedBy'] = 'civilians';
  const armedDefenders = defenders.some((d) => !profileOf(d).closeCombat.autoDestroyed);
  if (armedDefenders) {
    const tie = choiceRule(rules, 'cc.tie', ['REROLL', 'DEFENDER_WINS'] as const);
    for (;;) {
      if (rounds.length >= MAX_ROUNDS) throw new Error('close combat tied too many times');
      const round = {
        attacker: throwFor(roller, 'attacker', attacker.modifier),
        defender: throwFor(roller, 'defender', defender.modifier),
      };
      rounds.push(round);
      if (round.attacker.total !== round.defender.total) {
        winner = round.attacker.total > round.defender.total ? 'attacker' : 'defender';
        decidedBy = 'roll';
        break;
      }
      if (tie === 'DEFENDER_WINS') {
        winner = 'defender';
        decidedBy = 'tie-rule';
        break;
      }
    }
  }

  const allKilled = choiceRule(rules, 'cc.loserEffect', ['ALL_KILLED', 'ALL_SUPPRESSED'] as const) === 'ALL_KILLED';
  const losers = winner === 'attacker' ? [...defenders, ...defenderSupport] : [...attackers, ...attackerSupport];
  const civilians = defenders.filter((d) => profileOf(d).closeCombat.autoDestroyed && !losers.includes(d));
  const loserStatus = (l: Stand): StandStatus =>
    allKilled || profileOf(l).closeCombat.autoDestroyed ? 'killed' : applyFireResult(l.status, 'suppress', rules);
  const hurt = [...losers, ...civilians];
  const changes: StatusChange[] = [
    ...losers.map((l) => ({ stand: l.id, from: l.status, to: loserStatus(l) })),
    ...civilians.map((c) => ({ stand: c.id, from: c.status, to: 'killed' as const })),
  ];
  // Contact gives every stand in the fight away: hidden attackers (or their support) are revealed.
  const status = new Map(changes.map((c, i) => [unitKey(hurt[i]!), c.to]));
  // The fighters' quality modifiers are shown with the throws (supporting commanders add only their rating).
  const fighters = new Set([...attackers, ...defenders].map(unitKey));
  const changed = [...attackers, ...attackerSupport, ...defenders, ...defenderSupport, ...civilians].map((st) => ({
    ...st,
    hidden: false,
    ...(fighters.has(unitKey(st)) ? { qualityShown: true } : {}),
    status: status.get(unitKey(st)) ?? st.status,
  }));
  const lostPhasing = winner === 'defender' && boolRule(rules, 'cc.phasingLossPassesInitiative');
  const initiative: InitiativeEffect = lostPhasing ? 'pass' : 'keep';
  const fought = withStands(state, changed);
  const next = noteActed(showRatings(showRatings(fought, attacker.side, attacker.modifiers), defender.side, defender.modifiers), attackers);
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: { kind: 'close-combat', attacker, defender, rounds, winner, decidedBy, changes, changeSides: hurt.map((s) => s.side), initiative },
  });
}
