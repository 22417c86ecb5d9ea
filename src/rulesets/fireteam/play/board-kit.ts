import { dots, hatch, trees, type AreaStyle, type Badge, type CounterStyle, type LineStyle } from '../../../core/board/style.js';
import type { TerrainKind } from '../../../core/board/terrain.js';
import type { CounterMark, MapKit } from '../../../core/board/view.js';
import { FIRETEAM_FEATURE_FIELDS, FIRETEAM_FIELDS, fireteamScenario, type FireteamScenario } from '../rules/table/scenario.js';
import { FIRETEAM_TERRAIN, describeFireteamTerrain, type FireteamTerrain, type FireteamTerrainType } from '../rules/table/terrain.js';

/**
 * Fire Team's board kit: its terrain table and scenario points as scenarios give them, and how its
 * tables, units and points are drawn, as data every view of its boards carries (DESIGN.md, Boards).
 */

type FireteamAreaType = { [K in FireteamTerrainType]: (typeof FIRETEAM_TERRAIN)[K]['shape'] extends 'area' ? K : never }[FireteamTerrainType];
type FireteamLineType = Exclude<FireteamTerrainType, FireteamAreaType>;

/**
 * Fire Team terrain: the same families as the other tables (green woods, brown buildings, blue
 * water), with hard cover drawn in cool greys and soft cover in warm browns and greens.
 */
export const FIRETEAM_AREA_STYLES: Readonly<Record<FireteamAreaType, AreaStyle>> = {
  'open-ground': { fill: '#E9E4CB', edge: '#A39C7E', edgeWidth: 1.5, dashed: true },
  field: { fill: '#E0D36E', edge: '#A08F2A', edgeWidth: 2, pattern: hatch('#B3A13A', 10, 45) },
  orchard: { fill: '#B5D39A', edge: '#5A8A44', edgeWidth: 2, pattern: trees('#5A8A44', 26, 5) },
  woods: { fill: '#86AE72', edge: '#3E6B2F', edgeWidth: 2.5, pattern: trees('#4F7F3C') },
  'wooden-building': { fill: '#A5805F', edge: '#3B2A20', edgeWidth: 3, pattern: hatch('#6E5037', 8, -45, 1.5) },
  'stone-building': { fill: '#9C9C9C', edge: '#2F2F2F', edgeWidth: 3, pattern: hatch('#5F5F5F', 8, 45, 1.5) },
  ruins: { fill: '#B4ABA0', edge: '#4A4A4A', edgeWidth: 3, dashed: true, pattern: hatch('#6F685C', 10, 45, 1.5) },
  rubble: { fill: '#BDB5A6', edge: '#6F685C', edgeWidth: 2, pattern: dots('#6F685C', 11, 3) },
  hill: { fill: '#D8C08F', edge: '#8C6A36', edgeWidth: 3 },
  crater: { fill: '#C2AE8C', edge: '#6B5236', edgeWidth: 2, pattern: dots('#6B5236', 16, 4) },
  trench: { fill: '#B39B7A', edge: '#4E3B25', edgeWidth: 3, dashed: true },
  bunker: { fill: '#7D7566', edge: '#1F1F1F', edgeWidth: 3, pattern: hatch('#3F3A30', 7, 45, 2) },
};

export const FIRETEAM_LINE_STYLES: Readonly<Record<FireteamLineType, LineStyle>> = {
  hedge: { outer: '#1F4A1F', inner: '#3D7A34', innerShare: 0.7, decoration: 'bumps', minPx: 8 },
  wall: { outer: '#3F3F3F', inner: '#9A9A9A', innerShare: 0.5, minPx: 6 },
  fence: { outer: '#6B4E2E', inner: '#6B4E2E', innerShare: 1, dash: [12, 5], minPx: 4 },
  stream: { outer: '#2D6E9E', inner: '#86BFE3', innerShare: 0.7, minPx: 6 },
  river: { outer: '#1F5A85', inner: '#6FA8D6', innerShare: 0.85, minPx: 14 },
  road: { outer: '#8A6A3C', inner: '#CDAE77', innerShare: 0.8, minPx: 8 },
  bridge: { outer: '#2B2B2B', inner: '#A07852', innerShare: 0.8, minPx: 10 },
};

/**
 * Badges on a Fire Team unit: pinned looks as in other rulesets, immobilized too. The rest are the
 * anti-tank damage a vehicle carries (seed 004, Anti-Tank Fire).
 */
export const FIRETEAM_STATUS_MARKERS = [
  'pinned',
  'permanently-pinned',
  'overwatch',
  'gone-to-ground',
  'immobilized',
  'brewed-up',
  'halted',
  'panicked',
  'miss-next-shot',
  'radio-damaged',
  'turret-jammed',
  'weapon-damaged',
  'tracks-damaged',
] as const;
export type FireteamStatusMarker = (typeof FIRETEAM_STATUS_MARKERS)[number];

