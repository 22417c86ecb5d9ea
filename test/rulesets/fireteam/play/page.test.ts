import { describe, expect, it } from 'vitest';
import { pageOffers, pagePreview } from '../../../../src/app/web-orders.js';
import { chanceToReach } from '../../../../src/rulesets/fireteam/play/page.js';
import { viewerOf } from '../../../../src/core/views.js';
import { RULESETS } from '../../../../src/rulesets/registry.js';
import { harness } from '../../../helpers/harness.js';

/** Zarechye on the river crossing (docs/fireteam.md): bob's Russians and cat's Germans deployed, the actions over, the firing phase. */
function zarechye() {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
  };
  for (const [who, line] of [
    ['ann', '/campaign new ruleset:fireteam name:Zarechye sides:"Russians,Germans" scenario:fireteam-river-crossing'],
    ['bob', '/campaign join side:Russians'],
    ['bob', '/fireteam force list:russians squads:2'],
    ['cat', '/campaign join side:Germans'],
    ['cat', '/fireteam force list:fallschirmjager squads:2'],
    ['ann', '/fireteam setup patrol:false'],
    ['bob', '/fireteam deploy unit:r-sq1-ft1 jop:jop-birch-wood at:17,14'],
    ['cat', '/fireteam deploy unit:g-sq1-ft1 jop:jop-church at:52,14'],
    ['bob', '/fireteam deploy unit:r-sq1-ft2 jop:jop-birch-wood at:15,16'],
    ['cat', '/fireteam done'],
    ['bob', '/fireteam done'],
  ] as const) must(who, line);
  const c = () => h.store.transaction((tx) => tx.activeCampaign('c1')!);
  const ft = RULESETS.get('fireteam')!;
  const as = (who: string) => viewerOf(c(), { id: `id-${who}`, name: who });
  return { h, must, c, ft, as, preview: (who: string, intent: Parameters<typeof pagePreview>[4]) => pagePreview(c(), as(who), ft, RULESETS, intent) };
}

const words = (r: ReturnType<ReturnType<typeof zarechye>['h']['run']>): string => (r.ok ? '(it ran)' : r.error.message);

