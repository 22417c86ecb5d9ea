import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { namerFor, pointText } from '../../src/rulesets/fireteam/play/format.js';
import { isGm } from '../../src/core/campaign.js';
import { parsePoint, type Point } from '../../src/core/board/geometry.js';
import { fail, ok } from '../../src/core/result.js';
import { ownUnit, updateUnit } from '../../src/rulesets/fireteam/rules/state.js';

export const fireteamUnitPlace = command({
  name: 'place',
  description: 'Put a unit at a point on the table, or off it (before the battle; the GM at any time)',
  help: 'A correction and set-up tool: no rules are applied. Units normally come on with `/fireteam deploy`.',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    at: { type: 'string', description: 'Inches from the top-left corner, "x,y"; "off" to take it off', required: true, maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam unit place', side: o.side },
      ({ game, side, campaign, board }) => {
        if (game.turn > 0 && !isGm(campaign, ctx.actor.id)) return fail('fireteam/place-gm-only');
        const unit = ownUnit(game, side, o.unit);
        if (!unit.ok) return unit;
        if (o.at.trim().toLowerCase() === 'off') {
          return ok({ game: updateUnit(game, unit.value, (u) => ({ ...u, onTable: false })), result: { id: unit.value.id, side, at: undefined as Point | undefined } });
        }
        const at = parsePoint(o.at);
        if (!at.ok) return at;
        if (board && (at.value.x < 0 || at.value.y < 0 || at.value.x > board.board.width || at.value.y > board.board.height)) {
          return fail('board/off-table', { at: o.at, width: board.board.width, height: board.board.height });
        }
        return ok({ game: updateUnit(game, unit.value, (u) => ({ ...u, onTable: true, revealed: true, position: at.value })), result: { id: unit.value.id, side, at: at.value } });
      },
      (r, view, own) => {
        // A unit never seen on the table stays its side's secret, off table or back off it.
        const seen = view.units.some((u) => u.side === r.side && u.id === r.id);
        const text = `${namerFor(seen ? view : own)(r.id, r.side)} placed ${r.at ? `at ${pointText(r.at)}` : 'off table'}.`;
        return seen ? text : { private: `${text} It is still unseen by the enemy.` };
      },
    ));
  },
});
