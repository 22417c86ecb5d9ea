import type { Point } from '../../../../core/board/geometry.js';
import type { Projected, Viewer } from '../../../../core/views.js';
import type { Allocation, Assault, CampaignGame, CampaignStage, CampaignState, Capture } from '../campaign/campaign-map.js';
import type { PatrolStage } from '../patrol/patrol.js';
import { sidedDeclarations, type EndOfTurnCheck, type FireKind, type FireteamState, type Phase, type SightAttested } from './state.js';
import type { Quality } from '../troops/troops.js';
import { isKnownToEnemy, livingLoad, type SpecialRole, type Unit, type UnitKind, type UnitStatus, type VehicleState } from '../troops/units.js';
import type { WeaponLoad } from '../troops/weapons.js';

const project = <T>(x: T): Projected<T> => x as Projected<T>;

export type ViewerKind = { readonly kind: 'public' } | { readonly kind: 'side'; readonly side: string } | { readonly kind: 'gm' };

function viewerKind(viewer: Viewer): ViewerKind {
  if (viewer.kind === 'public') return { kind: 'public' };
  if (viewer.gm) return { kind: 'gm' };
  return viewer.side === undefined ? { kind: 'public' } : { kind: 'side', side: viewer.side };
}

/** Whether the viewer may see what `side` keeps to itself for now. */
function seesSecretsOf(v: ViewerKind, side: string): boolean {
  return v.kind === 'gm' || (v.kind === 'side' && v.side.toLowerCase() === side.toLowerCase());
}

export interface UnitViewData {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly kind: UnitKind;
  readonly quality: Quality;
  readonly figures: number;
  readonly casualties: number;
  readonly weapons: readonly WeaponLoad[];
  readonly crew?: number;
  readonly roles: readonly SpecialRole[];
  readonly gun?: string;
  readonly molotovs: boolean;
  readonly pinsThisTurn: number;
  readonly status: UnitStatus;
  readonly overwatch: boolean;
  readonly goneToGround: boolean;
  readonly onTable: boolean;
  readonly position?: Point;
  readonly deployedThisTurn: boolean;
  readonly movedThisTurn: boolean;
  readonly firedThisTurn: boolean;
  readonly vehicle?: VehicleState;
  readonly aboard?: string;
  readonly helpedThisTurn: boolean;
  readonly facing?: number;
  /** Still off table and never seen: only its own side and the GM know of it. */
  readonly secret: boolean;
}

export interface JopViewData {
  readonly id: string;
  readonly side: string;
  readonly position?: Point;
  readonly deployedThisTurn: readonly string[];
  /** Not yet known to the enemy (no unit has deployed from it): only its side and the GM see it. */
  readonly secret: boolean;
}

export interface PatrolMarkerView {
  readonly id: string;
  readonly side: string;
  readonly position: Point;
  /** Locked markers are public: the contact is seen by both sides. */
  readonly locked: boolean;
}

export interface FireDeclarationView {
  readonly side: string;
  readonly unit: string;
  readonly kind: FireKind;
  readonly target?: string;
  readonly aimPoint?: Point;
  readonly with?: string;
  /** Seen on the side's word against the board (`visible:true`): what the board had in the way. */
  readonly attested?: SightAttested;
}

