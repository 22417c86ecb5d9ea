import type { HouseRuleParam, HouseRules } from '../../../../core/house-rules.js';

/**
 * Every weapon of the FNG army lists as data (FNG 2nd Tour p.11 FWF, p.13 Communist, seed L442–L563;
 * descriptions p.25–30, L725–L791; digest §6.6). Range in inches; Targets is the Target Rating (dice
 * rolled, and inches of spread, L734) or a blast area; Impact is the Combat Damage number; APR pierces
 * armour and structures (L790).
 *
 * The two weapon pages are among the worst-scrambled parts of the extraction. Each weapon names the
 * seed lines its numbers come from and how sure the reading is; every cell read from orphaned or
 * ambiguous numbers is listed in `uncertain` and becomes a house rule (`fng.weapon.<id>.<stat>`) a GM
 * can correct from the printed book.
 */

export type WeaponClass =
  | 'pistol'
  | 'smg'
  | 'carbine-sf'
  | 'carbine-sa'
  | 'rifle-sa'
  | 'rifle-ba'
  | 'rifle-sf'
  | 'shotgun'
  | 'lmg'
  | 'mmg'
  | 'hmg'
  | 'grenade'
  | 'grenade-launcher'
  | 'rifle-grenade'
  | 'demolition'
  | 'plastic-explosive'
  | 'claymore'
  | 'anti-tank'
  | 'flame-thrower';

/** Outgunned Ranking by weapon type (L794–L805, QRS L2493–L2504): a higher OR firing outguns a lower one. */
export type OutgunnedRanking = 0 | 1 | 2 | 3 | 4 | 5;

export const OUTGUNNED_RANKING: Readonly<Record<WeaponClass, OutgunnedRanking>> = {
  'flame-thrower': 5,
  grenade: 5,
  'grenade-launcher': 5,
  'rifle-grenade': 5,
  demolition: 5,
  // C-4 is one of the "similar devices" of the satchel and demolition charge class (L782).
  'plastic-explosive': 5,
  'anti-tank': 5,
  hmg: 4,
  mmg: 4,
  lmg: 4,
  'rifle-sf': 3,
  'carbine-sf': 3,
  smg: 3,
  shotgun: 3,
  'rifle-sa': 2,
  'carbine-sa': 2,
  // L805 puts every weapon it does not name at 1: pistols, bolt-action rifles and the Claymore.
  pistol: 1,
  'rifle-ba': 1,
  claymore: 1,
};

/** A blast area in place of a Target Rating. */
export type BlastArea =
  | { readonly shape: 'circle'; readonly diameter: number }
  /** The Claymore's fan: 1" wide at the mine, 8" deep, 8" wide at its far end (L783). */
  | { readonly shape: 'wedge'; readonly front: number; readonly depth: number; readonly far: number }
  /** The flame-thrower's 3" wide path (L785). */
  | { readonly shape: 'path'; readonly width: number };

export type WeaponTargets =
  | { readonly kind: 'tr'; readonly tr: number; readonly trAlt?: number }
  | { readonly kind: 'area'; readonly area: BlastArea };

