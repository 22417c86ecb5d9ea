import { describe, expect, it } from 'vitest';
import { concealTrail } from '../../../../../src/rulesets/fogo/rules/fieldcraft/conceal-trail.js';
import { hide } from '../../../../../src/rulesets/fogo/rules/fieldcraft/hide.js';
import { reorganise } from '../../../../../src/rulesets/fogo/rules/fieldcraft/reorganise.js';
import { sneak } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneak.js';
import { viewFogo } from '../../../../../src/rulesets/fogo/rules/view.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { PUBLIC, type Viewer } from '../../../../../src/core/views.js';
import { RULES, dice, unwrap } from '../fixtures.js';
import { FR, HIDE_OK, PT, SNEAK_OK, fcGame, frWithThree } from './setup.js';

const portugal: Viewer = { kind: 'member', userId: 'u-pt', side: PT, gm: false };
const frelimo: Viewer = { kind: 'member', userId: 'u-fr', side: FR, gm: false };
const gm: Viewer = { kind: 'member', userId: 'u-gm', gm: true };
const bystander: Viewer = { kind: 'member', userId: 'u-x', gm: false };

/** Every kind of secret at once: real and dummy markers, a split, troops left hidden, a Spoor, unallocated Sneakers, the log. */
function everySecret(): FogoState {
  let s = frWithThree();
  const fc = s.fieldcraft!;
  s = { ...s, fieldcraft: { ...fc, unallocated: { [FR]: 1 } } };
  s = unwrap(concealTrail(s, { side: FR, variant: 'split', sneaker: 'S1', toNewSneaker: ['HIDDEN-R2'] }, dice(6, 6, 1), RULES)).state;
  s = unwrap(hide(s, { side: FR, sneaker: 'S4', attest: HIDE_OK, leaveHidden: ['HIDDEN-R2'] }, dice(5), RULES)).state;
  return s;
}

const SECRET_WORDS = ['HIDDEN', '"own"', '"real"', 'unallocated', 'nominal', 'secretLog', 'caches', '"faces"', '"ability"', '"hits"'];

