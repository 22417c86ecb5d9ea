import type { ArmyId, GearId, Rep, Role, Side } from './figure.js';
import type { WeaponId } from './weapons.js';

/**
 * The army lists (FNG 2nd Tour p.7–13, seed L376–L519; digest §3): platoon HQ, HQ attachments,
 * squads, squad size dice, Individual REP, the weapons of each squad position, and the notes under
 * each list, as data. `force-generation.ts` rolls a force from them.
 *
 * The extraction interleaves the list columns (ARVN L439, Communist L514): each list says which lines
 * it was read from, and `reading` notes every place where the columns had to be reassembled.
 */

/** A month as "YYYY-MM"; the lists change weapons at "mid 1967", "mid 1968" and "early 1969". */
export type Month = string;
export const MONTH = /^(19[5-7]\d)-(0[1-9]|1[0-2])$/;
export const MID_1967: Month = '1967-07';
export const MID_1968: Month = '1968-07';
export const EARLY_1969: Month = '1969-01';
/** The lists cover roughly January 1967 to 1969 (L385): the month a force without one is built for. */
export const DEFAULT_MONTH: Month = '1967-01';

/** Whether `month` falls in [from, until). Months compare as strings. */
export function inPeriod(month: Month, period: { readonly from?: Month; readonly until?: Month }): boolean {
  return (period.from === undefined || month >= period.from) && (period.until === undefined || month < period.until);
}

/** One band of an Individual REP row: a d6 score from `low` to `high` gives `rep` (L395–L397). */
export interface RepBand {
  readonly low: number;
  readonly high: number;
  readonly rep: Rep;
}

/** The REP a d6 reads as on a table. */
export function repFor(table: readonly RepBand[], face: number): Rep {
  const band = table.find((b) => face >= b.low && face <= b.high);
  if (!band) throw new Error(`no REP band for ${face}`);
  return band.rep;
}

const rep = (...bands: readonly [number, number, Rep][]): readonly RepBand[] => bands.map(([low, high, r]) => ({ low, high, rep: r }));

/** The SF Leader's own REP roll (L430 note 3). */
export const SF_LEADER_REP = rep([1, 3, 4], [4, 5, 5], [6, 6, 6]);

/** What a list position carries: a weapon, a choice ("M-2 or SMG": the first unless chosen), a possibility, or the VC weapons table. */
export type SlotWeapon =
  | { readonly kind: 'weapon'; readonly weapon: WeaponId }
  | { readonly kind: 'choice'; readonly options: readonly WeaponId[] }
  | { readonly kind: 'chance'; readonly low: number; readonly high: number; readonly weapon: WeaponId; readonly otherwise: WeaponId }
  | { readonly kind: 'vc-table' }
  | { readonly kind: 'none' };

export interface Slot {
  readonly role: Role;
  readonly count: number;
  readonly weapon: SlotWeapon;
  readonly sidearm?: WeaponId;
  /** REP from another row: the SF leader's (L430) or the US Army's for a US advisor (L440 note 3). */
  readonly repFrom?: 'sf-leader' | 'us-army';
  readonly gear?: readonly GearId[];
}

/** A weapon swapped from a month on (or until one), for some roles or all. */
export type Substitution =
  | {
      readonly kind: 'weapon';
      readonly from?: Month;
      readonly until?: Month;
      readonly replace: WeaponId;
      readonly with: WeaponId | 'vc-table';
      readonly roles?: readonly Role[];
      readonly source: string;
    }
  | { readonly kind: 'sidearm'; readonly from?: Month; readonly until?: Month; readonly role: Role; readonly sidearm: WeaponId; readonly source: string };

export const STORE_IDS = ['laws', 'claymores', 'c4', 'satchels'] as const;
export type StoreId = (typeof STORE_IDS)[number];

/** Items a squad carries as a whole (list notes L430, L440, L516): a count, sometimes after a possibility. */
export interface StoreRule {
  readonly store: StoreId;
  readonly count: 'd6' | 'half-d6';
  readonly chance?: { readonly low: number; readonly high: number };
  readonly from?: Month;
  readonly until?: Month;
  readonly source: string;
}

/** A support weapon that may replace one rifle in the platoon (USMC, ARVN pre-1968). */
export interface PlatoonWeaponRule {
  readonly chance: { readonly low: number; readonly high: number };
  readonly options: readonly WeaponId[];
  readonly until?: Month;
  readonly source: string;
}

