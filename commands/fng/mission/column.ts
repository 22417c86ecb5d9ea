import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { isGm } from '../../../src/core/campaign.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { columnOrder } from '../../../src/rulesets/fng/rules/column.js';

/** The Ambush's single file column (L2195): the players' squad laid out 1" apart from its head. */
export const fngMissionColumn = command({
  name: 'column',
  description: 'Ambushed: form your squad in single file, 1" apart, from its head toward a spot',
  help: 'Before the first Activation of an Ambush your squad walks into (L2195): "one long single file column with 1" gaps between figures", its head in the nearest least favorable cover within LOS and weapons range of the ambushers (you name the spot). Figures in the order named; none named, all of your side\'s.',
  options: {
    head: { type: 'string', description: 'The head of the column, "x,y"', required: true, maxLength: 20 },
    trail: { type: 'string', description: 'The column trails back toward "x,y"', required: true, maxLength: 20 },
    figures: { type: 'string', description: 'Your figures, head first: "pink, kelly"', maxLength: 200 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = ctx.campaign;
    const side = c !== undefined && c.ruleset === 'fng' && isGm(c, ctx.actor.id) ? fngGameOf(c.game).sides[0] : undefined;
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission column', kind: 'setup', side }, (a) => {
      const head = parsePoint(o.head);
      if (!head.ok) return head;
      const trail = parsePoint(o.trail);
      if (!trail.ok) return trail;
      return columnOrder(a, { head: head.value, trail: trail.value, ...(o.figures ? { figures: parseList(o.figures) } : {}) });
    }));
  },
});
