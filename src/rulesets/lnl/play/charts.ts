import { DAMAGE_CHECK_TABLE, DCT_BANDS, DCT_CLASSES } from '../rules/combat/damage-check-table.js';
import { KILL_NUMBERS, MELEE_ODDS_TABLE, ODDS_COLUMNS } from '../rules/melee/melee.js';
import { FATE_OF_CREW_AND_PASSENGERS, MINES_VS_VEHICLES, PASSENGER_CAPACITY, STREAM_PENALTIES } from '../rules/game/vehicle-tables.js';

export const CHARTS = ['dct', 'dcc', 'melee', 'streams', 'mines', 'speed', 'capacity', 'stacking', 'fate', 'missions'] as const;
export type Chart = (typeof CHARTS)[number];

const BAND_WORDS = { 'at-most-morale': '≤ morale', 'above-morale': '> morale', 'double-morale': '≥ 2×', 'triple-morale': '≥ 3×' } as const;
const block = (rows: readonly string[]): string => ['```', ...rows, '```'].join('\n');
const pad = (s: string | number, n: number): string => String(s).padEnd(n);

/** A chart of the player aid as text, drawn from the same data the rules read. */
export function chartText(chart: Chart): string {
  switch (chart) {
    case 'dct':
      return [
        '**Damage Check Table** (5.0, 14.1, 18.2): 1d6 + DC modifier − LM (leg units) vs morale.',
        block([
          pad('class', 20) + DCT_BANDS.map((b) => pad(BAND_WORDS[b], 12)).join(''),
          ...DCT_CLASSES.map((c) => pad(c, 20) + DCT_BANDS.map((b) => pad(DAMAGE_CHECK_TABLE[c][b], 12)).join('')),
        ]),
        'A squad or half-squad whose DC die shows 1 after enemy fire rolls again: even → a Hero.',
      ].join('\n');
    case 'dcc':
      return '**Damage Check Calculation** (5.0, 14.1, 18.1, 18.2): attacker total 1–14 against defender total 1–11. If the attacker is higher, every targeted unit takes a DC + (attacker − defender): 5 vs 3 is DC+2, 14 vs 1 is DC+13. Otherwise no effect.';
    case 'melee':
      return [
        '**Melee Odds Ratio** (8.0): rows defending FP, columns attacking FP. Hero: one column right. 2d6 + GO leader LM ≥ kill number eliminates.',
        block([
          '    ' + Array.from({ length: 14 }, (_, i) => pad(i + 1, 4)).join(''),
          ...MELEE_ODDS_TABLE.map((row, d) => pad(d + 1, 4) + row.map((c) => pad(c, 4)).join('')),
        ]),
        `Kill numbers: ${ODDS_COLUMNS.map((c) => `${c} ${KILL_NUMBERS[c]}`).join(', ')}. Below 1-3 reads 1-3, above 5-1 reads 5-1.`,
      ].join('\n');
    case 'streams':
      return ['**Streams and movement penalty** (10.5.1): extra MPs; P prohibited.', block(['type  L   T   O   R', ...Object.entries(STREAM_PENALTIES).map(([t, r]) => `${pad(t, 6)}${pad(r.L, 4)}${pad(r.T, 4)}${pad(r.O, 4)}${r.R}`)])].join('\n');
    case 'mines':
      return `**Mines vs. vehicles** (21.4.1), 1d6: ${Object.entries(MINES_VS_VEHICLES).map(([d, r]) => `${d} ${r.replace('-', ' & ')}`).join(', ')} (destroyed includes the crew).`;
    case 'speed':
      return '**Optional speed modifiers** (15.6), OFT, target vehicle marked Moved or Assault Move: T with MF ≥ 16 +2; O with MF ≥ 20 +2; R with MF ≥ 12 +2 if on road with at least 2 MP spent on road before the shot. The +2 includes the +1 for moving.';
    case 'capacity':
      return `**Passenger capacity** (16.1, 16.2, 19.4): ${Object.entries(PASSENGER_CAPACITY)
        .map(([k, v]) => `${k}: ${v.halfSquads === 2 ? '1 squad' : '1 half-squad'}, ${v.supportWeapons} SW, ${v.smcs} SMC`)
        .join('; ')}. PO and PPO ride outside.`;
    case 'stacking':
      return '**Stacking** (1.3), per side per hex: 3 squads or 2 mounted squads (1 squad = 2 half-squads = 2 crews = 2 ATGM teams = 1 other weapon team); 2 vehicles (a wreck counts as one; one wreck per hex); 2 SMCs.';
    case 'fate':
      return [
        '**Fate of crew and passengers** (15.4, 16.1.1): crew · inside passengers · outside passengers.',
        ...Object.entries(FATE_OF_CREW_AND_PASSENGERS).flatMap(([source, rows]) =>
          Object.entries(rows).map(([result, r]) => `${source.toUpperCase()} ${result}: ${r!.crew} · ${r!.insidePassengers} · ${r!.outsidePassengers}`.replace(/-/g, ' ')),
        ),
        'Bail-out: crew 1d6, 1 survives in Good Order; passengers even Shaken, odd eliminated.',
      ].join('\n');
    case 'missions':
      return '**Fire missions** (18.2.1): standard — FFE and adjacent hexes at mission FP; loose — FFE and all within 2 hexes at FP 1–2 → 0, 3–4 → 1, 5–6 → 2; concentrated — FFE at 1.5× FP (round up), adjacent at ½ (round down); line — FFE markers and every hex between them; walking barrage — each FFE hex, then the markers walk one hex on each of the next 2 turns before any impulse. Spotting round drift: white die (+ degrading − LM) halved up, coloured die for direction (1 = N).';
  }
}
