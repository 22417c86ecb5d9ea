import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { d66 } from './dice.js';

/**
 * The Attributes table (FNG 2nd Tour p.5–6, seed L356–L363; digest §2.5): 1d6 then 1d6 read as
 * rolled, 36 entries, each with what it changes as data. Determining Attributes: L358.
 */

/** The test, roll or rule an Attribute changes. */
export type AttributeTarget =
  | 'in-sight'
  | 'in-sight-against'
  | 'received-fire'
  | 'man-down'
  | 'recover-from-knock-down'
  | 'charge-into-melee'
  | 'melee'
  | 'fast-move'
  | 'normal-move'
  | 'ranged-combat'
  | 'grenade-range'
  | 'group-distance'
  | 'speak-local'
  | 'swim'
  | 'radio'
  | 'disarm-trap'
  | 'spot-hidden'
  | 'spider-hole-discovery'
  | 'tunnel-survival'
  | 'tunnel-encounter'
  | 'tunnel-minimum-turns'
  | 'outgunned-ranking-against';

/** Only under these circumstances. */
export type AttributeCondition =
  | 'on-point'
  | 'using-knife'
  | 'firing-lmg'
  | 'in-tunnel'
  | 'vs-booby-traps'
  | 'vs-enemies';

export type AttributeEffect =
  /** ± d6 rolled on a test (L289–L290). */
  | { readonly kind: 'dice'; readonly target: AttributeTarget; readonly n: number; readonly when?: AttributeCondition }
  /** ± to the REP a test is rolled against. */
  | { readonly kind: 'rep'; readonly target: AttributeTarget; readonly n: number; readonly when?: AttributeCondition }
  /** ± to a score or total (Ranged Combat total, tunnel tables, an Outgunned Ranking). */
  | { readonly kind: 'score'; readonly target: AttributeTarget; readonly n: number; readonly when?: AttributeCondition }
  /** ± inches, or a distance set outright. */
  | { readonly kind: 'inches'; readonly target: AttributeTarget; readonly n: number; readonly set?: boolean; readonly when?: AttributeCondition }
  /** Roll `dice` d6 (`prone`: this many when prone) and keep the best `keep`. */
  | { readonly kind: 'best-of'; readonly target: 'single-rifle-shot' | 'gl-he-shot' | 'spider-hole-discovery'; readonly dice: number; readonly keep: number; readonly prone?: number }
  /** A reaction result read as another. */
  | { readonly kind: 'treat-as'; readonly result: 'duck-back' | 'retire'; readonly as: 'retire' | 'duck-back' | 'carry-on' }
  /** Received Fire rolled with this many d6 (Poser). */
  | { readonly kind: 'test-dice'; readonly target: AttributeTarget; readonly dice: number }
  /** Passes a test without rolling. */
  | { readonly kind: 'auto-pass'; readonly target: AttributeTarget }
  /** A rule of its own, named. */
  | { readonly kind: 'rule'; readonly rule: AttributeRule; readonly when?: AttributeCondition };

export type AttributeRule =
  | 'no-fast-move-fire-penalty'
  | 'fast-move-dice-all-count'
  | 'friends-within-4-react-alike'
  | 'falls-stunned-on-failed-doubles'
  | 'never-enters-tunnels'
  | 'activation-test'
  | 'fire-gl-in-reaction'
  | 'throw-blade-4in'
  | 'looting-delay'
  | 'extra-tunnel-turn'
  | 'reroll-once-per-mission'
  | 'counts-as-medic'
  | 'always-outgunned-on-received-fire'
  | 'chosen-as-trap-victim'
  | 'takes-hit-within-3in'
  | 'tunnel-rat-kit'
  | 'quick-reflexes-and-trap-finder';

export interface Attribute {
  /** The d66 score, 11–66. */
  readonly roll: number;
  readonly id: string;
  readonly name: string;
  readonly effects: readonly AttributeEffect[];
  readonly source: string;
}

const T = 'tunnel-survival';

