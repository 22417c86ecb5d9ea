import { group } from '../../src/app/command.js';
import { fngMissionStart } from './start.js';
import { fngMissionTunnel } from './tunnel.js';
import { fngMissionBuilding } from './building.js';
import { fngMissionSwim } from './swim.js';
import { fngMissionCivilians, fngMissionSpeak } from './civilians.js';

/**
 * FNG 2nd Tour's mission: the enemy the bot plays (PEFs, its turn, its tables), support and the
 * terrain's hazards. Apart from /fng (the squad's orders) so each tree stays within Discord's size.
 */
export const fngMission = group('fng-mission', 'FNG 2nd Tour: the mission, the enemy the bot plays, support and hazards', [fngMissionStart, fngMissionTunnel, fngMissionBuilding, fngMissionSwim, fngMissionCivilians, fngMissionSpeak]);
