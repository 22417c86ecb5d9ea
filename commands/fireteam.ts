import { group } from '../src/app/command.js';
import { fireteamArtillery } from './fireteam-artillery.js';
import { fireteamAssault } from './fireteam-assault.js';
import { fireteamAt } from './fireteam-at.js';
import { fireteamCampaignAssault } from './fireteam-campaign-assault.js';
import { fireteamCampaignResult } from './fireteam-campaign-result.js';
import { fireteamCampaignSplit } from './fireteam-campaign-split.js';
import { fireteamCampaignStatus } from './fireteam-campaign-status.js';
import { fireteamDeploy } from './fireteam-deploy.js';
import { fireteamDisembark } from './fireteam-disembark.js';
import { fireteamDone } from './fireteam-done.js';
import { fireteamEmbark } from './fireteam-embark.js';
import { fireteamFireDeclare } from './fireteam-fire-declare.js';
import { fireteamFireResolve } from './fireteam-fire-resolve.js';
import { fireteamForce } from './fireteam-force.js';
import { fireteamGround } from './fireteam-ground.js';
import { fireteamMedic } from './fireteam-medic.js';
import { fireteamMove } from './fireteam-move.js';
import { fireteamOverwatch } from './fireteam-overwatch.js';
import { fireteamOverwatchFire } from './fireteam-overwatch-fire.js';
import { fireteamPatrolJop } from './fireteam-patrol-jop.js';
import { fireteamPatrolMove } from './fireteam-patrol-move.js';
import { fireteamRally } from './fireteam-rally.js';
import { fireteamSetup } from './fireteam-setup.js';
import { fireteamStatus } from './fireteam-status.js';
import { fireteamUnitList } from './fireteam-unit-list.js';
import { fireteamUnitPlace } from './fireteam-unit-place.js';

/** Fire Team (WWII squad actions): one /fireteam tree, in turn order. */
export const fireteam = group('fireteam', 'Fire Team: WWII squad actions on a table in inches', [
  fireteamStatus,
  fireteamSetup,
  fireteamForce,
  group('unit', 'Your units: list, place', [fireteamUnitList, fireteamUnitPlace]),
  group('patrol', 'Patrol Phase: move markers, place jump-off points', [fireteamPatrolMove, fireteamPatrolJop]),
  fireteamDeploy,
  group('overwatch', 'Overwatch: go on it (action), fire during enemy movement', [fireteamOverwatch, fireteamOverwatchFire]),
  fireteamGround,
  group('fire', 'Firing: declare targets in secret, then resolve', [fireteamFireDeclare, fireteamFireResolve]),
  fireteamAt,
  fireteamArtillery,
  fireteamRally,
  fireteamMedic,
  fireteamMove,
  fireteamEmbark,
  fireteamDisembark,
  fireteamAssault,
  fireteamDone,
  group('campaign', '"Forward, victory is near!": the river campaign', [fireteamCampaignStatus, fireteamCampaignAssault, fireteamCampaignSplit, fireteamCampaignResult]),
]);