export const ATTRIBUTES = [
  { roll: 11, id: 'agile', name: 'Agile', effects: [{ kind: 'rule', rule: 'no-fast-move-fire-penalty' }], source: 'L361' },
  { roll: 12, id: 'athlete', name: 'Athlete', effects: [{ kind: 'dice', target: 'fast-move', n: 1 }, { kind: 'rule', rule: 'fast-move-dice-all-count' }], source: 'L361' },
  { roll: 13, id: 'ball-player', name: 'Ball Player', effects: [{ kind: 'inches', target: 'grenade-range', n: 9, set: true }], source: 'L361' },
  // "All personal Reaction Tests" except In Sight and Recover: Received Fire and Man Down (Cohesion is the group's).
  { roll: 14, id: 'born-leader', name: 'Born Leader', effects: [{ kind: 'dice', target: 'received-fire', n: 1 }, { kind: 'dice', target: 'man-down', n: 1 }, { kind: 'rule', rule: 'friends-within-4-react-alike' }], source: 'L361' },
  { roll: 15, id: 'brawler', name: 'Brawler', effects: [{ kind: 'dice', target: 'melee', n: 1 }, { kind: 'dice', target: 'charge-into-melee', n: 1 }], source: 'L356, L904' },
  { roll: 16, id: 'clumsy', name: 'Clumsy', effects: [{ kind: 'rule', rule: 'falls-stunned-on-failed-doubles' }, { kind: 'score', target: T, n: -1, when: 'vs-booby-traps' }, { kind: 'score', target: 'tunnel-encounter', n: -1 }], source: 'L356' },
  { roll: 21, id: 'coward', name: 'Coward', effects: [{ kind: 'treat-as', result: 'duck-back', as: 'retire' }, { kind: 'dice', target: 'charge-into-melee', n: -1 }, { kind: 'rule', rule: 'never-enters-tunnels' }], source: 'L356, L904' },
  { roll: 22, id: 'crack-shot', name: 'Crack Shot', effects: [{ kind: 'best-of', target: 'single-rifle-shot', dice: 2, keep: 1, prone: 3 }], source: 'L356' },
  { roll: 23, id: 'dumb-ass', name: 'Dumb Ass', effects: [{ kind: 'rule', rule: 'activation-test' }], source: 'L356' },
  { roll: 24, id: 'fast', name: 'Fast', effects: [{ kind: 'inches', target: 'normal-move', n: 2 }, { kind: 'inches', target: 'fast-move', n: 2 }], source: 'L356' },
  { roll: 25, id: 'fluent', name: 'Fluent', effects: [{ kind: 'auto-pass', target: 'speak-local' }], source: 'L356' },
  { roll: 26, id: 'grenadier', name: 'Grenadier', effects: [{ kind: 'best-of', target: 'gl-he-shot', dice: 2, keep: 1 }, { kind: 'rule', rule: 'fire-gl-in-reaction' }], source: 'L356, L780' },
  { roll: 31, id: 'hard-as-nails', name: 'Hard As Nails', effects: [{ kind: 'test-dice', target: 'recover-from-knock-down', dice: 3 }, { kind: 'score', target: T, n: 1 }], source: 'L356' },
  { roll: 32, id: 'knifeman', name: 'Knifeman', effects: [{ kind: 'dice', target: 'melee', n: 1, when: 'using-knife' }, { kind: 'rule', rule: 'throw-blade-4in' }], source: 'L356, L927' },
  { roll: 33, id: 'looter', name: 'Looter', effects: [{ kind: 'rule', rule: 'looting-delay' }, { kind: 'rule', rule: 'extra-tunnel-turn' }], source: 'L356' },
  { roll: 34, id: 'lucky', name: 'Lucky', effects: [{ kind: 'rule', rule: 'reroll-once-per-mission' }, { kind: 'score', target: T, n: 1 }], source: 'L356' },
  { roll: 35, id: 'marksman', name: 'Marksman', effects: [{ kind: 'score', target: 'ranged-combat', n: 1 }], source: 'L356' },
  { roll: 36, id: 'medic', name: 'Medic', effects: [{ kind: 'rule', rule: 'counts-as-medic' }], source: 'L356' },
  // Printed "+1" in the Attribute text, +1d6 in both Charge into Melee tables (L904, L2510).
  { roll: 41, id: 'nerves-of-steel', name: 'Nerves of Steel', effects: [{ kind: 'treat-as', result: 'duck-back', as: 'carry-on' }, { kind: 'dice', target: 'charge-into-melee', n: 1 }], source: 'L362, L904' },
  { roll: 42, id: 'old-hand', name: 'Old Hand', effects: [{ kind: 'score', target: 'outgunned-ranking-against', n: -1 }], source: 'L362' },
  { roll: 43, id: 'pigman', name: 'Pigman', effects: [{ kind: 'rep', target: 'ranged-combat', n: 1, when: 'firing-lmg' }], source: 'L362' },
  { roll: 44, id: 'pointman', name: 'Pointman', effects: [{ kind: 'dice', target: 'in-sight', n: 1, when: 'on-point' }, { kind: 'rep', target: 'spot-hidden', n: 1, when: 'on-point' }, { kind: 'inches', target: 'group-distance', n: 8, set: true, when: 'on-point' }, { kind: 'best-of', target: 'spider-hole-discovery', dice: 3, keep: 2 }], source: 'L362, L1654, L2461' },
  { roll: 45, id: 'poser', name: 'Poser', effects: [{ kind: 'test-dice', target: 'received-fire', dice: 1 }, { kind: 'dice', target: 'charge-into-melee', n: -1 }], source: 'L362, L904' },
  { roll: 46, id: 'quick-reflexes', name: 'Quick Reflexes', effects: [{ kind: 'dice', target: 'in-sight', n: 1 }, { kind: 'score', target: T, n: 1 }], source: 'L362, L2461' },
  { roll: 51, id: 'rto-wizard', name: 'RTO Wizard', effects: [{ kind: 'rep', target: 'radio', n: 1 }], source: 'L362' },
  { roll: 52, id: 'shirker', name: 'Shirker', effects: [{ kind: 'rule', rule: 'always-outgunned-on-received-fire' }], source: 'L362' },
  { roll: 53, id: 'shortsighted', name: 'Shortsighted', effects: [{ kind: 'dice', target: 'in-sight', n: -1 }], source: 'L362, L2461' },
  { roll: 54, id: 'slight', name: 'Slight', effects: [{ kind: 'dice', target: 'melee', n: -1 }, { kind: 'score', target: 'tunnel-minimum-turns', n: -1 }], source: 'L362, L927' },
  { roll: 55, id: 'slow', name: 'Slow', effects: [{ kind: 'inches', target: 'normal-move', n: -2 }, { kind: 'inches', target: 'fast-move', n: -2 }], source: 'L362' },
  { roll: 56, id: 'stealthy', name: 'Stealthy', effects: [{ kind: 'dice', target: 'in-sight-against', n: -1 }, { kind: 'score', target: 'tunnel-encounter', n: 1 }, { kind: 'score', target: T, n: 1, when: 'vs-enemies' }], source: 'L362, L2461' },
  { roll: 61, id: 'swimmer', name: 'Swimmer', effects: [{ kind: 'dice', target: 'swim', n: 1 }], source: 'L362' },
  { roll: 62, id: 'tough', name: 'Tough', effects: [{ kind: 'treat-as', result: 'retire', as: 'duck-back' }, { kind: 'dice', target: 'charge-into-melee', n: 1 }, { kind: 'score', target: T, n: 1 }], source: 'L362, L904' },
  { roll: 63, id: 'trap-finder', name: 'Trap Finder', effects: [{ kind: 'rule', rule: 'chosen-as-trap-victim' }, { kind: 'rep', target: 'disarm-trap', n: 1 }, { kind: 'best-of', target: 'spider-hole-discovery', dice: 3, keep: 2 }, { kind: 'score', target: T, n: 2, when: 'vs-booby-traps' }, { kind: 'score', target: 'tunnel-minimum-turns', n: -1 }], source: 'L362, L1654' },
  { roll: 64, id: 'tunnel-rat', name: 'Tunnel Rat', effects: [{ kind: 'rule', rule: 'tunnel-rat-kit' }, { kind: 'rule', rule: 'quick-reflexes-and-trap-finder', when: 'in-tunnel' }, { kind: 'score', target: T, n: 2 }, { kind: 'score', target: 'tunnel-encounter', n: 2 }], source: 'L362–L363, L1527–L1534' },
  { roll: 65, id: 'unlucky', name: 'Unlucky', effects: [{ kind: 'rule', rule: 'takes-hit-within-3in' }, { kind: 'score', target: T, n: -1 }], source: 'L363' },
  { roll: 66, id: 'wuss', name: 'Wuss', effects: [{ kind: 'dice', target: 'charge-into-melee', n: -1 }, { kind: 'dice', target: 'melee', n: -1 }], source: 'L363, L904' },
] as const satisfies readonly Attribute[];