describe('fieldcraft projection (crossfire-core §2.10)', () => {
  it('GIVEN the public, the enemy or a bystander THEN no real/dummy flag, contents, counts, hidden troops, log or dice', () => {
    const s = everySecret();
    for (const v of [PUBLIC, portugal, bystander]) {
      const view = viewFogo(s, v);
      const json = JSON.stringify(view);
      for (const word of ['HIDDEN', '"real"', '"faces"', '"hits"']) expect(json, `${word} for ${JSON.stringify(v)}`).not.toContain(word);
      const fc = JSON.stringify(view.fieldcraft);
      for (const word of ['"own"', '"stands"', '"real"', 'H1']) expect(fc, `${word} for ${JSON.stringify(v)}`).not.toContain(word);
      if (v !== portugal) expect(Object.keys(view.fieldcraft ?? {})).toEqual(['sneakers', 'spoor']);
      for (const sn of view.fieldcraft?.sneakers ?? []) {
        expect(Object.keys(sn).every((k) => ['id', 'side', 'feature', 'position', 'pinned'].includes(k))).toBe(true);
      }
      expect(view.fieldcraft?.sneakers.map((x) => x.id)).toEqual(['S1', 'S2', 'S3', 'S4']);
      expect(view.fieldcraft?.spoor).toEqual([{ id: 'SP1', side: FR, feature: 'bush' }]);
    }
  });

  it('GIVEN a real and a dummy Sneaker in the same place THEN the enemy sees the same thing but the id', () => {
    const view = viewFogo(everySecret(), portugal);
    const [s1, s2] = view.fieldcraft!.sneakers;
    expect({ ...s1, id: '' }).toEqual({ ...s2, id: '' });
    expect(s1).toEqual({ id: 'S1', side: FR, feature: 'bush', pinned: false });
  });

  it('GIVEN the owner or the GM THEN everything: contents, real or dummy, troops left hidden, unallocated, nominal fieldcraft, the log', () => {
    for (const v of [frelimo, gm]) {
      const fc = viewFogo(everySecret(), v).fieldcraft!;
      expect(fc.sneakers.map((x) => [x.id, x.own])).toEqual([
        ['S1', { real: true, stands: ['HIDDEN-CT', 'HIDDEN-R1'] }],
        ['S2', { real: false, stands: [] }],
        ['S3', { real: true, stands: ['HIDDEN-Z'] }],
        ['S4', { real: false, stands: [] }],
      ]);
      expect(fc.caches).toEqual([{ id: 'H1', side: FR, stands: ['HIDDEN-R2'], feature: 'bush', sneaker: 'S4', initiative: 1 }]);
      expect(fc.unallocated).toEqual({ [FR]: 1 });
      expect(fc.nominalFieldcraft).toEqual({ [FR]: 2 });
      expect(fc.secretLog?.map((e) => e.decision.kind)).toEqual(['allocate', 'split', 'hide']);
    }
  });

  it('GIVEN the other side THEN it sees its own secrets only', () => {
    const fc = viewFogo(everySecret(), portugal).fieldcraft!;
    expect(fc.caches).toEqual([]);
    expect(fc.unallocated).toEqual({});
    expect(fc.secretLog).toEqual([]);
  });

  it('GIVEN the owner THEN each stand says its mode and its Sneaker', () => {
    const stands = viewFogo(everySecret(), frelimo).stands;
    expect(stands.find((s) => s.id === 'HIDDEN-R1')?.own).toMatchObject({ mode: 'sneaking', sneaker: 'S1', hidden: true });
    expect(stands.find((s) => s.id === 'HIDDEN-R2')?.own).toMatchObject({ mode: 'hidden', hidden: true });
    expect(stands.find((s) => s.id === 'HIDDEN-R2')?.own?.sneaker).toBeUndefined();
    expect(stands.find((s) => s.id === 'FR-V')?.own).toMatchObject({ mode: 'revealed' });
  });

  it('GIVEN a game that never used fieldcraft THEN the view has no fieldcraft part', () => {
    expect(viewFogo(fcGame(), PUBLIC).fieldcraft).toBeUndefined();
  });
});

describe('public parts of results carry no secret (crossfire-core §2.10.2: publish outcome only)', () => {
  it('GIVEN every secret action THEN its public part names no hidden stand and shows no dice', () => {
    const s = everySecret();
    const publics: unknown[] = [
      unwrap(sneak(fcGame(), { side: FR, stands: ['HIDDEN-R1', 'HIDDEN-R2'], attest: SNEAK_OK, pick: 'real' }, dice(5, 1, 1), RULES)).result.public,
      unwrap(sneak(fcGame(), { side: FR, stands: ['HIDDEN-R1'], attest: SNEAK_OK, pick: 'dummy' }, dice(1, 1, 1), RULES)).result.public,
      unwrap(hide(s, { side: FR, sneaker: 'S1', attest: HIDE_OK, leaveHidden: ['HIDDEN-CT', 'HIDDEN-R1'] }, dice(6, 2, 1), RULES)).result.public,
      unwrap(concealTrail(s, { side: FR, variant: 'split', sneaker: 'S1', toNewSneaker: ['HIDDEN-R1'] }, dice(5, 1, 1), RULES)).result.public,
      unwrap(
        reorganise(s, { side: FR, sneakers: ['S1', 'S2'], attest: { withinStandWidth: true }, assignment: { S1: ['HIDDEN-CT'], S2: ['HIDDEN-R1'] } }, dice(1, 1, 1), RULES),
      ).result.public,
    ];
    for (const p of publics) {
      const json = JSON.stringify(p);
      for (const word of SECRET_WORDS) expect(json, json).not.toContain(word);
    }
  });
});
