import type { HouseRuleOverrides } from '../../../../src/core/house-rules.js';
import { STORE_IDS, type StoreId } from '../../../../src/rulesets/fng/rules/figures/army-lists.js';
import type { FngMission } from '../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame, TableFigure } from '../../../../src/rulesets/fng/rules/game/state.js';
import type { Debrief, FngTour, MissionMan, TourKit, TourMan } from '../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { args } from './table.js';

/** Fixtures for the tour's orders: a squad's roster, a tour at any stage, the game that keeps it. */

export const STORES = Object.fromEntries(STORE_IDS.map((s) => [s, 0])) as Record<StoreId, number>;

export const kit = (role: TourKit['role'] = 'rifleman', weapon: TourKit['weapon'] = 'm16'): TourKit => ({ list: 'us-army', unit: 'sq1', role, ...(weapon ? { weapon } : {}), gear: [] });

/** A REP 4 rifleman two months in country, going home at the start of month 10. */
export function man(id: string, over: Partial<TourMan> = {}): TourMan {
  return {
    id,
    name: id,
    rep: 4,
    highestRep: 4,
    attributes: [],
    star: false,
    officer: false,
    role: 'soldier',
    squad: 1,
    wounds: 0,
    monthsInCountry: 2,
    derosMonth: 10,
    shortTimer: false,
    absence: null,
    kit: kit(),
    ...over,
  };
}

/** Sgt Pink, the Star and squad leader (REP 5, the whole tour); Barnes, a Jr. NCO 8 months in; Kelly and Able, riflemen. */
export const SQUAD: readonly TourMan[] = [
  man('pink', { rep: 5, highestRep: 5, star: true, role: 'squad-leader', kit: kit('squad-leader'), monthsInCountry: 0, derosMonth: 12 }),
  man('barnes', { role: 'jr-nco', kit: kit('jr-nco'), monthsInCountry: 8, derosMonth: 4 }),
  man('kelly', { attributes: ['nerves-of-steel'], kit: kit('lmg-gunner', 'm60') }),
  man('able', { monthsInCountry: 5, derosMonth: 7 }),
];

/** The Platoon HQ (L420): Lt Gray (REP 5, an officer), Sgt Moss the platoon sergeant (REP 4, 9 months in), Ruiz the RTO with the radio. */
export const HQ: readonly TourMan[] = [
  man('gray', { rep: 5, highestRep: 5, officer: true, role: 'platoon-leader', squad: null, kit: { ...kit('platoon-leader'), unit: 'hq' }, monthsInCountry: 0, derosMonth: 5 }),
  man('moss', { role: 'platoon-sergeant', squad: null, kit: { ...kit('platoon-sergeant'), unit: 'hq' }, monthsInCountry: 9, derosMonth: 3 }),
  man('ruiz', { rep: 3, highestRep: 3, squad: null, kit: { ...kit('rto'), unit: 'hq', gear: ['radio'] } }),
];

/** A U.S. Army tour in IV Corps from January 1967, ready for its first campaign turn. */
export function tour(over: Partial<FngTour> = {}): FngTour {
  return {
    army: 'us-army',
    corps: 'IV',
    startMonth: 0,
    turn: 0,
    forceName: 'US Army infantry squad',
    roster: SQUAD,
    open: [],
    units: [{ id: 'sq1', name: '1st Squad', stores: STORES }],
    stage: 'turn',
    threeDice: false,
    carried: {},
    recruited: 0,
    history: [],
    ...over,
  };
}

export function tourGame(t: FngTour, over: Partial<FngGame> = {}): FngGame {
  return { sides: ['US', 'VC'], forces: [], figures: [], turn: 0, done: [], serial: 0, tour: t, ...over };
}

/** What a mission's end records of a man who came through it untouched. */
export function went(id: string, over: Partial<MissionMan> = {}): MissionMan {
  return { id, casualty: null, lost: null, recovered: true, evacuation: 'none', retired: false, confirmedKills: 0, ...over };
}

/** A tour waiting for its After the Mission. */
export function debriefed(d: Partial<Debrief>, over: Partial<FngTour> = {}): FngTour {
  return tour({ stage: 'after-action', debrief: { mission: 'fight', contacted: true, vp: 10, result: 'normal', effects: [], men: [], ...d }, history: [{ label: 'early January 1967', contact: true, mission: 'fight' }], ...over });
}

/** A mission under way: IV Corps swamp, contested, SL 1 (no Ready Support to leave unused), EAL 3. */
export function missionOf(over: Partial<FngMission> = {}): FngMission {
  return { corps: 'IV', area: 'swamp', status: 'contested', eal: 3, sl: 1, night: false, pefRep: 3, nextPef: 3, nextUnit: 2, ...over };
}

export const tourArgs = (g: FngGame, faces: number[], overrides: HouseRuleOverrides = {}) => args(g, 'fwf', faces, overrides);

export type Fig = TableFigure;