export interface FireteamViewData {
  readonly sides: readonly string[];
  readonly attacker: string;
  readonly turn: number;
  readonly phase: Phase;
  readonly step: { readonly side: string; readonly done: readonly string[] };
  /**
   * A unit that moved under the enemy's overwatch: its side waits until the enemy fires or gives
   * another order (Over Watch). Public: the move and the overwatch markers are on the table.
   */
  readonly awaitingOverwatch?: { readonly side: string; readonly unit: string };
  /** Units the viewer may know of: every unit that is or was on the table, and its own side's off-table ones. */
  readonly units: readonly UnitViewData[];
  /** JOPs the viewer may know of: public ones, and its own side's secret ones. */
  readonly jops: readonly JopViewData[];
  /** How many JOPs each side has that this viewer cannot see (the count is public, the places are not). */
  readonly unseenJops: Readonly<Record<string, number>>;
  readonly roadEntrances: readonly { readonly id: string; readonly side: string; readonly position?: Point }[];
  readonly patrol?: {
    readonly stage: PatrolStage;
    readonly toMove: string;
    readonly jopsPerSide: number;
    /** Locked markers of both sides, and the viewer's own unlocked ones. */
    readonly markers: readonly PatrolMarkerView[];
    /** Each side's unlocked markers this viewer cannot see: how many (fixed by the rules), never where. */
    readonly unseenMarkers: Readonly<Record<string, number>>;
    /** The JOPs placed in the Patrol Phase that the viewer may see. */
    readonly jops: readonly { readonly id: string; readonly side: string; readonly position: Point; readonly secret: boolean }[];
    /** JOPs each side has placed: public, since the sides place them in turn. */
    readonly jopsPlaced: Readonly<Record<string, number>>;
  };
  readonly smoke: readonly { readonly id: string; readonly centre: Point; readonly radius: number; readonly placedTurn: number }[];
  readonly aimPoints: readonly { readonly observer: string; readonly point: Point; readonly turnsObserved: number }[];
  /** Fire declarations this viewer may see: its own side's, or all once both sides have declared. */
  readonly declarations: readonly FireDeclarationView[];
  /** Sides that have declared their fire this phase (public: the other side may be waiting on them). */
  readonly declared: readonly string[];
  readonly pendingChecks: readonly EndOfTurnCheck[];
  readonly viewer: ViewerKind;
}
export type FireteamView = Projected<FireteamViewData>;

const opt = <K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } => (v === undefined ? {} : { [key]: v }) as { [P in K]?: V };

function unitView(u: Unit): UnitViewData {
  // What its living figures still hold: the dead carry nothing (Firing, "4 or less riflemen have no fire effect").
  const living = livingLoad(u);
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    kind: u.kind,
    quality: u.quality,
    figures: u.figures,
    casualties: u.casualties,
    weapons: living.weapons,
    ...opt('crew', u.crew === undefined ? undefined : living.crew),
    roles: u.roles,
    ...opt('gun', u.gun),
    molotovs: u.molotovs,
    pinsThisTurn: u.pinsThisTurn,
    status: u.status,
    overwatch: u.overwatch,
    goneToGround: u.goneToGround,
    onTable: u.onTable,
    ...opt('position', u.position),
    deployedThisTurn: u.deployedThisTurn,
    movedThisTurn: u.movedThisTurn,
    firedThisTurn: u.firedThisTurn,
    ...opt('vehicle', u.vehicle),
    ...opt('aboard', u.aboard),
    helpedThisTurn: u.helpedThisTurn === true,
    ...opt('facing', u.facing),
    secret: !isKnownToEnemy(u),
  };
}

/** How many of `items` each side has, for the sides listed. */
function countBySide(sides: readonly string[], items: readonly { readonly side: string }[]): Record<string, number> {
  return Object.fromEntries(sides.map((s) => [s, items.filter((x) => x.side === s).length]));
}

/**
 * The game as `viewer` may know it (DESIGN.md, Hidden information). Seed 004's secrets:
 * - a side's fire declarations until both sides have declared ("Shooting is simultaneous");
 * - the Patrol Phase's hidden movement: a side's unlocked patrol markers (locked ones are public,
 *   the contact seen by both) and the JOPs it places, until a unit deploys from one;
 * - its units still off table, never deployed ("all units begin off table"): ids, kinds, weapons and
 *   how many. Once on the table a unit stays known, removed or not.
 * The viewer's own side and the GM see everything. Everything is copied field by field so nothing
 * internal reaches a formatter.
 */
