import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6, sumD6 } from '../figures/dice.js';
import type { PcKind } from './potential-contact.js';

/**
 * What a Potential Contact holds (FNG 2nd Tour p.62–64, seed L1420–L1500): who or what is inside when
 * someone looks, a cache's weight, and the structures a PC is laid out with.
 */

/** What a PC turns out to hold once someone looks inside. */
export type PcContents =
  | 'empty'
  /** A cache; `suppliesLb` gives its weight. */
  | 'supplies'
  | 'two-riflemen'
  /** 1d6 riflemen; `riflemen` gives how many. */
  | 'riflemen'
  | 'lmg-team'
  | 'mmg-team'
  | 'hmg-team'
  | 'half-squad'
  | 'squad'
  | 'platoon'
  /** A platoon and a four-man BHQ: two RTOs, an NCO and an officer (EAL 6 battalion HQ). */
  | 'platoon-and-bhq'
  /** A platoon and an RHQ: three RTOs, an NCO and a senior officer. */
  | 'platoon-and-rhq'
  /** 1d6 mechanics (REP 3 civilians) and a half squad. */
  | 'mechanics-and-half-squad'
  /** A squad and 2d6 ARVN prisoners (REP 2, 2 VP each if rescued and taken off the table). */
  | 'squad-and-prisoners'
  /** Old and eroded, or old and destroyed, or bombed out: nothing usable. */
  | 'unusable';

interface ContentsRow {
  readonly low: number;
  readonly high: number;
  readonly contents: PcContents;
}

const c = (low: number, high: number, contents: PcContents): ContentsRow => ({ low, high, contents });

/** Kinds with an occupancy roll ("It is (1-5) …"), 1d6 read as rolled. */
export type OccupiablePcKind = Exclude<
  PcKind,
  'nothing' | 'wide-spread-booby-trap' | 'localized-booby-trap' | 'tunnel-entrance'
>;

/** Occupancy sub-tables of the PC results (L1438–L1500); supplies weights in `PC_CACHE_LB`. */
export const PC_OCCUPANCY: Readonly<Record<OccupiablePcKind, { readonly rows: readonly ContentsRow[]; readonly source: string }>> = {
  'bunker-2': { rows: [c(1, 5, 'empty'), c(6, 6, 'two-riflemen')], source: 'L1442, L1443' },
  'bunker-2-campfire': { rows: [c(1, 4, 'empty'), c(5, 6, 'two-riflemen')], source: 'L1445, L1454, L1469, L1488' },
  'hooch-a': { rows: [c(1, 5, 'empty'), c(6, 6, 'supplies')], source: 'L1442, L1443, L1445' },
  'hooch-b': { rows: [c(1, 4, 'empty'), c(5, 6, 'supplies')], source: 'L1445, L1452, L1469, L1488' },
  'hooch-c': { rows: [c(1, 3, 'empty'), c(4, 5, 'half-squad'), c(6, 6, 'supplies')], source: 'L1454, L1480, L1488' },
  'bunker-4-lmg': { rows: [c(1, 2, 'empty'), c(3, 4, 'riflemen'), c(5, 6, 'lmg-team')], source: 'L1438, L1445, L1456, L1480' },
  'bunker-4-mmg': { rows: [c(1, 2, 'empty'), c(3, 4, 'riflemen'), c(5, 6, 'mmg-team')], source: 'L1488' },
  'foxholes-half-squad': { rows: [c(1, 3, 'empty'), c(4, 5, 'half-squad'), c(6, 6, 'unusable')], source: 'L1445, L1456' },
  'foxholes-squad': { rows: [c(1, 1, 'empty'), c(2, 5, 'squad'), c(6, 6, 'unusable')], source: 'L1473, L1491' },
  'rest-stop': { rows: [c(1, 3, 'empty'), c(4, 5, 'half-squad'), c(6, 6, 'supplies')], source: 'L1447, L1456, L1471, L1497' },
  'bunker-line': { rows: [c(1, 1, 'empty'), c(2, 3, 'half-squad'), c(4, 6, 'squad')], source: 'L1449, L1456, L1471, L1497' },
  camp: { rows: [c(1, 3, 'empty'), c(4, 6, 'squad')], source: 'L1471, L1478, L1497' },
  'aa-position': { rows: [c(1, 3, 'empty'), c(4, 5, 'hmg-team'), c(6, 6, 'unusable')], source: 'L1471, L1478, L1489' },
  'battalion-hq': {
    rows: [c(1, 1, 'empty'), c(2, 3, 'squad'), c(4, 5, 'platoon'), c(6, 6, 'unusable')],
    source: 'L1475',
  },
  'battalion-hq-bhq': {
    rows: [c(1, 1, 'empty'), c(2, 3, 'squad'), c(4, 5, 'platoon-and-bhq'), c(6, 6, 'unusable')],
    source: 'L1491',
  },
  'truck-park': {
    rows: [c(1, 3, 'empty'), c(4, 5, 'mechanics-and-half-squad'), c(6, 6, 'unusable')],
    source: 'L1477, L1493',
  },
  'pow-camp': { rows: [c(1, 3, 'empty'), c(4, 5, 'squad'), c(6, 6, 'squad-and-prisoners')], source: 'L1495' },
  'regimental-hq': {
    rows: [c(1, 1, 'empty'), c(2, 2, 'squad'), c(3, 5, 'platoon-and-rhq'), c(6, 6, 'unusable')],
    source: 'L1500',
  },
};

