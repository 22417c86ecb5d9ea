import { describe, expect, it } from 'vitest';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';
import type { FireDeclaration } from '../../../../src/rulesets/fireteam/rules/game/state.js';
import { makeUnit, type Unit, type UnitSpec } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import { harness } from '../../../helpers/harness.js';

const place = (side: string, spec: UnitSpec, x: number, y: number, more: Partial<Unit> = {}): Unit => ({ ...makeUnit(side, spec), onTable: true, position: { x, y }, ...more });
const rifles = (id: string): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }] });

/** A river-crossing campaign set to `phase` of turn 1 with these units; bob plays the Russians, cat the Germans. */
function table(phase: FireteamGame['phase'], units: Unit[], more: Partial<FireteamGame> = {}) {
  const q: number[] = [];
  const h = harness({ faces: q });
  h.run('ann', '/campaign new ruleset:fireteam name:Guide sides:"Russians,Germans" scenario:fireteam-river-crossing');
  h.run('bob', '/campaign join side:Russians');
  h.run('cat', '/campaign join side:Germans');
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    tx.saveCampaign({ ...c, game: { ...(c.game as FireteamGame), turn: 1, phase, step: { side: 'Russians', done: [] }, units, ...more } satisfies FireteamGame });
  });
  const now = (who: string): string => {
    const text = h.run(who, '/campaign status').outcome.private!.text;
    return text.slice(text.indexOf('**Now:**'));
  };
  return { h, q, now };
}

describe('the guide names the next step (issue 35; found by the soak)', () => {
  it('GIVEN a German moving under Russian overwatch THEN the Russians are told to fire, or which orders of their own let it go', () => {
    const { h, q, now } = table('movement', [place('Russians', rifles('r-ow'), 30, 30, { overwatch: true }), place('Russians', rifles('r-b'), 20, 30), place('Germans', rifles('g-a'), 58, 40)], {
      step: { side: 'Germans', done: [] },
    });
    q.push(6, 6, 6, 1, 1);
    expect(h.run('cat', '/fireteam move unit:g-a to:50,40').ok).toBe(true);
    expect(now('bob')).toContain('may fire at it now: `/fireteam overwatch fire unit:<id> target:g-a`. Any other order of yours — your own move (`/fireteam move`, `/fireteam embark`, `/fireteam disembark`) or `/fireteam done` — lets it go');
  });

  it('GIVEN all fire revealed and one side\'s shots resolved THEN it is told it waits, and the other what it has left to resolve', () => {
    const declarations: FireDeclaration[] = [
      { unit: 'r-a', kind: 'direct', target: 'g-a' },
      { unit: 'g-a', kind: 'direct', target: 'r-a' },
    ];
    const { h, q, now } = table('firing', [place('Russians', rifles('r-a'), 30, 30), place('Germans', rifles('g-a'), 40, 30)], {
      declarations,
      declarationSides: ['Russians', 'Germans'],
      step: { side: 'Russians', done: ['Russians', 'Germans'] },
    });
    expect(now('bob')).toContain('Resolve your declared shots (`r-a`)');
    q.push(1);
    expect(h.run('bob', '/fireteam fire resolve shooter:r-a cover:open').ok).toBe(true);
    expect(now('bob')).toContain('Your fire is resolved; waiting for **Germans**.');
    expect(now('bob')).not.toContain('Resolve your declared shots');
    expect(now('cat')).toContain('Resolve your declared shots (`g-a`)');
  });
});
