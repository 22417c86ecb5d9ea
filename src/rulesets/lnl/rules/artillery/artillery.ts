import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { hexesBetween, hexesWithin, type HexsideTake } from '../../../../core/board/hex-line.js';
import {
  HEX_DIRECTIONS,
  formatHex,
  hexNeighbour,
  hexNeighbours,
  onHexGrid,
  sameHex,
  type HexCoord,
  type HexDirection,
  type HexGrid,
} from '../../../../core/board/hex.js';
import { choiceRule, rulesFor, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { MAX_DEGRADING_HEXES } from '../map/line-of-sight.js';
import { nonZero, sumModifiers, type Modifier, type ModifierReason } from '../game/modifiers.js';

/** The five off-board fire missions (LnL player aid, Off Board Artillery Fire Mission Summaries, 18.2.1). */
export const FIRE_MISSIONS = ['standard', 'loose', 'concentrated', 'line', 'walking-barrage'] as const;
export type FireMission = (typeof FIRE_MISSIONS)[number];

/** "If no Fire Mission is decided upon the Standard Fire Mission is chosen by default." */
export const DEFAULT_FIRE_MISSION: FireMission = 'standard';

/** Who may place a Spotting Round: "a friendly Leader, Scout or Advisor". */
export const SPOTTER_ROLES = ['leader', 'scout', 'advisor'] as const;
export type SpotterRole = (typeof SPOTTER_ROLES)[number];

export const LOOSE_ABOVE_SIX = ['continue', 'cap'] as const;
export const LINE_ALONG_HEXSIDE = ['both', 'left', 'right'] as const satisfies readonly HexsideTake[];

/** The artillery values the player aid leaves open, as house rules. */
export const artilleryHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'artillery.looseAboveSix',
    type: 'choice',
    default: 'continue',
    choices: LOOSE_ABOVE_SIX,
    confidence: 'C',
    source: 'LnL player aid 18.2.1, Loose Fire Missions (chart stops at 6)',
    description: 'loose mission FP for artillery above 6: continue the chart (7–8 → 3, 9–10 → 4…) or cap at 2',
  },
  {
    key: 'artillery.lineAlongHexside',
    type: 'choice',
    default: 'both',
    choices: LINE_ALONG_HEXSIDE,
    confidence: 'C',
    source: 'LnL player aid 18.2.1, Line Fire Mission',
    description: 'where a line mission runs along a hexside: attack both hexes, or only the left or right one',
  },
];

const rulesOr = (rules: HouseRules | undefined): HouseRules => rules ?? rulesFor(artilleryHouseRules);

export type ArtilleryError =
  | 'lnl/not-a-spotter'
  | 'lnl/los-blocked'
  | 'lnl/hex-off-board'
  | 'lnl/landing-out-of-los'
  | 'lnl/shift-not-adjacent'
  | 'lnl/shift-out-of-los'
  | 'lnl/ffe-count'
  | 'lnl/barrage-over';

/** A call for fire: who spots, which mission, and the spotter's LOS to the hex. */
export interface CallForFire {
  /** The spotter's kind of unit; only a leader, scout or advisor may call. */
  readonly spotterRole: string;
  /** The spotter's LM (a Good Order leader's; 0 or absent otherwise). */
  readonly spotterLm?: number;
  readonly mission?: FireMission;
  /** Where the Spotting Round is placed: any hex in the spotter's LOS, spotted or not. */
  readonly target: HexCoord;
  /** The spotter's LOS to `target` (from `lineOfSight`). */
  readonly los: { readonly blocked: boolean; readonly degradingCount: number };
  readonly grid?: HexGrid;
}

export interface FireMissionPlan {
  readonly mission: FireMission;
  readonly spotterRole: SpotterRole;
  readonly spotterLm: number;
  readonly target: HexCoord;
  readonly degradingHexes: number;
}

/**
 * Calling a fire mission (LnL player aid, Off Board Artillery Fire Mission Summaries (18.2) items
 * 1–2; Mortar WT, Artillery and Aircraft): a Leader, Scout or Advisor places the Spotting Round on
 * a hex in his LOS, unblocked; the mission type is fixed from then on, Standard when none is named.
 */
