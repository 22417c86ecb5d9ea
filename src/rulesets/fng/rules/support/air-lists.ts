import type { AircraftId } from './tac-air.js';
import type { HelicopterId } from './helicopters.js';

/**
 * The FWF helicopter and aircraft lists (FNG 2nd Tour p.108–109, seed L2352–L2395) as data: a data table,
 * long because the lists are; `helicopterStats` reads one entry.
 */

/**
 * How far a list entry can be trusted. The Damage Points in brackets after each name read cleanly;
 * crews mostly do; the weapon columns (central / left / right) and the passenger column are
 * interleaved line by line in the extraction, so every weapon fit is our best reading ('C') and
 * should be re-keyed from a clean copy before the bot arms aircraft by itself.
 */
export interface ListEntryConfidence {
  readonly dp: 'clean' | 'B';
  readonly weapons: 'B' | 'C';
  readonly passengers: 'clean' | 'B' | 'C';
}

export interface HelicopterStats {
  readonly id: HelicopterId;
  readonly name: string;
  readonly dp: number;
  readonly crew: readonly string[];
  readonly passengers: number;
  /** Footnotes 2 and 3: capacity by AO and for lighter ARVN troops. */
  readonly capacity?: { readonly coastal: number; readonly coastalArvn: number; readonly highlands: number; readonly highlandsArvn: number };
  /** Footnote 4 or 6: carrying passengers costs the pilot −1 REP on piloting. */
  readonly overburdened?: boolean;
  readonly weapons: { readonly central: readonly string[]; readonly left: readonly string[]; readonly right: readonly string[] };
  readonly confidence: ListEntryConfidence;
  readonly note?: string;
}

const GARBLED = { dp: 'clean', weapons: 'C', passengers: 'B' } as const;

