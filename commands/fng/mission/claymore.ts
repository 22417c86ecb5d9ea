import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { isGm } from '../../../src/core/campaign.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseOptionalPoint } from '../../../src/rulesets/fng/play/parse.js';
import { claymoreOrder, claymoreOrderKind } from '../../../src/rulesets/fng/rules/firefight/moves/claymores.js';

/** Claymore CDMs (L783): set one out faced at a spot, or fire one from within 12". */
export const fngMissionClaymore = command({
  name: 'claymore',
  description: 'Set out a Claymore faced at a spot, or fire one you set (from within 12")',
  help: 'A soldier sets a Claymore from his squad\'s stores at his feet, faced at `toward:` — his whole activation, uninterrupted: not by a man who took a Reaction Test this activation, and given up if he takes one before his side is done (L611); before the first Activation only in an Ambush you spring (once 1d6 passes the Squad Leader\'s REP, L2195) or a Defense with no civilians in the AO (L2204). Fired from within 12" (his fire): Impact 3 to everyone in the cone 1" wide at the mine, 8" deep, 8" wide at its end, friend or foe, and a 4" Impact 2 back blast (L783).',
  options: {
    do: { type: 'string', description: 'Set one out, or fire one', required: true, choices: ['set', 'fire'] },
    figure: { type: 'string', description: 'The soldier who sets or fires it', required: true, maxLength: 40, autocomplete: 'stand' },
    toward: { type: 'string', description: 'Set: the spot it faces, "x,y"', maxLength: 20 },
    mine: { type: 'string', description: 'Fire: the Claymore, e.g. M1', maxLength: 8 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = ctx.campaign;
    const game = c?.ruleset === 'fng' ? fngGameOf(c.game) : undefined;
    // Before the first Activation a set-up order (the players' own, the GM for them); after, an action.
    const kind = claymoreOrderKind(game);
    const side = kind === 'setup' && c !== undefined && game !== undefined && isGm(c, ctx.actor.id) ? game.sides[0] : undefined;
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission claymore', kind, side }, (a) => {
      const toward = parseOptionalPoint(o.do === 'set' ? o.toward : undefined);
      if (!toward.ok) return toward;
      return claymoreOrder(a, { do: o.do === 'set' ? 'set' : 'fire', figure: o.figure, ...(toward.value ? { toward: toward.value } : {}), ...(o.mine !== undefined ? { mine: o.mine } : {}) });
    }));
  },
});