export function viewFireteam(state: FireteamState, viewer: Viewer): FireteamView {
  const v = viewerKind(viewer);
  const sees = (side: string): boolean => seesSecretsOf(v, side);
  const revealed = state.phase === 'firing' && state.sides.every((s) => state.step.done.includes(s));
  // A declaration kept without its side (a game saved before ids were unique per side only) is the side of the one unit with its id.
  const declarations = sidedDeclarations(state).flatMap((d): FireDeclarationView[] => {
    const side = d.side ?? state.units.find((u) => u.id === d.unit)?.side ?? '';
    if (!revealed && !sees(side)) return [];
    return [{ side, unit: d.unit, kind: d.kind, ...opt('target', d.target), ...opt('aimPoint', d.aimPoint), ...opt('with', d.with), ...opt('attested', d.attested) }];
  });
  const jops = state.jops.filter((j) => j.hidden !== true || sees(j.side));
  const p = state.patrol;
  const publicJop = (id: string): boolean => state.jops.some((j) => j.id === id && j.hidden !== true);
  return project({
    sides: state.sides,
    attacker: state.attacker,
    turn: state.turn,
    phase: state.phase,
    step: { side: state.step.side, done: state.step.done },
    units: state.units.filter((u) => isKnownToEnemy(u) || sees(u.side)).map(unitView),
    jops: jops.map((j) => ({ id: j.id, side: j.side, ...opt('position', j.position), deployedThisTurn: j.deployedThisTurn, secret: j.hidden === true })),
    unseenJops: countBySide(state.sides, state.jops.filter((j) => !jops.includes(j))),
    roadEntrances: state.roadEntrances.map((r) => ({ id: r.id, side: r.side, ...opt('position', r.position) })),
    ...(p === undefined
      ? {}
      : {
          patrol: {
            stage: p.stage,
            toMove: p.toMove,
            jopsPerSide: p.jopsPerSide,
            markers: p.markers.filter((m) => m.locked || sees(m.side)).map((m) => ({ id: m.id, side: m.side, position: m.position, locked: m.locked })),
            unseenMarkers: countBySide(state.sides, p.markers.filter((m) => !m.locked && !sees(m.side))),
            jops: p.jops.filter((j) => sees(j.side) || publicJop(j.id)).map((j) => ({ id: j.id, side: j.side, position: j.position, secret: !publicJop(j.id) })),
            jopsPlaced: countBySide(state.sides, p.jops),
          },
        }),
    smoke: state.smoke.map((s) => ({ id: s.id, centre: s.centre, radius: s.radius, placedTurn: s.placedTurn })),
    aimPoints: state.aimPoints.map((a) => ({ observer: a.observer, point: a.point, turnsObserved: a.turnsObserved })),
    declarations,
    declared: state.phase === 'firing' ? state.step.done : [],
    pendingChecks: state.pendingChecks,
    viewer: v,
  });
}

export interface CampaignViewData {
  readonly sides: readonly string[];
  readonly map: { readonly name: string; readonly squares: readonly { readonly id: string; readonly name: string; readonly neighbours: readonly string[]; readonly owner?: string; readonly note?: string }[] };
  readonly turn: number;
  readonly stage: CampaignStage;
  /** This turn's assaults the viewer may see: its own side's, or all once paired into games. */
  readonly assaults: readonly (Assault | { readonly side: string; readonly holds: true })[];
  /** Sides that have declared this turn (public). */
  readonly declared: readonly string[];
  readonly games: readonly CampaignGame[];
  /** Point splits the viewer may see: its own, or both once both are made. */
  readonly allocations: Readonly<Record<string, Allocation>>;
  readonly history: readonly { readonly turn: number; readonly games: readonly CampaignGame[]; readonly captures: readonly Capture[] }[];
  readonly viewer: ViewerKind;
}
export type CampaignView = Projected<CampaignViewData>;

/**
 * "Forward, victory is near!" as `viewer` may know it: a side's assault is secret until both have
 * declared and the games are paired, and its points split until both have split.
 */
export function viewFireteamCampaign(c: CampaignState, viewer: Viewer): CampaignView {
  const v = viewerKind(viewer);
  const paired = c.stage === 'fighting';
  const assaults = c.sides.flatMap((s) => {
    const a = c.assaults[s];
    if (a === undefined || (!paired && !seesSecretsOf(v, s))) return [];
    return [a === null ? { side: s, holds: true as const } : { side: a.side, from: a.from, to: a.to }];
  });
  const allSplit = c.sides.every((s) => c.allocations[s] !== undefined);
  const allocations: Record<string, Allocation> = {};
  for (const s of c.sides) {
    const a = c.allocations[s];
    if (a !== undefined && (allSplit || seesSecretsOf(v, s))) allocations[s] = { attack: a.attack, defence: a.defence };
  }
  return project({
    sides: c.sides,
    map: {
      name: c.map.name,
      squares: c.map.squares.map((s) => ({ id: s.id, name: s.name, neighbours: s.neighbours, ...opt('owner', c.owners[s.id]), ...opt('note', s.note) })),
    },
    turn: c.turn,
    stage: c.stage,
    assaults,
    declared: c.sides.filter((s) => c.assaults[s] !== undefined),
    games: c.games,
    allocations,
    history: c.history,
    viewer: v,
  });
}
