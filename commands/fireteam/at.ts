import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { antiTankFireText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { resolveAntiTankFire } from '../../src/rulesets/fireteam/rules/vehicles/anti-tank-fire.js';
import { WEAPON_KINDS } from '../../src/rulesets/fireteam/rules/troops/weapons.js';

export const fireteamAt = command({
  name: 'at',
  description: 'Firing: shoot a declared anti-tank shot: d10 to hit on 6+, then the damage dice',
  help: 'Factors: target moved, shooter moved, target concealed −1 each; a damaged gun −1 and a pinned shooter −1 (armour) or −2 (gun team) are read from the state; a 2nd shot in a row at the same target +1, 3rd +2, if neither moved. Each damage die reads the ten results and marks the vehicle (halt and return fire, panic, miss next shot, radio, turret, weapon, tracks, immobilised); a brew-up throws for its passengers as artillery.',
  options: {
    shooter: { type: 'string', description: 'Your unit that declared anti-tank fire', required: true, maxLength: 32, autocomplete: 'stand' },
    moved: { type: 'boolean', description: 'The target moved (−1)' },
    shootermoved: { type: 'boolean', description: 'The shooter moved or adjusted aim (−1)' },
    concealed: { type: 'boolean', description: 'The target is concealed (−1)' },
    weapon: { type: 'string', description: 'Fire this weapon', choices: WEAPON_KINDS },
    range: { type: 'integer', description: 'Range in inches, if not on the board', min: 0, max: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam at', move: 'resolve-fire', side: o.side },
      ({ game, side, roller, rules, board }) =>
        resolveAntiTankFire(
          game,
          side,
          o.shooter,
          {
            ...(o.weapon === undefined ? {} : { weapon: o.weapon }),
            targetMoved: o.moved === true,
            shooterMoved: o.shootermoved === true,
            concealed: o.concealed === true,
            ...(o.range === undefined ? {} : { range: o.range }),
          },
          roller,
          rules,
          board,
        ),
      (r, view) => antiTankFireText(r, view),
    ));
  },
});
