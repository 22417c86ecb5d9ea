import { type RepByDie } from '../../rules/support/air.js';
import { ARTILLERY_REQUEST_SL_MODIFIERS, ARTILLERY_REQUEST_TABLE } from '../../rules/support/artillery.js';
import { FWF_PRINTED, FWF_SL5, type Row } from '../../rules/support/reinforcements.js';
import { READY_SUPPORT_TABLE, SUPPORT_LEVELS } from '../../rules/support/support.js';
import { FNG_TERRAIN, FNG_TERRAIN_TYPES, type FngTerrain } from '../../rules/terrain/terrain.js';
import { FAC_PILOT, I_CORPS_AIRCRAFT, southernAircraft } from '../../rules/support/tac-air.js';
import { HELICOPTER_CREW } from '../../rules/support/helicopters.js';

/**
 * The Free World side's support tables and the terrain, for `/fng chart`, written from the data the
 * bot rolls on (as the enemy's charts are), each row with its seed lines. The scrambled ones (FWF
 * reinforcements by SL, the aircraft lists) show the default reading; the house rules that change it
 * are named.
 */

const words = (s: string): string => s.replaceAll('-', ' ');
const range = (low: number, high: number): string => (low === high ? `${low}` : `${low}–${high}`);
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A REP read off a d6 (`[3, 4, 4, 4, 5, 6]`) as "(1) 3, (2–4) 4, (5) 5, (6) 6". */
export function repByDie(rep: RepByDie): string {
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i <= rep.length; i++) {
    if (i < rep.length && rep[i] === rep[start]) continue;
    out.push(`(${range(start + 1, i)}) ${rep[start]}`);
    start = i;
  }
  return out.join(', ');
}

const AIRCRAFT: Readonly<Record<string, string>> = { 'f-4': 'F-4 Phantom II', 'a-4': 'A-4 Skyhawk', 'a-1': 'A-1 Skyraider', 'f-100': 'F-100 Super Sabre', 't-28': 'T-28 Trojan', 'a-37': 'A-37 Dragonfly', canberra: 'Canberra' };

function aircraftChart(): string {
  const list = (rows: ReturnType<typeof southernAircraft>) => rows.map((r, i) => `${i + 1} ${AIRCRAFT[r.aircraft] ?? r.aircraft} (${r.service}; pilot REP ${repByDie(r.pilot)})`).join('; ');
  return [
    '**Aircraft Availability** (p.80–81): 1d6 the type, a second d6 the pilot\'s REP.',
    `• I Corps (L1844–L1854): ${list(I_CORPS_AIRCRAFT)}.`,
    `• II and III Corps (L1857–L1865): ${list(southernAircraft('II', 4))}.`,
    `• IV Corps (L1857–L1865; the T-28 line prints no 4: house rule \`fng.air.t28-pilot-four\`): ${list(southernAircraft('IV', 4))}.`,
    `• FAC pilot (L1923): ${repByDie(FAC_PILOT)}. Helicopter crewmen (L1974), each: ${repByDie(HELICOPTER_CREW)}.`,
  ].join('\n');
}

const FWF_WORDS: Readonly<Record<string, string>> = {
  'artillery-call-counts-five': 'the next artillery or mortar call counts as a 5',
  'medium-mortar-barrage': 'a medium mortar barrage (three rounds)',
  'medium-artillery-barrage': 'a medium artillery barrage (three rounds)',
  'heavy-mortar-barrage-pair': 'two heavy mortar barrages (two rounds each)',
  'heavy-artillery-barrage-pair': 'two heavy artillery barrages (two rounds each)',
  hog: 'a UH-1 "Hog", REP 5, one pass',
  slick: 'a UH-1 "Slick" at once',
  loach: 'an OH-6 "Loach", REP 5, at once',
  gunship: 'a gunship at once',
  'sniper-team': 'a two-man sniper team',
  fac: 'a FAC overhead (with one on station, a pair of attack aircraft)',
};

function fwfRows(rows: readonly Row<string>[]): string {
  return rows.map((r) => `${range(r.low, r.high)} ${FWF_WORDS[r.result] ?? words(r.result)} (${r.source})`).join('; ');
}

function fwfReinforcementsChart(): string {
  const lines = ['**FWF Reinforcements** (p.93–94, L2078–L2101): the SL in d6, summed; overlapping printed ranges read by house rule `fng.reinforcements.range-overlap`.'];
  for (const sl of [1, 2, 3, 4, 6] as const) {
    lines.push(`• SL ${sl}: ${fwfRows(FWF_PRINTED[sl])}.`);
    if (sl === 4) lines.push(`• SL 5 (labels scrambled, house rule \`fng.reinforcements.fwf-sl5\`; as printed): ${fwfRows(FWF_SL5['printed-labels'])}.`);
  }
  return lines.join('\n');
}

