import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { isGm } from '../../../src/core/campaign.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { columnOrder } from '../../../src/rulesets/fng/rules/enemy/moves/column.js';

/** The Ambush's single file column (L2195): the players' squad laid out 1" apart from its head. */
export const fngMissionColumn = command({
  name: 'column',
  description: 'An Ambush\'s single file, 1" apart, from its head toward a spot: yours, or the enemy\'s you spring',
  help: 'Before the first Activation of an Ambush (L2195): "one long single file column with 1" gaps between figures", its head in the nearest least favorable cover within LOS and weapons range of the ambushers (you name the spot). Ambushed: your squad, in the order named (none named, all of it). Springing the Ambush: every PEF resolved (the GM\'s dice; a Potential Contact brings reinforcements, L2190) and the enemy that came laid in one file.',
  options: {
    head: { type: 'string', description: 'The head of the column, "x,y"', required: true, maxLength: 20 },
    trail: { type: 'string', description: 'The column trails back toward "x,y"', required: true, maxLength: 20 },
    figures: { type: 'string', description: 'Your figures, head first: "pink, kelly"', maxLength: 200 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = ctx.campaign;
    const game = c !== undefined && c.ruleset === 'fng' ? fngGameOf(c.game) : undefined;
    const side = c !== undefined && game !== undefined && isGm(c, ctx.actor.id) ? game.sides[0] : undefined;
    // Springing the Ambush resolves the enemy's PEFs: those dice are the GM's, as the bot's are.
    const gmDice = game?.mission?.type === 'ambush' && game.mission.ambush === 'ambushing';
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission column', kind: 'setup', side, gmDice }, (a) => {
      const head = parsePoint(o.head);
      if (!head.ok) return head;
      const trail = parsePoint(o.trail);
      if (!trail.ok) return trail;
      return columnOrder(a, { head: head.value, trail: trail.value, ...(o.figures ? { figures: parseList(o.figures) } : {}) });
    }));
  },
});