/** A possibility rolled for each figure in a role. */
export interface FigureChance {
  readonly role: Role;
  readonly low: number;
  readonly high: number;
  readonly gives: { readonly gear: GearId } | { readonly attribute: 'fluent' } | { readonly politicalAppointee: true };
  readonly source: string;
}

export interface ArmyList {
  readonly id: ArmyId;
  readonly side: Side;
  readonly name: string;
  readonly period?: { readonly from?: Month; readonly until?: Month };
  readonly platoonHq: readonly Slot[];
  /** Platoon HQ attachments, present for a mission on a roll (L399) or, for the medic, as L962 says. */
  readonly attachments: readonly Slot[];
  readonly squadsPerPlatoon: { readonly min: number; readonly max: number };
  /** Dice generation: `base` + 1d6 soldiers, never more than paper strength `max` (L404–L412). */
  readonly squadSize: { readonly base: number; readonly max: number };
  readonly rep: readonly RepBand[];
  readonly squad: {
    readonly nco: Slot;
    readonly jrNco: Slot;
    readonly lmg: Slot;
    readonly gl: Slot;
    readonly riflemen: readonly Slot[];
  };
  /** The LMG assistant is a rifleman (L414); Communist weapon-team assistants roll the VC weapons table (L517). */
  readonly assistantWeapon: 'rifleman' | 'vc-table';
  readonly substitutions: readonly Substitution[];
  readonly stores: readonly StoreRule[];
  readonly platoonWeapon?: PlatoonWeaponRule;
  readonly chances: readonly FigureChance[];
  /** Who carries smoke grenades ("All LTs, NCOs and RTOs", L430, L440). */
  readonly smoke: readonly Role[];
  readonly flakJackets: 'issued' | 'optional' | 'none';
  readonly source: string;
  /** Where the columns had to be reassembled, for the GM. */
  readonly reading?: string;
}

const w = (weapon: WeaponId): SlotWeapon => ({ kind: 'weapon', weapon });
const or = (...options: WeaponId[]): SlotWeapon => ({ kind: 'choice', options });
const VC: SlotWeapon = { kind: 'vc-table' };
const NONE: SlotWeapon = { kind: 'none' };
const slot = (role: Role, count: number, weapon: SlotWeapon, extra: Partial<Slot> = {}): Slot => ({ role, count, weapon, ...extra });

const FWF_SMOKE: readonly Role[] = ['platoon-leader', 'platoon-sergeant', 'squad-leader', 'jr-nco', 'rto'];
const PISTOL = 'm1911a1';
const RADIO: readonly GearId[] = ['radio'];
/** FO, FO RTO (note 1: the FO RTO only with an FO; both carry pistols) and the medic. */
const fwfAttachments = (medic: Slot): readonly Slot[] => [
  slot('fo', 1, w(PISTOL)),
  slot('fo-rto', 1, w(PISTOL), { gear: RADIO }),
  medic,
];
const FWF_STORES = (laws: StoreRule | undefined, c4: boolean, source: string): readonly StoreRule[] => [
  ...(laws ? [laws] : []),
  { store: 'claymores', count: 'half-d6', source },
  ...(c4 ? [{ store: 'c4', count: 'd6', source } as const] : []),
];
const laws = (high: number, source: string, from?: Month): StoreRule => ({ store: 'laws', count: 'd6', chance: { low: 1, high }, source, ...(from ? { from } : {}) });

const US_ARMY: ArmyList = {
  id: 'us-army',
  side: 'fwf',
  name: 'US Army infantry',
  platoonHq: [slot('platoon-leader', 1, w('m16')), slot('platoon-sergeant', 1, w('m16')), slot('rto', 1, w('m16'), { gear: RADIO })],
  attachments: fwfAttachments(slot('medic', 1, w(PISTOL))),
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 5, max: 10 },
  rep: rep([1, 3, 3], [4, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, w('m16')),
    jrNco: slot('jr-nco', 2, w('m16')),
    lmg: slot('lmg-gunner', 1, w('m60'), { sidearm: PISTOL }),
    gl: slot('grenadier', 2, w('m79'), { sidearm: PISTOL }),
    riflemen: [slot('rifleman', 4, w('m16'))],
  },
  assistantWeapon: 'rifleman',
  substitutions: [],
  stores: FWF_STORES(laws(3, 'L430'), true, 'L430'),
  chances: [],
  smoke: FWF_SMOKE,
  flakJackets: 'optional',
  source: 'L417–L427, L430',
};

