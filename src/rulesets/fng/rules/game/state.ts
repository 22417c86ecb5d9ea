import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { readUnitRef } from '../../../../core/unit-ref.js';
import type { StoreId } from '../figures/army-lists.js';
import type { Figure, FigureStatus, Side } from '../figures/figure.js';
import { activationRep, formGroups, forceCommander, groupLeader, type GroupFigure, type GroupLeader, type Link } from '../figures/groups.js';
import type { ChainStep } from '../firefight/chain-steps.js';
import type { FngMission, HiddenTrap, PefMarker, SealedEntry, SidePef } from '../enemy/mission.js';
import type { SupportState } from '../support/support-state.js';
import type { Underground } from '../tunnels/underground.js';
import type { WaterKnown } from '../terrain/water-state.js';
import type { StructureFire } from '../terrain/fire-state.js';
import type { VpAward } from '../missions/victory-points.js';
import type { AirState } from '../support/air-state.js';
import type { FngTour } from '../tour/tour-state.js';
import type { RiggedC4 } from '../firefight/c4-state.js';
import type { ClaymoreState } from '../firefight/claymore-state.js';
import type { ObstacleState } from '../terrain/obstacles.js';
import type { Ruins } from '../terrain/building-floors.js';
import type { CivilianState } from '../missions/civilian-figures.js';

/**
 * The FNG firefight as a campaign keeps it (FNG 2nd Tour, p.14–39): the figures of both sides on a
 * table measured in inches, what each did this activation, the turn's Activation dice and whose
 * activation it is, and a reaction chain waiting on a Star's choice. The first campaign side plays
 * the Free World Forces (`fwf`), the second the Communist Forces (`cf`); a figure's `side` says which.
 * Ids are unique within a side; distances are measured from `at`; LOS and cover are read from the
 * board where one is loaded (terrain/sight-line.ts, terrain/cover.ts), else attested.
 */

export type FngSide = Side;
export const FNG_SIDES: readonly FngSide[] = ['fwf', 'cf'];

