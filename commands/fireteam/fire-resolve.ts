import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { FIRETEAM_COVERS } from '../../src/rulesets/fireteam/rules/table/terrain.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { directFireText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { resolveDirectFire } from '../../src/rulesets/fireteam/rules/fire/direct-fire.js';
import { WEAPON_KINDS } from '../../src/rulesets/fireteam/rules/troops/weapons.js';

export const fireteamFireResolve = command({
  name: 'resolve',
  description: 'Firing: shoot a declared direct-fire shot, d10 on the target\'s cover line',
  help: 'The cover line is read from the board feature under the target (a linear obstacle within 1") unless you declare cover:. enfilade:true +1; suppressive: the inches the target is inside its cover (4 at most; pins only). weapon: fires one weapon alone; range comes from the positions. Snipers declared `with` this shooter roll with it and add their hits. A soft-skinned vehicle target: the team riding in it takes the hits.',
  options: {
    shooter: { type: 'string', description: 'Your unit that declared direct fire', required: true, maxLength: 32, autocomplete: 'stand' },
    cover: { type: 'string', description: 'The target\'s cover line (default: from the board)', choices: FIRETEAM_COVERS },
    enfilade: { type: 'boolean', description: 'Enfilading fire (+1)' },
    suppressive: { type: 'integer', description: 'Suppressive fire: inches inside its cover', min: 0, max: 12 },
    weapon: { type: 'string', description: 'Fire this weapon alone', choices: WEAPON_KINDS },
    range: { type: 'integer', description: 'Range in inches, if not on the board', min: 0, max: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam fire resolve', move: 'resolve-fire', side: o.side },
      ({ game, side, roller, rules, board }) => resolveDirectFire(game, side, o.shooter, o, roller, rules, board),
      (r, view) => directFireText(r, view),
    ));
  },
});