/** The weight of a found cache: 100 lb in a hooch, 200 lb at a rest stop (L1442–L1447). */
export const PC_CACHE_LB: Partial<Readonly<Record<OccupiablePcKind, number>>> = {
  'hooch-a': 100,
  'hooch-b': 100,
  'hooch-c': 100,
  'rest-stop': 200,
};

export interface PcOccupancy {
  readonly kind: OccupiablePcKind;
  readonly score: number;
  readonly contents: PcContents;
  readonly riflemen?: number;
  readonly mechanics?: number;
  readonly prisoners?: number;
  readonly suppliesLb?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * What a placed PC holds (L1438–L1500): 1d6 read as rolled on its own sub-table, then the 1d6
 * riflemen, 1d6 mechanics or 2d6 prisoners the result calls for. Rolled on entry or LOS, not at
 * placement, so nothing exists before it could be seen.
 */
export function pcOccupancy(roller: Roller, kind: OccupiablePcKind): PcOccupancy {
  const { rows } = PC_OCCUPANCY[kind];
  const die = d6(roller, `${kind} occupants`);
  const found = rows.find((r) => die.score >= r.low && die.score <= r.high);
  if (!found) throw new Error(`no ${kind} occupancy row for ${die.score}`);
  const parts: RolledPart[] = [die.part];
  const base = { kind, score: die.score, contents: found.contents };
  switch (found.contents) {
    case 'riflemen': {
      const n = d6(roller, `${kind} riflemen`);
      parts.push(n.part);
      return { ...base, riflemen: n.score, parts };
    }
    case 'mechanics-and-half-squad': {
      const n = d6(roller, `${kind} mechanics`);
      parts.push(n.part);
      return { ...base, mechanics: n.score, parts };
    }
    case 'squad-and-prisoners': {
      const n = sumD6(roller, 2, `${kind} prisoners`);
      parts.push(n.part);
      return { ...base, prisoners: n.total, parts };
    }
    case 'supplies':
      return { ...base, suppliesLb: PC_CACHE_LB[kind]!, parts };
    default:
      return { ...base, parts };
  }
}

/** The structures of a PC, counted at placement. */
export interface PcLayout {
  readonly kind: PcKind;
  readonly hooches: number;
  /** DV3 two-man bunkers. */
  readonly bunkersDv3: number;
  /** DV4 two-man fighting bunkers. */
  readonly bunkersDv4: number;
  /** DV4 four-man fighting bunkers. */
  readonly fourManBunkers: number;
  /** Six-man DV4 command bunkers with two radios. */
  readonly commandBunkers: number;
  /** Two-man fighting positions (foxholes). */
  readonly foxholes: number;
  readonly thatchedShelters: number;
  readonly trucks: number;
  readonly cages: number;
  /** Four-man HMG anti-aircraft positions. */
  readonly aaPositions: number;
  readonly tunnelEntrances: number;
  /** Everything lies within a circle this wide, joined by trenches (camps and HQs). */
  readonly circleInches?: 8 | 12;
  /** Bunker-line bunkers stand this far apart, joined by trenches. */
  readonly spacingInches?: 6;
  /** 1d6 × 100 lb of supplies lying in the complex whoever holds it. */
  readonly suppliesLb?: number;
  /** A truck park must have a trail nearby running off the table (L1477). */
  readonly needsTrailOffTable?: true;
  readonly parts: readonly RolledPart[];
}

const NONE = {
  hooches: 0,
  bunkersDv3: 0,
  bunkersDv4: 0,
  fourManBunkers: 0,
  commandBunkers: 0,
  foxholes: 0,
  thatchedShelters: 0,
  trucks: 0,
  cages: 0,
  aaPositions: 0,
  tunnelEntrances: 0,
} as const;

/**
 * The structures a PC result places (L1438–L1500): fixed counts, and the 1d6, 1/2d6, 1d6+2 and 2d6
 * counts the larger sites roll (camp, battalion and regimental HQ, truck park, POW camp, foxholes).
 */
export function pcLayout(roller: Roller, kind: PcKind): PcLayout {
  const parts: RolledPart[] = [];
  const one = (what: string): number => {
    const r = d6(roller, `${kind} ${what}`);
    parts.push(r.part);
    return r.score;
  };
  const half = (what: string): number => {
    const r = halfD6(roller, `${kind} ${what}`);
    parts.push(r.part);
    return r.value;
  };
  const two = (what: string): number => {
    const r = sumD6(roller, 2, `${kind} ${what}`);
    parts.push(r.part);
    return r.total;
  };
  switch (kind) {
    case 'nothing':
    case 'wide-spread-booby-trap':
    case 'localized-booby-trap':
      return { kind, ...NONE, parts };
    case 'tunnel-entrance':
      return { kind, ...NONE, tunnelEntrances: 1, parts };
    case 'bunker-2':
    case 'bunker-2-campfire':
      return { kind, ...NONE, bunkersDv3: 1, parts };
    case 'hooch-a':
    case 'hooch-b':
    case 'hooch-c':
      return { kind, ...NONE, hooches: 1, parts };
    case 'bunker-4-lmg':
    case 'bunker-4-mmg':
      return { kind, ...NONE, fourManBunkers: 1, parts };
    case 'foxholes-half-squad':
    case 'foxholes-squad':
      return { kind, ...NONE, foxholes: one('foxholes'), parts };
    case 'rest-stop':
      return { kind, ...NONE, hooches: 2, thatchedShelters: 1, parts };
    case 'bunker-line':
      return { kind, ...NONE, bunkersDv4: 3, spacingInches: 6, parts };
    case 'camp': {
      const hooches = one('hooches');
      return { kind, ...NONE, hooches, bunkersDv3: half('bunkers'), circleInches: 8, parts };
    }
    case 'aa-position':
      return { kind, ...NONE, aaPositions: 1, parts };
    case 'battalion-hq':
    case 'battalion-hq-bhq': {
      const bunkersDv4 = one('bunkers');
      const hooches = one('hooches');
      const suppliesLb = one('supplies') * 100;
      return { kind, ...NONE, commandBunkers: 1, bunkersDv4, hooches, circleInches: 8, suppliesLb, parts };
    }
    case 'truck-park': {
      const trucks = one('trucks');
      const hooches = half('hooches');
      const suppliesLb = one('supplies') * 100;
      return { kind, ...NONE, trucks, hooches, suppliesLb, needsTrailOffTable: true, parts };
    }
    case 'pow-camp': {
      const hooches = one('hooches');
      const foxholes = one('positions');
      return { kind, ...NONE, hooches, foxholes, cages: two('cages'), parts };
    }
    case 'regimental-hq': {
      const aaPositions = half('AA positions');
      const bunkersDv4 = one('bunkers') + 2;
      const hooches = one('hooches') + 2;
      const suppliesLb = one('supplies') * 100;
      return {
        kind,
        ...NONE,
        aaPositions,
        commandBunkers: 1,
        bunkersDv4,
        hooches,
        circleInches: 12,
        suppliesLb,
        parts,
      };
    }
  }
}