export function planFireMission(call: CallForFire): RuleResult<FireMissionPlan, ArtilleryError> {
  const role = SPOTTER_ROLES.find((r) => r === call.spotterRole);
  if (role === undefined) return fail('lnl/not-a-spotter', { role: call.spotterRole });
  if (call.grid && !onHexGrid(call.target, call.grid)) return fail('lnl/hex-off-board');
  if (call.los.blocked || call.los.degradingCount > MAX_DEGRADING_HEXES) return fail('lnl/los-blocked');
  return ok({
    mission: call.mission ?? DEFAULT_FIRE_MISSION,
    spotterRole: role,
    spotterLm: call.spotterLm ?? 0,
    target: call.target,
    degradingHexes: call.los.degradingCount,
  });
}

export interface SpottingRoundDrift {
  readonly target: HexCoord;
  /** The white die: how far, before modifiers and halving. */
  readonly white: number;
  /** The coloured die: which way, 1 = N … 6 = NW. */
  readonly coloured: number;
  readonly direction: HexDirection;
  /** + degrading hexes in the spotter's LOS, − the spotter's LM. */
  readonly modifiers: readonly Modifier[];
  /** White die + modifiers, before halving. */
  readonly modified: number;
  /** The modified white die halved, rounded up; never below 0. */
  readonly distance: number;
  readonly landed: HexCoord;
  /** Whether the landed hex is on the map (always true without a grid). */
  readonly onBoard: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Where the Spotting Round lands (LnL player aid, Mortar WT, Artillery (off-board) and Aircraft
 * (18.2)): 2d6, white for distance — (white + degrading hexes − LM) halved, rounded up — and coloured
 * for direction, 1 = north round to 6 = northwest. The aid gives no floor; a modified roll below 0
 * lands on the target hex (distance 0), since a negative drift means nothing. The round may drift
 * off the map: `onBoard` says so, and the caller decides what an off-map FFE does.
 */
export function spottingRoundDrift(plan: FireMissionPlan, roller: Roller, grid?: HexGrid): SpottingRoundDrift {
  const whitePart = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'drift distance (white)');
  const colouredPart = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'drift direction (coloured)');
  const white = whitePart.total;
  const coloured = colouredPart.total;
  const direction = HEX_DIRECTIONS[coloured - 1]!;
  const modifiers = nonZero([
    { reason: 'degrading-hex', value: plan.degradingHexes },
    { reason: 'leadership', value: -plan.spotterLm },
  ]);
  const modified = white + sumModifiers(modifiers);
  const distance = Math.max(0, Math.ceil(modified / 2));
  let landed = plan.target;
  for (let i = 0; i < distance; i++) landed = hexNeighbour(landed, direction);
  return {
    target: plan.target,
    white,
    coloured,
    direction,
    modifiers,
    modified,
    distance,
    landed,
    onBoard: grid ? onHexGrid(landed, grid) : true,
    parts: [whitePart, colouredPart],
  };
}

export interface FfePlacement {
  readonly landed: HexCoord;
  readonly ffe: HexCoord;
  readonly shifted: boolean;
  /** The landed hex was in the spotter's LOS, so he could have shifted the marker. */
  readonly landedInLos: boolean;
}

/**
 * Placing the Fire For Effect marker (LnL player aid, 18.2): "If result still in LOS, spotter can
 * shift the marker 1 hex (in LOS), place FFE marker." The marker goes on the landed hex, or — when
 * the landed hex is in the spotter's LOS and he asks — on an adjacent hex also in his LOS. The aid
 * does not cancel a round that drifts out of LOS, so the FFE then goes where it landed.
 */
export function placeFfe(
  landed: HexCoord,
  inLos: (hex: HexCoord) => boolean,
  shiftTo?: HexCoord,
  grid?: HexGrid,
): RuleResult<FfePlacement, ArtilleryError> {
  const landedInLos = inLos(landed);
  if (shiftTo === undefined || sameHex(shiftTo, landed)) return ok({ landed, ffe: landed, shifted: false, landedInLos });
  if (!landedInLos) return fail('lnl/landing-out-of-los', { landed: formatHex(landed) });
  // The refusals name the hexes he may shift to: next to the landed hex, on the map, in his sight.
  const open = () => ({ landed: formatHex(landed), hexes: shiftChoices(landed, inLos, grid).map(formatHex).join(', ') });
  if (!hexNeighbours(landed).some((h) => sameHex(h, shiftTo))) return fail('lnl/shift-not-adjacent', open());
  if (grid && !onHexGrid(shiftTo, grid)) return fail('lnl/hex-off-board');
  if (!inLos(shiftTo)) return fail('lnl/shift-out-of-los', open());
  return ok({ landed, ffe: shiftTo, shifted: true, landedInLos });
}

