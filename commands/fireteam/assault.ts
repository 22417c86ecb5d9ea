import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { assaultText } from '../../src/rulesets/fireteam/play/assault-text.js';
import { fireteamOrder, idList } from '../../src/rulesets/fireteam/play/orders.js';
import { assaultUnits } from '../../src/rulesets/fireteam/rules/assault/assault-order.js';

export const fireteamAssault = command({
  name: 'assault',
  description: 'Assaults: your units dash into combat; every figure rolls vs expertise to kill',
  help: 'attackers: your units in contact (within 1" of the targeted unit, house rule assault.contactInches); defenders: the targeted enemy unit first, then any it moves in from within 4". Assaulter +1, pinned −1, in cover +1 (the defenders\' cover from the board unless declared). The side with more casualties withdraws 12" toward its edge, Pinned.',
  options: {
    attackers: { type: 'string', description: 'Your assaulting units, comma-separated', required: true, maxLength: 200 },
    defenders: { type: 'string', description: 'The enemy unit assaulted, then any moved in within 4"', required: true, maxLength: 200 },
    cover: { type: 'boolean', description: 'The defenders are in cover (default: from the board)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam assault', move: 'assault', side: o.side },
      ({ game, side, roller, rules, board }) => assaultUnits(game, side, idList(o.attackers), idList(o.defenders), o.cover, roller, rules, board),
      (r, view) => assaultText(r, view),
    ));
  },
});
