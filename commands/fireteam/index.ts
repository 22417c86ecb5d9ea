import { group } from '../../src/app/command.js';
import { fireteamArtillery } from './artillery.js';
import { fireteamAssault } from './assault.js';
import { fireteamAt } from './at.js';
import { fireteamCampaignAssault } from './campaign-assault.js';
import { fireteamCampaignResult } from './campaign-result.js';
import { fireteamCampaignSplit } from './campaign-split.js';
import { fireteamCampaignStatus } from './campaign-status.js';
import { fireteamDeploy } from './deploy.js';
import { fireteamDisembark } from './disembark.js';
import { fireteamDone } from './done.js';
import { fireteamEmbark } from './embark.js';
import { fireteamFireDeclare } from './fire-declare.js';
import { fireteamFireResolve } from './fire-resolve.js';
import { fireteamForce } from './force.js';
import { fireteamGround } from './ground.js';
import { fireteamHeading } from './heading.js';
import { fireteamMedic } from './medic.js';
import { fireteamMove } from './move.js';
import { fireteamOverwatch } from './overwatch.js';
import { fireteamOverwatchFire } from './overwatch-fire.js';
import { fireteamPatrolJop } from './patrol-jop.js';
import { fireteamPatrolMove } from './patrol-move.js';
import { fireteamRally } from './rally.js';
import { fireteamSetup } from './setup.js';
import { fireteamStatus } from './status.js';
import { fireteamUnitList } from './unit-list.js';
import { fireteamUnitPlace } from './unit-place.js';

/** Fire Team (WWII squad actions): one /fireteam tree, in turn order. */
export const fireteam = group('fireteam', 'Fire Team: WWII squad actions on a table in inches', [
  fireteamStatus,
  fireteamSetup,
  fireteamForce,
  group('unit', 'Your units: list, place', [fireteamUnitList, fireteamUnitPlace]),
  group('patrol', 'Patrol Phase: move markers, place jump-off points', [fireteamPatrolMove, fireteamPatrolJop]),
  fireteamDeploy,
  fireteamHeading,
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