/** The hexes a spotter may shift a round that landed in his LOS to (18.2 item 4): adjacent, on the map, in his LOS; by column, then row. */
export function shiftChoices(landed: HexCoord, inLos: (hex: HexCoord) => boolean, grid?: HexGrid): HexCoord[] {
  return hexNeighbours(landed)
    .filter((h) => (!grid || onHexGrid(h, grid)) && inLos(h))
    .sort((a, b) => a.col - b.col || a.row - b.row);
}

/** Why a hex is attacked by a mission. */
export type MissionHexRole = 'ffe' | 'adjacent' | 'within-two' | 'line';

/** One hex a fire mission attacks, and the FP it attacks with. */
export interface MissionHexAttack {
  readonly hex: HexCoord;
  readonly fp: number;
  readonly role: MissionHexRole;
}

/**
 * The Loose Fire Mission's FP (18.2.1 chart): 1–2 → 0, 3–4 → 1, 5–6 → 2. Above 6, house rule
 * `artillery.looseAboveSix`: continue the pattern (7–8 → 3, 9–10 → 4…) or cap at 2.
 */
export function looseFirepower(fp: number, rules?: HouseRules): number {
  const converted = Math.max(0, Math.floor((fp - 1) / 2));
  return choiceRule(rulesOr(rules), 'artillery.looseAboveSix', LOOSE_ABOVE_SIX) === 'cap' ? Math.min(2, converted) : converted;
}

const FFE_COUNT: Readonly<Record<FireMission, { min: number; max: number }>> = {
  standard: { min: 1, max: 1 },
  loose: { min: 1, max: 1 },
  concentrated: { min: 1, max: 1 },
  line: { min: 2, max: 2 },
  'walking-barrage': { min: 1, max: Number.POSITIVE_INFINITY },
};

/**
 * The hexes a fire mission attacks and each one's FP (LnL player aid, Off Board Artillery Fire
 * Mission Summaries (18.2.1)):
 * - standard: the FFE hex and all adjacent hexes at the mission FP;
 * - loose: the FFE hex and all hexes within 2 at the converted FP (`looseFirepower`);
 * - concentrated: the FFE hex at 1.5 × FP rounded up, adjacent hexes at ½ FP rounded down;
 * - line: the two FFE hexes and all hexes in direct line between them at the mission FP (house
 *   rule `artillery.lineAlongHexside` where the line runs along a hexside);
 * - walking barrage: each FFE marker's hex at the mission FP (`advanceBarrage` moves them later).
 * With a grid, hexes off the map are left out.
 */
export function missionAttacks(
  mission: FireMission,
  ffe: readonly HexCoord[],
  fp: number,
  options: { readonly grid?: HexGrid; readonly rules?: HouseRules } = {},
): RuleResult<MissionHexAttack[], ArtilleryError> {
  const count = FFE_COUNT[mission];
  if (ffe.length < count.min || ffe.length > count.max) {
    return fail('lnl/ffe-count', { mission, expected: count.min, given: ffe.length });
  }
  const rules = rulesOr(options.rules);
  const centre = ffe[0]!;
  const ring = hexNeighbours(centre);
  let attacks: MissionHexAttack[];
  switch (mission) {
    case 'standard':
      attacks = [{ hex: centre, fp, role: 'ffe' }, ...ring.map((hex) => ({ hex, fp, role: 'adjacent' as const }))];
      break;
    case 'loose': {
      const loose = looseFirepower(fp, rules);
      attacks = hexesWithin(centre, 2).map((hex) => ({
        hex,
        fp: loose,
        role: sameHex(hex, centre) ? ('ffe' as const) : ('within-two' as const),
      }));
      break;
    }
    case 'concentrated':
      attacks = [
        { hex: centre, fp: Math.ceil((fp * 3) / 2), role: 'ffe' },
        ...ring.map((hex) => ({ hex, fp: Math.floor(fp / 2), role: 'adjacent' as const })),
      ];
      break;
    case 'line': {
      const [a, b] = [ffe[0]!, ffe[1]!];
      const take = choiceRule(rules, 'artillery.lineAlongHexside', LINE_ALONG_HEXSIDE);
      attacks = hexesBetween(a, b, take).map((hex) => ({
        hex,
        fp,
        role: sameHex(hex, a) || sameHex(hex, b) ? ('ffe' as const) : ('line' as const),
      }));
      break;
    }
    case 'walking-barrage':
      attacks = ffe.map((hex) => ({ hex, fp, role: 'ffe' as const }));
      break;
  }
  const grid = options.grid;
  return ok(grid ? attacks.filter((a) => onHexGrid(a.hex, grid)) : attacks);
}

