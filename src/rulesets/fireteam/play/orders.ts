import { parsePoint, type Point } from '../../../core/board/geometry.js';
import type { FireteamScenario } from '../rules/table/scenario.js';
import type { Campaign } from '../../../core/campaign.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { MoveSpec } from '../../../app/run-move.js';
import type { FireteamGame, FireteamGameView } from '../rules/game/game.js';
import { fireteamBoard } from '../rules/table/table-reading.js';
import type { Move } from '../rules/turn/turn.js';
import type { FireteamView } from '../rules/game/view.js';

/** What a Fire Team move is given: the game, the campaign's dice and house rules, the acting side and the table. */
export interface MoveArgs {
  readonly game: FireteamGame;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly side: string;
  readonly board: FireteamScenario | undefined;
  readonly campaign: Campaign;
}

export interface Moved<R> {
  readonly game: FireteamGame;
  readonly result: R;
}

/**
 * What an order's result tells: a plain string is for everyone; otherwise `public` is what the
 * channel may know (absent: the channel hears nothing) and `private` what only the acting side may,
 * such as where its secret patrol marker went.
 */
export type Told = string | { readonly public?: string; readonly private?: string };

/**
 * A Fire Team order for `runMove`: every roll public, as at the table; `move` is its kind in the
 * turn sequence (set-up orders have none; `done` is whatever being done is in the phase). `describe`
 * gets the public view and the acting side's own; what only the side may know (where its secret
 * patrol marker went) is kept in the log for its players.
 */
export function fireteamOrder<R>(
  spec: { command: string; move?: Move | 'done' | undefined; side?: string | undefined },
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

/** An optional point option, "x,y", read into a point. */
export function pointOption(text: string | undefined): RuleResult<Point | undefined> {
  return text === undefined ? ok(undefined) : parsePoint(text);
}

/** "r-a, r-b" → each id once, in order. */
export function idList(text: string): string[] {
  return [...new Set(text.split(',').map((x) => x.trim()).filter(Boolean))];
}

/**
 * Where `/fireteam unit place` puts a unit: "off" the table, or a point "x,y" on it (the board's, when
 * one is loaded).
 */
export function placeAt(text: string, board: FireteamScenario | undefined): RuleResult<Point | 'off', 'board/bad-point' | 'board/off-table'> {
  if (text.trim().toLowerCase() === 'off') return ok('off');
  const at = parsePoint(text);
  if (!at.ok) return at;
  const t = board?.board;
  if (t && (at.value.x < 0 || at.value.y < 0 || at.value.x > t.width || at.value.y > t.height)) return fail('board/off-table', { at: text, width: t.width, height: t.height });
  return at;
}
