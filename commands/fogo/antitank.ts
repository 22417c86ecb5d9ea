import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { antiTankText } from '../../src/rulesets/fogo/play/format-support.js';

import { ARMOUR_MAX, AT_ROUNDS, antiTankFire } from '../../src/rulesets/fogo/rules/fire/anti-tank.js';

export const fogoAntitank = command({
  name: 'antitank',
  description: 'Anti-tank fire at a vehicle (RPG, Bazooka, HMG, Recoilless Rifle)',
  help: 'ACC roll (d6 + ACC, −1 Uneducated) to hit, then PEN against the ARM you give; a Recoilless Rifle may fire HE at a soft vehicle instead.',
  options: {
    firer: { type: 'string', description: 'Your firing stand', required: true, maxLength: 60, autocomplete: 'stand' },
    vehicle: { type: 'string', description: 'The vehicle fired at', required: true, maxLength: 40 },
    armour: { type: 'integer', description: 'Its ARM facing the firer (0: soft)', required: true, min: 0, max: ARMOUR_MAX },
    round: { type: 'string', description: 'at (default) or he (Recoilless Rifle only)', choices: AT_ROUNDS },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo antitank', kind: 'fire' },
      ({ state, roller, rules, side }) => antiTankFire(state, { side, firer: o.firer, vehicle: o.vehicle, armour: o.armour, round: o.round }, roller, rules),
      antiTankText,
    ));
  },
});