/** A figure on (or waiting to come onto) the table, with what it did this turn. */
export interface TableFigure extends Figure {
  /** Where it stands, in inches from the top-left corner; absent: not on the table yet. */
  readonly at?: Point;
  /**
   * Where it stands: in cover, concealed (L807–L815), as the board reads it where one is loaded, else
   * as attested. Fire reads the board again from the shooter (cover facing one way), unless
   * `coverSet`: the GM set these against the board (until the figure moves).
   */
  readonly inCover?: boolean;
  readonly concealed?: boolean;
  readonly coverSet?: 'gm';
  readonly prone?: boolean;
  /** Fast moved in its last activation and has not stopped (L619–L621). */
  readonly fastMoving?: boolean;
  readonly outOfAmmo?: boolean;
  /** This activation: it moved, took its active fire, or spent it on a full-activation action. */
  readonly moved?: boolean;
  readonly fired?: boolean;
  readonly busy?: boolean;
  /** This activation: it reloaded, so it may move no further than its normal move (L787). */
  readonly reloaded?: boolean;
  /**
   * This activation (`serial`): the move an In Sight stopped (L655, L659) — the inches of it left, the
   * point it was going to, how (a Fast Move's dice are not rolled again), and the enemies (keys) already
   * seen on the way, who start no new In Sight (L653). Finished with the next move once the In Sight is over.
   */
  readonly moveLeft?: MoveLeft;
  /** The activation (`FngGame.serial`) in which it was stunned: it recovers after one of its own (L711). */
  readonly stunnedAt?: number;
  /** The turn of its first Retire: a second Retire that turn sends it off the table (L722). */
  readonly retiredTurn?: number;
  /** First Aid tried on it (one attempt per casualty, L964). */
  readonly aidTried?: boolean;
  /** The casualty it carries, or the figure carrying it (L954–L957). */
  readonly carrying?: string;
  readonly carriedBy?: string;
  /** Opponents it is in melee with (keys), and whether it was Evenly Matched this turn (L929–L953). */
  readonly fighting?: readonly string[];
  readonly evenTurn?: number;
  /** A grenade, LAW or charge readied: now, in reaction or when next active (L854–L864). */
  readonly ready?: { readonly weapon: string; readonly when: 'now' | 'reaction' | 'next'; readonly serial: number };
  /** A machinegun set up (L753–L766): ready now, to fire in reaction, or when next active. */
  readonly mg?: { readonly when: 'now' | 'reaction' | 'next'; readonly serial: number };
  /** A Star's standing answer to Free Will (L344): pass 2, 1 or 0 d6, or roll. */
  readonly freeWill?: 0 | 1 | 2 | 'roll';
  /** A Star's standing In Sight action (L670): fire, Duck Back, charge, or the table. */
  readonly inSightAction?: 'fire' | 'duck-back' | 'charge' | 'roll';
  /** A Star's standing answer to Cheating Death (L338–L340): he may decline it; absent, he takes it. */
  readonly cheatDeath?: boolean;
  /** The turn it fired at an aircraft: it fires no more that turn, active or not (L1892). */
  readonly aaTurn?: number;
  /** On a tour: the times he came back from Out of the Fight, as his roster entry carries them. */
  readonly wounds?: number;
  /** Burned In a Fire this mission (L1052): −1d6 on his After the Battle Recovery test. */
  readonly burned?: boolean;
  /** Indigenous troops whose advisor built a rapport with them: no more Speak Local tests this battle (L1307). */
  readonly rapport?: boolean;
  /** A Random Event made this leader decisive (L1648): his REP is one higher but to fire his weapons, where it counts one lower. */
  readonly decisive?: true;
  /** An enemy figure: the Free World figure (key) whose attack last put it down, Out of the Fight or Obviously Dead — the body count's credit (L2268). */
  readonly downedBy?: string;
  /** Showing a flashlight at night (L366): regular, seen at daylight ranges (and its beam toward `beam`); red filtered, not seen by it. */
  readonly flashlight?: true | 'red';
  /** Where a regular flashlight's beam points (L366): those in it are lit too. */
  readonly beam?: Point;
  /** The level of the building he stands on (L988, L1002): absent on the ground floor, −1 the basement. */
  readonly floor?: number;
  /** The way he faces (L316–L318, L806): a bearing in degrees clockwise from the table's top edge; his last move's direction, or where he turned (figures/facing.ts). */
  readonly facing?: number;
}

/** A move an In Sight stopped, kept for the rest of the activation (`TableFigure.moveLeft`). */
export interface MoveLeft {
  readonly serial: number;
  readonly inches: number;
  readonly to: Point;
  readonly mode: 'normal' | 'fast' | 'crawl';
  readonly seen: readonly string[];
}

/** A force loaded for a side: its name, army, month, and the squad stores its units carry. */
export interface FngForceRecord {
  readonly side: FngSide;
  readonly name: string;
  readonly army: string;
  readonly units: readonly { readonly id: string; readonly name: string; readonly stores: Readonly<Record<StoreId, number>> }[];
}

/** A chain of reactions waiting on a Star's player (Free Will, the In Sight action), and the answers so far. */
export interface PendingChain {
  readonly steps: readonly ChainStep[];
  /** The Stars asked (keys), and the question. */
  readonly asked: readonly string[];
  readonly question: 'free-will' | 'in-sight-action';
  readonly test: string;
  /** ISO time of the question: the default applies to the next order after the deadline. */
  readonly askedAt: string;
  readonly answers: Readonly<Record<string, string>>;
}

/** How the game is played (L1214–L1227): absent, with the bot as the enemy once a mission is under way; head to head, a player runs each side. */
export type FngMode = 'head-to-head';
export const FNG_MODES: readonly FngMode[] = ['head-to-head'];