/** In the legend's order. Two badges that can meet on one unit differ in text and, where it matters, in colour. */
export const FIRETEAM_BADGES: Readonly<Record<FireteamStatusMarker, Badge>> = {
  pinned: { text: 'P', fill: '#F0E442', ink: '#000000', words: 'pinned' },
  immobilized: { text: 'IMM', fill: '#3D3D3D', ink: '#FFFFFF', words: 'immobilised' },
  'permanently-pinned': { text: 'PP', fill: '#F0E442', ink: '#B00020', words: 'permanently pinned' },
  overwatch: { text: 'OW', fill: '#009E73', ink: '#FFFFFF', words: 'overwatch' },
  'gone-to-ground': { text: 'GTG', fill: '#8C6A36', ink: '#FFFFFF', words: 'gone to ground' },
  'brewed-up': { text: 'BU', fill: '#7A0000', ink: '#F0E442', words: 'brewed up' },
  halted: { text: 'HLT', fill: '#E69F00', ink: '#000000', words: 'halted: must return fire' },
  panicked: { text: 'PAN', fill: '#D55E00', ink: '#FFFFFF', words: 'panicked: must retreat' },
  'miss-next-shot': { text: 'MIS', fill: '#FFFFFF', ink: '#D55E00', words: 'misses its next shot' },
  'radio-damaged': { text: 'RAD', fill: '#5A3E1B', ink: '#FFFFFF', words: 'radio damaged' },
  'turret-jammed': { text: 'TJ', fill: '#5A3E1B', ink: '#F0E442', words: 'turret jammed' },
  'weapon-damaged': { text: 'WD', fill: '#5A3E1B', ink: '#E69F00', words: 'weapon damaged' },
  'tracks-damaged': { text: 'TRK', fill: '#5A3E1B', ink: '#56B4E9', words: 'movement −1D6' },
};

/** A side's points on the table: jump-off points, patrol markers and road entrances. */
export type FireteamCounterKind = 'jop' | 'patrol' | 'road-entrance';
export type FireteamCounter = CounterMark & { readonly counter: FireteamCounterKind };

/** A side's point carries its colour on the edge; places on the table are round tokens. */
export const FIRETEAM_COUNTER_STYLES: Readonly<Record<FireteamCounterKind, CounterStyle>> = {
  jop: { fill: '#FFFFFF', ink: '#000000', edge: '#000000', round: false, words: 'jump-off point' },
  patrol: { fill: '#FFF3C4', ink: '#000000', edge: '#000000', round: true, words: 'patrol marker' },
  'road-entrance': { fill: '#CDAE77', ink: '#000000', edge: '#5C4426', round: true, words: 'road entrance' },
};

/**
 * Fire Team's scenario points as counters: jump-off points and patrol marker starts numbered per
 * side ("JOP 2"), road entrances by name. All are laid out in the open (seed 004, Patrol Phase).
 */
export function fireteamPointCounters(scenario: Pick<FireteamScenario, 'jumpOffPoints' | 'patrolMarkers' | 'roadEntrances' | 'initiative'>): FireteamCounter[] {
  const numbered = (points: FireteamScenario['jumpOffPoints'], counter: 'jop' | 'patrol', prefix: (side: string) => string): FireteamCounter[] => {
    const count = new Map<string, number>();
    return points.map((p) => {
      const n = (count.get(p.side) ?? 0) + 1;
      count.set(p.side, n);
      return { kind: 'counter', counter, label: p.name ?? `${prefix(p.side)}${n}`, position: p.at, side: p.side };
    });
  };
  return [
    ...scenario.roadEntrances.map(
      (r): FireteamCounter => ({
        kind: 'counter',
        counter: 'road-entrance',
        label: r.name ?? 'Road entry',
        position: r.at,
        ...(r.side === undefined ? {} : { side: r.side }),
      }),
    ),
    // A patrol start is labelled as the marker the Patrol Phase makes of it (a1… the attacker's, d1… the
    // defender's, the scenario's initiative attacking), so the board and the orders name it alike.
    ...numbered(scenario.patrolMarkers, 'patrol', (side) => (scenario.initiative === undefined ? 'Patrol ' : side.toLowerCase() === scenario.initiative.toLowerCase() ? 'a' : 'd')),
    ...numbered(scenario.jumpOffPoints, 'jop', () => 'JOP '),
  ];
}

const TERRAIN: Readonly<Record<string, TerrainKind>> = Object.fromEntries(
  Object.entries<FireteamTerrain>(FIRETEAM_TERRAIN).map(([type, row]) => [type, { ...row, detail: describeFireteamTerrain(row) }]),
);

/** Scenarios on a table in inches, with cover overrides per feature and the sides' points, laid out in the open. */
export const FIRETEAM_MAP: MapKit = {
  board: 'tabletop',
  terrainWords: 'a fireteam terrain type',
  terrain: TERRAIN,
  featureFields: FIRETEAM_FEATURE_FIELDS,
  fields: FIRETEAM_FIELDS,
  styles: { areas: FIRETEAM_AREA_STYLES, lines: FIRETEAM_LINE_STYLES, badges: FIRETEAM_BADGES, counters: FIRETEAM_COUNTER_STYLES },
  scenarioMarkers(scenario) {
    const own = fireteamScenario(scenario);
    return own ? fireteamPointCounters(own) : [];
  },
};
