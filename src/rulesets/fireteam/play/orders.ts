import type { MoveSpec } from '../../../app/run-move.js';
import type { RuleResult } from '../../../core/result.js';
import type { Move } from '../rules/turn.js';
import type { FireteamView } from '../rules/view.js';
import type { FireteamGame, FireteamGameView } from '../rules/game.js';
import type { MoveArgs, Moved, Told } from './session.js';
import { fireteamBoard } from '../rules/terrain.js';

/**
 * A Fire Team order for `runMove`: every roll public, as at the table; `move` is its kind in the
 * turn sequence (set-up orders have none). `describe` gets the public view and the acting side's
 * own; what only the side may know (where its secret patrol marker went) is kept in the log for its
 * players.
 */
export function fireteamOrder<R>(
  spec: { command: string; move?: Move; side?: string | undefined },
  move: (args: MoveArgs) => RuleResult<Moved<R>>,
  describe: (result: R, view: FireteamView, own: FireteamView, side: string) => Told,
): MoveSpec<FireteamGame, FireteamGameView, R> {
  return {
    command: spec.command,
    kind: spec.move ?? 'setup',
    side: spec.side,
    move(args) {
      const r = move({ game: args.state, roller: args.roller, rules: args.rules, side: args.side, board: fireteamBoard(args.campaign.board), campaign: args.campaign });
      return r.ok ? { ok: true, value: { state: r.value.game, result: r.value.result } } : r;
    },
    describe(result, views) {
      const told = describe(result, views.public, views.own, views.side);
      return typeof told === 'string' ? told : { ...told, logPrivate: true };
    },
  };
}
