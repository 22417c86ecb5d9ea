import { group } from '../../src/app/command.js';
import { fngActivate } from './activate.js';
import { fngAid } from './aid.js';
import { fngCarry } from './carry.js';
import { fngCharge } from './charge.js';
import { fngGrenade } from './grenade.js';
import { fngGear } from './gear.js';
import { fngLaw } from './law.js';
import { fngMelee } from './melee.js';
import { fngReload } from './reload.js';
import { fngSetupMg } from './setup-mg.js';
import { fngChartCommand } from './chart.js';
import { fngDone } from './done.js';
import { fngFigureListCommand } from './figure-list.js';
import { fngFigurePlace } from './figure-place.js';
import { fngFigureSet } from './figure-set.js';
import { fngFace } from './face.js';
import { fngFire } from './fire.js';
import { fngForce } from './force.js';
import { fngMove } from './move.js';
import { fngReact } from './react.js';
import { fngSight } from './sight.js';
import { fngStatusCommand } from './status.js';
import { fngPef } from './pef.js';

/** FNG 2nd Tour's firefight: the squad's orders, in the order of a turn (the mission is /fng-mission, the tour /fng-tour). */
export const fng = group('fng', 'FNG 2nd Tour: Vietnam skirmish, Stars and Grunts on a table in inches', [
  fngStatusCommand,
  fngForce,
  group('figure', 'Your figures: list, place, set', [fngFigureListCommand, fngFigurePlace, fngFigureSet]),
  fngPef,
  fngActivate,
  fngMove,
  fngFace,
  fngSight,
  fngFire,
  fngGrenade,
  fngGear,
  fngLaw,
  fngCharge,
  fngMelee,
  fngReact,
  fngAid,
  fngCarry,
  fngReload,
  fngSetupMg,
  fngDone,
  fngChartCommand,
]);
