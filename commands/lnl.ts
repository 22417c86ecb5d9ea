import { group } from '../src/app/command.js';
import { lnlArtilleryAir } from './lnl-artillery-air.js';
import { lnlArtilleryCall } from './lnl-artillery-call.js';
import { lnlArtilleryFfe } from './lnl-artillery-ffe.js';
import { lnlAssault } from './lnl-assault.js';
import { lnlChart } from './lnl-chart.js';
import { lnlFire } from './lnl-fire.js';
import { lnlHeal } from './lnl-heal.js';
import { lnlInitiative } from './lnl-initiative.js';
import { lnlMelee } from './lnl-melee.js';
import { lnlMines } from './lnl-mines.js';
import { lnlMove } from './lnl-move.js';
import { lnlOrdnance } from './lnl-ordnance.js';
import { lnlOverrun } from './lnl-overrun.js';
import { lnlPass } from './lnl-pass.js';
import { lnlRally } from './lnl-rally.js';
import { lnlRoster } from './lnl-roster.js';
import { lnlSmoke } from './lnl-smoke.js';
import { lnlSpot } from './lnl-spot.js';
import { lnlStatus } from './lnl-status.js';
import { lnlUnitList } from './lnl-unit-list.js';
import { lnlUnitPlace } from './lnl-unit-place.js';
import { lnlUnitRemove } from './lnl-unit-remove.js';
import { lnlUnitSet } from './lnl-unit-set.js';

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
