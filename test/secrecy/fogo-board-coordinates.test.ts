import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';
import { recorder } from './recorder.js';

/**
 * Board coordinates and secrets: FRELIMO's hidden stands sit at canary coordinates (13.37,42.42)
 * and go into a Sneaker; troops later left hidden by a Hide keep a spot of their own. The enemy and
 * the channel see the Sneaker markers where they stand (public, seed 001), never the coordinates of
 * what a marker holds nor of hidden stands — in texts, lists, logs, exports or refusals.
 */
function scenario() {
  const q: number[] = [];
  const h = harness({ faces: q });
  const { seen, act } = recorder(h);
  act('ann', '/campaign new ruleset:fogo name:Board sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  act('bob', '/campaign join side:Portugal');
  act('cat', '/campaign join side:FRELIMO');
  act('bob', '/fogo force builtin:cacadores-combat-group');
  act('cat', '/fogo force builtin:frelimo-group hidden:true');
  act('cat', '/fogo place stand:FR-4 at:13.37,42.42');
  act('cat', '/fogo place stand:FR-5 at:13.37,42.42');
  act('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush (30,20): FR-1 FR-2; bush (31,20): "');
  return { h, q, seen, act };
}

const CANARY = /13\.37|42\.42/;
const leaks = (seen: { to: string; text: string; line: string }[], who: string[]) =>
  seen.filter((s) => who.includes(s.to) && !s.line.includes('13.37') && CANARY.test(s.text)).map((s) => `${s.to} after ${s.line}: ${s.text.slice(0, 80)}`);

describe('board coordinates of hidden troops', () => {
  it('GIVEN hidden stands placed at canary coordinates THEN the enemy and the channel never see them, the GM does', () => {
    const { seen, act } = scenario();
    for (const [who, line] of [
      ['bob', '/fieldcraft list'],
      ['bob', '/fogo stand list'],
      ['bob', '/campaign log'],
      ['bob', '/campaign export'],
      ['bob', '/campaign status'],
      ['bob', '/board show'],
      ['bob', '/fieldcraft track stand:CA-SC spoor:SP1'],
      ['bob', '/fogo fire firers:CA-1,CA-2 target:FR-4 leader:CA-1'],
      ['dan', '/fieldcraft list'],
    ] as const) act(who, line);
    expect(leaks(seen, ['channel', 'bob', 'dan'])).toEqual([]);
    // The canary is really in the game: the GM's export carries it.
    expect(act('ann', '/campaign export').outcome.private!.files![0]!.data.toString()).toMatch(CANARY);
  });

  it('GIVEN the Sneaker markers THEN their coordinates are public, as the markers are', () => {
    const { act } = scenario();
    const text = act('bob', '/fieldcraft list').outcome.private?.text ?? '';
    expect(text).toContain('at 30,20');
    expect(text).toContain('at 31,20');
  });

  it('GIVEN the enemy fires a group at a hidden placed stand THEN the refusal reads as for a stand that does not exist', () => {
    const { act } = scenario();
    const hidden = act('bob', '/fogo fire firers:CA-1,CA-2 target:FR-4 leader:CA-1');
    const missing = act('bob', '/fogo fire firers:CA-1,CA-2 target:XX-9 leader:CA-1');
    expect(hidden.ok || missing.ok).toBe(false);
    const text = (r: typeof hidden) => JSON.stringify(r.outcome).replaceAll('FR-4', 'ID').replaceAll('XX-9', 'ID');
    expect(text(hidden)).toBe(text(missing));
  });
});