const ASSET: Readonly<Record<string, string>> = { 'helicopter-mission': 'a helicopter mission', fac: 'a FAC', 'artillery-mission': 'an artillery mission', reinforcement: 'a reinforcement' };
const READY: Readonly<Record<string, string>> = { 'arrives-now': 'arrives, available at once', 'arrives-next-active': 'arrives when you are next active', retasked: 're-tasked: no longer Ready' };
const ARTY: Readonly<Record<string, string>> = { denied: 'denied, no more this game', 'see-what-we-can-do': '"see what we can do": nothing this turn', standby: 'one weapon in 1 + 1/2d6 turns', granted: 'two weapons in two turns', 'round-out': 'two weapons next turn', 'on-the-way': 'three weapons at once' };

function supportChart(): string {
  const levels = SUPPORT_LEVELS.map((l) => {
    const demand = Object.entries(l.onDemand).map(([k, v]) => `${words(k)} ${v === null ? 'none' : signed(v)}`).join(', ');
    return `• SL ${l.sl} (${l.source}): Ready ${l.ready.length ? l.ready.map((a) => ASSET[a] ?? words(a)).join(', ') : 'none'}; On-Demand ${demand}; Defense RTPs ${words(l.defenseRtps)}.`;
  });
  const mods = Object.entries(ARTILLERY_REQUEST_SL_MODIFIERS).map(([w, m]) => `${words(w)} ${m.map(signed).join('/')}`).join('; ');
  return [
    '**Support Levels** (p.75, L1729–L1756; two columns interleaved):',
    ...levels,
    `**Ready Support** (L1707): 1d6 — ${READY_SUPPORT_TABLE.map((r) => `${range(r.low, r.high)} ${READY[r.outcome]}`).join('; ')}.`,
    `**Artillery/Mortar Request** (L1770–L1780): 1d6 + Lieutenant +1, Captain +2, FO +2, RTP +2; SL 1–6 (${mods}). ${ARTILLERY_REQUEST_TABLE.map((r) => `${r.total === 1 ? '1 or less' : r.total === 6 ? '6 or more' : r.total} ${ARTY[r.outcome]}`).join('; ')}.`,
    '**Airstrike Request** (L1829–L1841): 1d6 + rank, SL 1–4 −3/−2/−1/−1 — 1 or less denied for the game; 2 nothing this turn; 3 FAC in 1 + 1/2d6 turns, strike the turn after; 4 FAC next turn; 5 FAC now, strike next turn; 6+ both now.',
    '**Gunship Request** (L1964–L1973) and **Medevac Request** (L1994–L2004, SL 1 −1 only): 2 or less sorry; 3 in 1d6 turns (a gunship one pass, a medevac two wounded); 4 in 1 + 1/2d6 turns (medevac 1/2d6); 5 in two turns; 6+ next turn.',
  ].join('\n');
}

const PROTECTION: Readonly<Record<string, string>> = { none: 'open', concealment: 'concealment', cover: 'cover', both: 'cover and concealment', unseen: 'unseen' };

function terrainChart(): string {
  const rows = FNG_TERRAIN_TYPES.map((k) => {
    const t: FngTerrain = FNG_TERRAIN[k];
    const sight = t.sight.inside ? `sight inside ${t.sight.inside.day}"/${t.sight.inside.night}" day/night` : `sight ${t.sight.across === 'blocked' ? 'blocked across' : t.sight.across === 'crest' ? 'blocked at the crest' : 'clear across'}`;
    const move = t.footMove === undefined ? '' : t.footMove === 1 ? 'full move' : t.footMove === 0 ? 'roads only' : `×${t.footMove} move`;
    const air = t.air === undefined ? '' : `; from the air ${PROTECTION[t.air] ?? t.air}`;
    return `• ${t.label}: ${PROTECTION[t.ground] ?? t.ground}${air}; ${sight}${move ? `; ${move}` : ''} (${t.source}${t.confidence === 'C' ? ', our reading' : ''}).`;
  });
  return ['**Terrain** (p.44–52): what a standing figure in it has from the ground, from the air, sight and foot move.', ...rows].join('\n');
}

export const SUPPORT_CHARTS = {
  support: supportChart(),
  aircraft: aircraftChart(),
  'fwf-reinforcements': fwfReinforcementsChart(),
  terrain: terrainChart(),
} as const;
