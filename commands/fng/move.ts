import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parsePlaces } from '../../src/rulesets/fng/play/parse.js';
import { moveOrder } from '../../src/rulesets/fng/rules/firefight/moves/move-in-sight.js';

export const fngMove = command({
  name: 'move',
  description: 'Move your figures; fast:true rolls a Fast Move',
  help: 'Normal move 8" (Fast +2", Slow −2", flak jacket −1"; standing up from prone half; carrying −2"; walking wounded half). fast:true rolls one 2d6 for all named, +4" per die each passes against its REP; a figure the dice do not carry far enough stops short on the line. crawl:true moves half, prone. prone:true goes prone where it stops. via:window climbs through a window into or out of a building (the move ends there); through a door (the default) costs 2" (L999); where the board draws a building\'s doors, a wall is gone through only at a door (within 1") or, with via:window, a window. floor:N goes up or down one level of the building where they end, to level N (0 the ground floor, -1 a basement), for half the move (L1002); a figure above the ground floor stays in his building. Inside a building a figure that moved is concealed, one that stays put in cover (L1002). Where they end they take the cover and concealment the board gives (the post says which); cover:/concealed: attest it where no board is loaded, and are the GM\'s word against one. On a loaded board the move stops where the first mover comes into sight of an enemy, the others go up to 2\" more, and the In Sight is taken (L653–L659); those stopped finish their move afterwards with `/fng move` again, no further than what is left. Without a board, give `/fng sight`.',
  options: {
    moves: { type: 'string', description: 'Figures and points: "pink@20,4; kelly@21,5"', required: true, maxLength: 400 },
    fast: { type: 'boolean', description: 'Fast Move: one 2d6 roll for the group' },
    crawl: { type: 'boolean', description: 'Crawl: half move, prone' },
    prone: { type: 'boolean', description: 'Go prone where the move ends' },
    via: { type: 'string', description: 'Into or out of a building: by a door (2") or a window (ends the move)', choices: ['door', 'window'] },
    floor: { type: 'integer', description: 'Up or down one level of the building where they end, to this one (half the move)', min: -1, max: 6 },
    cover: { type: 'boolean', description: 'They end in cover (no board loaded; the GM\'s word against one)' },
    concealed: { type: 'boolean', description: 'They end concealed (no board loaded; the GM\'s word against one)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng move', kind: 'act', side: o.side }, (a) => {
      const moves = parsePlaces(o.moves);
      if (!moves.ok) return moves;
      return moveOrder(a, {
        moves: moves.value.map((m) => ({ figure: m.figure, to: m.at })),
        mode: o.crawl ? 'crawl' : o.fast ? 'fast' : 'normal',
        ...(o.prone ? { prone: true } : {}),
        ...(o.via === 'window' ? { via: 'window' as const } : {}),
        ...(o.floor === undefined ? {} : { floor: o.floor }),
        ...(o.cover === undefined ? {} : { cover: o.cover }),
        ...(o.concealed === undefined ? {} : { concealed: o.concealed }),
      });
    }));
  },
});
