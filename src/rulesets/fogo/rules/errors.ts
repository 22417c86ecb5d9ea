import type { AirAssaultError } from './air-assault.js';
import type { AntiTankError } from './anti-tank.js';
import type { AntiAircraftError, HelicopterFireError } from './helicopter-fire.js';
import type { GroupMoveError } from './group-move.js';
import type { BarrageAtSneakerError, BarrageError, SmokeError } from './indirect-fire.js';
import type { CivilianError } from './civilians.js';
import type { CloseCombatError } from './close-combat.js';
import type { DirectFireError } from './direct-fire.js';
import type { DismountError } from './dragoons.js';
import type { FieldcraftError } from './fieldcraft/errors.js';
import type { PhaseError } from './initiative.js';
import type { LootingError } from './looting.js';
import type { MoveError } from './movement.js';
import type { OrderOfBattleProblemCode, OrderOfBattleResult } from './order-of-battle.js';
import type { ParadropError } from './paradrop.js';
import type { RallyError } from './rally.js';
import type { ReactiveFireError } from './reactive-fire.js';
import type { ReconByFireError } from './recon-by-fire.js';
import type { StateError } from './state.js';

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
