import { describe, expect, it } from 'vitest';
import { rally, rallyPinnedSneaker, rallyTarget } from '../../../../../src/rulesets/fogo/rules/actions/rally.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import type { Quality } from '../../../../../src/rulesets/fogo/rules/troops/stands.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState =>
  game(
    [
      spec('PC', 'commander', { rating: 2 }),
      spec('CT', 'command-team', { rating: 1 }),
      spec('G', 'rifle-assault', { quality: 'green' }),
      spec('R', 'rifle-assault', { quality: 'regular' }),
      spec('V', 'rifle-assault', { quality: 'veteran' }),
      spec('K', 'commissar'),
    ],
    [spec('E', 'rifle-assault')],
  );

const hit = (state: FogoState, id: string, status: 'pinned' | 'suppressed') => patch(state, id, { status });

describe('rally targets by quality and state (crossfire-core §1.7, house rules rally.*)', () => {
  it.each<[Quality, 'pinned' | 'suppressed', number]>([
    ['green', 'pinned', 5],
    ['regular', 'pinned', 4],
    ['veteran', 'pinned', 3],
    ['green', 'suppressed', 6],
    ['regular', 'suppressed', 5],
    ['veteran', 'suppressed', 4],
  ])('GIVEN a %s stand %s THEN it needs %i: one less fails and passes the initiative', (quality, from, target) => {
    expect(rallyTarget(quality, from, RULES)).toEqual({ target, rule: `rally.${from}.${quality}` });
    const id = { green: 'G', regular: 'R', veteran: 'V' }[quality];
    const s = hit(base(), id, from);
    const good = unwrap(rally(s, { side: PT, stand: id }, dice(target), RULES));
    expect(good.result).toMatchObject({ from, to: 'ok', initiative: 'keep', roll: { die: target, total: target, target, success: true } });
    expect(stand(good.state, id).status).toBe('ok');
    const bad = unwrap(rally(s, { side: PT, stand: id }, dice(target - 1), RULES));
    expect(bad.result).toMatchObject({ from, to: from, initiative: 'pass', roll: { success: false } });
    expect(bad.state.initiative).toBe(FR);
  });

  it('GIVEN a changed target house rule THEN it is used', () => {
    const s = hit(base(), 'R', 'pinned');
    const r = unwrap(rally(s, { side: PT, stand: 'R' }, dice(4), rulesWith({ 'rally.pinned.regular': 5 })));
    expect(r.result.roll).toMatchObject({ target: 5, targetRule: 'rally.pinned.regular', success: false });
  });
});