const USMC: ArmyList = {
  id: 'usmc',
  side: 'fwf',
  name: 'USMC infantry',
  platoonHq: [slot('platoon-leader', 1, w('m14')), slot('platoon-sergeant', 1, w('m14')), slot('rto', 1, w('m14'), { gear: RADIO })],
  attachments: [...fwfAttachments(slot('medic', 1, w(PISTOL))), slot('lmg-gunner', 1, w('m60'), { sidearm: PISTOL })],
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 8, max: 14 },
  rep: rep([1, 2, 3], [3, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, w('m14')),
    jrNco: slot('jr-nco', 3, w('m14')),
    lmg: slot('lmg-gunner', 3, w('m14a1'), { sidearm: PISTOL }),
    gl: slot('grenadier', 1, w('m79'), { sidearm: PISTOL }),
    riflemen: [slot('rifleman', 6, w('m14'))],
  },
  assistantWeapon: 'rifleman',
  substitutions: [{ kind: 'weapon', from: MID_1968, replace: 'm14', with: 'm16', source: 'L430' }],
  stores: FWF_STORES(laws(3, 'L430', MID_1968), true, 'L430'),
  platoonWeapon: { chance: { low: 1, high: 2 }, options: ['m20-bazooka', 'rr-90mm'], until: MID_1968, source: 'L430' },
  chances: [],
  smoke: FWF_SMOKE,
  flakJackets: 'issued',
  source: 'L419–L430',
  reading: 'L426 prints "Medic (2) (4)" beside the HQ and L428 a Medic (2) among the attachments: one Corpsman, as an attachment (one medic a platoon, L962).',
};

const CIDG: ArmyList = {
  id: 'cidg',
  side: 'fwf',
  name: 'CIDG with US Special Forces',
  platoonHq: [
    slot('platoon-leader', 1, w('m2-carbine'), { repFrom: 'sf-leader' }),
    slot('rto', 1, w('m2-carbine'), { gear: RADIO }),
    slot('translator', 1, w('m2-carbine')),
    slot('lldb-officer', 1, w('m2-carbine')),
  ],
  attachments: [slot('medic', 1, w(PISTOL))],
  squadsPerPlatoon: { min: 3, max: 4 },
  squadSize: { base: 6, max: 12 },
  rep: rep([1, 3, 3], [4, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, or('m2-carbine', 'thompson')),
    jrNco: slot('jr-nco', 2, or('m2-carbine', 'thompson')),
    lmg: slot('lmg-gunner', 1, w('bar'), { sidearm: PISTOL }),
    gl: slot('grenadier', 1, w('m79'), { sidearm: PISTOL }),
    riflemen: [slot('rifleman', 7, or('m1-garand', 'm2-carbine'))],
  },
  assistantWeapon: 'rifleman',
  substitutions: [
    { kind: 'weapon', from: EARLY_1969, replace: 'm1-garand', with: 'm16', source: 'L430' },
    { kind: 'weapon', from: EARLY_1969, replace: 'm2-carbine', with: 'm16', source: 'L430' },
    { kind: 'weapon', from: EARLY_1969, replace: 'bar', with: 'm60', source: 'L430' },
  ],
  stores: FWF_STORES(laws(2, 'L430'), true, 'L430'),
  chances: [{ role: 'platoon-leader', low: 1, high: 2, gives: { attribute: 'fluent' }, source: 'L430' }],
  smoke: ['platoon-leader', 'rto'],
  flakJackets: 'none',
  source: 'L429–L430',
  reading: 'The SF NCO (note 3) is the de facto platoon leader; the LLDB lieutenant ranks below him.',
};