/** A weapon's rules beyond its numbers, each with the seed lines that give it. */
export type WeaponSpecial =
  /** A crew to carry and serve it; `setup` says how it is set up (L748, L755–L762). */
  | { readonly kind: 'crew'; readonly size: number; readonly setup: 'prone' | 'full-activation' }
  /** A dedicated loader: out of ammo only on three or more ones (L791). */
  | { readonly kind: 'dedicated-loader' }
  /** Jams on 1d6 in this range each time it fires (Communist BAR, L559). */
  | { readonly kind: 'jam'; readonly low: number; readonly high: number }
  /** Dud on 1d6 in this range, thrown or launched (L563; the firefight's house rule decides whose). */
  | { readonly kind: 'dud'; readonly low: number; readonly high: number }
  /** Back blast behind the firer, hitting anyone within 1" of the line (L490, L551, L763, L770, L783). */
  | { readonly kind: 'back-blast'; readonly length: number; readonly impact: number; readonly recoilless: boolean }
  /** One shot, thrown away after (LAW, L490 note 4). */
  | { readonly kind: 'disposable' }
  /** Must pass Ready the Grenade before use (LAW L772, satchel L782, C-4 L784, rifle grenades L857). */
  | { readonly kind: 'ready-first' }
  /** Must pass Ready the Grenade before every shot (M203, L780). */
  | { readonly kind: 'ready-each-shot' }
  /** Fires once per turn (GL L780–L781, RPG L772); the bazooka only every other turn with one man (L770). */
  | { readonly kind: 'once-per-turn'; readonly shortHandedEveryOtherTurn?: boolean }
  /** A Grenadier may also fire it in reaction (L780). */
  | { readonly kind: 'grenadier-reaction' }
  /** Another round it can fire instead (M-79 buckshot, L450–L452). */
  | { readonly kind: 'alternate-round'; readonly weapon: WeaponId }
  /** Timer of `min`–`max` turns set when active (demolition and satchel charges, L501, L520). */
  | { readonly kind: 'timer'; readonly min: number; readonly max: number }
  /** A full turn to rig, goes off in `min`–`max` turns, never thrown (C-4, L784, L788). */
  | { readonly kind: 'rigged'; readonly min: number; readonly max: number }
  /** Impact and APR per block used, blocks adding up (C-4, L454, L784). */
  | { readonly kind: 'per-block' }
  /** Set up in one uninterrupted turn facing one way, set off from up to `range` away, hits friend and foe (L783). */
  | { readonly kind: 'command-detonated'; readonly range: number }
  /** Range with a sniper scope (L502, L552). */
  | { readonly kind: 'scoped-range'; readonly range: number }
  /** −1 to hit beyond `beyond` inches (SKS, L552 note 2). */
  | { readonly kind: 'long-range-penalty'; readonly beyond: number; readonly toHit: number }
  /** Within 3": one target, best of 2d6; beyond: up to two targets, best two of 4d6 (L494, L744–L745). */
  | { readonly kind: 'shotgun' }
  /** Target Rating 1 against vehicles and buildings (AT note 1, L493, L546). */
  | { readonly kind: 'tr-1-vs-vehicles-and-buildings' }
  /** Not fired inside a bunker or building, nor with a figure behind it (L768). */
  | { readonly kind: 'no-confined-firing' }
  /** Jeep, APC or static mount only (L490 note 2). */
  | { readonly kind: 'mounted-only' }
  /** Six turns to take down or set up; 1d6 HEAT and 1d6 HE rounds (107mm, L549). */
  | { readonly kind: 'slow-setup'; readonly turns: number }
  /** Leaves burning ground for the battle; a Ranged Combat die of 1 leaves one shot (L782, L785). */
  | { readonly kind: 'flame' };

/** How the reading of a weapon's numbers was made: as printed, forced by counts, or a tentative reading. */
export type WeaponConfidence = 'clean' | 'reconstructed' | 'uncertain';
export type WeaponStat = 'range' | 'tr' | 'impact';

export interface Weapon {
  readonly id: WeaponId;
  readonly name: string;
  readonly class: WeaponClass;
  readonly sides: readonly ('fwf' | 'cf')[];
  readonly range: number;
  /** Printed minimum range (GL and RPG columns, L452, L548). */
  readonly minRange?: number;
  readonly targets: WeaponTargets;
  readonly impact: number;
  readonly apr?: number;
  readonly specials: readonly WeaponSpecial[];
  readonly confidence: WeaponConfidence;
  /** Cells read from scrambled columns: each one is a house rule. */
  readonly uncertain: readonly WeaponStat[];
  readonly source: string;
}

