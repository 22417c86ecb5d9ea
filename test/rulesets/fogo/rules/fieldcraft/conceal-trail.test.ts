import { describe, expect, it } from 'vitest';
import { concealTrail, type SplitTrailInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/conceal-trail.js';
import { fieldcraftOf } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { sneak } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneak.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { RULES, dice, expectCode, unwrap } from '../fixtures.js';
import { FR, PT, SNEAK_OK, frWithThree, sneaker } from './setup.js';

const split = (more: Partial<SplitTrailInput> = {}): SplitTrailInput => ({
  side: FR,
  variant: 'split',
  sneaker: 'S1',
  toNewSneaker: ['HIDDEN-R2'],
  ...more,
});

const allStands = (s: FogoState): string[] => fieldcraftOf(s).sneakers.flatMap((x) => x.stands).sort();

/** FRELIMO's failed Sneak from the kraal leaves Spoor SP1; the initiative is then given back to FRELIMO. */
const withFrSpoor = (): FogoState => {
  const failed = unwrap(
    sneak(frWithThree(), { side: FR, stands: ['FR-V'], attest: SNEAK_OK, realMarker: 'first' }, dice(1, 1), RULES),
  ).state;
  return { ...failed, initiative: FR };
};

describe('Conceal Trail: split (crossfire-core §2.7.5)', () => {
  it('GIVEN two hits THEN a new Sneaker beside the original takes the chosen troops; no Spoor; no stand lost or doubled', () => {
    const before = allStands(frWithThree());
    const r = unwrap(concealTrail(frWithThree(), split({ position: 'east', rollNumber: 9 }), dice(6, 6, 1), RULES));
    expect(r.result.public).toEqual({ side: FR, variant: 'split', by: { sneaker: 'S1' }, success: true, newSneaker: 'S4', initiative: 'keep' });
    expect(sneaker(r.state, 'S1').stands).toEqual(['HIDDEN-CT', 'HIDDEN-R1']);
    expect(sneaker(r.state, 'S4')).toEqual({ id: 'S4', side: FR, place: { feature: 'bush', position: 'east' }, pinned: false, stands: ['HIDDEN-R2'] });
    expect(allStands(r.state)).toEqual(before);
    expect(fieldcraftOf(r.state).secretLog.at(-1)).toMatchObject({
      roll: 9,
      decision: { kind: 'split', sneakers: [{ sneaker: 'S1', stands: ['HIDDEN-CT', 'HIDDEN-R1'] }, { sneaker: 'S4', stands: ['HIDDEN-R2'] }] },
    });
  });

  it('GIVEN exactly one hit THEN a Spoor beside the original', () => {
    const r = unwrap(concealTrail(frWithThree(), split(), dice(5, 1, 1), RULES));
    expect(r.result.public).toMatchObject({ success: true, newSneaker: 'S4', spoor: 'SP1' });
    expect(fieldcraftOf(r.state).spoor[0]).toMatchObject({ side: FR, place: { feature: 'bush' } });
  });

  it('GIVEN 0 hits THEN the initiative passes and the Sneaker is unchanged', () => {
    const r = unwrap(concealTrail(frWithThree(), split(), dice(1, 1, 1), RULES));
    expect(r.result.public).toMatchObject({ success: false, initiative: 'pass' });
    expect(r.state.initiative).toBe(PT);
    expect(fieldcraftOf(r.state).sneakers).toHaveLength(3);
  });

  it('GIVEN a dummy THEN it may conceal its trail with its side’s nominal fieldcraft, and the public part looks like a real one’s', () => {
    const d = dice(6, 6);
    const dummy = unwrap(concealTrail(frWithThree(), split({ sneaker: 'S2', toNewSneaker: [] }), d, RULES));
    expect(dummy.result.secret.roll).toMatchObject({ ability: 2, abilityFrom: 'nominal' });
    expect(sneaker(dummy.state, 'S4').stands).toEqual([]);
    const real = unwrap(concealTrail(frWithThree(), split({ sneaker: 'S1', toNewSneaker: [] }), dice(6, 6, 1), RULES));
    expect({ ...dummy.result.public, by: null }).toEqual({ ...real.result.public, by: null });
  });

  it('GIVEN everything moved to the new Sneaker THEN the original becomes an empty marker', () => {
    const r = unwrap(concealTrail(frWithThree(), split({ toNewSneaker: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] }), dice(6, 6, 1), RULES));
    expect(sneaker(r.state, 'S1').stands).toEqual([]);
    expect(sneaker(r.state, 'S4').stands).toHaveLength(3);
  });

  it('GIVEN refusals THEN codes: a stand not inside, twice, no fieldcraft (the one Sneaker code), not its Sneaker', () => {
    expectCode(concealTrail(frWithThree(), split({ toNewSneaker: ['FR-V'] }), dice(), RULES), 'fogo/not-in-sneaker');
    expectCode(concealTrail(frWithThree(), split({ toNewSneaker: ['HIDDEN-R2', 'hidden-r2'] }), dice(), RULES), 'fogo/listed-twice');
    expectCode(concealTrail(frWithThree(), split({ sneaker: 'S3', toNewSneaker: [] }), dice(), RULES), 'fogo/sneaker-cannot');
    expectCode(concealTrail({ ...frWithThree(), initiative: PT }, { ...split(), side: PT }, dice(), RULES), 'fogo/unknown-sneaker');
  });
});