const ANZAC: ArmyList = {
  id: 'anzac',
  side: 'fwf',
  name: 'ANZAC infantry',
  platoonHq: [
    slot('platoon-leader', 1, w('f1-smg')),
    slot('platoon-sergeant', 1, w('l1a1-slr')),
    slot('rto', 1, w('f1-smg'), { gear: RADIO }),
    slot('runner', 1, w('l1a1-slr')),
  ],
  attachments: fwfAttachments(slot('medic', 1, w(PISTOL))),
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 5, max: 10 },
  rep: rep([1, 3, 3], [4, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, w('f1-smg')),
    jrNco: slot('jr-nco', 1, w('l1a1-slr')),
    lmg: slot('lmg-gunner', 1, w('m60'), { sidearm: PISTOL }),
    gl: slot('grenadier', 1, w('m79'), { sidearm: PISTOL }),
    riflemen: [slot('rifleman', 4, w('l1a1-slr')), slot('rifleman', 1, w('l1a1-slr-auto')), slot('rifleman', 1, w('f1-smg'))],
  },
  assistantWeapon: 'rifleman',
  substitutions: [
    { kind: 'weapon', from: MID_1968, replace: 'l1a1-slr', with: 'm16', source: 'L440' },
    // "most SMGs": the riflemen's, not the leaders'.
    { kind: 'weapon', from: MID_1968, replace: 'f1-smg', with: 'm16', roles: ['rifleman'], source: 'L440' },
  ],
  stores: FWF_STORES(laws(3, 'L440'), true, 'L440'),
  chances: [],
  smoke: FWF_SMOKE,
  flakJackets: 'none',
  source: 'L433–L438, L440',
};

const ARVN_PRE: ArmyList = {
  id: 'arvn-pre-1968',
  side: 'fwf',
  name: 'ARVN infantry (before 1968)',
  period: { until: '1968-01' },
  platoonHq: [
    slot('platoon-leader', 1, w(PISTOL)),
    slot('platoon-sergeant', 1, w('m2-carbine')),
    slot('rto', 1, w(PISTOL), { gear: RADIO }),
    slot('advisor', 1, w('m2-carbine'), { repFrom: 'us-army' }),
  ],
  attachments: fwfAttachments(slot('medic', 1, w(PISTOL))),
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 5, max: 10 },
  rep: rep([1, 4, 3], [5, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, or('m2-carbine', 'thompson')),
    jrNco: slot('jr-nco', 2, or('m2-carbine', 'thompson')),
    lmg: slot('lmg-gunner', 1, or('m60', 'bar'), { sidearm: PISTOL }),
    gl: slot('grenadier', 1, w('m79'), { sidearm: PISTOL }),
    riflemen: [slot('rifleman', 5, or('m1-garand', 'm2-carbine'))],
  },
  assistantWeapon: 'rifleman',
  substitutions: [],
  stores: FWF_STORES(undefined, false, 'L440'),
  platoonWeapon: { chance: { low: 1, high: 2 }, options: ['m20-bazooka'], source: 'L440' },
  chances: [{ role: 'platoon-leader', low: 1, high: 3, gives: { politicalAppointee: true }, source: 'L440' }],
  smoke: FWF_SMOKE,
  flakJackets: 'none',
  source: 'L439–L440',
  reading: 'L439 interleaves the two ARVN columns; the split is the only one that gives each list its own HQ.',
};

const ARVN_POST: ArmyList = {
  id: 'arvn-post-1968',
  side: 'fwf',
  name: 'ARVN infantry (1968 on)',
  period: { from: '1968-01' },
  platoonHq: [
    slot('platoon-leader', 1, or(PISTOL, 'm16')),
    slot('platoon-sergeant', 1, w('m16')),
    slot('rto', 1, w('m16'), { gear: RADIO }),
    slot('advisor', 1, w('m16'), { repFrom: 'us-army' }),
    slot('advisor-rto', 1, w('m16'), { gear: RADIO }),
  ],
  attachments: fwfAttachments(slot('medic', 1, w(PISTOL))),
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 5, max: 10 },
  rep: rep([1, 3, 3], [4, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, w('m16')),
    jrNco: slot('jr-nco', 3, w('m16')),
    lmg: slot('lmg-gunner', 1, w('m60'), { sidearm: PISTOL }),
    gl: slot('grenadier', 1, w('m79'), { sidearm: PISTOL }),
    riflemen: [slot('rifleman', 4, w('m16'))],
  },
  assistantWeapon: 'rifleman',
  substitutions: [],
  stores: FWF_STORES(laws(3, 'L440'), true, 'L440'),
  chances: [{ role: 'platoon-leader', low: 1, high: 3, gives: { politicalAppointee: true }, source: 'L440' }],
  smoke: FWF_SMOKE,
  flakJackets: 'optional',
  source: 'L439–L440',
  reading: 'L439 interleaves the two ARVN columns; the split is the only one that gives each list its own HQ.',
};