export interface FngGame {
  /** Campaign side names: [Free World Forces, Communist Forces]. */
  readonly sides: readonly [string, string];
  /** Head to head (L1221–L1227): the Communist side is a player's, and each side has three secret PEFs (`sidePefs`). */
  readonly mode?: FngMode;
  /** Head to head: each side's PEFs 1–3, what each holds sealed until it is resolved. */
  readonly sidePefs?: readonly SidePef[];
  readonly forces: readonly FngForceRecord[];
  readonly figures: readonly TableFigure[];
  /** 0 while setting up; each Activation roll that is not doubles starts the next. */
  readonly turn: number;
  /** This turn's Activation dice (L599). */
  readonly dice?: Readonly<Record<FngSide, number>>;
  /** The side whose activation it is, and the sides done this turn. */
  readonly acting?: FngSide;
  readonly done: readonly FngSide[];
  /** Counts activations, for the stunned figures' full activation doing nothing. */
  readonly serial: number;
  readonly pending?: PendingChain;
  /** Part 2: the mission the bot plays the enemy in, its PEF markers, the traps it laid, its sealed decisions. */
  readonly mission?: FngMission;
  readonly pefs?: readonly PefMarker[];
  readonly traps?: readonly HiddenTrap[];
  readonly sealed?: readonly SealedEntry[];
  /** LVC units melted away into a pair of PEFs (L1625), out of sight until one of the pair is resolved; `real` once the other came to nothing. */
  readonly melted?: readonly { readonly pefs: readonly string[]; readonly figures: readonly TableFigure[]; readonly real?: string }[];
  /** A group a commander activated by radio this activation (`serial`), whatever its REP against the die (L1698). */
  readonly radioed?: { readonly serial: number; readonly figures: readonly string[] };
  /** The bot found the players' side with nobody left able to fight: it plays no further turns. */
  readonly lost?: boolean;
  /** This turn's Activation doubles (each die's face) and a 7's side, for the bot to answer (Random Events L1626, Reinforcements L2061). */
  readonly checks?: { readonly doubles: readonly number[]; readonly seven?: FngSide };
  /** Part 2: the Free World Forces' support — called, on its way, over the table (rules/support/support-state.ts). */
  readonly support?: SupportState;
  /** Tunnel parties below (rules/tunnels/moves/order-tunnel.ts): their figures are off the table until they come up. */
  readonly underground?: Underground;
  /** The water's depths and currents found, and swimmers in trouble (rules/terrain/moves/order-water.ts). */
  readonly water?: WaterKnown;
  /** Structures being lit or burning (rules/terrain/moves/order-fire-building.ts). */
  readonly fires?: readonly StructureFire[];
  /** Victory Points earned so far this mission (rules/missions/victory-points.ts), for its end to total. */
  readonly vp?: readonly VpAward[];
  /** The last turn whose end the terrain has had: fires burnt, swimmers carried (rules/turn-end.ts). */
  readonly terrainTurn?: number;
  /** What air support left over the table (napalm, smoke, light), the FAC and what spotting found (rules/support/air-state.ts). */
  readonly air?: AirState;
  /** Part 3: the tour of duty — the clock, the squad's roster from mission to mission (rules/tour/tour-state.ts). */
  readonly tour?: FngTour;
  /** Claymores the players set out and have not fired (rules/firefight/moves/claymores.ts, L783). */
  readonly claymores?: ClaymoreState;
  /** Gaps cut through the table's wire and punji stakes (rules/terrain/obstacles.ts, L1208, L1212). */
  readonly obstacles?: ObstacleState;
  /** C-4 rigged on the table and not yet gone off (rules/firefight/c4-state.ts, L784). */
  readonly c4?: readonly RiggedC4[];
  /** Building areas fallen in and lying under rubble (rules/terrain/building-floors.ts, L992–L996). */
  readonly ruins?: Ruins;
  /** Civilians on the table, a third party (rules/missions/civilian-figures.ts, L1262–L1298). */
  readonly civilians?: CivilianState;
}

export type FngStateError = 'fng/bad-sides' | 'fng/unknown-figure' | 'fng/ambiguous-figure' | 'fng/unknown-side';

