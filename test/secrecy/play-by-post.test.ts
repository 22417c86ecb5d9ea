import { describe, expect, it } from 'vitest';
import { actionId } from '../../src/app/actions.js';
import type { Execution } from '../../src/app/app.js';
import { movableClock, shownBy } from '../helpers/harness.js';
import { fogoTable } from '../helpers/fogo-table.js';

/*
 * Recap, undo, buttons and the clock (issue 19) in two worlds that differ only in a secret of
 * FRELIMO's: in the hidden world ben deploys HIDDENMG unseen and moves it, between ana's move and what
 * she does next. Everything ana, the channel and a bystander are shown must be the same in both, and
 * the canary must never reach them.
 */
function world(hidden: boolean) {
  const clock = movableClock();
  const { h, must } = fogoTable({ clock });
  must('ann', '/campaign pace remind:4 deadline:12 missed:wait');
  const moved = must('ana', '/fogo move stand:CA-3 feature:"Elephant grass" seen:false');
  if (hidden) must('ben', '/fogo stand add id:HIDDENMG type:mmg quality:veteran fieldcraft:2 hidden:true');
  return { h, clock, moved };
}

/** What outsiders to FRELIMO's secret (ana, the channel, a bystander) are shown by one execution. */
const outside = (e: Execution, invoker: string) =>
  shownBy(e, invoker)
    .filter((s) => s.to !== 'ben' && s.to !== 'ann')
    .map((s) => `${s.to}: ${s.text.replace(/`\d{4}-\d\d-\d\d \d\d:\d\d`/g, '<t>')}`)
    .concat(e.ok ? [] : [`refused: ${e.error.code}`]);

describe('play by post keeps FRELIMO\'s secret', () => {
  it('GIVEN a secret deployment or none THEN ana\'s recap, buttons, undo and the reminders read the same, with no canary', () => {
    const runs = [false, true].map((hidden) => {
      const { h, clock, moved } = world(hidden);
      const seen: string[] = [];
      const post = moved.outcome.public!;
      for (const a of post.actions ?? []) {
        for (const who of ['ana', 'dan']) {
          // Presses run one after another in the same world, in the same order in both worlds.
          seen.push(`${who} presses ${a.label}`, ...outside(h.app.choose({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', id: actionId(post.stamp!, a)! }), who));
        }
      }
      seen.push(...outside(h.run('dan', '/campaign recap'), 'dan'), ...outside(h.run('ana', '/campaign recap'), 'ana'));
      clock.advance(4.1);
      for (const d of h.app.tick()) seen.push(...outside({ ok: true, command: 'clock', outcome: d.outcome }, 'nobody'));
      seen.push(...outside(h.run('ana', '/campaign undo'), 'ana'));
      return seen;
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs.flat().join('\n')).not.toContain('HIDDENMG');
    expect(runs[0]!.length).toBeGreaterThan(8);
  });
});