const CF_PISTOL = 'tokarev';

const NVA: ArmyList = {
  id: 'nva',
  side: 'cf',
  name: 'North Vietnamese Army',
  platoonHq: [slot('platoon-leader', 1, w('ak-47')), slot('platoon-sergeant', 1, w('ak-47')), slot('rto', 1, w('ak-47'), { gear: RADIO })],
  attachments: [
    slot('fo', 1, w(CF_PISTOL)),
    slot('fo-rto', 1, w(CF_PISTOL), { gear: RADIO }),
    slot('medic', 1, NONE),
    slot('political-officer', 1, w(CF_PISTOL)),
    slot('guide', 1, VC),
  ],
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 6, max: 12 },
  rep: rep([1, 2, 3], [3, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, w('ak-47')),
    jrNco: slot('jr-nco', 1, w('ak-47')),
    lmg: slot('lmg-gunner', 2, w('rpd'), { sidearm: CF_PISTOL }),
    gl: slot('rpg-gunner', 2, or('rpg-2', 'rpg-7')),
    riflemen: [slot('rifleman', 6, or('ak-47', 'sks'))],
  },
  assistantWeapon: 'vc-table',
  substitutions: [
    { kind: 'weapon', from: MID_1968, replace: 'sks', with: 'ak-47', source: 'L516' },
    { kind: 'weapon', from: MID_1968, replace: 'rpg-2', with: 'rpg-7', source: 'L516' },
    { kind: 'sidearm', from: MID_1968, role: 'rpg-gunner', sidearm: 'ak-47', source: 'L516' },
  ],
  stores: [{ store: 'satchels', count: 'd6', source: 'L516' }],
  chances: [{ role: 'squad-leader', low: 1, high: 3, gives: { gear: 'claymore' }, source: 'L516' }],
  smoke: [],
  flakJackets: 'none',
  source: 'L511–L513, L515–L516',
  reading: 'Medics, FOs and the political officer have no printed weapon: medics unarmed (they only defend themselves, L961), the rest a pistol.',
};

const MFVC: ArmyList = {
  id: 'mfvc',
  side: 'cf',
  name: 'Main Force Viet Cong',
  platoonHq: [
    slot('platoon-leader', 1, w('ak-47')),
    slot('platoon-sergeant', 1, w('ak-47')),
    slot('runner', 1, w('ppsh')),
    slot('medic', 1, NONE),
  ],
  attachments: [
    slot('fo', 1, w(CF_PISTOL)),
    slot('fo-rto', 1, w(CF_PISTOL), { gear: RADIO }),
    slot('medic', 1, NONE),
    slot('lmg-gunner', 2, or('rpd', 'dpm'), { sidearm: CF_PISTOL }),
    slot('political-officer', 1, w(CF_PISTOL)),
  ],
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 6, max: 12 },
  rep: rep([1, 3, 3], [4, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, w('ak-47')),
    jrNco: slot('jr-nco', 1, or('ak-47', 'sks')),
    lmg: slot('lmg-gunner', 1, or('rpd', 'dpm'), { sidearm: CF_PISTOL }),
    gl: slot('rpg-gunner', 1, { kind: 'chance', low: 1, high: 2, weapon: 'rpg-7', otherwise: 'rpg-2' }),
    riflemen: [slot('rifleman', 4, w('ak-47')), slot('rifleman', 4, w('sks'))],
  },
  assistantWeapon: 'vc-table',
  // "No AK-47 before mid 1967, only SKS, SMG, BA rifle or other weapons": the VC weapons table (L517 "early MFVC").
  substitutions: [{ kind: 'weapon', until: MID_1967, replace: 'ak-47', with: 'vc-table', source: 'L516–L517' }],
  stores: [{ store: 'satchels', count: 'half-d6', source: 'L516' }],
  chances: [],
  smoke: [],
  flakJackets: 'none',
  source: 'L511–L512, L514–L516',
  reading: 'L514 interleaves the MFVC and LVC columns; the MFVC HQ and attachments each list a medic, kept as printed. The generic "SMG" is a PPsh and "LMG" an RPD (L735).',
};