/** One FFE marker of a walking barrage and the direction declared for it. */
export interface BarrageMarker {
  readonly hex: HexCoord;
  readonly direction: HexDirection;
}

export interface WalkingBarrage {
  readonly markers: readonly BarrageMarker[];
  readonly fp: number;
  /** How many turns the markers have moved (0 to 2). */
  readonly moves: number;
}

/** The turns after the first in which a walking barrage moves and attacks again. */
export const BARRAGE_MOVES = 2;

export interface BarrageStep {
  readonly barrage: WalkingBarrage;
  readonly attacks: readonly MissionHexAttack[];
  /** Markers that have walked off the map attack nothing. */
  readonly offBoard: readonly BarrageMarker[];
  /** No further moves: the FFE markers come off in the Administrative Phase. */
  readonly finished: boolean;
}

function barrageStep(barrage: WalkingBarrage, grid: HexGrid | undefined): BarrageStep {
  const on = (m: BarrageMarker) => !grid || onHexGrid(m.hex, grid);
  return {
    barrage,
    attacks: barrage.markers.filter(on).map((m) => ({ hex: m.hex, fp: barrage.fp, role: 'ffe' as const })),
    offBoard: barrage.markers.filter((m) => !on(m)),
    finished: barrage.moves >= BARRAGE_MOVES,
  };
}

/**
 * A Walking Barrage Fire Mission's first attack (LnL player aid, 18.2.1): any unit under each FFE
 * marker is attacked at the mission FP; each marker's direction is declared now.
 */
export function startWalkingBarrage(markers: readonly BarrageMarker[], fp: number, grid?: HexGrid): RuleResult<BarrageStep, ArtilleryError> {
  if (markers.length === 0) return fail('lnl/ffe-count', { mission: 'walking-barrage', expected: 1, given: 0 });
  return ok(barrageStep({ markers, fp, moves: 0 }, grid));
}

/**
 * A walking barrage's next turn (LnL player aid, 18.2.1): "In the next 2 subsequent turns, before
 * any Impulse Actions are taken, the owning player moves the FFE markers one hex in the indicated
 * direction", and units under each marker are attacked again. After the second move the barrage is
 * finished; a third call is refused.
 */
export function advanceBarrage(barrage: WalkingBarrage, grid?: HexGrid): RuleResult<BarrageStep, ArtilleryError> {
  if (barrage.moves >= BARRAGE_MOVES) return fail('lnl/barrage-over');
  const markers = barrage.markers.map((m) => ({ hex: hexNeighbour(m.hex, m.direction), direction: m.direction }));
  return ok(barrageStep({ markers, fp: barrage.fp, moves: barrage.moves + 1 }, grid));
}

/** What fires without a to-hit roll and attacks everything in a hex. */
export type IndirectSource = 'artillery' | 'mortar' | 'air';

export interface IndirectFireInput {
  readonly source: IndirectSource;
  /** The FP (or HE equivalent) attacking this hex. */
  readonly fp: number;
  /** DFT modifiers declared for the attack (they apply only against leg units). */
  readonly modifiers?: readonly Modifier[];
  /** The hex holds leg units. */
  readonly legTargets: boolean;
  /** The target hex's TM. */
  readonly terrainTm: number;
  /** The TM comes from a wall or a hill, which gives none against this fire. */
  readonly tmFromWallOrHill?: boolean;
  /** The lowest armour value among vehicles in the hex, if any. */
  readonly lowestArmour?: number;
}

