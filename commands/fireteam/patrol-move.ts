import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { pointText } from '../../src/rulesets/fireteam/play/format.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import type { FireteamView } from '../../src/rulesets/fireteam/rules/view.js';
import { ok } from '../../src/core/result.js';
import { patrolMove } from '../../src/rulesets/fireteam/rules/patrol-phase.js';

export const fireteamPatrolMove = command({
  name: 'move',
  description: 'Patrol Phase: move one of your patrol markers in a straight line',
  help: 'Sides alternate, the attacker first. A marker stops and locks where it first comes within 12" of an enemy marker (the enemy marker locks too); your markers must stay within 12" of each other. When all are locked the sides place their JOPs. Where your unlocked markers are is known only to your side and the GM: the channel hears that you moved one; a lock (contact) is announced with both markers\' places.',
  options: {
    marker: { type: 'string', description: 'Your marker: a1… (attacker) or d1… (defender)', required: true, maxLength: 8 },
    to: { type: 'string', description: 'Where to, in inches: "x,y"', required: true, maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam patrol move', move: 'patrol-move', side: o.side },
      ({ game, side, rules }) => {
        const to = parsePoint(o.to);
        if (!to.ok) return to;
        const r = patrolMove(game, side, o.marker, to.value, rules);
        if (!r.ok) return r;
        return ok({ game: { ...game, ...r.value.game }, result: { ...r.value, side } });
      },
      (r, view, own) => {
        const stop = r.stoppedShort ? ` — it comes within 12" of the enemy and stops at ${pointText(r.to)}` : ` to ${pointText(r.to)}`;
        const locked = r.locked.length ? ` Locked: ${r.locked.map((m) => `**${userText(m)}**`).join(', ')}.` : '';
        const mine = own.patrol?.markers.filter((m) => m.side === r.side && !m.locked) ?? [];
        const left = mine.length ? `\nYour markers still hidden: ${mine.map((m) => `${userText(m.id)} ${pointText(m.position)}`).join(', ')}.` : '';
        return {
          public: `**${userText(r.side)}** moves a patrol marker.${contactText(r.locked, view)}`,
          private: `Patrol marker **${userText(r.marker)}** moves from ${pointText(r.from)}${stop}.${locked}${left}`,
        };
      },
    ));
  },
});

/** " Contact! Locked: **a2** (31,21), **d2** (42.62,18)." — locked markers are public, so it reads the public view. */
function contactText(locked: readonly string[], view: FireteamView): string {
  if (locked.length === 0) return '';
  const at = (id: string): string => {
    const m = view.patrol?.markers.find((x) => x.id === id);
    return `**${userText(id)}**${m ? ` ${pointText(m.position)}` : ''}`;
  };
  return ` Contact! Locked: ${locked.map(at).join(', ')}.`;
}