const LVC: ArmyList = {
  id: 'lvc',
  side: 'cf',
  name: 'Local Viet Cong',
  platoonHq: [slot('platoon-leader', 1, VC), slot('platoon-sergeant', 1, VC), slot('runner', 1, VC)],
  attachments: [slot('medic', 1, NONE), slot('lmg-gunner', 1, or('dpm', 'rpd'), { sidearm: CF_PISTOL }), slot('cadre', 1, VC)],
  squadsPerPlatoon: { min: 3, max: 3 },
  squadSize: { base: 4, max: 9 },
  rep: rep([1, 4, 3], [5, 5, 4], [6, 6, 5]),
  squad: {
    nco: slot('squad-leader', 1, VC),
    jrNco: slot('jr-nco', 2, VC),
    lmg: slot('lmg-gunner', 1, or('dpm', 'rpd'), { sidearm: CF_PISTOL }),
    gl: slot('rpg-gunner', 1, w('rpg-2')),
    riflemen: [slot('rifleman', 8, VC)],
  },
  assistantWeapon: 'vc-table',
  substitutions: [],
  stores: [{ store: 'satchels', count: 'half-d6', chance: { low: 1, high: 3 }, source: 'L516' }],
  chances: [
    { role: 'squad-leader', low: 1, high: 3, gives: { gear: 'satchel-charge' }, source: 'L516' },
    { role: 'squad-leader', low: 1, high: 3, gives: { gear: 'claymore' }, source: 'L516' },
  ],
  smoke: [],
  flakJackets: 'none',
  source: 'L511–L512, L514–L518',
  reading:
    'LVC NCO and Jr. NCO weapons are missing (L514) and the riflemen print "4x AK-47, 4x SKS" like the MFVC column: all LVC weapons come from the VC weapons table (L516–L517); paper strength 9 leaves at most four riflemen.',
};

export const ARMY_LISTS: Readonly<Record<ArmyId, ArmyList>> = {
  'us-army': US_ARMY,
  usmc: USMC,
  cidg: CIDG,
  anzac: ANZAC,
  'arvn-pre-1968': ARVN_PRE,
  'arvn-post-1968': ARVN_POST,
  nva: NVA,
  mfvc: MFVC,
  lvc: LVC,
};

/**
 * The VC weapons table (L517–L518): 1d6 then 1d6, for Local VC, early Main Force VC and the
 * assistants of Communist weapon teams. The extraction has 13 keys and 14 results, one "French
 * MaT-49" too many; the cell 2(3-6) is the house rule `fng.forces.vc-weapons-2`.
 */
export const VC_WEAPONS_TABLE = [
  { first: 1, low: 1, high: 2, weapon: 'm3a1' },
  { first: 1, low: 3, high: 4, weapon: 'mat-49' },
  { first: 1, low: 5, high: 6, weapon: 'thompson' },
  { first: 2, low: 1, high: 2, weapon: 'mat-49' },
  { first: 2, low: 3, high: 6, weapon: 'ppsh' },
  // "BA Rifle": the Mosin-Nagant, the Local VC's usual bolt-action rifle (L742).
  { first: 3, low: 1, high: 4, weapon: 'mosin-nagant' },
  { first: 3, low: 5, high: 6, weapon: 'm1-carbine' },
  { first: 4, low: 1, high: 2, weapon: 'm2-carbine' },
  { first: 4, low: 3, high: 4, weapon: 'm1-garand' },
  { first: 4, low: 5, high: 6, weapon: 'sks' },
  { first: 5, low: 1, high: 6, weapon: 'ak-47' },
  { first: 6, low: 1, high: 4, weapon: 'ak-47' },
  { first: 6, low: 5, high: 6, weapon: 'm16' },
] as const satisfies readonly { first: number; low: number; high: number; weapon: WeaponId }[];

/** The two readings of the VC weapons cell 2(3-6). */
export const VC_WEAPONS_2_READINGS = ['ppsh', 'mat-49'] as const;
export type VcWeapons2Reading = (typeof VC_WEAPONS_2_READINGS)[number];

/** The weapon a d66 score (11–66) gives on the VC weapons table, with the campaign's reading of 2(3-6). */
export function vcWeaponFor(score: number, cell2: VcWeapons2Reading): WeaponId {
  const first = Math.floor(score / 10);
  const second = score % 10;
  const row = VC_WEAPONS_TABLE.find((r) => r.first === first && second >= r.low && second <= r.high);
  if (!row) throw new Error(`no VC weapon for ${score}`);
  return row.first === 2 && row.low === 3 ? cell2 : row.weapon;
}
