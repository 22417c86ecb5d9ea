import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { pointText } from '../../src/rulesets/fireteam/play/format.js';
import { coverAt, onTableEdge } from '../../src/rulesets/fireteam/play/terrain.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fireteamTerrainOf } from '../../src/rulesets/fireteam/rules/terrain.js';
import { pointInShape } from '../../src/core/board/geometry.js';
import { ok } from '../../src/core/result.js';
import { placeJop } from '../../src/rulesets/fireteam/rules/turn.js';

export const fireteamPatrolJop = command({
  name: 'jop',
  description: 'Place a jump-off point: within 12" of your patrol marker, in cover, behind the enemy line',
  help: 'After the patrol, the sides alternate, the attacker first. The spot must be in cover, out of sight or on a table edge: the board says so for cover and edges; otherwise attest it with cover:true. It must lie to the rear of the line joining the enemy patrol markers. After a patrol the channel hears only that you placed one; where it is stays your side\'s (and the GM\'s) until a unit deploys from it.',
  options: {
    at: { type: 'string', description: 'Where, in inches: "x,y"', required: true, maxLength: 20 },
    cover: { type: 'boolean', description: 'You attest the spot is in cover or out of sight' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam patrol jop', move: 'place-jop', side: o.side },
      ({ game, side, board }) => {
        const at = parsePoint(o.at);
        if (!at.ok) return at;
        const ground = coverAt(board, at.value);
        const hidden = board?.features.find((f) => f.shape.kind !== 'polyline' && fireteamTerrainOf(f).blocksLos && pointInShape(at.value, f.shape));
        const byBoard = ground.cover !== 'open' ? ground.feature : hidden ? hidden.name : board && onTableEdge(at.value, board.board) ? 'the table edge' : undefined;
        const r = placeJop(game, side, { position: at.value, coverAttested: o.cover ?? byBoard !== undefined });
        if (!r.ok) return r;
        return ok({ game: r.value.state, result: { side, jop: r.value.jop, at: at.value, why: o.cover ? 'attested' : byBoard } });
      },
      (r, view, own) => {
        const placed = `jump-off point **${userText(r.jop)}** at ${pointText(r.at)}${r.why ? ` (${r.why === 'attested' ? 'cover attested' : userText(r.why)})` : ''}`;
        if (!view.patrol) return `**${userText(r.side)}** places ${placed}.`;
        const n = view.patrol.jopsPlaced[r.side] ?? 0;
        const mine = own.patrol?.jops.filter((j) => j.side === r.side) ?? [];
        return {
          public: `**${userText(r.side)}** places jump-off point ${n} of ${view.patrol.jopsPerSide} (where, only they know until a unit deploys from it).`,
          private: `You place ${placed}; the enemy learns of it when a unit deploys from it.\nYour jump-off points: ${mine.map((j) => `${userText(j.id)} ${pointText(j.position)}`).join(', ')}.`,
        };
      },
    ));
  },
});
