import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { FIGURE_STATUSES, type Rep } from '../../src/rulesets/fng/rules/figures/figure.js';
import { setFigure } from '../../src/rulesets/fng/rules/firefight/moves/order-setup.js';

export const fngFigureSet = command({
  name: 'set',
  description: 'Stance, or cover where no board; a Star\'s standing answers; the GM corrects status, REP, place',
  help: 'prone: lays your figure down or stands it up; cover: and concealed: attest how it stands where no board is loaded (against a loaded board they are the GM\'s word, until the figure moves). freewill: and insight: give a Star standing answers to Free Will (2, 1 or 0 passes, or roll) and for his In Sight action (fire, duck-back, charge, or roll the table), so the firefight need not wait for you; cheat:false makes a Star decline Cheating Death (he takes it otherwise). The GM may correct status:, rep: and at: (a duck back or retire move the bot cannot see).',
  options: {
    figure: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    cover: { type: 'boolean', description: 'In cover (no board loaded; the GM\'s word against one)' },
    concealed: { type: 'boolean', description: 'Concealed (no board loaded; the GM\'s word against one)' },
    prone: { type: 'boolean', description: 'Prone' },
    freewill: { type: 'string', description: 'A Star\'s standing Free Will answer', choices: ['2', '1', '0', 'roll'] },
    cheat: { type: 'boolean', description: 'A Star takes Cheating Death when killed (default true)' },
    insight: { type: 'string', description: 'A Star\'s standing In Sight action', choices: ['fire', 'duck-back', 'charge', 'roll'] },
    status: { type: 'string', description: 'GM: its status', choices: FIGURE_STATUSES },
    rep: { type: 'integer', description: 'GM: its REP', min: 1, max: 7 },
    at: { type: 'string', description: 'GM (or before it is placed): its point, "x,y"', maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng figure set', kind: 'setup', side: o.side }, (a) => {
      const at = o.at === undefined ? undefined : parsePoint(o.at);
      if (at && !at.ok) return at;
      return setFigure(a, o.figure, {
        ...(o.cover === undefined ? {} : { cover: o.cover }),
        ...(o.concealed === undefined ? {} : { concealed: o.concealed }),
        ...(o.prone === undefined ? {} : { prone: o.prone }),
        ...(o.freewill === undefined ? {} : { freeWill: o.freewill === 'roll' ? 'roll' : (Number(o.freewill) as 0 | 1 | 2) }),
        ...(o.insight === undefined ? {} : { inSightAction: o.insight }),
        ...(o.cheat === undefined ? {} : { cheatDeath: o.cheat }),
        ...(o.status === undefined ? {} : { status: o.status }),
        ...(o.rep === undefined ? {} : { rep: o.rep as Rep }),
        ...(at ? { at: at.value } : {}),
      });
    }));
  },
});