/** A new firefight: two sides, the players' Free World Forces first (plan §1), with the bot as the enemy or head to head. */
export function createFngGame(sides: readonly string[], mode?: FngMode): RuleResult<FngGame, 'fng/bad-sides'> {
  if (sides.length !== 2 || sides[0]!.toLowerCase() === sides[1]!.toLowerCase()) return fail('fng/bad-sides');
  return ok({ sides: [sides[0]!, sides[1]!], ...(mode ? { mode } : {}), forces: [], figures: [], turn: 0, done: [], serial: 0 });
}

/** Head to head (L1221–L1227): a player runs each side, and the bot rolls only what the rules roll. */
export const headToHead = (g: Pick<FngGame, 'mode'>): boolean => g.mode === 'head-to-head';

/** The campaign side name of an FNG side. */
export const sideName = (g: FngGame, s: FngSide): string => (s === 'fwf' ? g.sides[0] : g.sides[1]);

/** The FNG side a campaign side name plays, if any. */
export function sideOfName(g: FngGame, name: string): FngSide | undefined {
  const n = name.trim().toLowerCase();
  return g.sides[0].toLowerCase() === n ? 'fwf' : g.sides[1].toLowerCase() === n ? 'cf' : undefined;
}

export const otherSide = (s: FngSide): FngSide => (s === 'fwf' ? 'cf' : 'fwf');

/** The key a figure is kept under in chains and melee: `fwf:pink`. */
export const keyOf = (f: { readonly side: FngSide; readonly id: string }): string => `${f.side}:${f.id.toLowerCase()}`;

export function byKey(g: FngGame, key: string): TableFigure | undefined {
  return g.figures.find((f) => keyOf(f) === key);
}

/** The figure under `key`, a fault if it is gone from the game (keys come from the state itself). */
export function figureOf(g: FngGame, key: string): TableFigure {
  const f = byKey(g, key);
  if (!f) throw new Error(`no figure ${key}`);
  return f;
}

export function updateFigure(g: FngGame, key: string, change: (f: TableFigure) => TableFigure): FngGame {
  return { ...g, figures: g.figures.map((f) => (keyOf(f) === key ? change(f) : f)) };
}

/** On the table: placed, and not gone from it. */
export function onTable(f: TableFigure): f is TableFigure & { readonly at: Point } {
  return f.at !== undefined && !['left-battlefield', 'missing', 'captured', 'cheated-death'].includes(f.status);
}

/** Seen by everyone: on the table (part 1 hides nothing placed; PEFs come in part 2). */
export const isVisible = onTable;

/**
 * A figure of `side` named by its id (case ignored). Only that side's figures are looked at, so the
 * answer never depends on the enemy's.
 */
export function ownFigure(g: FngGame, side: FngSide, ref: string): RuleResult<TableFigure, FngStateError> {
  const { id } = readUnitRef(ref);
  const f = g.figures.find((x) => x.side === side && x.id.toLowerCase() === id.toLowerCase());
  return f ? ok(f) : fail('fng/unknown-figure', { figure: ref.trim() });
}

/**
 * An enemy of `side` the side can see, by id: only figures on the table are looked at, so an unplaced
 * enemy answers as one that does not exist.
 */
export function enemyFigure(g: FngGame, side: FngSide, ref: string): RuleResult<TableFigure, FngStateError> {
  const { id } = readUnitRef(ref);
  const f = g.figures.find((x) => x.side !== side && isVisible(x) && x.id.toLowerCase() === id.toLowerCase());
  return f ? ok(f) : fail('fng/unknown-figure', { figure: ref.trim() });
}

/** An enemy to shoot, throw at or charge: one the side can see, and not Obviously Dead. */
export function liveEnemy(g: FngGame, side: FngSide, ref: string): RuleResult<TableFigure, FngStateError | 'fng/figure-down'> {
  const e = enemyFigure(g, side, ref);
  if (!e.ok) return e;
  return e.value.status === 'obviously-dead' ? fail('fng/figure-down', { figure: e.value.id, status: e.value.status }) : e;
}

/**
 * How far each placed figure stands from a point, to the tenth of an inch, by key: the line of a blast
 * circle (L882) or a Claymore's cone (L783) gives each man it caught his distance from its centre.
 */
