import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { attachmentText, musteredText, withProblemWords } from '../../src/rulesets/fireteam/play/force-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { ARMY_LIST_IDS } from '../../src/rulesets/fireteam/rules/forces/army-lists.js';
import { musterForce } from '../../src/rulesets/fireteam/rules/forces/muster.js';

export const fireteamForce = command({
  name: 'force',
  description: 'Muster a side: an army list with its sections and picks, or a JSON roster file',
  help: 'list: with squads: and weapons: sections and reinforcement picks:"weapons, medium-tank:stug" (points are added up and checked; while the river campaign has a game to fight, against the side\'s core and reinforcement points for it, less what it has already mustered). Ids get the side\'s initial as prefix (`r-sq1-ft1`) unless prefix: says otherwise. A file is JSON {"name", "list"…, "units": [{"id", "kind", "quality", "figures", "weapons"…}]}; every problem is listed with its line. Units start off table and deploy from a JOP. The channel hears only the points mustered; the list, picks and units are your side\'s (and the GM\'s) until each unit deploys.',
  options: {
    list: { type: 'string', description: 'An army list', choices: ARMY_LIST_IDS },
    squads: { type: 'integer', description: 'Infantry squads', min: 0, max: 6 },
    weapons: { type: 'integer', description: 'Weapons sections', min: 0, max: 3 },
    picks: { type: 'string', description: 'Reinforcement picks, comma-separated; pick:vehicle to choose', maxLength: 300 },
    smg: { type: 'integer', description: 'Russians: squads armed with SMGs', min: 0, max: 6 },
    commissar: { type: 'string', description: 'Russians: the commissar', choices: ['heroic', 'kgb'] },
    prefix: { type: 'string', description: 'Prefix for unit ids (default the side\'s initial)', maxLength: 8 },
    game: { type: 'string', description: 'Campaign: the game mustered for (default your first still to fight)', maxLength: 16 },
    file: { type: 'attachment', description: 'Your roster (JSON)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam force', side: o.side },
      ({ game, rules, side }) => withProblemWords(musterForce(game, side, { ...o, file: attachmentText(o.file) }, rules)),
      (r, _view, own) => musteredText(r, own),
    ));
  },
});
