import { describe, expect, it } from 'vitest';
import { hide, type HideInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/hide.js';
import { fieldcraftOf, visibilityMode } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { revealSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/reveal.js';
import { moveSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';
import { RULES, dice, expectCode, rulesWith, stand, unwrap } from '../fixtures.js';
import { FR, HIDE_OK, PT, fcGame, frWithThree, noUnallocated, sneaker, withFrSneakers } from './setup.js';

const ALL = ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'];
const input = (more: Partial<HideInput> = {}): HideInput => ({ side: FR, sneaker: 'S1', attest: HIDE_OK, leaveHidden: [], ...more });

describe('Hide (crossfire-core §2.7.5)', () => {
  it('GIVEN two hits and the troops kept with the marker THEN success, no Spoor, the marker stays with its troops', () => {
    const r = unwrap(hide(frWithThree(), input({ rollNumber: 4 }), dice(6, 5, 1), RULES));
    expect(r.result.public).toEqual({ side: FR, sneaker: 'S1', success: true, initiative: 'keep', attested: HIDE_OK });
    expect(r.result.secret).toMatchObject({ leftHidden: [], keptWithSneaker: ALL, roll: { ability: 3, hits: 2 } });
    expect(sneaker(r.state, 'S1').stands).toEqual(ALL);
    expect(fieldcraftOf(r.state).secretLog.at(-1)).toMatchObject({
      roll: 4,
      decision: { kind: 'hide', sneaker: 'S1', leftHidden: [], keptWithSneaker: ALL },
    });
  });

  it('GIVEN exactly one hit and the troops left at the spot THEN a Spoor beside it, an empty marker, the troops hidden in its feature', () => {
    const r = unwrap(hide(frWithThree(), input({ leaveHidden: ALL }), dice(5, 1, 1), RULES));
    expect(r.result.public).toMatchObject({ success: true, spoor: 'SP1', initiative: 'keep' });
    expect(sneaker(r.state, 'S1').stands).toEqual([]);
    for (const id of ALL) {
      expect(stand(r.state, id)).toMatchObject({ hidden: true, feature: 'bush' });
      expect(visibilityMode(r.state, stand(r.state, id))).toBe('hidden');
    }
    expect(r.result.secret.cache).toEqual({ id: 'H1', side: FR, stands: ALL, place: { feature: 'bush' }, sneaker: 'S1', initiative: 1 });
    expect(fieldcraftOf(r.state).caches).toHaveLength(1);
    expect(fieldcraftOf(r.state).spoor[0]).toMatchObject({ id: 'SP1', side: FR, place: { feature: 'bush' } });
  });

  it('GIVEN the troops kept or left THEN the public part is the same', () => {
    const kept = unwrap(hide(frWithThree(), input(), dice(5, 1, 1), RULES)).result.public;
    const left = unwrap(hide(frWithThree(), input({ leaveHidden: ALL }), dice(5, 1, 1), RULES)).result.public;
    expect(left).toEqual(kept);
    expect(JSON.stringify(left)).not.toContain('HIDDEN');
  });

  it('GIVEN 0 hits THEN failure: the initiative passes and nothing else changes', () => {
    const r = unwrap(hide(frWithThree(), input({ leaveHidden: ALL }), dice(1, 2, 3), RULES));
    expect(r.result.public).toEqual({ side: FR, sneaker: 'S1', success: false, initiative: 'pass', attested: HIDE_OK });
    expect(r.state.initiative).toBe(PT);
    expect(sneaker(r.state, 'S1').stands).toEqual(ALL);
    expect(fieldcraftOf(r.state).caches).toEqual([]);
  });

  it('GIVEN success THEN the marker is held stationary for the rest of the initiative', () => {
    const r = unwrap(hide(frWithThree(), input(), dice(6, 6, 1), RULES));
    expectCode(moveSneaker(r.state, { side: FR, sneaker: 'S1', to: {} }, RULES), 'fogo/sneaker-stationary');
  });

  it('GIVEN a dummy, or a real Sneaker whose troops have no fieldcraft THEN the same code and parameters, and no die', () => {
    const d = dice();
    const dummy = hide(frWithThree(), input({ sneaker: 'S2' }), d, RULES);
    const noCraft = hide(frWithThree(), input({ sneaker: 'S3' }), d, RULES);
    expect(dummy).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: 'S2' } });
    expect(noCraft).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: 'S3' } });
    expect(d.parts).toEqual([]);
  });

  it('GIVEN a Hide that left its troops THEN the empty marker can no longer Hide and reveals as empty', () => {
    const s = unwrap(hide(frWithThree(), input({ leaveHidden: ALL }), dice(6, 6, 1), RULES)).state;
    expectCode(hide(s, input(), dice(), RULES), 'fogo/sneaker-cannot');
    const revealed = unwrap(revealSneaker(s, 'S1', 'owner'));
    expect(revealed.result.public).toMatchObject({ empty: true, stands: [] });
    expect(stand(revealed.state, 'HIDDEN-R1')).toMatchObject({ hidden: true, feature: 'bush' });
  });

  it('GIVEN part of the troops left THEN all or nothing by default (§2.11 (6)); house rule ANY allows it', () => {
    expectCode(hide(frWithThree(), input({ leaveHidden: ['HIDDEN-R1'] }), dice(), RULES), 'fogo/hide-all-or-nothing');
    const r = unwrap(hide(frWithThree(), input({ leaveHidden: ['hidden-r1'] }), dice(6, 6, 1), rulesWith({ 'fieldcraft.hideLeaves': 'ANY' })));
    expect(sneaker(r.state, 'S1').stands).toEqual(['HIDDEN-CT', 'HIDDEN-R2']);
    expect(r.result.secret.leftHidden).toEqual(['HIDDEN-R1']);
  });

  it('GIVEN public reasons THEN their own codes: not in a feature, moved this initiative, missing attestation, not its Sneaker', () => {
    const open = noUnallocated(withFrSneakers(fcGame(), [{ place: {}, stands: ['HIDDEN-R1'] }]), FR);
    expectCode(hide(open, input(), dice(), RULES), 'fogo/not-in-feature');
    const moved = unwrap(moveSneaker(frWithThree(), { side: FR, sneaker: 'S1', to: { feature: 'bush', position: 'west' } }, RULES)).state;
    expectCode(hide(moved, input(), dice(), RULES), 'fogo/sneaker-moved');
    expectCode(hide(frWithThree(), input({ attest: { outOfEnemySight: true, stationary: true } }), dice(), RULES), 'fogo/attestation-required');
    expectCode(hide(frWithThree(), input({ leaveHidden: ['FR-V', 'HIDDEN-R1', 'HIDDEN-R2'] }), dice(), RULES), 'fogo/not-in-sneaker');
    const enemy = { ...frWithThree(), initiative: PT };
    expect(hide(enemy, { ...input(), side: PT, sneaker: 'S1' }, dice(), RULES)).toEqual({ ok: false, code: 'fogo/unknown-sneaker', params: { sneaker: 'S1' } });
    expect(hide(enemy, { ...input(), side: PT, sneaker: 'S99' }, dice(), RULES)).toEqual({ ok: false, code: 'fogo/unknown-sneaker', params: { sneaker: 'S99' } });
  });
});

describe('Hide: leaving all the troops (the /fieldcraft hide leave:true order)', () => {
  it("GIVEN leaveHidden all THEN exactly the Sneaker's own stands stay hidden at the spot, as when listed", () => {
    const all = unwrap(hide(frWithThree(), input({ leaveHidden: 'all' }), dice(5, 1, 1), RULES));
    const listed = unwrap(hide(frWithThree(), input({ leaveHidden: ALL }), dice(5, 1, 1), RULES));
    expect(all.result).toEqual(listed.result);
    expect(all.state).toEqual(listed.state);
  });

  it("GIVEN leaveHidden all on another side's Sneaker THEN the one refusal for a Sneaker not one's own", () => {
    expectCode(hide(frWithThree(), input({ side: PT, leaveHidden: 'all' }), dice(5, 1, 1), RULES), 'fogo/unknown-sneaker');
  });
});
