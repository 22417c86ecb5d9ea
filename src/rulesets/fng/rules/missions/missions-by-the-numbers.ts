import type { Roller } from '../../../../core/dice/roller.js';
import { ok, type RuleResult } from '../../../../core/result.js';
import { areaOfOperations, politicalStatus, type AoKind, type AoTieReroll, type Corps, type PoliticalStatusResult, type AoResult } from '../terrain/area-of-operations.js';
import { enemyActivityLevel, supportLevel, type EalRange, type EalResult, type LevelRoll } from './levels.js';
import { missionType, type MissionTypeResult } from './mission-type.js';
import { type GeneratorReadings } from '../terrain/terrain-generator.js';
import { dayPart, weather, type DayPartReading, type DayPartState, type RainyModifierOn, type WeatherResult } from './weather.js';
import { type DefenseObjectiveResult, type EnemyForces, type MissionError, ambushRole, defenseObjective, deploymentSector, enemyForces } from './missions.js';
import { generateTerrain, type GeneratorDice, type TableGrid, type TableTerrain } from '../terrain/table-set-up.js';

/**
 * Missions by the Numbers (FNG 2nd Tour p.57–59, seed L1324–L1388): the Area of Operations and its
 * status, the Support and Enemy Activity Levels, the Day Part and weather, the mission's type, and the
 * table's terrain, rolled in one go.
 */

export interface MissionByTheNumbersInput {
  readonly corps: Corps;
  readonly lastAo?: AoKind;
  readonly rainySeason: boolean;
  /** Good Mission 5 is pending. */
  readonly cakeWalk: boolean;
  /** Resolved house rules. */
  readonly tieReroll: AoTieReroll;
  /** The Corps' AO Political Status modifiers (`fng.ao-status.*`); a missing AO counts 0. */
  readonly statusModifiers: Readonly<Partial<Record<AoKind, number>>>;
  readonly ealRange: EalRange;
  readonly rainyModifierOn: RainyModifierOn;
  readonly dayPartReading: DayPartReading;
  readonly terrainDice: GeneratorDice;
  readonly terrainReadings: GeneratorReadings;
  readonly grid?: TableGrid;
}

export interface MissionSetUp {
  readonly ao: AoResult;
  readonly status: PoliticalStatusResult;
  readonly supportLevel: LevelRoll;
  readonly eal: EalResult;
  readonly dayPart: DayPartState & { readonly total: number };
  readonly weather: WeatherResult;
  readonly mission: MissionTypeResult;
  readonly terrain: TableTerrain;
  readonly forces: EnemyForces;
  readonly deploymentSector: number;
  readonly ambush?: { readonly role: 'ambushing' | 'ambushed'; readonly die: number; readonly total: number };
  readonly defense?: DefenseObjectiveResult;
}

export type MissionByTheNumbersError = MissionError | 'fng/ao-not-in-corps' | 'fng/bad-grid';

/**
 * Missions by the Numbers (L1320–L1338, L1394), once Contact is made: the Area of Operations, its
 * Political Status, the FWF Support Level, the EAL, Day Part and Weather, the Mission Type; then the
 * table's terrain (L1073), the enemy forces and the squad's deployment sector (L2196), and for an
 * Ambush who ambushes whom, for a Defense what is defended (+1 when civilians live in the AO).
 */
export function missionByTheNumbers(input: MissionByTheNumbersInput, roller: Roller): RuleResult<MissionSetUp, MissionByTheNumbersError> {
  const ao = areaOfOperations({ corps: input.corps, tieReroll: input.tieReroll, ...(input.lastAo ? { lastAo: input.lastAo } : {}) }, roller);
  if (!ao.ok) return ao;
  const kind = ao.value.ao.kind;
  const status = politicalStatus({ modifier: input.statusModifiers[kind] ?? 0 }, roller);
  const sl = supportLevel(roller);
  const eal = enemyActivityLevel({ statusModifier: status.ealModifier, range: input.ealRange, cakeWalk: input.cakeWalk }, roller);
  const part = dayPart({ rainySeason: input.rainySeason, rainyModifierOn: input.rainyModifierOn, reading: input.dayPartReading }, roller);
  const sky = weather({ rainySeason: input.rainySeason }, roller);
  const mission = missionType({ ao: kind }, roller);
  const terrain = generateTerrain(
    { ao: ao.value.ao, rainySeason: input.rainySeason, dice: input.terrainDice, readings: input.terrainReadings, ...(input.grid ? { grid: input.grid } : {}) },
    roller,
  );
  if (!terrain.ok) return terrain;
  const forces = enemyForces({ mission: mission.mission, eal: eal.eal }, roller);
  if (!forces.ok) return forces;
  const sector = deploymentSector(roller);
  const base = {
    ao: ao.value,
    status,
    supportLevel: sl,
    eal,
    dayPart: part,
    weather: sky,
    mission,
    terrain: terrain.value,
    forces: forces.value,
    deploymentSector: sector.sector,
  };
  if (mission.mission === 'ambush') {
    const role = ambushRole({ eal: eal.eal }, roller);
    if (!role.ok) return role;
    return ok({ ...base, ambush: { role: role.value.role, die: role.value.die, total: role.value.total } });
  }
  if (mission.mission === 'defense') return ok({ ...base, defense: defenseObjective({ civiliansPresent: terrain.value.civilians }, roller) });
  return ok(base);
}
