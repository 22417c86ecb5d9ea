import type { FngSide } from './state.js';
import type { AreaShape } from '../../../../core/board/geometry.js';
import type { FigureStatus } from '../figures/figure.js';
import type { DefenseEvent } from '../missions/defense-reports.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { ChargeResult } from '../firefight/charge.js';
import type { ShotWhy } from '../firefight/chain-steps.js';
import type { CohesionMemberResult } from '../firefight/cohesion.js';
import type { DamageRoll } from '../firefight/damage.js';
import type { InSightActionResult, InSightScore } from '../firefight/in-sight.js';
import type { MeleeRoundResult } from '../firefight/melee.js';
import type { FireResult, ShotTarget } from '../firefight/ranged-combat.js';
import type { TestOutcome } from '../firefight/reaction.js';
import type { RecoverResult } from '../firefight/recover.js';
import type { StarPowerResult } from '../figures/star.js';
import type { FngMission } from '../enemy/mission.js';
import type { SupportEvent } from '../support/support-state.js'
import type { BlastParty, TunnelTurn } from '../tunnels/underground.js';
import type { AirEvent } from '../support/air-state.js';
import type { InAFireResult, SuppressResult } from '../terrain/buildings.js';
import type { SwimResult } from '../terrain/water.js';
import type { CivilianReaction, SpeakLocalCivilian, SpeakLocalIndigenous } from '../missions/civilians.js';
import type { BuildingShot, CivilianScene, SpeakLocalFinding } from '../missions/hazard-events.js';
import type { CivilianEvent } from '../missions/civilian-figures.js';
import type { TourEvent } from '../tour/tour-state.js';

/**
 * What happened in an order and the chain it set off, in order, for the texts to tell (every result
 * names its table, dice, passes, outcome and effect). Figures are named by their keys (`fwf:pink`).
 */
/** How a figure placed or moved stands (L807–L815): what the board gives it there and which features give it, or what was said (`set`). */
export interface Stands {
  readonly cover: boolean;
  readonly concealed: boolean;
  readonly by?: readonly string[];
  readonly set?: 'gm' | 'attested';
}
/** What a Random Event did on the table (random-event-play.ts, L1641, L1648). */
export type RandomEffect =
  | { readonly what: 'radio-jammed'; readonly turns: number; readonly until: number; readonly part: RolledPart }
  | { readonly what: 'withdraw'; readonly side: FngSide; readonly none?: true; readonly unit?: string; readonly pef?: string; readonly figures?: readonly string[]; readonly edge?: Pt }
  | { readonly what: 'lull'; readonly turn: number }
  | { readonly what: 'revive'; readonly side: FngSide; readonly figure?: string; readonly part: RolledPart }
  | { readonly what: 'new-barrel'; readonly side: FngSide }
  | { readonly what: 'shower'; readonly turn: number; readonly weather: NonNullable<FngMission['weather']> }
  | { readonly what: 'support'; readonly level: 'sl' | 'eal'; readonly change: 1 | -1; readonly now?: number; readonly part: RolledPart }
  | { readonly what: 'only-wounded'; readonly figure?: string }
  | { readonly what: 'random-artillery'; readonly section: number; readonly aim: Pt; readonly parts: readonly RolledPart[] }
  | { readonly what: 'artillery-round'; readonly round: number; readonly lands: Pt; readonly part: RolledPart }
  | { readonly what: 'decisive'; readonly side: FngSide; readonly figure?: string; readonly pef?: string; readonly parts: readonly RolledPart[] }
  | { readonly what: 'end-mission' }
  | { readonly what: 'no-reinforcements'; readonly side: FngSide; readonly lull?: true };

/** Why an enemy group holding fires at nobody: no player figure in its sight, or the nearest seen beyond its weapons' range. */
export type HoldWhy = { readonly kind: 'unseen' } | { readonly kind: 'out-of-range'; readonly figure: string; readonly inches: number; readonly range: number };

