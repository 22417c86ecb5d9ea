import { formatHex, onHexGrid, sameHex, type HexCoord, type HexDirection, type HexGrid } from '../../../../core/board/hex.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { UnitSpec } from './roster.js';
import { inPlay, type Unit, type UnitMarker, type UnitStatus } from './units.js';
import { sameName } from '../../../../core/same-name.js';

/** The three phases of a Lock 'n Load turn (LnL player aid, Rally 3.0, Operations 4.0, Administrative 9.0). */
export const PHASES = ['rally', 'operations', 'administrative'] as const;
export type Phase = (typeof PHASES)[number];

export const MISSION_TYPES = ['standard', 'loose', 'concentrated', 'line', 'walking-barrage'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/** Markers that sit on a hex rather than a unit. */
export type HexMarker =
  | { readonly kind: 'smoke'; readonly at: HexCoord; readonly level: 1 | 2 }
  | { readonly kind: 'fire'; readonly at: HexCoord }
  | { readonly kind: 'wreck'; readonly at: HexCoord }
  | {
      readonly kind: 'spotting-round';
      readonly at: HexCoord;
      readonly side: string;
      readonly mission: MissionType;
      readonly spotter: string;
      readonly firepower: number;
      /** Line missions: the second FFE hex, moved with the spotting round's drift. */
      readonly lineTo?: HexCoord;
      /** Walking barrages: the direction the FFE will walk. */
      readonly walk?: HexDirection;
    }
  | {
      readonly kind: 'ffe';
      readonly at: HexCoord;
      readonly side: string;
      readonly mission: MissionType;
      readonly firepower: number;
      /** Walking barrages: the direction the marker walks and the turns it has still to walk. */
      readonly walk?: { readonly direction: HexDirection; readonly turnsLeft: number };
    }
  | { readonly kind: 'acquisition'; readonly at: HexCoord; readonly firer: string; readonly target: string; readonly level: 1 | 2 };

export interface LnlState {
  readonly sides: readonly string[];
  readonly units: readonly Unit[];
  readonly turn: number;
  readonly phase: Phase;
  /** The side holding the initiative this turn: it takes the first impulse (4.0). */
  readonly initiative: string;
  /** Whether this turn's initiative has been settled (rolled, or set by the scenario on turn 1). */
  readonly initiativeSettled: boolean;
  /** Whose impulse it is in the Operations phase. */
  readonly impulse: string;
  /** Consecutive passes in the Operations phase; three end it (4.0). */
  readonly passes: number;
  /** Rally phase: the sides that have finished rallying. */
  readonly rallyDone: readonly string[];
  /** Units that have made their rally attempt (or been healed) this Rally phase. */
  readonly rallied: readonly string[];
  readonly hexMarkers: readonly HexMarker[];
  /**
   * The last units to spend MPs, and where they are: the enemy may opportunity-fire at them (5.3)
   * until their move ends (`closeMoveWindow`). `stealth`/`lowCrawl`: fired on only if spotted.
   */
  readonly lastMove?: {
    readonly side: string;
    readonly units: readonly string[];
    readonly hex: HexCoord;
    readonly how: 'stealth' | 'low-crawl' | 'other';
    /** Vehicles of the move that have rolled for mines in the hex they entered (21.4.1): once each. */
    readonly minesRolled?: readonly string[];
    /** The move was an overrun: the defenders there may close-assault the vehicle (15.3). */
    readonly overrun?: boolean;
  };
  /** An activation that kept the impulse (`more:true`) holds it for this hex's units only (4.0). */
  readonly activeHex?: HexCoord;
  /** Hexes a side spotted this turn (the Spotted marker, removed in the Administrative phase, 9.0). */
  readonly spottedHexes?: readonly { readonly side: string; readonly at: HexCoord }[];
  /** A spotting success this impulse: that unit may fire at that hex at once, losing its Ops Complete (10.1). */
  readonly lastSpot?: { readonly unit: string; readonly hex: HexCoord };
  /** The board's size, once a hex map is loaded: positions are checked against it. */
  readonly grid?: HexGrid;
}

export type LnlStateError =
  | 'lnl/bad-sides'
  | 'lnl/unknown-side'
  | 'lnl/unknown-unit'
  | 'lnl/not-your-unit'
  | 'lnl/unit-out-of-play'
  | 'lnl/off-board'
  | 'lnl/duplicate-id'
  | 'lnl/no-position';


/** A campaign's stored game, checked to be a Lock 'n Load one: a fault if it is not. */
export function lnlStateOf(game: unknown): LnlState {
  const g = game as LnlState | undefined;
  if (!g || !Array.isArray(g.units)) throw new Error('the campaign has no lnl game');
  return g;
}

/** A new game: turn 1, Rally phase, the scenario's side holding the initiative. */
export function createLnlState(input: { sides: readonly string[]; initiative?: string; grid?: HexGrid }): RuleResult<LnlState, LnlStateError> {
  const { sides } = input;
  if (sides.length !== 2 || sameName(sides[0]!, sides[1]!)) return fail('lnl/bad-sides');
  const initiative = input.initiative === undefined ? sides[0]! : sides.find((s) => sameName(s, input.initiative!));
  if (initiative === undefined) return fail('lnl/unknown-side', { side: input.initiative ?? '' });
  return ok({
    sides: [...sides],
    units: [],
    turn: 1,
    phase: 'rally',
    initiative,
    initiativeSettled: true,
    impulse: initiative,
    passes: 0,
    rallyDone: [],
    rallied: [],
    hexMarkers: [],
    ...(input.grid ? { grid: input.grid } : {}),
  });
}

export function otherSide(state: LnlState, side: string): string {
  return state.sides.find((s) => !sameName(s, side)) ?? side;
}

export function findUnit(state: LnlState, id: string): Unit | undefined {
  return state.units.find((u) => sameName(u.id, id.trim()));
}

/** A unit in play, by id. */
export function unitInPlay(state: LnlState, id: string): RuleResult<Unit, LnlStateError> {
  const u = findUnit(state, id);
  if (!u) return fail('lnl/unknown-unit', { unit: id.slice(0, 24) });
  if (!inPlay(u)) return fail('lnl/unit-out-of-play', { unit: u.id, status: u.status });
  return ok(u);
}

/** One of `side`'s units in play. */
export function ownUnit(state: LnlState, side: string, id: string): RuleResult<Unit, LnlStateError> {
  const u = unitInPlay(state, id);
  if (!u.ok) return u;
  if (!sameName(u.value.side, side)) return fail('lnl/not-your-unit', { unit: u.value.id });
  return u;
}

/** One of `side`'s units in play and its hex (its own, its carrier's or its vehicle's): refused while it has none. */
export function ownUnitOnMap(state: LnlState, side: string, id: string): RuleResult<{ unit: Unit; at: HexCoord }, LnlStateError> {
  const u = ownUnit(state, side, id);
  if (!u.ok) return u;
  const at = hexOf(state, u.value);
  return at ? ok({ unit: u.value, at }) : fail('lnl/no-position', { unit: u.value.id });
}

/** A weapon carried by a rider of a vehicle is two hosts from the map; more means a loop in bad data. */
const MAX_HOSTS = 4;

/** Where the unit with this id is, if it is on the map. */
export function hexOfUnit(state: LnlState, id: string): HexCoord | undefined {
  const u = findUnit(state, id.split(',')[0] ?? '');
  return u ? hexOf(state, u) : undefined;
}

/** Where a unit is: its own hex, its carrier's or its vehicle's; nowhere when the chain loops or runs too deep. */
export function hexOf(state: LnlState, u: Unit, depth = 0): HexCoord | undefined {
  if (u.at) return u.at;
  if (depth >= MAX_HOSTS) return undefined;
  const host = u.carriedBy ?? u.aboard?.vehicle;
  const h = host === undefined ? undefined : findUnit(state, host);
  return h && h !== u ? hexOf(state, h, depth + 1) : undefined;
}

/** "1st Sqd in C5, 2nd Sqd in C6": where each of a stack that is not one is, for the refusal (4.0: one hex acts at a time). */
export function whereEach(units: readonly Unit[], hexes: readonly (HexCoord | undefined)[]): string {
  return units.map((u, i) => `${u.id} in ${hexes[i] ? formatHex(hexes[i]) : 'no hex'}`).join(', ');
}

/** The units in play in a hex, carried weapons and passengers included. */
export function unitsAt(state: LnlState, hex: HexCoord, side?: string): Unit[] {
  return state.units.filter((u) => inPlay(u) && (side === undefined || sameName(u.side, side)) && sameHex(hexOf(state, u) ?? { col: -1, row: -1 }, hex));
}

export function replaceUnit(state: LnlState, unit: Unit): LnlState {
  return { ...state, units: state.units.map((u) => (sameName(u.id, unit.id) ? unit : u)) };
}

export function updateUnit(state: LnlState, id: string, change: (u: Unit) => Unit): LnlState {
  return { ...state, units: state.units.map((u) => (sameName(u.id, id) ? change(u) : u)) };
}

export function withMarker(u: Unit, m: UnitMarker): Unit {
  return u.markers.includes(m) ? u : { ...u, markers: [...u.markers, m] };
}

export function withoutMarker(u: Unit, m: UnitMarker): Unit {
  return { ...u, markers: u.markers.filter((x) => x !== m) };
}

export function withStatus(u: Unit, status: UnitStatus): Unit {
  return { ...u, status };
}

/**
 * Puts a checked roster's units into play for `side`; positions must be on the board when one is
 * loaded. Ids are unique across the whole game, not per side as in Fogo Cruzado and Fire Team: Lock
 * 'n Load has no hidden information (every counter is public), so a clash with the enemy's tells
 * nothing, and a bare id always names one counter.
 */
export function addUnits(state: LnlState, side: string, specs: readonly UnitSpec[]): RuleResult<LnlState, LnlStateError> {
  const owner = state.sides.find((s) => sameName(s, side));
  if (owner === undefined) return fail('lnl/unknown-side', { side });
  const units: Unit[] = [];
  for (const s of specs) {
    if (findUnit(state, s.id) || units.some((u) => sameName(u.id, s.id))) return fail('lnl/duplicate-id', { unit: s.id });
    if (s.at && state.grid && !onHexGrid(s.at, state.grid)) return fail('lnl/off-board', { unit: s.id, hex: formatHex(s.at) });
    units.push({ ...s, side: owner, status: 'good-order', wounded: false, markers: [] });
  }
  return ok({ ...state, units: [...state.units, ...units] });
}

/** Moves a unit (and what it carries or holds) to a hex, or takes it off the map. */
export function placeUnit(state: LnlState, id: string, at: HexCoord | undefined): RuleResult<LnlState, LnlStateError> {
  const u = unitInPlay(state, id);
  if (!u.ok) return u;
  if (at && state.grid && !onHexGrid(at, state.grid)) return fail('lnl/off-board', { unit: u.value.id, hex: formatHex(at) });
  return ok(
    updateUnit(state, u.value.id, (x) => {
      const { at: _old, carriedBy: _c, aboard: _a, ...rest } = x;
      return at ? { ...rest, at } : rest;
    }),
  );
}

export function addHexMarker(state: LnlState, m: HexMarker): LnlState {
  return { ...state, hexMarkers: [...state.hexMarkers, m] };
}

export function hexMarkersAt(state: LnlState, hex: HexCoord): HexMarker[] {
  return state.hexMarkers.filter((m) => sameHex(m.at, hex));
}

/** `base`, or `base 2`, `base 3`… whichever no counter uses yet (crews and heroes that appear in play). */
export function freeUnitId(state: LnlState, base: string): string {
  const taken = (id: string) => state.units.some((x) => sameName(x.id, id));
  if (!taken(base)) return base;
  for (let i = 2; ; i++) if (!taken(`${base} ${i}`)) return `${base} ${i}`;
}
