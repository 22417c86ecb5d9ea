import { describe, expect, it } from 'vitest';
import { fieldcraftOf } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { reorganise, type ReorganiseInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/reorganise.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { RULES, dice, expectCode, rulesWith, unwrap } from '../fixtures.js';
import { FR, PT, fcGame, frWithThree, noUnallocated, sneaker, withFrSneakers } from './setup.js';

const input = (more: Partial<ReorganiseInput> = {}): ReorganiseInput => ({
  side: FR,
  sneakers: ['S1', 'S2'],
  attest: { withinStandWidth: true },
  assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1'], S2: ['HIDDEN-R2'] },
  ...more,
});

const contents = (s: FogoState): string[] => fieldcraftOf(s).sneakers.flatMap((x) => x.stands).sort();

describe('Reorganise (crossfire-core §2.7.5, §2.11 (4))', () => {
  it('GIVEN two hits THEN the troops are reassigned in secret, none lost or doubled, no Spoor', () => {
    const before = contents(frWithThree());
    const r = unwrap(reorganise(frWithThree(), input({ rollNumber: 5 }), dice(6, 6, 2), RULES));
    expect(r.result.public).toEqual({ side: FR, sneakers: ['S1', 'S2'], success: true, initiative: 'keep', attested: { withinStandWidth: true } });
    expect(sneaker(r.state, 'S1').stands).toEqual(['HIDDEN-CT', 'HIDDEN-R1']);
    expect(sneaker(r.state, 'S2').stands).toEqual(['HIDDEN-R2']);
    expect(contents(r.state)).toEqual(before);
    expect(r.result.secret.roll).toMatchObject({ ability: 3 });
    expect(fieldcraftOf(r.state).secretLog.at(-1)).toMatchObject({ roll: 5, decision: { kind: 'reorganise' } });
    expect(JSON.stringify(r.result.public)).not.toContain('HIDDEN');
  });

  it('GIVEN exactly one hit THEN a Spoor beside the Sneaker the owner names', () => {
    const r = unwrap(reorganise(frWithThree(), input({ sneakers: ['S1', 'S3'], assignment: { S1: ['HIDDEN-CT'], S3: ['HIDDEN-R1', 'HIDDEN-R2', 'HIDDEN-Z'] }, spoorBeside: 'S3' }), dice(5, 1, 1), RULES));
    expect(r.result.public.spoor).toBe('SP1');
    expect(fieldcraftOf(r.state).spoor[0]?.place).toEqual({ feature: 'bush', position: 'by the anthill' });
    expect(sneaker(r.state, 'S3').stands).toEqual(['HIDDEN-R1', 'HIDDEN-R2', 'HIDDEN-Z']);
  });

  it('GIVEN 0 hits THEN the initiative passes and nothing moves', () => {
    const r = unwrap(reorganise(frWithThree(), input(), dice(1, 1, 1), RULES));
    expect(r.result.public).toMatchObject({ success: false, initiative: 'pass' });
    expect(r.state.initiative).toBe(PT);
    expect(sneaker(r.state, 'S1').stands).toEqual(['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2']);
  });

  it.each<[string, Partial<ReorganiseInput>, string]>([
    ['a stand lost', { assignment: { S1: ['HIDDEN-CT'], S2: ['HIDDEN-R2'] } }, 'fogo/bad-assignment'],
    ['a stand twice', { assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'], S2: ['HIDDEN-R2'] } }, 'fogo/listed-twice'],
    ['a stand from elsewhere', { assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'], S2: ['FR-V'] } }, 'fogo/bad-assignment'],
    ['a Sneaker left out of the assignment', { assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] } }, 'fogo/bad-assignment'],
    ['one Sneaker', { sneakers: ['S1'], assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] } }, 'fogo/too-few-sneakers'],
    ['no attestation', { attest: {} }, 'fogo/attestation-required'],
    ['a Sneaker twice', { sneakers: ['S1', 's1'] }, 'fogo/listed-twice'],
  ])('GIVEN %s THEN refused before any die', (_what, more, code) => {
    const d = dice();
    expectCode(reorganise(frWithThree(), input(more), d, RULES), code);
    expect(d.parts).toEqual([]);
  });

  it('GIVEN stands of two combat groups put together THEN refused: not a legal Sneaker', () => {
    const s = noUnallocated(
      withFrSneakers(fcGame(), [
        { place: { feature: 'bush' }, stands: ['HIDDEN-CT', 'HIDDEN-R1'] },
        { place: { feature: 'bush' }, stands: ['FR-V'] },
      ]),
      FR,
    );
    expectCode(
      reorganise(s, { side: FR, sneakers: ['S1', 'S2'], attest: { withinStandWidth: true }, assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1', 'FR-V'], S2: [] } }, dice(), RULES),
      'fogo/not-a-sneaker-group',
    );
  });

  it('GIVEN house rule reorganiseDummies false THEN a dummy taking part is refused with the one Sneaker code', () => {
    expectCode(reorganise(frWithThree(), input(), dice(), rulesWith({ 'fieldcraft.reorganiseDummies': false })), 'fogo/sneaker-cannot');
    expect(unwrap(reorganise(frWithThree(), input({ sneakers: ['S1', 'S3'], assignment: { S1: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'], S3: ['HIDDEN-Z'] } }), dice(6, 6, 6), rulesWith({ 'fieldcraft.reorganiseDummies': false }))).result.public.success).toBe(true);
  });
});