/** FWF Helicopters (p.108, L2352–L2373, footnotes L2395). */
export const FWF_HELICOPTERS: readonly HelicopterStats[] = [
  {
    id: 'ah-1g-cobra',
    name: 'AH-1G Cobra gunship',
    dp: 7,
    crew: ['pilot', 'gunner'],
    passengers: 0,
    weapons: {
      central: ['chin turret (1-3): 2x LMG', 'chin turret (4-6): 1x LMG + 1x 40mm auto grenade launcher'],
      left: ['1x RHMG fixed forward', '1x rocket launcher'],
      right: ['1x RHMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
    note: 'The list prints "(1-3) 2x HMG" for the turret; the chin-turret rule (L2019) allows one LMG, two LMGs, or an LMG and a 40mm launcher, which we follow.',
  },
  {
    id: 'uh-1-slick',
    name: 'UH-1D/H Huey "Slick" transport',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 8,
    capacity: { coastal: 8, coastalArvn: 10, highlands: 6, highlandsArvn: 8 },
    weapons: { central: [], left: ['M-60 door gun'], right: ['M-60 door gun'] },
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
  },
  {
    id: 'uh-34d-seahorse',
    name: 'UH-34D Seahorse "HUS" transport',
    dp: 7,
    crew: ['pilot', 'co-pilot', 'door gunner'],
    passengers: 12,
    capacity: { coastal: 12, coastalArvn: 16, highlands: 10, highlandsArvn: 12 },
    weapons: { central: [], left: [], right: ['M-60 door gun'] },
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'A single exit door, on the right (footnote 3); USMC until the end of 1968.',
  },
  {
    id: 'uh-1c-frog',
    name: 'UH-1C Huey "Frog" gunship',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 2,
    overburdened: true,
    weapons: {
      central: [],
      left: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
      right: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
  },
  {
    id: 'uh-1b-hog',
    name: 'UH-1B Huey "Hog" gunship',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 2,
    overburdened: true,
    weapons: { central: [], left: ['M-60 door gun', '2x rocket launcher'], right: ['M-60 door gun', '2x rocket launcher'] },
    confidence: GARBLED,
  },
  {
    id: 'uh-1b-heavy-hog',
    name: 'UH-1B Huey "Heavy Hog"',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 0,
    weapons: {
      central: ['40mm auto grenade launcher'],
      left: ['M-60 door gun', '2x rocket launcher'],
      right: ['M-60 door gun', '2x rocket launcher'],
    },
    confidence: GARBLED,
  },
  {
    id: 'uh-1c-ara',
    name: 'UH-1C Huey Aerial Rocket Artillery (ARA)',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'crew chief'],
    passengers: 0,
    weapons: { central: [], left: ['3x rocket launcher'], right: ['3x rocket launcher'] },
    confidence: GARBLED,
  },
  {
    id: 'uh-1n-sea-wolf',
    name: 'UH-1N Huey "Sea Wolf"',
    dp: 6,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 4,
    weapons: {
      central: ['searchlight'],
      left: ['1x LMG fixed forward', '1x rocket launcher'],
      right: ['1x LMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
    note: 'Footnote 5: two more passengers or one more casualty if the door guns stay at the LZ.',
  },
  {
    id: 'uh-1d-firefly',
    name: 'UH-1D Huey "Firefly"',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'light operator', 'door gunner', 'door gunner'],
    passengers: 0,
    weapons: { central: ['searchlight'], left: ['M-60 door gun'], right: ['.50cal HMG door gun'] },
    confidence: GARBLED,
    note: 'The passenger column reads "2 (4)" here in list order, but Fireflies may not land or carry passengers (L1981).',
  },
  {
    id: 'uh-1d-nighthawk',
    name: 'UH-1D Huey "Nighthawk"',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 0,
    weapons: {
      central: ['aerial flares'],
      left: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
      right: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
    note: 'The passenger column reads "6 (2)" here in list order, but Nighthawks may not land or carry passengers (L1981).',
  },
  {
    id: 'uh-1-bushranger',
    name: 'UH-1 Huey "Bushranger" gunship',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 2,
    overburdened: true,
    weapons: {
      central: [],
      left: ['1x RLMG fixed forward', '1x rocket launcher', '2x M-60 door gun'],
      right: ['1x RLMG fixed forward', '1x rocket launcher', '2x M-60 door gun'],
    },
    confidence: GARBLED,
  },
  {
    id: 'oh-6-loach',
    name: 'OH-6 Cayuse light observation helicopter "Loach"',
    dp: 5,
    crew: ['pilot', 'observer', 'door gunner'],
    passengers: 3,
    overburdened: true,
    weapons: { central: [], left: ['personal weapon'], right: ['M-60 door gun'] },
    confidence: GARBLED,
    note: 'Footnote 6: one rides in the left rear seat, two stand on the skids (−1 pilot REP, hit first).',
  },
  {
    id: 'ch-46-sea-knight',
    name: 'CH-46 Sea Knight "Phrog" transport',
    dp: 8,
    crew: ['pilot', 'co-pilot', 'crew chief', 'door gunner'],
    passengers: 20,
    weapons: { central: [], left: ['M-60 door gun'], right: ['M-60 door gun'] },
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
  },
];

export interface AircraftStats {
  readonly id: AircraftId | 'o-1-bird-dog' | 'o-2-skymaster' | 'ac-47';
  readonly name: string;
  readonly dp: number;
  readonly crew: readonly string[];
  readonly propeller: boolean;
  /** Attack passes (one per weapon type; footnotes 7–9 change some). */
  readonly passes: number | 'per-weapon-type';
  /** One fit, or the A/B configurations of footnote 7. */
  readonly loadouts: readonly { readonly name: string; readonly weapons: readonly string[] }[];
  readonly confidence: ListEntryConfidence;
  readonly note?: string;
}

/** FWF Aircraft (p.109, L2374–L2395). */
export const FWF_AIRCRAFT: readonly AircraftStats[] = [
  {
    id: 'f-4',
    name: 'F-4 Phantom II',
    dp: 4,
    crew: ['pilot', 'RIO'],
    propeller: false,
    passes: 2,
    loadouts: [
      { name: 'A', weapons: ['1x autocannon', '2x 500 lb bomb (left)', '2x 500 lb bomb (right)'] },
      { name: 'B', weapons: ['2x napalm', '1x 500 lb bomb (left)', '1x 500 lb bomb (right)'] },
    ],
    confidence: { dp: 'B', weapons: 'C', passengers: 'clean' },
    note: 'Printed "F-4 Phantom II (4) (7)": every other entry gives the DP first and then its footnote (A-1 "(7) (8)", A-37 "(5) (9)"), so DP 4 and footnote 7.',
  },
  {
    id: 'a-4',
    name: 'A-4 Skyhawk',
    dp: 5,
    crew: ['pilot'],
    propeller: false,
    passes: 2,
    loadouts: [
      { name: 'A', weapons: ['1x HMG fixed forward', '1x rocket launcher', '1x 500 lb bomb (left)', '1x 500 lb bomb (right)'] },
      { name: 'B', weapons: ['1x HMG fixed forward', '1x 500 lb bomb', '2x 250 lb frag bomb (left)', '2x 250 lb frag bomb (right)'] },
    ],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
  },
  {
    id: 'a-1',
    name: 'A-1 Skyraider',
    dp: 7,
    crew: ['pilot'],
    propeller: true,
    passes: 6,
    loadouts: [
      { name: '(1-3)', weapons: ['1x napalm', '1x rocket launcher + 1x 750 lb bomb (left)', '1x rocket launcher + 1x 750 lb bomb (right)'] },
      { name: '(4-6)', weapons: ['1x 750 lb bomb', '1x rocket launcher + 1x 750 lb bomb (left)', '1x rocket launcher + 1x 750 lb bomb (right)'] },
    ],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
    note: 'Footnote 8: two attacks per weapon type, six in all.',
  },
  {
    id: 'f-100',
    name: 'F-100 Super Sabre "Hun"',
    dp: 5,
    crew: ['pilot'],
    propeller: false,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['2x autocannon', '1x 500 lb bomb (each side)', '1x napalm (each side)'] }],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
  },
  {
    id: 't-28',
    name: 'T-28 Trojan',
    dp: 6,
    crew: ['pilot'],
    propeller: true,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['1x HMG', '1x LMG, 1x 500 lb bomb, 1x 250 lb frag bomb (each side)'] }],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
  },
  {
    id: 'a-37',
    name: 'A-37 Dragonfly',
    dp: 5,
    crew: ['pilot'],
    propeller: false,
    passes: 4,
    loadouts: [{ name: 'standard', weapons: ['2x 500 lb bomb, 1x rocket launcher (each side)'] }],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
    note: 'Footnote 9: two bombing runs, four attack runs in all.',
  },
  {
    id: 'canberra',
    name: 'Canberra bomber',
    dp: 5,
    crew: ['pilot', 'bombardier'],
    propeller: false,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['4x 750 lb bomb'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
  },
  {
    id: 'o-1-bird-dog',
    name: 'O-1 Bird Dog FAC',
    dp: 6,
    crew: ['pilot'],
    propeller: true,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['personal weapon', '1x WP marking rocket (each side)'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'Room for one passenger (#).',
  },
  {
    id: 'o-2-skymaster',
    name: 'O-2 Skymaster FAC',
    dp: 5,
    crew: ['pilot'],
    propeller: true,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['personal weapon', '2x WP marking rocket (each side)'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'Room for one passenger (#).',
  },
  {
    id: 'ac-47',
    name: 'AC-47 "Spooky/Puff" gunship',
    dp: 8,
    crew: ['pilot', 'co-pilot', 'radio operator', 'gun crew', 'gun crew'],
    propeller: true,
    passes: 2,
    loadouts: [{ name: 'standard', weapons: ['4x RLMG (left side)', 'flares'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'See AC47 for how it attacks (L1926–L1931).',
  },
];

export function helicopterStats(id: HelicopterId): HelicopterStats {
  const h = FWF_HELICOPTERS.find((x) => x.id === id);
  if (!h) throw new Error(`no helicopter ${id}`);
  return h;
}