export function awayFrom(p: Point, figs: readonly TableFigure[]): Readonly<Record<string, number>> {
  return Object.fromEntries(figs.map((f) => [keyOf(f), Math.round(distance(f.at!, p) * 10) / 10]));
}

/** Inches between two placed figures. */
export function inches(a: TableFigure, b: TableFigure): number {
  if (!a.at || !b.at) throw new Error(`${a.id} or ${b.id} is not on the table`);
  return distance(a.at, b.at);
}

const asGroupFigure = (f: TableFigure): GroupFigure => ({ id: keyOf(f), role: f.role, rep: f.rep, status: f.status });

/** Pairs of a side's placed figures with their distances; LOS between friends is taken as attested. */
function links(figs: readonly TableFigure[]): Link[] {
  const out: Link[] = [];
  for (let i = 0; i < figs.length; i++) for (let j = i + 1; j < figs.length; j++) out.push({ a: keyOf(figs[i]!), b: keyOf(figs[j]!), distance: inches(figs[i]!, figs[j]!), los: true });
  return out;
}

/** The groups of a side on the table (Groups, L573): carrying-on figures chained within 4". */
export function groupsOf(g: FngGame, side: FngSide): readonly (readonly string[])[] {
  const figs = g.figures.filter((f) => f.side === side && onTable(f));
  return formGroups(figs.map(asGroupFigure), links(figs)).groups;
}

/** The group a figure is in (its key alone if it links nobody). */
export function groupOfFigure(g: FngGame, f: TableFigure): readonly string[] {
  return groupsOf(g, f.side).find((gr) => gr.includes(keyOf(f))) ?? [keyOf(f)];
}

/** The leader of a figure's group, who rolls its Leader Die (L581–L597). */
export function leaderOf(g: FngGame, f: TableFigure): GroupLeader | undefined {
  return groupLeader(groupOfFigure(g, f).map((k) => asGroupFigure(figureOf(g, k))));
}

/** The REP a figure's group activates on (L575, L586), with its leader's id. */
export function activationRepOf(g: FngGame, f: TableFigure): { readonly rep: number; readonly leader?: string } {
  const group = groupOfFigure(g, f).map((k) => figureOf(g, k));
  const leader = groupLeader(group.map(asGroupFigure));
  if (!leader) return { rep: f.rep };
  const lf = figureOf(g, leader.id);
  const fcFig = forceCommander(g.figures.filter((x) => x.side === f.side && onTable(x)).map(asGroupFigure));
  const fc = fcFig ? figureOf(g, fcFig.id) : undefined;
  const r = activationRep({
    leader,
    leaderRole: lf.role,
    ...(fc ? { forceCommander: { id: keyOf(fc), role: fc.role, rep: fc.rep }, distanceToForceCommander: inches(fc, lf), losToForceCommander: true } : {}),
  });
  return { rep: r.rep, leader: lf.id };
}

/** Friends of `f` within `reach` inches of it on the table (distance only: who of them sees it is the caller's to read, game/line-of-sight.ts), itself excluded. */
export function friendsNear(g: FngGame, f: TableFigure, reach: number, statuses: readonly FigureStatus[]): TableFigure[] {
  if (!f.at) return [];
  return g.figures.filter((x) => x.side === f.side && keyOf(x) !== keyOf(f) && onTable(x) && statuses.includes(x.status) && inches(x, f) <= reach);
}

/** The permanent unit has lost half its figures or more (Cohesion, L702–L707). */
export function halfStrengthOrLess(g: FngGame, f: TableFigure): boolean {
  const unit = g.figures.filter((x) => x.side === f.side && x.unit === f.unit);
  const lost = unit.filter((x) => ['out-of-fight', 'obviously-dead', 'left-battlefield', 'missing', 'captured', 'cheated-death'].includes(x.status)).length;
  return unit.length > 0 && lost * 2 >= unit.length;
}

/** Whether the figure has the Attribute. */
export const has = (f: Figure, attribute: string): boolean => (f.attributes as readonly string[]).includes(attribute);