export const WEAPON_IDS = [
  'm1911a1',
  'f1-smg',
  'l3a1-sterling',
  'm3a1',
  'thompson',
  'm2-carbine',
  'm1-garand',
  'l1a1-slr',
  'm14',
  'springfield',
  'l1a1-slr-auto',
  'm14a1',
  'm16',
  'bar',
  'remington-shotgun',
  'm60',
  'm1917',
  'm2hb',
  'grenade',
  'm79',
  'm203',
  'gl-buckshot',
  'rifle-grenade',
  'demolition-charge',
  'claymore',
  'c4',
  'm20-bazooka',
  'm72-law',
  'rr-57mm',
  'rr-90mm',
  'rr-106mm',
  'flame-thrower',
  'tokarev',
  'mat-49',
  'ppsh',
  'm1-carbine',
  'sks',
  'mosin-nagant',
  'ak-47',
  'dpm',
  'rpd',
  'bar-cf',
  'dshk',
  'rpg-2',
  'rpg-7',
  'rg-82mm',
  'rr-107mm',
  'satchel-charge',
] as const;
export type WeaponId = (typeof WEAPON_IDS)[number];

export function isWeaponId(x: string): x is WeaponId {
  return (WEAPON_IDS as readonly string[]).includes(x);
}

const FWF = ['fwf'] as const;
const CF = ['cf'] as const;
const BOTH = ['fwf', 'cf'] as const;

const tr = (n: number, alt?: number): WeaponTargets => (alt === undefined ? { kind: 'tr', tr: n } : { kind: 'tr', tr: n, trAlt: alt });
const circle = (diameter: number): WeaponTargets => ({ kind: 'area', area: { shape: 'circle', diameter } });

const LMG_CREW: WeaponSpecial = { kind: 'crew', size: 2, setup: 'prone' };
const HEAVY_CREW: WeaponSpecial = { kind: 'crew', size: 3, setup: 'full-activation' };
const ONE_MAN_AUTO: WeaponSpecial = { kind: 'crew', size: 1, setup: 'prone' };
const LOADER: WeaponSpecial = { kind: 'dedicated-loader' };
const DUD: WeaponSpecial = { kind: 'dud', low: 1, high: 2 };
const AT: readonly WeaponSpecial[] = [{ kind: 'tr-1-vs-vehicles-and-buildings' }, { kind: 'no-confined-firing' }];
const ROCKET_BLAST: WeaponSpecial = { kind: 'back-blast', length: 6, impact: 2, recoilless: false };
// The table footnote's 6"/Impact 2 (L490, L551); the house rule fng.rr.backblast can make it 8"/3 (L763).
const RR_BLAST: WeaponSpecial = { kind: 'back-blast', length: 6, impact: 2, recoilless: true };