export type FngEvent =
  | {
      readonly kind: 'mission';
      readonly corps: FngMission['corps'];
      readonly area: FngMission['area'];
      readonly status: FngMission['status'];
      readonly sl: number;
      readonly night: boolean;
      readonly dayPart?: FngMission['dayPart'];
      readonly weather?: NonNullable<FngMission['weather']>;
      readonly type?: NonNullable<FngMission['type']>;
      readonly length?: NonNullable<FngMission['length']>;
      readonly ambush?: FngMission['ambush'];
      /** Absent when sealed (`fng.eal.hidden`): the GM's view has them. */
      readonly eal?: number;
      readonly pefRep?: number;
      readonly pefs: readonly { readonly id: string; readonly at: { readonly x: number; readonly y: number }; readonly sector: number; readonly pc?: true }[];
      /** Head to head (L1226): the PEFs are the sides' own, three each. */
      readonly headToHead?: true;
      readonly parts: readonly RolledPart[];
    }
  | {
      readonly kind: 'activation';
      readonly turn: number;
      readonly dice: Readonly<Record<'fwf' | 'cf', number>>;
      readonly doubles: boolean;
      readonly first?: 'fwf' | 'cf';
      readonly reinforcements?: 'fwf' | 'cf';
      readonly parts: readonly RolledPart[];
    }
  | {
      readonly kind: 'shot';
      readonly shooter: string;
      readonly weapon: string;
      readonly tr: number;
      readonly why: ShotWhy;
      readonly snap: boolean;
      readonly targets: readonly ShotTarget[];
      readonly result: FireResult;
      /** The weapon's range, and each target's distance in inches; `set`: its cover and concealment were the GM's word against the board, or attested where no board is loaded. */
      readonly range?: number;
      readonly measured?: readonly { readonly id: string; readonly inches: number; readonly set?: 'gm' | 'attested' }[];
    }
  | { readonly kind: 'no-shot'; readonly shooter: string; readonly why: ShotWhy; readonly reason: 'down' | 'no-weapon' | 'out-of-ammo' | 'out-of-range' | 'no-target' | 'fired-at-aircraft' | 'in-smoke' | 'smoke-between' | 'swimming' | 'no-los' }
  | { readonly kind: 'damage'; readonly figure: string; readonly impact: number; readonly roll: DamageRoll; readonly inCover: boolean }
  | { readonly kind: 'recover'; readonly figure: string; readonly result: RecoverResult }
  | { readonly kind: 'leader-die'; readonly leader: string; readonly test: string; readonly passed: boolean; readonly part: RolledPart }
  | { readonly kind: 'star-power'; readonly figure: string; readonly result: StarPowerResult }
  | { readonly kind: 'larger-than-life'; readonly figure: string }
  | { readonly kind: 'cheat-death'; readonly figure: string; readonly rep: number }
  | { readonly kind: 'down'; readonly figure: string; readonly level: 'stunned' | 'out-of-fight' | 'obviously-dead' | 'missing' | 'captured'; readonly walking?: { readonly walks: boolean; readonly part: RolledPart } }
  /** A damage result no worse than the figure's state: it stays as it is (L938). */
  | { readonly kind: 'stays'; readonly figure: string; readonly status: FigureStatus; readonly level: 'stunned' | 'out-of-fight' | 'obviously-dead' }
  | { readonly kind: 'dropped'; readonly carrier: string; readonly casualty: string }
  | {
      readonly kind: 'reaction';
      readonly figure: string;
      readonly tests: 'received-fire' | 'man-down' | 'both';
      readonly passes: { readonly rf?: number; readonly md?: number };
      readonly how: 'rolled' | 'free-will' | 'hero';
      readonly outcome: TestOutcome;
      readonly outgunned: boolean;
      readonly inCover: boolean;
      readonly hero: boolean;
      readonly part?: RolledPart;
    }
  /** `activity`: VC/NVA Activity set its dice (3d6 or 1d6 instead of 2d6, L1602). */
  | { readonly kind: 'cohesion'; readonly members: readonly CohesionMemberResult[]; readonly half: boolean; readonly part?: RolledPart; readonly activity?: true }
  | { readonly kind: 'status'; readonly figure: string; readonly status: 'duck-back' | 'retired' | 'leaving' | 'left-battlefield' | 'carry-on' }
  | { readonly kind: 'in-sight'; readonly scores: readonly InSightScore[]; readonly order: readonly (readonly string[])[] }
  /** Figures a charge brought into the In Sight (L683–L685): their scores against the charger's successes, who acts before the charge and who after. */
  | { readonly kind: 'in-sight-joins'; readonly charger: string; readonly successes: number; readonly scores: readonly InSightScore[]; readonly before: readonly string[]; readonly after: readonly string[] }
  /** A player's move brought his figures (`figures`) and enemy figures (`enemies`) into sight of each other: the In Sight follows (L653–L659). */
  | { readonly kind: 'into-sight'; readonly figures: readonly string[]; readonly enemies: readonly string[] }
  /** Figures that stayed in place and turned to face a point (L618). */
  | { readonly kind: 'turned'; readonly figures: readonly { readonly figure: string; readonly toward: { readonly x: number; readonly y: number } }[] }
  /** Figures named for an In Sight with no enemy named to their front (L651, L655): they take no In Sight; `none`, nobody does. */
  | { readonly kind: 'in-sight-unseeing'; readonly figures: readonly string[]; readonly none?: true }
  /** A move stopped where `figure` came into sight of `enemies` (at `at`); the rest of its group (`others`) went up to 2" more (L655, L658). */
  | { readonly kind: 'move-stopped'; readonly figure: string; readonly enemies: readonly string[]; readonly at: { readonly x: number; readonly y: number }; readonly others: readonly string[] }
  /** After the In Sight, the movers with move left to finish (L659): inches, toward the point they were going to. */
  | { readonly kind: 'move-left'; readonly figures: readonly { readonly figure: string; readonly inches: number; readonly to: { readonly x: number; readonly y: number } }[] }
  | { readonly kind: 'in-sight-action'; readonly figure: string; readonly target?: string; readonly result: InSightActionResult }
  | { readonly kind: 'charge'; readonly target: string; readonly result: ChargeResult }
  | { readonly kind: 'melee'; readonly result: MeleeRoundResult }
  | { readonly kind: 'asked'; readonly figures: readonly string[]; readonly question: 'free-will' | 'in-sight-action'; readonly test: string }
  | { readonly kind: 'defaults'; readonly figures: readonly string[] }
  | { readonly kind: 'chain-cut' }
  | { readonly kind: 'activation-start'; readonly side: 'fwf' | 'cf'; readonly die: number; readonly skipped: boolean; readonly recovered: readonly string[] }
  | { readonly kind: 'done'; readonly side: 'fwf' | 'cf'; readonly recovered: readonly string[] }
  | { readonly kind: 'force'; readonly side: 'fwf' | 'cf'; readonly name: string; readonly figures: readonly string[]; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'placed'; readonly figure: string; readonly at: { readonly x: number; readonly y: number }; readonly stands?: Stands }
  /** Head to head (L1226): a side noted what one of its PEFs holds, sealed; `holds` is for that side's own text alone. */
  | { readonly kind: 'side-pef-noted'; readonly side: 'fwf' | 'cf'; readonly pef: string; readonly seq: number; readonly holds: readonly string[] }
  | { readonly kind: 'side-pef-moved'; readonly side: 'fwf' | 'cf'; readonly pef: string; readonly from: { readonly x: number; readonly y: number }; readonly to: { readonly x: number; readonly y: number } }
  /** Head to head (L1226): a PEF resolved without a table — seen by an enemy figure (`seer`, a key) or shown by its side — and what it held placed (none: a decoy). */
  | { readonly kind: 'side-pef-resolved'; readonly side: 'fwf' | 'cf'; readonly pef: string; readonly at: { readonly x: number; readonly y: number }; readonly seer?: string; readonly figures: readonly string[] }
  | { readonly kind: 'set'; readonly figure: string; readonly what: string }
  | {
      readonly kind: 'moved';
      readonly figure: string;
      readonly from: { readonly x: number; readonly y: number };
      readonly to: { readonly x: number; readonly y: number };
      readonly inches: number;
      readonly allowed: number;
      readonly mode: 'normal' | 'fast' | 'crawl';
      readonly prone: boolean;
      readonly short: boolean;
      readonly stands?: Stands;
      /** The ground that slowed it (foot-move.ts, L1146–L1204), each with its speed. */
      readonly terrain?: readonly { readonly name: string; readonly share: number }[];
    }
  | { readonly kind: 'fast-move'; readonly part: RolledPart; readonly athletePart?: RolledPart; readonly figures: readonly { readonly figure: string; readonly passes: number; readonly inches: number; readonly clumsy: boolean }[] }
  | { readonly kind: 'ready'; readonly figure: string; readonly weapon: string; readonly passes: number; readonly when: 'now' | 'reaction' | 'next'; readonly part: RolledPart }
  | {
      readonly kind: 'throw';
      readonly figure: string;
      readonly weapon: string;
      readonly at: { readonly x: number; readonly y: number };
      /** How far the spot is, and how far he may throw (L866). */
      readonly inches?: number;
      readonly reach?: number;
      /** Why the board says he cannot see the spot (L868): a blocked line's parameters, or the target's cover. */
      readonly unseen?: Readonly<Record<string, string | number>>;
      readonly passes: number;
      readonly landing: 'on-spot' | 'missed' | 'oops';
      readonly dud?: boolean;
      readonly parts: readonly RolledPart[];
    }
  /** A blast circle; `away`: how far each caught stood from its centre (game/state.ts awayFrom); `inside`: the building area it went off in, its Impact one more (L1024). */
  | { readonly kind: 'blast'; readonly centre: { readonly x: number; readonly y: number }; readonly diameter: number; readonly impact: number; readonly caught: readonly string[]; readonly away?: Readonly<Record<string, number>>; readonly inside?: string; readonly by?: 'fwf' | 'cf'; readonly area?: AreaShape }
  /** A move stopped by wire or punji stakes (L1208, L1209): where, and how far into them. */
  | { readonly kind: 'obstacle-stop'; readonly figure: string; readonly feature: string; readonly obstacle: 'wire' | 'punji-stakes'; readonly at: { readonly x: number; readonly y: number }; readonly inches: number }
  /** A figure's 1d6 vs REP in a minefield or punji stakes (L1206, L1209): hurt on 0 passed. */
  | { readonly kind: 'obstacle-test'; readonly figure: string; readonly feature: string; readonly obstacle: 'minefield' | 'punji-stakes'; readonly hurt: boolean; readonly part: RolledPart }
  /** A gap cut through wire or punji stakes (L1208, L375, L1212). */
  /** A minefield patch a round, rocket or bomb landed on, rolled once a figure failed there (L1206): clear, and no mine goes off. */
  | { readonly kind: 'minefield-patch'; readonly feature: string; readonly at: { readonly x: number; readonly y: number }; readonly clearOn: number; readonly clear: boolean; readonly part: RolledPart }
  | { readonly kind: 'obstacle-gap'; readonly figure: string; readonly feature: string; readonly obstacle: 'wire' | 'punji-stakes' | 'minefield'; readonly at: { readonly x: number; readonly y: number }; readonly size: number; readonly blown?: boolean }
  /** A flashlight switched on or off, or a look through the starlight scope with its night sight factors (L366–L372). */
  | { readonly kind: 'night-gear'; readonly figure: string; readonly gear: 'flashlight' | 'starlight-scope'; readonly on: boolean; readonly open?: number; readonly other?: number; readonly red?: true; readonly beam?: { readonly x: number; readonly y: number }; readonly facing?: number }
  /** A flame-thrower fired: the shots it has left when a die of 1 leaves one, or none (L782). */
  | { readonly kind: 'flame-left'; readonly figure: string; readonly shotsLeft?: number }
  /** A figure going into residual flame (L782): its 2d6 vs REP, and if through, the flames' 2d6 added. */
  | { readonly kind: 'flame-crossing'; readonly figure: string; readonly area: string; readonly through: boolean; readonly part: RolledPart; readonly at?: { readonly x: number; readonly y: number }; readonly burnPart?: RolledPart; readonly total?: number; readonly burned?: boolean }
  /** A move through building walls (L999): by a door (2" each) or a window (the move ends); `short` if it stopped short for it; `noDoor`: it stopped at a wall of this building with no door drawn there. */
  /** Up or down one level of a building for half the move (L1002). */
  | { readonly kind: 'floor-move'; readonly figure: string; readonly from: number; readonly to: number; readonly feature: string }
  | { readonly kind: 'building-entry'; readonly figure: string; readonly via: 'door' | 'window'; readonly walls: readonly { readonly feature: string; readonly entering: boolean }[]; readonly at: { readonly x: number; readonly y: number }; readonly short?: number; readonly noDoor?: string }
  /** A soldier fires his pencil flare over a point (L366). */
  | { readonly kind: 'pencil-flare'; readonly figure: string; readonly at: { readonly x: number; readonly y: number } }
  /** A man prone in his fighting position, out of reach of a blast centred outside it (L1203). */
  | { readonly kind: 'dug-in'; readonly figure: string; readonly impact: number }
  | { readonly kind: 'back-blast'; readonly weapon: string; readonly length: number; readonly impact: number; readonly caught: readonly string[]; readonly from?: Pt; readonly toward?: Pt }
  | { readonly kind: 'escape'; readonly figure: string; readonly escapes: boolean; readonly part: RolledPart }
  /** Cover at least as strong as a blast shielded a figure (L876): `by` the structure the board has between, with its DV; else said to (`set`: attested, or the GM's word against the board). */
  | { readonly kind: 'shielded'; readonly figure: string; readonly result: 'duck-back' | 'stunned'; readonly by?: string; readonly dv?: number; readonly set?: 'gm' | 'attested' }
  | { readonly kind: 'aid'; readonly medic: string; readonly casualty: string; readonly passes: number; readonly result: string; readonly rep?: number; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'carry'; readonly carrier: string; readonly casualty: string; readonly drop: boolean }
  | { readonly kind: 'reload'; readonly figure: string }
  | { readonly kind: 'mg-setup'; readonly figure: string; readonly how: 'prone' | 'hasty' | 'full'; readonly when: 'now' | 'reaction' | 'next'; readonly passes?: number; readonly part?: RolledPart }
  | { readonly kind: 'break-off'; readonly figure: string; readonly stays: boolean; readonly inches?: number; readonly parts: readonly RolledPart[]; readonly star: boolean }
  | { readonly kind: 'answered'; readonly figure: string; readonly answer: string; readonly waiting: readonly string[] }
  // ---- part 2: the enemy the bot plays. Public unless said: the bot's turn splits them by audience.
  /** Dice the enemy rolled out of the players' sight, with what they decided: the GM's alone. */
  | { readonly kind: 'enemy-dice'; readonly what: string; readonly parts: readonly RolledPart[] }
  /** Ambush turn 1 (L2192): the ambushed side, activating first, rolled to spot the ambush (`rolled`), or the ambushers went first. The enemy's dice are not here. */
  | { readonly kind: 'ambush-spot'; readonly side: 'fwf' | 'cf'; readonly spotted: boolean; readonly rolled: boolean; readonly rep?: number; readonly parts?: readonly RolledPart[] }
  | { readonly kind: 'pef-moved'; readonly pef: string; readonly from: Pt; readonly to: Pt; readonly how: 'toward-pef' | 'toward-enemy' | 'stays' | 'split'; readonly split?: string; readonly inSight: boolean; readonly route?: RouteNote }
  | { readonly kind: 'pef-resolved'; readonly pef: string; readonly at: Pt; readonly by: string; readonly outcome: 'false-alarm' | 'no-contact' | 'contact' | 'potential-contact' }
  | { readonly kind: 'first-contact'; readonly enemy: 'lvc' | 'mfvc' | 'nva'; readonly parts: readonly RolledPart[] }
  | {
      readonly kind: 'enemy-arrives';
      readonly unit: string;
      readonly figures: readonly string[];
      readonly at: Pt;
      readonly why: 'pef' | 'reinforcements' | 'pc';
      readonly note?: 'off-table' | 'tank';
      /**
       * Where they were laid (deployment.ts, L2210): the leader's spot, what it gives and its features, the keep-out (inches) if it
       * moved anyone, and how many of the `figures` stand in the open (neither in cover nor concealed; absent in a record kept before).
       */
      readonly laid?: { readonly leader: Pt; readonly cover: 'cover' | 'concealment' | 'none'; readonly features: readonly string[]; readonly keptOut?: number; readonly open?: number };
    }
  /** The enemy's mortars or artillery (L2108): on the farthest player group in its sight (`target`, aimed at `aim`), or lost when none is. */
  | { readonly kind: 'enemy-barrage'; readonly what: string; readonly weapon: 'mortar' | 'artillery'; readonly rounds: number; readonly why: 'pef' | 'reinforcements' | 'team'; readonly target?: readonly string[]; readonly aim?: Pt; readonly caller?: string }
  | { readonly kind: 'pc-found'; readonly pef: string; readonly at: Pt; readonly site: string; readonly contents?: string }
  | { readonly kind: 'trap-laid'; readonly trap: string }
  | { readonly kind: 'trap'; readonly trap: string; readonly figure: string; readonly type: 'wide-spread' | 'localized'; readonly outcome: 'deactivated' | 'explodes'; readonly rep?: number; readonly passes?: number; readonly parts: readonly RolledPart[] }
  /** Enemy groups holding with nothing to fire at (Defensive Tactics, L1627): told once for all of them in an activation. */
  | { readonly kind: 'enemy-hold'; readonly groups: readonly { readonly unit: string; readonly leader: string }[]; readonly die: number; readonly why: HoldWhy; readonly parts?: readonly RolledPart[] }
  | { readonly kind: 'enemy-group'; readonly unit: string; readonly leader: string; readonly die: number; readonly tactics: 'action' | 'defensive' | 'ambush' | 'lull'; readonly row?: 'assault' | 'maneuver' | 'harass'; readonly doing: string; readonly route?: RouteNote; readonly parts?: readonly RolledPart[] }
  | { readonly kind: 'melt-away'; readonly unit: string; readonly pefs: readonly string[]; readonly sneaky?: boolean }
  | { readonly kind: 'reinforcement-test'; readonly side: 'fwf' | 'cf'; readonly passes: number; readonly arrival: string; readonly parts?: readonly RolledPart[] }
  | { readonly kind: 'random-event'; readonly total: number; readonly event: string; readonly side?: 'fwf' | 'cf'; readonly applies: boolean; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'enemy-done'; readonly note: string }
  | { readonly kind: 'radio-subordinate'; readonly commander: string; readonly subordinate: string; readonly radio: string; readonly by: 'leader' | 'rto'; readonly atmospheric: number; readonly modifiedRep: number; readonly through: boolean; readonly activates?: boolean; readonly group?: readonly string[]; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'day-part'; readonly name: NonNullable<FngMission['dayPart']>['name']; readonly night: boolean; readonly turns: number; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'aircraft-weather'; readonly id: string; readonly for: string; readonly grounded: boolean; readonly late: number; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'weather'; readonly weather: NonNullable<FngMission['weather']>; readonly why: 'doubles' | 'worse' | 'better' | 'shower' | 'shower-over'; readonly total?: number }
  /** What a Random Event did (random-event-play.ts, L1641, L1648). */
  | { readonly kind: 'random-effect'; readonly effect: RandomEffect }
  /** A group or PEF withdrawing by a Random Event moved toward its edge, or left the table (L1641). */
  | { readonly kind: 'withdrew'; readonly unit?: string; readonly pef?: string; readonly left: readonly string[]; readonly gone: boolean }
  | {
      readonly kind: 'mission-clock';
      readonly turn: number;
      readonly mission: NonNullable<FngMission['type']>;
      readonly die: number;
      readonly ends: boolean;
      readonly becomesFight?: boolean;
      readonly part: RolledPart;
    }
  | { readonly kind: 'mission-end'; readonly by?: 'time' | 'event'; readonly turn: number; readonly eal: number; readonly pefRep: number; readonly sealed: readonly number[]; readonly traps: readonly { readonly id: string; readonly at: Pt; readonly type: 'wide-spread' | 'localized' }[]; readonly pefs: readonly string[]; readonly sidePefs?: readonly { readonly side: 'fwf' | 'cf'; readonly pef: string; readonly holds: readonly string[] }[] }
  | { readonly kind: 'recon'; readonly pef: string; readonly firers: readonly { readonly figure: string; readonly sixes: number; readonly ones: number }[]; readonly sixes: number; readonly resolved: boolean; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'support'; readonly event: SupportEvent }
  | { readonly kind: 'air'; readonly event: AirEvent }
  | { readonly kind: 'tour'; readonly event: TourEvent }
  | {
      readonly kind: 'tunnel-enter';
      readonly party: string;
      readonly entrance: { readonly x: number; readonly y: number };
      readonly figures: readonly string[];
      /** Minimum Time Down and its die: the player's and the GM's only (the minimum shows the EAL when sealed); none for a rescue. */
      readonly minimum: number;
      readonly score?: number;
      readonly sealed: boolean;
      readonly part?: RolledPart;
      /** Who may read what befalls them below, besides the GM. */
      readonly to: readonly string[];
      /** Gone down to find a lost figure: the turns it takes, half his `down` (L1554). */
      readonly rescue?: { readonly figure: string; readonly search: number; readonly down: number };
    }
  /**
   * Charges fired at a tunnel entrance (L1559–L1562): the table hears it and sees a sealed entrance;
   * the count and VP are told to `to` (who fired them), each party's Survival to its own readers.
   */
  | {
      readonly kind: 'tunnel-blast';
      readonly entrance: Pt;
      /** Who fired the line; none when timed charges went off by themselves at the turn's end (L784). */
      readonly figure?: string;
      readonly timed?: true;
      readonly seals: number;
      readonly sections: number;
      readonly vp: number;
      /** Sections collapsed there so far, and whether they reach the EAL (the GM's while it is sealed). */
      readonly total: number;
      readonly denied: boolean;
      readonly parties: readonly BlastParty[];
      readonly to: readonly string[];
      readonly sealed: boolean;
    }
  | { readonly kind: 'tunnel-turn'; readonly turn: TunnelTurn }
  | { readonly kind: 'building-fire'; readonly shot: BuildingShot }
  | { readonly kind: 'wade'; readonly figure: string; readonly water: string; readonly at: { readonly x: number; readonly y: number }; readonly depth: 1 | 2 | 3; readonly current: 1 | 2 | 3; readonly rolled: 'both' | 'depth' | 'none'; readonly parts: readonly RolledPart[] }
  /**
   * A Swimming test: `turnEnd` when taken at the turn's end by one who must swim and did not, `tow`
   * when swimming to reach or towing one in distress, `out` when he climbed out of the water.
   */
  | {
      readonly kind: 'swim';
      readonly figure: string;
      readonly water: string;
      readonly depth: 1 | 2 | 3;
      readonly current: 1 | 2 | 3;
      readonly result: SwimResult;
      readonly to: { readonly x: number; readonly y: number };
      readonly turnEnd?: boolean;
      readonly tow?: { readonly figure: string; readonly reached: boolean; readonly towing: boolean; readonly lone: boolean; readonly letGo?: boolean };
      readonly out?: boolean;
    }
  /** The current carried a swimmer downstream at the turn's end (L1176). */
  | { readonly kind: 'current'; readonly figure: string; readonly water: string; readonly from: Pt; readonly to: Pt; readonly inches: number; readonly current: number; readonly downstream: string }
  /** A swimmer carried beyond the stretch whose depth is known finds it there (L1179). */
  | { readonly kind: 'water-depth'; readonly figure: string; readonly water: string; readonly at: Pt; readonly depth: 1 | 2 | 3; readonly part: RolledPart }
  /** A swimmer in distress at the turn's end: in Big Trouble unreached, or Out of the Fight without a helper (L1189, L1195). */
  | { readonly kind: 'swimmer-distress'; readonly figure: string; readonly water: string; readonly why: 'big-trouble' | 'out-of-fight'; readonly drowns: boolean }
  | { readonly kind: 'civilians'; readonly scene: CivilianScene }
  /** Civilians on the table: placed, activated, reacting, hit, told, moved (missions/civilian-figures.ts). */
  | { readonly kind: 'civilian'; readonly event: CivilianEvent }
  | { readonly kind: 'civilian-reaction'; readonly feature: string; readonly passes: 0 | 1 | 2; readonly reaction: CivilianReaction; readonly parts: readonly RolledPart[] }
  /** A Speak Local answer; `finding` is what the enemy's rules act on (PEFs revealed, the next trap disarmed). */
  /** An advisor's Speak Local with an indigenous group's leader (L1300–L1307), and the group it was for. */
  | { readonly kind: 'speak-indigenous'; readonly advisor: string; readonly leader: string; readonly group: readonly string[]; readonly result: SpeakLocalIndigenous }
  | { readonly kind: 'speak-local'; readonly figure: string; readonly result: SpeakLocalCivilian; readonly finding: SpeakLocalFinding; readonly sealed: boolean }
  | { readonly kind: 'ignite'; readonly feature: string; readonly figures: readonly string[]; readonly done: number; readonly needed: number; readonly lit: boolean; readonly dv: number }
  /** In a Fire; `turnEnd` when taken at the turn's end by one who had not tested, `to` where he went out. */
  | { readonly kind: 'in-a-fire'; readonly figure: string; readonly feature: string; readonly dv: number; readonly result?: InAFireResult; readonly turnEnd?: boolean; readonly to?: Pt }
  /** A structure's fire at the turn's end (L1041): its DV next turn, or burnt out, who died inside, where it spread. */
  | { readonly kind: 'fire-turn'; readonly feature: string; readonly dv: number; readonly out: boolean; readonly dead: readonly string[]; readonly caught: readonly string[]; readonly spreadInches: number }
  | { readonly kind: 'bunker-suppress'; readonly feature: string; readonly dv: number; readonly firers: readonly string[]; readonly occupants: readonly string[]; readonly result: SuppressResult }
  /** Smoke kept a figure from seeing a spot (L773): a grenade thrown blind (L868), a fire mission's point out of the spotter's sight (L1774). */
  | { readonly kind: 'smoke-blinds'; readonly figure: string; readonly area: string; readonly at: Pt; readonly what: 'throw' | 'spot' }
  /** A suicide trooper set off the CDM on his chest (L2154, L783): those in its cone and behind him. */
  | { readonly kind: 'chest-charge'; readonly figure: string; readonly toward: Pt; readonly caught: readonly string[]; readonly behind: readonly string[]; readonly away?: Readonly<Record<string, number>> }
  /** An Ambush's 1d6 vs the Squad Leader's REP to set out Claymores before the start (L2195). */
  | { readonly kind: 'claymore-roll'; readonly rep: number; readonly passed: boolean; readonly part: RolledPart }
  /** A Claymore set out (L783): who set it, where, faced at what; `left` in his squad's stores. */
  | { readonly kind: 'c4-rigged'; readonly figure: string; readonly at: Pt; readonly blocks: number; readonly turns: number; readonly fuse: number; readonly left: number }
  | { readonly kind: 'c4-blast'; readonly figure: string; readonly at: Pt; readonly blocks: number; readonly impact: number; readonly apr: number }
  | { readonly kind: 'claymore-set'; readonly figure: string; readonly mine: string; readonly at: Pt; readonly toward: Pt; readonly left: number; readonly setting?: boolean }
  /** A Defense objective's own event of the turn (L2205–L2206): the resupply Slick, civilians on the road. */
  | { readonly kind: 'defense-event'; readonly event: DefenseEvent }
  /** A Claymore being set given up: its setter took a Reaction Test before his activation ended (L611, L783). */
  | { readonly kind: 'claymore-interrupted'; readonly figure: string; readonly mine: string; readonly side: 'fwf' | 'cf' }
  /** The enemy's resolved PEFs laid in single file for the players' Ambush (L2195): its figures, head first. */
  | { readonly kind: 'enemy-column'; readonly figures: readonly string[]; readonly head: Pt; readonly trail: Pt }
  /** The players marked the Defense's objective (L2205, L2213). */
  | { readonly kind: 'defense-objective'; readonly at: Pt; readonly what?: NonNullable<FngMission['defense']> }
  /** A Claymore fired (L783): those in its cone and in its back blast, and how far each stood from the mine (`away`). */
  | { readonly kind: 'claymore-fired'; readonly figure: string; readonly mine: string; readonly at: Pt; readonly toward: Pt; readonly caught: readonly string[]; readonly behind: readonly string[]; readonly away?: Readonly<Record<string, number>> };

type Pt = { readonly x: number; readonly y: number };

/**
 * Which way the bot moved an enemy "through cover" (cover-route.ts): through the features named (each
 * with the first spot it was in there), out of the players' sight or not; or straight, for want of
 * cover on the way. Public: it reads only the board and the players' figures.
 */
export type RouteNote =
  | { readonly kind: 'cover'; readonly through: readonly { readonly name: string; readonly at: Pt }[]; readonly hidden: boolean }
  | { readonly kind: 'straight' };

/**
 * What the enemy rolled or laid out of the players' sight (its dice, a booby trap it laid): the GM's
 * alone, whichever order or turn's end it comes from, never the channel's (issue 32).
 */
export const enemySecret = (e: FngEvent): boolean => e.kind === 'enemy-dice' || e.kind === 'trap-laid';