describe('rally modifiers', () => {
  it('GIVEN a Commander helping THEN his rating is added', () => {
    const r = unwrap(rally(hit(base(), 'G', 'suppressed'), { side: PT, stand: 'G', assistedBy: 'PC' }, dice(4), RULES));
    expect(r.result.roll).toMatchObject({ die: 4, total: 6, success: true, modifiers: [{ reason: 'commander', value: 2, stand: 'PC' }] });
  });

  it('GIVEN a Command Team helping THEN its rating and +1', () => {
    const r = unwrap(rally(hit(base(), 'G', 'suppressed'), { side: PT, stand: 'G', assistedBy: 'CT' }, dice(4), RULES));
    expect(r.result.roll.modifiers).toEqual([
      { reason: 'commander', value: 1, stand: 'CT' },
      { reason: 'command-team', value: 1, stand: 'CT', rule: 'commandTeam.rallyAddsRating' },
    ]);
    expect(r.result.roll).toMatchObject({ total: 6, success: true });
  });

  it('GIVEN house rule commandTeam.rallyAddsRating false THEN a Command Team gives +1 only', () => {
    const r = unwrap(rally(hit(base(), 'G', 'suppressed'), { side: PT, stand: 'G', assistedBy: 'CT' }, dice(4), rulesWith({ 'commandTeam.rallyAddsRating': false })));
    expect(r.result.roll).toMatchObject({ total: 5, success: false });
  });

  it('GIVEN the stand out of enemy sight THEN +1', () => {
    const r = unwrap(rally(hit(base(), 'R', 'pinned'), { side: PT, stand: 'R', outOfSight: true }, dice(3), RULES));
    expect(r.result.roll).toMatchObject({ total: 4, success: true, modifiers: [{ reason: 'out-of-sight', value: 1 }] });
  });

  it('GIVEN a Commissar helping THEN +3', () => {
    const r = unwrap(rally(hit(base(), 'G', 'suppressed'), { side: PT, stand: 'G', assistedBy: 'K' }, dice(3), RULES));
    expect(r.result).toMatchObject({ to: 'ok', commissarOne: false, roll: { total: 6, modifiers: [{ reason: 'commissar', value: 3, stand: 'K' }] } });
  });

  it.each<['pinned' | 'suppressed', string]>([
    ['pinned', 'suppressed'],
    ['suppressed', 'killed'],
  ])('GIVEN a Commissar helping and a 1 on the die THEN a %s stand fails and becomes %s, even a veteran', (from, to) => {
    const r = unwrap(rally(hit(base(), 'V', from), { side: PT, stand: 'V', assistedBy: 'K' }, dice(1), RULES));
    expect(r.result).toMatchObject({ from, to, commissarOne: true, initiative: 'pass', roll: { die: 1, total: 4, success: false, failedOnOne: true } });
    expect(stand(r.state, 'V').status).toBe(to);
  });

  it('GIVEN house rule rally.natural1Fails THEN a 1 fails whatever the total; by default it does not', () => {
    const s = hit(base(), 'V', 'pinned');
    const plain = unwrap(rally(s, { side: PT, stand: 'V', assistedBy: 'PC' }, dice(1), RULES));
    expect(plain.result.roll).toMatchObject({ total: 3, success: true });
    const strict = unwrap(rally(s, { side: PT, stand: 'V', assistedBy: 'PC' }, dice(1), rulesWith({ 'rally.natural1Fails': true })));
    expect(strict.result).toMatchObject({ to: 'pinned', commissarOne: false, roll: { success: false, failedOnOne: true } });
  });

  it('GIVEN house rule rally.successEffect ONE_STEP THEN Suppressed goes to Pinned, Pinned to OK', () => {
    const rules = rulesWith({ 'rally.successEffect': 'ONE_STEP' });
    expect(unwrap(rally(hit(base(), 'R', 'suppressed'), { side: PT, stand: 'R' }, dice(6), rules)).result.to).toBe('pinned');
    expect(unwrap(rally(hit(base(), 'R', 'pinned'), { side: PT, stand: 'R' }, dice(6), rules)).result.to).toBe('ok');
  });
});

describe('rally refusals', () => {
  it.each<[string, (s: FogoState) => FogoState, Record<string, unknown>, string]>([
    ['an OK stand', (s) => s, { stand: 'R' }, 'fogo/nothing-to-rally'],
    ['the other side', (s) => s, { side: FR, stand: 'E' }, 'fogo/not-phasing'],
    ['an enemy stand', (s) => hit(s, 'E', 'pinned'), { stand: 'E' }, 'fogo/not-your-stand'],
    ['a killed stand', (s) => patch(s, 'R', { status: 'killed' }), { stand: 'R' }, 'fogo/stand-killed'],
    ['a non-commander helping', (s) => hit(s, 'R', 'pinned'), { stand: 'R', assistedBy: 'G' }, 'fogo/not-a-commander'],
    ['a suppressed commander helping', (s) => hit(hit(s, 'R', 'pinned'), 'PC', 'suppressed'), { stand: 'R', assistedBy: 'PC' }, 'fogo/stand-suppressed'],
    ['a commander helping himself', (s) => hit(s, 'PC', 'pinned'), { stand: 'PC', assistedBy: 'PC' }, 'fogo/self-assist'],
    ['an enemy commander helping', (s) => hit(s, 'R', 'pinned'), { stand: 'R', assistedBy: 'E' }, 'fogo/not-your-stand'],
  ])('GIVEN %s THEN %s', (_, prepare, input, code) => {
    expectCode(rally(prepare(base()), { side: PT, stand: 'R', ...input }, dice(6), RULES), code);
  });
});

describe('pinned Sneaker rally (crossfire-core §2.7.2)', () => {
  it.each<[number, boolean]>([
    [1, false],
    [3, false],
    [4, true],
    [6, true],
  ])('GIVEN a %i THEN success %s, unmodified', (die, success) => {
    const roller = dice(die);
    const r = rallyPinnedSneaker(roller, 'S1');
    expect(r).toMatchObject({ kind: 'sneaker-rally', die, target: 4, success, initiative: success ? 'keep' : 'pass' });
    expect(r.part).toBe(roller.parts[0]);
  });
});