describe('Fire Team orders on the web page', () => {
  it('GIVEN the movement dice THEN the chance of going all the way is counted over every fall of them', () => {
    // 3d6 all kept: 18 once in 216; 1d6: 4 or more half the time.
    expect(chanceToReach(3, 3, 0, 0, 18)).toBeCloseTo(1 / 216, 12);
    expect(chanceToReach(1, 1, 0, 0, 4)).toBe(0.5);
    // 2d6, the best one, less 1d6: at least 5 when the best die is 6 and the loss 1 (11/36 × 1/6).
    expect(chanceToReach(2, 1, 0, 1, 5)).toBeCloseTo(11 / 216, 12);
    // 4d6 the best 3 less 6" for an obstacle: 12" or more needs 18 (the 3 best all 6s: 21 of 1296).
    expect(chanceToReach(4, 3, 6, 0, 12)).toBeCloseTo(21 / 1296, 12);
    expect(chanceToReach(3, 3, 0, 0, 0)).toBe(1);
  });

  it('GIVEN units chosen THEN they are offered the orders of the phase: the declaration (together), then a move for one; another side\'s units and those off the table get nothing', () => {
    const t = zarechye();
    const offers = (who: string, units: string[]) => pageOffers(t.c(), t.as(who), t.ft, units).map((o) => [o.order, o.target]);
    expect(offers('bob', ['r-sq1-ft2'])).toEqual([['declare', 'unit']]);
    expect(offers('bob', ['r-sq1-ft1', 'r-sq1-ft2'])).toEqual([['declare', 'unit']]);
    expect(offers('bob', ['g-sq1-ft1'])).toEqual([]);
    expect(offers('bob', ['r-sq2-ft1'])).toEqual([]);
    t.must('bob', '/fireteam fire declare');
    // Declared: nothing more to declare; no shot to resolve.
    expect(offers('bob', ['r-sq1-ft2'])).toEqual([]);
    t.must('cat', '/fireteam fire declare');
    expect(offers('bob', ['r-sq1-ft2'])).toEqual([['move', 'point']]);
    expect(offers('bob', ['r-sq1-ft1', 'r-sq1-ft2'])).toEqual([]);
  });

  it('GIVEN a point tapped THEN the preview reads the board on the way and gives the chance the dice carry it there; the command runs as the slash command', () => {
    const t = zarechye();
    t.must('bob', '/fireteam fire declare');
    t.must('cat', '/fireteam fire declare');
    const p = t.preview('bob', { order: 'move', units: ['r-sq1-ft2'], target: { kind: 'point', x: 25, y: 16 } });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/fireteam move unit:r-sq1-ft2 to:25,16');
    // An Average team: 4d6, the best 3, less 1D6 through the birch wood it starts in.
    expect(p.lines).toEqual([
      { text: 'r-sq1-ft2: 10" to go, on 4d6, the best 3', ok: true },
      { text: 'Through Birch wood: slow going, −1D6', ok: true },
      { text: `${Math.round(chanceToReach(4, 3, 0, 1, 10) * 100)}% to get all the way; short of it, it stops on the line`, ok: true },
      { text: 'The movement phase, Russians to act', ok: true },
    ]);
    expect(p.ends).toEqual([{ id: 'r-sq1-ft2', x: 25, y: 16, ok: true }]);
    const far = t.preview('bob', { order: 'move', units: ['r-sq1-ft2'], target: { kind: 'point', x: 15, y: 30 } });
    if (!far.ok) throw new Error(far.text);
    expect(far.lines.find((l) => !l.ok)).toEqual({ text: 'It cannot get there this turn (11" at most): it goes as far as its dice allow', ok: false });
    expect(far.ends).toEqual([{ id: 'r-sq1-ft2', x: 15, y: 27, ok: false }]);
    expect(words(t.h.run('bob', p.line))).toBe('(it ran)');
  });

  it('GIVEN a move the rules refuse (across the river, off the table, out of its step) THEN the preview says so in the bot\'s words', () => {
    const t = zarechye();
    t.must('bob', '/fireteam fire declare');
    t.must('cat', '/fireteam fire declare');
    for (const [who, unit, x, y] of [['bob', 'r-sq1-ft2', 40, 16], ['bob', 'r-sq1-ft2', 15, 60], ['cat', 'g-sq1-ft1', 48, 14]] as const) {
      const p = t.preview(who, { order: 'move', units: [unit], target: { kind: 'point', x, y } });
      if (!p.ok) throw new Error(p.text);
      expect(p.lines.at(-1), p.line).toEqual({ text: words(t.h.run(who, p.line)), ok: false });
    }
  });

  it('GIVEN units chosen and an enemy tapped THEN the declaration names them all at it, with what the board says of sight; a unit deployed this turn may not shoot', () => {
    const t = zarechye();
    const p = t.preview('bob', { order: 'declare', units: ['r-sq1-ft1', 'r-sq1-ft2'], target: { kind: 'unit', id: 'g-sq1-ft1' } });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/fireteam fire declare shots:"r-sq1-ft1 > g-sq1-ft1; r-sq1-ft2 > g-sq1-ft1"');
    expect(p.lines.filter((l) => !l.ok).map((l) => l.text)).toEqual([
      'r-sq1-ft1 may not shoot this turn (deployed this turn, on overwatch, riding or permanently pinned)',
      'r-sq1-ft2 may not shoot this turn (deployed this turn, on overwatch, riding or permanently pinned)',
    ]);
    expect(t.h.run('bob', p.line).ok).toBe(false);
    // An enemy still off the table reads as one that does not exist.
    expect((t.c().game as { units: { id: string; onTable: boolean }[] }).units.find((u) => u.id === 'g-sq2-ft1')?.onTable).toBe(false);
    const hidden = t.preview('bob', { order: 'declare', units: ['r-sq1-ft1'], target: { kind: 'unit', id: 'g-sq2-ft1' } });
    const none = t.preview('bob', { order: 'declare', units: ['r-sq1-ft1'], target: { kind: 'unit', id: 'g-nope' } });
    expect(hidden.ok || none.ok).toBe(false);
    if (hidden.ok || none.ok) return;
    expect(hidden.text.replace('g-sq2-ft1', 'X')).toBe(none.text.replace('g-nope', 'X'));
  });
});
