import { group } from '../../../src/app/command.js';
import { fngMissionMove } from './enemy-move.js';
import { fngMissionRecon } from './recon.js';
import { fngMissionStart } from './start.js';
import { fngMissionEnd } from './end.js';
import { fngMissionRadio } from './radio.js';
import { fngMissionStatusCommand } from './status.js';
import { fngMissionSupport } from './support.js';
import { fngMissionHelicopter } from './helicopter.js';
import { fngMissionAir } from './fac.js';
import { fngMissionTunnel } from './tunnel.js';
import { fngMissionBuilding } from './building.js';
import { fngMissionSwim } from './swim.js';
import { fngMissionCivilian, fngMissionCivilians, fngMissionSpeak } from './civilians.js';
import { fngMissionClaymore } from './claymore.js';
import { fngMissionObjective } from './objective.js';
import { fngMissionColumn } from './column.js';

/**
 * FNG 2nd Tour's mission: the enemy the bot plays (PEFs, its turn, its tables), support and the
 * terrain's hazards. Apart from /fng (the squad's orders) and /fng-tour (the campaign) so each tree
 * stays within Discord's size.
 */
export const fngMission = group('fng-mission', 'FNG 2nd Tour: the mission, the enemy the bot plays, support and hazards', [
  fngMissionStart,
  fngMissionStatusCommand,
  fngMissionRecon,
  fngMissionMove,
  ...fngMissionSupport,
  fngMissionHelicopter,
  ...fngMissionAir,
  fngMissionTunnel,
  fngMissionBuilding,
  fngMissionSwim,
  fngMissionCivilians,
  fngMissionCivilian,
  fngMissionSpeak,
  fngMissionRadio,
  fngMissionClaymore,
  fngMissionObjective,
  fngMissionColumn,
  fngMissionEnd,
]);