describe('Conceal Trail: remove a friendly Spoor (crossfire-core §2.7.5)', () => {
  it('GIVEN a revealed stand succeeding THEN the Spoor goes; one hit leaves no new one', () => {
    const r = unwrap(
      concealTrail(withFrSpoor(), { side: FR, variant: 'remove-spoor', spoor: 'sp1', by: { stand: 'FR-V2' }, attest: { atSpoor: true } }, dice(5), RULES),
    );
    expect(r.result.public).toEqual({
      side: FR,
      variant: 'remove-spoor',
      by: { stand: 'FR-V2' },
      success: true,
      removedSpoor: 'SP1',
      initiative: 'keep',
      attested: { atSpoor: true },
    });
    expect(fieldcraftOf(r.state).spoor).toEqual([]);
  });

  it('GIVEN a failure THEN the Spoor stays and the initiative passes', () => {
    const r = unwrap(
      concealTrail(withFrSpoor(), { side: FR, variant: 'remove-spoor', spoor: 'SP1', by: { sneaker: 'S2' }, attest: { atSpoor: true } }, dice(4, 4), RULES),
    );
    expect(r.result.public).toMatchObject({ success: false, initiative: 'pass', by: { sneaker: 'S2' } });
    expect(fieldcraftOf(r.state).spoor).toHaveLength(1);
  });

  it('GIVEN an enemy Spoor, no attestation, an unknown Spoor or a stand without fieldcraft THEN refused', () => {
    const enemy = { ...withFrSpoor(), initiative: PT };
    expectCode(concealTrail(enemy, { side: PT, variant: 'remove-spoor', spoor: 'SP1', by: { stand: 'PT-1' }, attest: { atSpoor: true } }, dice(), RULES), 'fogo/enemy-spoor');
    expectCode(concealTrail(withFrSpoor(), { side: FR, variant: 'remove-spoor', spoor: 'SP1', by: { stand: 'FR-V2' }, attest: {} }, dice(), RULES), 'fogo/attestation-required');
    expectCode(concealTrail(withFrSpoor(), { side: FR, variant: 'remove-spoor', spoor: 'SP9', by: { stand: 'FR-V2' }, attest: { atSpoor: true } }, dice(), RULES), 'fogo/unknown-spoor');
    expectCode(concealTrail(withFrSpoor(), { side: FR, variant: 'remove-spoor', spoor: 'SP1', by: { stand: 'FR-Z' }, attest: { atSpoor: true } }, dice(), RULES), 'fogo/no-fieldcraft');
  });
});
