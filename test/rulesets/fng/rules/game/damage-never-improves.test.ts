import { describe, expect, it } from 'vitest';
import { damage, fallDown } from '../../../../../src/rulesets/fng/rules/game/chain-damage.js';
import { damageCaught } from '../../../../../src/rulesets/fng/rules/game/blast.js';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import { chainEnv } from '../../../../../src/rulesets/fng/rules/game/order.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import type { FigureStatus } from '../../../../../src/rulesets/fng/rules/figures/figure.js';
import { args, at, fig, table } from '../../helpers/table.js';

/**
 * A figure's state never improves by accident (issue 34 item 2): "three stages of damage … in order of
 * severity from least to most: Stunned, Out of the Fight, Obviously Dead" (002 L938); a new result
 * never replaces a worse one — only First Aid and the rules that say so make a figure better.
 */
const IMPACT_1 = { impact: 1, name: 'a test weapon' };

const game = (status: FigureStatus, over: Partial<Parameters<typeof fig>[4]> = {}): FngGame =>
  table([fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc1-3', 20, 0, { rep: 4, status, ...over })]);

/** One hit on vc1-3 whose damage die (6 > Impact 1) knocks him down, and whose Recover (1, 1: two passes) leaves him Stunned. */
function stunningHit(g: FngGame) {
  const a = args(g, 'fwf', [6, 1, 1]);
  const events: FngEvent[] = [];
  const r = damage(g, 'cf:vc1-3', 1, at(g, 'fwf', 'pink'), IMPACT_1, chainEnv(a), events);
  expect(a.roller.remaining).toBe(0);
  return { ...r, events };
}

describe('a new damage result never replaces a worse one (L938–L948)', () => {
  it('GIVEN vc1-3 Out of the Fight (walking wounded) THEN a further hit that would stun him leaves him Out of the Fight, walking as before, and says so', () => {
    const r = stunningHit(game('out-of-fight', { walkingWounded: true }));
    expect(at(r.game, 'cf', 'vc1-3')).toMatchObject({ status: 'out-of-fight', walkingWounded: true });
    expect(at(r.game, 'cf', 'vc1-3').stunnedAt).toBeUndefined();
    expect(r.level).toBeUndefined();
    expect(r.events.filter((e) => e.kind === 'down')).toEqual([]);
    expect(r.events.at(-1)).toEqual({ kind: 'stays', figure: 'cf:vc1-3', status: 'out-of-fight', level: 'stunned' });
  });

  it('GIVEN vc1-3 Obviously Dead THEN neither a Stunned nor an Out of the Fight result brings him back', () => {
    expect(at(stunningHit(game('obviously-dead')).game, 'cf', 'vc1-3').status).toBe('obviously-dead');
    const g = game('obviously-dead');
    const a = args(g, 'fwf', [1]);
    expect(at(fallDown(g, 'cf:vc1-3', 'out-of-fight', chainEnv(a), []), 'cf', 'vc1-3').status).toBe('obviously-dead');
    expect(a.roller.remaining).toBe(1);
  });

  it('GIVEN vc1-3 Out of the Fight THEN an Obviously Dead result is worse and kills him', () => {
    const g = game('out-of-fight');
    const events: FngEvent[] = [];
    const out = fallDown(g, 'cf:vc1-3', 'obviously-dead', chainEnv(args(g, 'fwf', [])), events);
    expect(at(out, 'cf', 'vc1-3').status).toBe('obviously-dead');
    expect(events).toEqual([{ kind: 'down', figure: 'cf:vc1-3', level: 'obviously-dead' }]);
  });

  it('GIVEN vc1-3 Stunned THEN an Out of the Fight result is worse; a second Stunned starts his full activation doing nothing again (L942)', () => {
    const g = { ...game('stunned', { stunnedAt: 1 }), serial: 5 };
    expect(at(fallDown(g, 'cf:vc1-3', 'out-of-fight', chainEnv(args(g, 'fwf', [3])), []), 'cf', 'vc1-3').status).toBe('out-of-fight');
    expect(at(stunningHit(g).game, 'cf', 'vc1-3')).toMatchObject({ status: 'stunned', stunnedAt: 5 });
  });

  it('GIVEN vc1-3 Out of the Fight caught again by a blast he is shielded from (a Stunned result, house rule fng.blast-cover, L876–L878) THEN he stays Out of the Fight', () => {
    const g = game('out-of-fight');
    const a = args(g, 'fwf', [], { 'fng.blast-cover': 'stunned' });
    const events: FngEvent[] = [];
    const r = damageCaught(g, chainEnv(a), at(g, 'fwf', 'pink'), { impact: 3, name: 'a grenade' }, [at(g, 'cf', 'vc1-3')], { oops: false, shielded: ['cf:vc1-3'] }, events);
    expect(events.map((e) => e.kind)).toEqual(['shielded']);
    expect(at(r.game, 'cf', 'vc1-3').status).toBe('out-of-fight');
  });
});
