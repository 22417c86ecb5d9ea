import { command, group, type CommandNode } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { ok } from '../../../src/core/result.js';
import { fogo } from '../../../src/rulesets/fogo/index.js';
import { commands } from '../../../commands/index.js';

/**
 * A test double of a faulty rule: an order that takes the acting side's first stand off the table by
 * changing the stored list in place, and returns the same game. Where arrays are frozen only by note
 * (outside the tests) it runs, and the save skips the list it did not replace; frozen for real (a
 * replay under the tests, `npm run replay`) it throws.
 */
export const dropStand = command({
  name: 'drop-stand',
  description: 'Drops the first stand of your side, in place',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    return runMove(ctx, fogo, {
      command: 'test drop-stand',
      move: ({ state, side }) => {
        const stands = state.stands as unknown as { side: string }[];
        stands.splice(stands.findIndex((s) => s.side === side), 1);
        return ok({ state, result: undefined });
      },
      describe: () => 'A stand leaves the table.',
    });
  },
});

/** The app's commands and the faulty order. */
export const withDropStand: readonly CommandNode[] = [...commands, group('test', 'Test doubles', [dropStand])];