export interface IndirectFireAttack {
  readonly source: IndirectSource;
  readonly attacker: {
    readonly faces: readonly number[];
    /** The die counted: the one d6, or the better of a mortar's two. */
    readonly die: number;
    readonly fp: number;
    readonly modifiers: readonly Modifier[];
    readonly total: number;
  };
  readonly defender: {
    readonly die: number;
    /** The hex's TM as given, before the +4 cap and the wall-or-hill rule. */
    readonly terrainTm: number;
    readonly modifiers: readonly Modifier[];
    readonly total: number;
  };
  /** Declared modifiers that do not count against this fire, to explain why. */
  readonly ignored: readonly Modifier[];
  /** The die counted for the attacker showed 6 (a fire may start in a flammable hex, 10.5.6). */
  readonly natural6: boolean;
  /** Attacker total − defender total when the attacker is higher: the DC modifier for every unit. */
  readonly damageCheck?: number;
  /** Who takes the DC: all units in the hex — open, buttoned, every level. */
  readonly affects: 'all-units-in-hex';
  readonly parts: readonly RolledPart[];
}

/** "Max TM is +4" (player aid, DFT modifiers, 5.5); a lone sniper's doubling does not apply to artillery. */
export const MAX_TM = 4;

// LM does not apply to this fire, and degrading hexes in a LOS count for a mortar only when they
// block it (18.1); off-board guns and aircraft trace no LOS to the hex at all.
const NEVER_APPLIES: readonly ModifierReason[] = ['leadership', 'degrading-hex'];

/**
 * The attack on one hex by off-board artillery, a Mortar WT or air support against leg units (LnL
 * player aid, Mortar WT, Artillery (off-board) and Aircraft (18.1, 18.2, 19.1); Mortar WT (18.1)):
 * attacker 1d6 (a mortar: the better of 2d6) + FP + DFT modifiers, those only against leg units and
 * never the LM; defender 1d6 + TM (none from walls or hills, at most +4) + lowest armour value. If
 * the attacker is higher, all units in the hex take a DC with the difference.
 */
export function indirectFireAttack(input: IndirectFireInput, roller: Roller): IndirectFireAttack {
  const declared = input.modifiers ?? [];
  const applies = (m: Modifier) => input.legTargets && !NEVER_APPLIES.includes(m.reason);
  const attackMods = nonZero(declared.filter(applies));
  const ignored: Modifier[] = nonZero(declared.filter((m) => !applies(m)));
  const attackPart =
    input.source === 'mortar'
      ? roller.roll({ op: 'best', n: 2, k: 1, sides: 6 }, 'mortar fire')
      : roller.roll({ op: 'sum', n: 1, sides: 6 }, input.source === 'air' ? 'air attack' : 'artillery fire');
  const die = attackPart.total;
  const attackTotal = die + input.fp + sumModifiers(attackMods);

  let tm = Math.min(input.terrainTm, MAX_TM);
  if (input.tmFromWallOrHill === true) {
    ignored.push(...nonZero([{ reason: 'terrain', value: input.terrainTm }]));
    tm = 0;
  }
  const defenceMods = nonZero([
    { reason: 'terrain', value: tm },
    { reason: 'armour', value: input.lowestArmour ?? 0 },
  ]);
  const defencePart = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'defence');
  const defenceTotal = defencePart.total + sumModifiers(defenceMods);
  const difference = attackTotal - defenceTotal;
  return {
    source: input.source,
    attacker: { faces: attackPart.faces, die, fp: input.fp, modifiers: attackMods, total: attackTotal },
    defender: { die: defencePart.total, terrainTm: input.terrainTm, modifiers: defenceMods, total: defenceTotal },
    ignored,
    natural6: die === 6,
    ...(difference > 0 ? { damageCheck: difference } : {}),
    affects: 'all-units-in-hex',
    parts: [attackPart, defencePart],
  };
}