export type AttributeId = (typeof ATTRIBUTES)[number]['id'];
export const ATTRIBUTE_IDS: readonly AttributeId[] = ATTRIBUTES.map((a) => a.id);

export function isAttributeId(x: string): x is AttributeId {
  return (ATTRIBUTE_IDS as readonly string[]).includes(x);
}

export function attribute(id: AttributeId): Attribute {
  const a = ATTRIBUTES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown attribute ${id}`);
  return a;
}

/** The Attribute a d66 score reads as (11–66, both digits 1–6). */
export function attributeForRoll(score: number): (typeof ATTRIBUTES)[number] | undefined {
  return ATTRIBUTES.find((a) => a.roll === score);
}

/** The Tunnel Rat's kit (L362): a .45 pistol, a hand-held bayonet and three blocks of C-4. */
export const TUNNEL_RAT_KIT = { sidearm: 'm1911a1', melee: 'knife', c4Blocks: 3 } as const;

/** The net ± d6 a figure's Attributes give on a test (`when` conditions the caller says hold). */
export function attributeDice(
  attributes: readonly AttributeId[],
  target: AttributeTarget,
  holds: readonly AttributeCondition[] = [],
): number {
  let n = 0;
  for (const id of attributes) {
    for (const e of attribute(id).effects) {
      if (e.kind === 'dice' && e.target === target && (!('when' in e) || e.when === undefined || holds.includes(e.when))) n += e.n;
    }
  }
  return n;
}

export type AttributeError = 'fng/star-attributes' | 'fng/duplicate-attribute';

/**
 * How a figure gets Attributes (Determining Attributes, L358): a Star chooses two, and one more each
 * time its REP rises; a Grunt rolls one, and rolls for another when its REP rises (the After-the-
 * Mission rule L2306 decides whether that roll gives one). A REP regained after a loss gives none.
 */
export function attributeAllowance(star: boolean, repRises: number): { readonly choose: number } | { readonly roll: number } {
  if (!Number.isInteger(repRises) || repRises < 0) throw new Error(`impossible REP rises ${repRises}`);
  return star ? { choose: 2 + repRises } : { roll: 1 + repRises };
}

/** Checks a Star's chosen Attributes: exactly as many as allowed, none twice. */
export function checkChosenAttributes(
  chosen: readonly AttributeId[],
  allowed: number,
): RuleResult<readonly AttributeId[], AttributeError> {
  if (chosen.length !== allowed) return fail('fng/star-attributes', { chosen: chosen.length, allowed });
  const dup = chosen.find((a, i) => chosen.indexOf(a) !== i);
  if (dup !== undefined) return fail('fng/duplicate-attribute', { attribute: dup });
  return ok(chosen);
}

/**
 * A Grunt's random Attribute (L358): 1d6 then 1d6 on the table. A score that gives one the figure
 * already has is rolled again (the book never gives a figure the same Attribute twice); each roll is
 * its own ledger part.
 */
export function rollAttribute(
  roller: Roller,
  label: string,
  has: readonly AttributeId[] = [],
): { readonly attribute: AttributeId; readonly parts: readonly RolledPart[] } {
  if (has.length >= ATTRIBUTES.length) throw new Error('a figure with every Attribute cannot roll another');
  const parts: RolledPart[] = [];
  for (;;) {
    const { value, part } = d66(roller, label);
    parts.push(part);
    const a = attributeForRoll(value);
    if (!a) throw new Error(`d66 read ${value}`);
    if (!has.includes(a.id)) return { attribute: a.id, parts };
  }
}
