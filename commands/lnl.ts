import { group } from '../src/app/command.js';
import { lnlFire } from './lnl-fire.js';
import { lnlHeal } from './lnl-heal.js';
import { lnlInitiative } from './lnl-initiative.js';
import { lnlMove } from './lnl-move.js';
import { lnlPass } from './lnl-pass.js';
import { lnlRally } from './lnl-rally.js';
import { lnlRoster } from './lnl-roster.js';
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
  lnlPass,
]);
