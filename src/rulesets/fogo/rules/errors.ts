import type { AirAssaultError } from './support/air-assault.js';
import type { AntiTankError } from './fire/anti-tank.js';
import type { AntiAircraftError, HelicopterFireError } from './support/helicopter-fire.js';
import type { GroupMoveError } from './actions/group-move.js';
import type { BarrageAtSneakerError, BarrageError, SmokeError } from './support/indirect-fire.js';
import type { CivilianError } from './civilians/civilians.js';
import type { CloseCombatError } from './actions/close-combat.js';
import type { DirectFireError } from './fire/direct-fire.js';
import type { DismountError } from './actions/dragoons.js';
import type { FieldcraftError } from './fieldcraft/errors.js';
import type { PhaseError } from './game/initiative.js';
import type { LootingError } from './civilians/looting.js';
import type { MoveError } from './actions/movement.js';
import type { OrderOfBattleProblemCode, OrderOfBattleResult } from './forces/order-of-battle.js';
import type { ParadropError } from './support/paradrop.js';
import type { RallyError } from './actions/rally.js';
import type { ReactiveFireError } from './fire/reactive-fire.js';
import type { ReconByFireError } from './fire/recon-by-fire.js';
import type { StateError } from './game/state.js';

/**
 * Every error code the Fogo Cruzado rules return, for the one code → text map in src/app/messages.ts.
 * Codes about another side's stands never tell "no such stand" from "hidden stand" (DESIGN.md).
 */
export type FogoError =
  | StateError
  | PhaseError
  | DirectFireError
  | ReactiveFireError
  | ReconByFireError
  | RallyError
  | CloseCombatError
  | CivilianError
  | LootingError
  | DismountError
  | ParadropError
  | AirAssaultError
  | HelicopterFireError
  | AntiAircraftError
  | MoveError
  | GroupMoveError
  | FieldcraftError
  | Exclude<BarrageError | BarrageAtSneakerError | SmokeError, `board/${string}`>
  | 'fogo/one-target'
  | AntiTankError
  | OrderOfBattleProblemCode
  | Extract<OrderOfBattleResult, { ok: false }>['code'];