const list: readonly Weapon[] = [
  // FWF small arms, p.11. L443–L448 give four value blocks for the pistol, the medium SMGs, the large
  // SMGs and the carbine; the medium block has three columns for two names, so SMG range and TR are
  // uncertain (the third column, 18/4/1, is unassigned).
  { id: 'm1911a1', name: 'M-1911A1 .45 pistol', class: 'pistol', sides: FWF, range: 12, targets: tr(2), impact: 2, specials: [], confidence: 'clean', uncertain: [], source: 'L442–L445' },
  { id: 'f1-smg', name: 'F-1 9mm SMG', class: 'smg', sides: FWF, range: 18, targets: tr(3), impact: 1, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr'], source: 'L442–L445' },
  { id: 'l3a1-sterling', name: 'L3A1 Sterling 9mm SMG', class: 'smg', sides: FWF, range: 20, targets: tr(4), impact: 1, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr'], source: 'L442–L445' },
  { id: 'm3a1', name: "M-3A1 'Grease Gun' SMG", class: 'smg', sides: BOTH, range: 20, targets: tr(3), impact: 2, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr'], source: 'L442–L445, L518' },
  { id: 'thompson', name: 'M-1 Thompson SMG', class: 'smg', sides: BOTH, range: 24, targets: tr(4), impact: 2, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr'], source: 'L442–L445, L518, L735' },
  // FWF prints 24/4/1 (L446–L448); the Communist page prints Targets "2/4" (L526, L528).
  { id: 'm2-carbine', name: 'M-2 select-fire carbine .30', class: 'carbine-sf', sides: BOTH, range: 24, targets: tr(4, 2), impact: 1, specials: [], confidence: 'reconstructed', uncertain: [], source: 'L442, L446–L448, L521, L526, L528' },
  // Rifle Targets/Impact survive only as orphan numbers (L455–L469). Read in column order: the
  // semi-automatic rifles 2/3 each (as the SKS, L533), the select-fire rifles 3/3 except one 4/2 —
  // the only Impact 2 rifle, which the worked example L851 makes the M-16.
  { id: 'm1-garand', name: 'M-1 Garand .30', class: 'rifle-sa', sides: BOTH, range: 48, targets: tr(2), impact: 3, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr', 'impact'], source: 'L442, L455–L457, L518' },
  { id: 'l1a1-slr', name: 'L1A1 SLR 7.62mm', class: 'rifle-sa', sides: FWF, range: 48, targets: tr(2), impact: 3, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr', 'impact'], source: 'L442, L459–L460' },
  { id: 'm14', name: 'M-14 7.62mm', class: 'rifle-sa', sides: FWF, range: 48, targets: tr(2), impact: 3, specials: [], confidence: 'uncertain', uncertain: ['tr', 'impact'], source: 'L506, L459–L463' },
  // No cells survive for the Springfield: Targets and Impact as the Communist bolt-action rifle (L547).
  { id: 'springfield', name: 'Springfield .30 bolt-action rifle', class: 'rifle-ba', sides: FWF, range: 48, targets: tr(1), impact: 3, specials: [{ kind: 'scoped-range', range: 60 }], confidence: 'uncertain', uncertain: ['tr', 'impact'], source: 'L506, L502' },
  { id: 'l1a1-slr-auto', name: 'L1A1 SLR Auto 7.62mm', class: 'rifle-sf', sides: FWF, range: 48, targets: tr(3), impact: 3, specials: [], confidence: 'uncertain', uncertain: ['tr', 'impact'], source: 'L506, L461–L463' },
  { id: 'm14a1', name: 'M-14a1 7.62mm', class: 'rifle-sf', sides: FWF, range: 48, targets: tr(3), impact: 3, specials: [ONE_MAN_AUTO], confidence: 'uncertain', uncertain: ['range', 'tr', 'impact'], source: 'L506, L464–L466, L762, L791' },
  { id: 'm16', name: 'M-16 / M-16A1 5.56mm', class: 'rifle-sf', sides: BOTH, range: 48, targets: tr(4), impact: 2, specials: [], confidence: 'uncertain', uncertain: ['range', 'tr'], source: 'L506, L464–L466, L834, L851, L518' },
  { id: 'bar', name: 'BAR .30', class: 'rifle-sf', sides: FWF, range: 48, targets: tr(3), impact: 3, specials: [ONE_MAN_AUTO], confidence: 'uncertain', uncertain: ['range', 'tr'], source: 'L506, L467–L469, L762, L791' },
  { id: 'remington-shotgun', name: 'Remington 12 gauge combat shotgun', class: 'shotgun', sides: FWF, range: 12, targets: tr(2), impact: 2, specials: [{ kind: 'shotgun' }], confidence: 'reconstructed', uncertain: [], source: 'L470–L471, L494, L744–L745' },
  // FWF machine guns (L491–L508) [clean].
  { id: 'm60', name: 'M-60 7.62mm LMG', class: 'lmg', sides: FWF, range: 48, targets: tr(5), impact: 3, specials: [LMG_CREW, LOADER], confidence: 'clean', uncertain: [], source: 'L491, L495, L503, L508, L762' },
  { id: 'm1917', name: 'M1917 .30 MMG', class: 'mmg', sides: BOTH, range: 48, targets: tr(5), impact: 3, specials: [HEAVY_CREW, LOADER], confidence: 'clean', uncertain: [], source: 'L491, L495, L503, L508, L554–L557, L760' },
  { id: 'm2hb', name: '.50 M2HB HMG', class: 'hmg', sides: FWF, range: 60, targets: tr(4), impact: 5, apr: 2, specials: [HEAVY_CREW, LOADER], confidence: 'clean', uncertain: [], source: 'L491, L495, L503, L508, L760' },
  // Grenades and other weapons (FWF L450–L504, Communist L560–L563): the grenade is one weapon for both sides.
  { id: 'grenade', name: 'Hand grenade', class: 'grenade', sides: BOTH, range: 6, targets: circle(5), impact: 2, specials: [DUD], confidence: 'clean', uncertain: [], source: 'L450, L500, L504, L561–L563, L776' },
  // "12" min. ... 36" max." (L452): which number is which is uncertain.
  { id: 'm79', name: 'M-79 grenade launcher (HE)', class: 'grenade-launcher', sides: FWF, range: 36, minRange: 12, targets: circle(5), impact: 2, specials: [{ kind: 'once-per-turn' }, { kind: 'grenadier-reaction' }, { kind: 'alternate-round', weapon: 'gl-buckshot' }, DUD], confidence: 'reconstructed', uncertain: ['range'], source: 'L450–L452, L498, L780–L781' },
  { id: 'm203', name: 'M203 grenade launcher (HE)', class: 'grenade-launcher', sides: FWF, range: 36, minRange: 12, targets: circle(5), impact: 2, specials: [{ kind: 'once-per-turn' }, { kind: 'grenadier-reaction' }, { kind: 'ready-each-shot' }, { kind: 'alternate-round', weapon: 'gl-buckshot' }, DUD], confidence: 'reconstructed', uncertain: ['range'], source: 'L450–L452, L498, L780' },
  { id: 'gl-buckshot', name: 'Grenade launcher buckshot round', class: 'grenade-launcher', sides: FWF, range: 12, targets: tr(3), impact: 1, specials: [{ kind: 'once-per-turn' }], confidence: 'reconstructed', uncertain: [], source: 'L450–L452, L499' },
  { id: 'rifle-grenade', name: 'Rifle-launched grenade', class: 'rifle-grenade', sides: BOTH, range: 20, targets: circle(5), impact: 2, specials: [{ kind: 'ready-first' }, DUD], confidence: 'reconstructed', uncertain: [], source: 'L775, L857' },
  { id: 'demolition-charge', name: 'Demolition charge', class: 'demolition', sides: FWF, range: 3, targets: circle(5), impact: 4, apr: 5, specials: [{ kind: 'timer', min: 0, max: 3 }, { kind: 'ready-first' }], confidence: 'reconstructed', uncertain: [], source: 'L450–L452, L472, L501, L782' },
  { id: 'claymore', name: 'Claymore CDM', class: 'claymore', sides: BOTH, range: 0, targets: { kind: 'area', area: { shape: 'wedge', front: 1, depth: 8, far: 8 } }, impact: 3, specials: [{ kind: 'command-detonated', range: 12 }, { kind: 'back-blast', length: 4, impact: 2, recoilless: false }], confidence: 'clean', uncertain: [], source: 'L450–L452, L472, L561–L562, L783' },
  { id: 'c4', name: 'C-4 plastic explosive (per 1 kg block)', class: 'plastic-explosive', sides: FWF, range: 0, targets: circle(5), impact: 2, apr: 2, specials: [{ kind: 'per-block' }, { kind: 'rigged', min: 1, max: 4 }, { kind: 'ready-first' }], confidence: 'reconstructed', uncertain: [], source: 'L450–L454, L472, L784, L788' },
  // FWF anti-tank weapons (L473–L490) [reconstructed].
  { id: 'm20-bazooka', name: 'M-20 3.5" rocket launcher', class: 'anti-tank', sides: FWF, range: 30, targets: circle(4), impact: 2, apr: 7, specials: [...AT, ROCKET_BLAST, { kind: 'crew', size: 2, setup: 'prone' }, { kind: 'once-per-turn', shortHandedEveryOtherTurn: true }], confidence: 'reconstructed', uncertain: [], source: 'L473–L476, L490, L770' },
  { id: 'm72-law', name: 'M-72 LAW', class: 'anti-tank', sides: FWF, range: 24, targets: circle(4), impact: 2, apr: 5, specials: [...AT, ROCKET_BLAST, { kind: 'disposable' }, { kind: 'ready-first' }], confidence: 'reconstructed', uncertain: [], source: 'L473, L477–L479, L490, L772' },
  { id: 'rr-57mm', name: '57mm recoilless rifle', class: 'anti-tank', sides: BOTH, range: 48, targets: circle(5), impact: 2, apr: 5, specials: [...AT, RR_BLAST], confidence: 'reconstructed', uncertain: [], source: 'L480–L483, L529, L544–L545, L548, L763' },
  { id: 'rr-90mm', name: '90mm recoilless rifle', class: 'anti-tank', sides: FWF, range: 48, targets: circle(8), impact: 3, apr: 8, specials: [...AT, RR_BLAST], confidence: 'reconstructed', uncertain: [], source: 'L480, L484–L486, L763' },
  { id: 'rr-106mm', name: '106mm recoilless rifle', class: 'anti-tank', sides: FWF, range: 60, targets: circle(10), impact: 4, apr: 9, specials: [...AT, RR_BLAST, { kind: 'mounted-only' }], confidence: 'reconstructed', uncertain: [], source: 'L480, L487–L490, L763' },
  { id: 'flame-thrower', name: 'Flame-thrower', class: 'flame-thrower', sides: BOTH, range: 12, targets: { kind: 'area', area: { shape: 'path', width: 3 } }, impact: 5, apr: 5, specials: [{ kind: 'flame' }], confidence: 'clean', uncertain: [], source: 'L782, L785' },
  // Communist small arms, p.13 (L521–L552).
  { id: 'tokarev', name: 'Tokarev TT-30 7.62mm pistol', class: 'pistol', sides: CF, range: 12, targets: tr(2), impact: 1, specials: [], confidence: 'reconstructed', uncertain: [], source: 'L521–L522' },
  { id: 'mat-49', name: 'MaT-49 9mm SMG', class: 'smg', sides: CF, range: 24, targets: tr(3), impact: 1, specials: [], confidence: 'reconstructed', uncertain: [], source: 'L521–L522' },
  { id: 'ppsh', name: 'PPsh 41/43 SMG', class: 'smg', sides: CF, range: 24, targets: tr(4), impact: 1, specials: [], confidence: 'reconstructed', uncertain: [], source: 'L521–L522' },
  { id: 'm1-carbine', name: 'M-1 semi-automatic carbine', class: 'carbine-sa', sides: CF, range: 24, targets: tr(2), impact: 1, specials: [], confidence: 'uncertain', uncertain: ['tr', 'impact'], source: 'L521, L530, L532' },
  { id: 'sks', name: 'SKS 7.62mm', class: 'rifle-sa', sides: CF, range: 48, targets: tr(2), impact: 3, specials: [{ kind: 'long-range-penalty', beyond: 30, toHit: -1 }], confidence: 'uncertain', uncertain: ['tr', 'impact'], source: 'L521, L533, L552' },
  { id: 'mosin-nagant', name: 'Mosin-Nagant 7.62mm bolt-action rifle', class: 'rifle-ba', sides: CF, range: 48, targets: tr(1), impact: 3, specials: [{ kind: 'scoped-range', range: 60 }], confidence: 'uncertain', uncertain: ['tr', 'impact'], source: 'L521, L547, L552' },
  { id: 'ak-47', name: 'AK-47 / Type-56 7.62mm', class: 'rifle-sf', sides: CF, range: 48, targets: tr(3, 2), impact: 3, specials: [], confidence: 'uncertain', uncertain: ['tr'], source: 'L521, L547, L550, L851, L1875' },
  // Communist machine guns (L554–L559) [clean except the BAR's Targets "2/3"].
  { id: 'dpm', name: 'DPM (Type-53) LMG', class: 'lmg', sides: CF, range: 48, targets: tr(4), impact: 3, specials: [LMG_CREW, LOADER], confidence: 'clean', uncertain: [], source: 'L554–L557' },
  { id: 'rpd', name: 'RPD (Type-56) LMG', class: 'lmg', sides: CF, range: 48, targets: tr(5), impact: 3, specials: [LMG_CREW, LOADER], confidence: 'clean', uncertain: [], source: 'L554–L557' },
  { id: 'bar-cf', name: 'BAR .30 (Communist list)', class: 'rifle-sf', sides: CF, range: 48, targets: tr(3, 2), impact: 3, specials: [ONE_MAN_AUTO, { kind: 'jam', low: 1, high: 1 }], confidence: 'reconstructed', uncertain: [], source: 'L554–L557, L559' },
  { id: 'dshk', name: 'DShK-46 12.7mm HMG', class: 'hmg', sides: CF, range: 60, targets: tr(4), impact: 5, apr: 2, specials: [HEAVY_CREW, LOADER], confidence: 'clean', uncertain: [], source: 'L554–L557' },
  // Communist anti-tank weapons (L523–L552): five names, value blocks and ranges interleaved.
  { id: 'rpg-2', name: 'RPG-2 (B-40)', class: 'anti-tank', sides: CF, range: 24, minRange: 12, targets: circle(4), impact: 2, apr: 7, specials: [...AT, ROCKET_BLAST, { kind: 'once-per-turn' }], confidence: 'uncertain', uncertain: ['range'], source: 'L527, L534–L535, L548, L551, L772' },
  { id: 'rpg-7', name: 'RPG-7 (B-41)', class: 'anti-tank', sides: CF, range: 48, minRange: 12, targets: circle(5), impact: 3, apr: 8, specials: [...AT, ROCKET_BLAST, { kind: 'once-per-turn' }], confidence: 'uncertain', uncertain: ['range'], source: 'L525, L536–L537, L548, L551, L772' },
  { id: 'rg-82mm', name: '82mm recoilless gun', class: 'anti-tank', sides: CF, range: 48, targets: circle(4), impact: 3, apr: 8, specials: [...AT, RR_BLAST], confidence: 'uncertain', uncertain: ['range'], source: 'L531, L538–L540, L765' },
  { id: 'rr-107mm', name: '107mm recoilless rifle', class: 'anti-tank', sides: CF, range: 60, targets: circle(8), impact: 4, apr: 8, specials: [...AT, RR_BLAST, { kind: 'slow-setup', turns: 6 }], confidence: 'uncertain', uncertain: ['range'], source: 'L531, L541–L543, L549, L767' },
  { id: 'satchel-charge', name: 'Satchel charge', class: 'demolition', sides: CF, range: 3, targets: circle(1), impact: 5, apr: 5, specials: [{ kind: 'timer', min: 0, max: 3 }, { kind: 'ready-first' }], confidence: 'reconstructed', uncertain: [], source: 'L520, L560–L562, L782, L784' },
];

/** The weapons table as printed (with this project's readings of the scrambled cells). */
export const WEAPONS: Readonly<Record<WeaponId, Weapon>> = Object.fromEntries(list.map((w) => [w.id, w])) as Record<WeaponId, Weapon>;

/** The weapon's Outgunned Ranking (L805). */
export function outgunnedRanking(weapon: Weapon): OutgunnedRanking {
  return OUTGUNNED_RANKING[weapon.class];
}

/** Melee weapons and their d6 on the Melee Combat Table (L894–L896, QRS L2511). */
export const MELEE_WEAPONS = {
  unarmed: -1,
  improvised: 0,
  knife: 1,
  'rifle-bayonet': 2,
} as const;
export type MeleeWeaponId = keyof typeof MELEE_WEAPONS;

export function isMeleeWeaponId(x: string): x is MeleeWeaponId {
  return Object.hasOwn(MELEE_WEAPONS, x);
}

/** What the second figure of "2/3", "2/4" Targets means is never printed (L526, L547, L556). */
export const SELECT_FIRE_READINGS = ['higher', 'lower'] as const;
export type SelectFireReading = (typeof SELECT_FIRE_READINGS)[number];

/**
 * Recoilless rifles' back blast, house rule `fng.rr.backblast` (listed once, with the firefight's
 * readings): the weapon description (L763, 8" Impact 3) or the tables' note (L490, L551, 6" Impact 2).
 */
export const RR_BACK_BLASTS = ['8-impact-3', '6-impact-2'] as const;
export type RrBackBlast = (typeof RR_BACK_BLASTS)[number];

const STAT_DOMAIN: Readonly<Record<WeaponStat, { readonly min: number; readonly max: number; readonly label: string }>> = {
  range: { min: 1, max: 96, label: 'range in inches' },
  tr: { min: 1, max: 10, label: 'Target Rating' },
  impact: { min: 1, max: 10, label: 'Impact' },
};

/** The house-rule key of one uncertain weapon cell. */
export function weaponStatKey(id: WeaponId, stat: WeaponStat): string {
  return `fng.weapon.${id}.${stat}`;
}

const statValue = (w: Weapon, stat: WeaponStat): number => {
  if (stat === 'range') return w.range;
  if (stat === 'impact') return w.impact;
  if (w.targets.kind !== 'tr') throw new Error(`${w.id} has no Target Rating`);
  return w.targets.tr;
};

/** One house rule per uncertain cell of the weapons table, its default the value in `WEAPONS`. */
export function weaponHouseRules(): HouseRuleParam[] {
  return list.flatMap((w) =>
    w.uncertain.map((stat): HouseRuleParam => {
      const d = STAT_DOMAIN[stat];
      return {
        key: weaponStatKey(w.id, stat),
        type: 'integer',
        default: statValue(w, stat),
        min: d.min,
        max: d.max,
        description: `${w.name}: ${d.label}`,
        confidence: 'C',
        source: `seed ${w.source}; digest §6.6`,
      };
    }),
  );
}

export interface WeaponReadings {
  /** `fng.weapons.select-fire`: which figure of an "x/y" Target cell is the Target Rating. */
  readonly selectFire: SelectFireReading;
  /** `fng.rr.backblast`. */
  readonly rrBackBlast: RrBackBlast;
}

/**
 * The weapons table in force for a campaign: every uncertain cell as the campaign's house rules
 * resolve it, "x/y" Targets read as chosen, and recoilless back blast per `fng.rr.backblast`.
 */
export function resolveWeapons(rules: HouseRules, readings: WeaponReadings): Readonly<Record<WeaponId, Weapon>> {
  const blast = readings.rrBackBlast === '8-impact-3' ? { length: 8, impact: 3 } : { length: 6, impact: 2 };
  const out = {} as Record<WeaponId, Weapon>;
  for (const w of list) {
    const value = (stat: WeaponStat): number => {
      if (!w.uncertain.includes(stat)) return statValue(w, stat);
      const v = rules(weaponStatKey(w.id, stat));
      if (typeof v !== 'number') throw new Error(`house rule ${weaponStatKey(w.id, stat)} is not an integer`);
      return v;
    };
    let targets = w.targets;
    if (targets.kind === 'tr') {
      const printed = value('tr');
      const chosen = readings.selectFire === 'lower' && targets.trAlt !== undefined ? Math.min(printed, targets.trAlt) : printed;
      targets = targets.trAlt === undefined ? { kind: 'tr', tr: chosen } : { kind: 'tr', tr: chosen, trAlt: targets.trAlt };
    }
    const specials = w.specials.map((s) => (s.kind === 'back-blast' && s.recoilless ? { ...s, ...blast } : s));
    out[w.id] = { ...w, range: value('range'), impact: value('impact'), targets, specials };
  }
  return out;
}
