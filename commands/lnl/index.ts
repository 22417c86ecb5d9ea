import { group } from '../../src/app/command.js';
import { lnlArtilleryAir } from './artillery-air.js';
import { lnlArtilleryCall } from './artillery-call.js';
import { lnlArtilleryFfe } from './artillery-ffe.js';
import { lnlAssault } from './assault.js';
import { lnlChart } from './chart.js';
import { lnlFire } from './fire.js';
import { lnlHeal } from './heal.js';
import { lnlInitiative } from './initiative.js';
import { lnlMelee } from './melee.js';
import { lnlMines } from './mines.js';
import { lnlMove } from './move.js';
import { lnlOrdnance } from './ordnance.js';
import { lnlOverrun } from './overrun.js';
import { lnlPass } from './pass.js';
import { lnlRally } from './rally.js';
import { lnlRoster } from './roster.js';
import { lnlSmoke } from './smoke.js';
import { lnlSpot } from './spot.js';
import { lnlStatus } from './status.js';
import { lnlUnitList } from './unit-list.js';
import { lnlUnitPlace } from './unit-place.js';
import { lnlUnitRemove } from './unit-remove.js';
import { lnlUnitSet } from './unit-set.js';

/** Lock 'n Load Tactical: one /lnl tree, a subcommand per chart or action. */
export const lnl = group('lnl', "Lock 'n Load Tactical: counters on a hex map, every chart of the player aid", [
  lnlStatus,
  lnlRoster,
  group('unit', 'Your counters: list, place, correct, remove', [lnlUnitList, lnlUnitPlace, lnlUnitSet, lnlUnitRemove]),
  lnlInitiative,
  lnlRally,
  lnlHeal,
  lnlMove,
  lnlSpot,
  lnlFire,
  lnlOrdnance,
  lnlMelee,
  group('artillery', 'Off-board artillery and air: call a mission, fire for effect, air support', [lnlArtilleryCall, lnlArtilleryFfe, lnlArtilleryAir]),
  lnlSmoke,
  lnlOverrun,
  lnlAssault,
  lnlMines,
  lnlPass,
  lnlChart,
]);
