import type { Point } from '../../../../core/board/geometry.js';
import type { FireteamScenario } from '../table/scenario.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { assault, checkAssaultReach, type AssaultError, type AssaultGroup, type AssaultReachError, type AssaultResult } from './assault.js';
import type { FireteamGame } from '../game/game.js';
import { enemyUnit, findUnit, ownUnit, pinUnit, updateUnit, type StateError } from '../game/state.js';
import { furthestPassable } from '../table/passage.js';
import { coverAt, homeEdge, towardEdge } from '../table/table-reading.js';
import { endStep } from '../turn/turn.js';
import { figuresLeft, isOnTable, isVehicle, type Unit } from '../troops/units.js';

/** Figures a unit lost in the assault (ids are unique only within a side). */
export interface AssaultLoss {
  readonly id: string;
  readonly side: string;
  readonly n: number;
  readonly gone: boolean;
}

export interface Withdrawal {
  readonly id: string;
  readonly side: string;
  /** Where it withdrew to, when the board and its position are known. */
  readonly to?: Point;
  /** The impassable ground (the river) that stopped it short of the 12". */
  readonly stoppedBy?: string;
}

export interface AssaultOutcome {
  readonly r: AssaultResult;
  readonly lost: readonly AssaultLoss[];
  readonly withdrawn: readonly Withdrawal[];
  /** The defenders fought in cover, and the board feature that gave it. */
  readonly inCover: boolean;
  readonly coverFrom: string | undefined;
  readonly sides: { readonly attackers: string; readonly defenders: string };
}

export type AssaultOrderError = StateError | AssaultError | AssaultReachError | 'fireteam/cannot-assault' | 'fireteam/already-assaulted';

/** Casualties go to the listed units in order, each losing up to the figures it has left. */
function takeCasualties(game: FireteamGame, units: readonly Unit[], casualties: number): { game: FireteamGame; lost: AssaultLoss[] } {
  let g = game;
  let left = casualties;
  const lost: AssaultLoss[] = [];
  for (const u of units) {
    const n = Math.min(left, figuresLeft(u));
    if (n === 0) continue;
    left -= n;
    const gone = n === figuresLeft(u);
    g = updateUnit(g, u, (x) => ({ ...x, casualties: x.casualties + n, ...(gone ? { status: 'removed' as const, onTable: false } : {}) }));
    lost.push({ id: u.id, side: u.side, n, gone });
  }
  return { game: g, lost };
}

/**
 * Seed 004, Combat (Assaults): `side`'s infantry on the table — not riding, not permanently Pinned
 * (Pinning and Morale: it "will fight if assaulted" only), once a turn — dash into the enemy unit
 * assaulted first in `defenderIds`; the others listed move in to defend. Attackers in contact,
 * helpers within 4" (`checkAssaultReach`); the defenders' cover from the board feature under the one
 * assaulted unless `cover` declares it. Casualties go to the listed units in order; the loser
 * withdraws 12" toward its home edge, Pinned, stopping at impassable ground (the river) no bridge
 * carries its way over. The step then passes.
 */
export function assaultUnits(
  game: FireteamGame,
  side: string,
  attackerIds: readonly string[],
  defenderIds: readonly string[],
  cover: boolean | undefined,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: AssaultOutcome }, AssaultOrderError> {
  const attackers: Unit[] = [];
  for (const id of attackerIds) {
    const u = ownUnit(game, side, id);
    if (!u.ok) return u;
    if (!isOnTable(u.value) || isVehicle(u.value) || u.value.aboard !== undefined || u.value.status === 'permanently-pinned') return fail('fireteam/cannot-assault', { unit: u.value.id });
    if (u.value.assaultedThisTurn === true) return fail('fireteam/already-assaulted', { unit: u.value.id });
    attackers.push(u.value);
  }
  const defenders: Unit[] = [];
  for (const id of defenderIds) {
    const u = enemyUnit(game, side, id);
    if (!u.ok) return u;
    if (isVehicle(u.value) || u.value.aboard !== undefined) return fail('fireteam/cannot-assault', { unit: u.value.id });
    defenders.push(u.value);
  }
  const [targeted, ...helpers] = defenders;
  if (targeted) {
    const reach = checkAssaultReach({ target: targeted, attackers, helpers }, rules);
    if (!reach.ok) return reach;
  }
  const ground = cover === undefined ? coverAt(board, defenders[0]?.position) : undefined;
  const inCover = cover ?? ground?.cover !== 'open';
  const group = (u: Unit, inCover: boolean): AssaultGroup => ({
    unit: u.id,
    quality: u.quality,
    figures: figuresLeft(u),
    pinned: u.status === 'pinned' || u.status === 'permanently-pinned',
    inCover,
  });
  const r = assault({ attackers: attackers.map((u) => group(u, false)), defenders: defenders.map((u) => group(u, inCover)) }, roller, rules);
  if (!r.ok) return r;
  const a = takeCasualties(game, attackers, r.value.attackers.casualties);
  const d = takeCasualties(a.game, defenders, r.value.defenders.casualties);
  let next = attackers.reduce((g, u) => updateUnit(g, u, (x) => ({ ...x, assaultedThisTurn: true })), d.game);
  const withdrawn: Withdrawal[] = [];
  if (r.value.withdraws) {
    const losers = r.value.withdraws.side === 'attackers' ? attackers : defenders;
    for (const u of losers) {
      const now = findUnit(next, u)!;
      if (!isOnTable(now)) continue;
      const edge = board ? homeEdge(board, now.side) : undefined;
      const toward = edge && now.position && board ? towardEdge(now.position, edge, r.value.withdraws.inches, board.board) : undefined;
      // The way back stops at the river bank unless a bridge carries it (Movement: the river is impassable).
      const way = toward && now.position && board ? furthestPassable({ features: board.features, from: now.position, to: toward }) : undefined;
      const to = way?.to;
      next = pinUnit(to ? updateUnit(next, u, (x) => ({ ...x, position: to })) : next, u);
      withdrawn.push({ id: u.id, side: u.side, ...(to ? { to } : {}), ...(way?.barrier ? { stoppedBy: way.barrier } : {}) });
    }
  }
  const sides = { attackers: side, defenders: defenders[0]?.side ?? side };
  return ok({ game: endStep(next, side), result: { r: r.value, lost: [...a.lost, ...d.lost], withdrawn, inCover, coverFrom: ground?.feature, sides } });
}
