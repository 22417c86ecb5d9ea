import { describe, expect, it } from 'vitest';
import { applyHits, coverLine, fire, fireModifiers, type ShotInput } from '../../../../../src/rulesets/fireteam/rules/fire/fire.js';
import { dice, expectCode, RULES, rulesWith, unwrap } from '../fixtures.js';

const shot = (more: Partial<ShotInput> = {}): ShotInput => ({
  size: 'normal',
  weapon: 'lmg',
  cover: 'open',
  target: { quality: 'average', figures: 6 },
  ...more,
});

describe('coverLine', () => {
  it('GIVEN nothing special THEN the declared line', () => {
    expect(coverLine('soft', {}, RULES)).toEqual({ declared: 'soft', steps: [], line: 'soft' });
  });

  it('GIVEN a sniper, a scout or troops gone to ground THEN one line better each, capped at hard', () => {
    expect(coverLine('open', { sniper: true }, RULES).line).toBe('soft');
    expect(coverLine('open', { scout: true }, RULES).line).toBe('soft');
    expect(coverLine('soft', { goneToGround: true }, RULES).line).toBe('hard');
    expect(coverLine('open', { scout: true, goneToGround: true }, RULES).line).toBe('hard');
    expect(coverLine('hard', { scout: true, goneToGround: true }, RULES).line).toBe('hard');
  });

  it('GIVEN fire.coverShiftsStack off THEN only one better line', () => {
    const r = coverLine('open', { scout: true, goneToGround: true }, rulesWith({ 'fire.coverShiftsStack': false }));
    expect(r).toEqual({ declared: 'open', steps: [{ reason: 'scout', steps: 1 }], line: 'soft' });
  });

  it('GIVEN an artillery template THEN one line lower, never below open', () => {
    expect(coverLine('hard', { underTemplate: true }, RULES).line).toBe('soft');
    expect(coverLine('open', { underTemplate: true }, RULES).line).toBe('open');
    expect(coverLine('soft', { goneToGround: true, underTemplate: true }, RULES)).toEqual({
      declared: 'soft',
      steps: [
        { reason: 'go-to-ground', steps: 1 },
        { reason: 'under-template', steps: -1 },
      ],
      line: 'soft',
    });
  });

  it('GIVEN a weapon that ignores cover THEN the open line whatever else', () => {
    expect(coverLine('hard', { scout: true, ignoresCover: true }, RULES)).toEqual({
      declared: 'hard',
      steps: [],
      ignoredBy: 'flamethrower',
      line: 'open',
    });
  });
});

describe('applyHits', () => {
  it('GIVEN an average unit THEN the first two hits are Pins and the third a Kill (seed example)', () => {
    const r = applyHits(3, { quality: 'average' }, {}, RULES);
    expect(r).toEqual({ hits: 3, pinScore: 2, pins: 2, kills: 1, lostHits: 0, pinned: true, pinnedBy: 'quota' });
  });

  it('GIVEN hits that only fill the pin score THEN not Pinned by default (exceeding the quota pins)', () => {
    expect(applyHits(2, { quality: 'average' }, {}, RULES)).toMatchObject({ pins: 2, kills: 0, pinned: false });
    expect(applyHits(3, { quality: 'veteran' }, {}, RULES)).toMatchObject({ pins: 3, kills: 0, pinned: false });
  });

  it('GIVEN pin.pinnedWhen QUOTA_FILLED THEN filling the pin score Pins', () => {
    const rules = rulesWith({ 'pin.pinnedWhen': 'QUOTA_FILLED' });
    expect(applyHits(2, { quality: 'average' }, {}, rules)).toMatchObject({ pinned: true, pinnedBy: 'quota' });
    expect(applyHits(1, { quality: 'average' }, {}, rules)).toMatchObject({ pinned: false });
    expect(applyHits(1, { quality: 'average', pinsTaken: 1 }, {}, rules)).toMatchObject({ pinned: true, pinnedBy: 'quota' });
  });

  it('GIVEN pins already taken this turn THEN fewer Pins before Kills', () => {
    expect(applyHits(2, { quality: 'raw', pinsTaken: 1 }, {}, RULES)).toMatchObject({ pins: 0, kills: 2, pinned: true });
    expect(applyHits(2, { quality: 'veteran', pinsTaken: 2 }, {}, RULES)).toMatchObject({ pins: 1, kills: 1 });
  });

  it('GIVEN more kills than figures THEN kills stop at the last figure', () => {
    expect(applyHits(5, { quality: 'raw', figures: 2 }, {}, RULES)).toMatchObject({ pins: 1, kills: 2, lostHits: 2 });
  });

  it('GIVEN a heavy weapon or flamethrower hit within the pin score THEN Pinned anyway', () => {
    expect(applyHits(1, { quality: 'veteran' }, { autoPin: 'heavy-weapon' }, RULES)).toMatchObject({ pins: 1, pinned: true, pinnedBy: 'heavy-weapon' });
    expect(applyHits(1, { quality: 'veteran' }, { autoPin: 'flamethrower' }, RULES)).toMatchObject({ pinned: true, pinnedBy: 'flamethrower' });
    expect(applyHits(0, { quality: 'veteran' }, { autoPin: 'heavy-weapon' }, RULES)).toMatchObject({ pinned: false });
    expect(applyHits(0, { quality: 'veteran' }, { autoPin: 'heavy-weapon' }, RULES).pinnedBy).toBeUndefined();
  });

  it('GIVEN suppressive fire THEN no Kills; hits past the pin score still Pin unless the house rule is off', () => {
    expect(applyHits(4, { quality: 'average' }, { pinsOnly: true }, RULES)).toEqual({
      hits: 4,
      pinScore: 2,
      pins: 2,
      kills: 0,
      lostHits: 2,
      pinned: true,
      pinnedBy: 'quota',
    });
    const off = rulesWith({ 'fire.suppressiveExcessPins': false });
    expect(applyHits(4, { quality: 'average' }, { pinsOnly: true }, off)).toMatchObject({ kills: 0, pinned: false });
  });

  it('GIVEN a unit already Pinned THEN it stays Pinned and this shot is not named as the cause', () => {
    const r = applyHits(3, { quality: 'raw', alreadyPinned: true }, {}, RULES);
    expect(r.pinned).toBe(true);
    expect(r.pinnedBy).toBeUndefined();
  });
});

describe('fireModifiers', () => {
  it('lists small −1, large +1, enfilade +1, pinned −2', () => {
    expect(fireModifiers({ size: 'small', enfilade: true, firerPinned: true })).toEqual([
      { reason: 'small-fire-team', value: -1 },
      { reason: 'enfilade', value: 1 },
      { reason: 'firer-pinned', value: -2 },
    ]);
    expect(fireModifiers({ size: 'large' })).toEqual([{ reason: 'large-fire-team', value: 1 }]);
    expect(fireModifiers({ size: 'normal' })).toEqual([]);
  });
});

describe('fire', () => {
  it('GIVEN d10 7 by a large enfilading team at soft cover THEN 9 → 3 hits, explained', () => {
    const d = dice(7);
    const r = unwrap(fire(shot({ size: 'large', enfilade: true, cover: 'soft' }), d, RULES));
    expect(r.die).toBe(7);
    expect(r.modifiers).toEqual([
      { reason: 'large-fire-team', value: 1 },
      { reason: 'enfilade', value: 1 },
    ]);
    expect(r.score).toBe(9);
    expect(r.cover.line).toBe('soft');
    expect(r.effect).toMatchObject({ hits: 3, pins: 2, kills: 1, pinned: true, pinnedBy: 'quota' });
    expect(d.parts.map((p) => p.label)).toEqual(['fire']);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN a medium mortar under the template at hard cover THEN read on soft, and any hit Pins', () => {
    const r = unwrap(fire(shot({ weapon: 'medium-mortar', underTemplate: true, cover: 'hard', target: { quality: 'veteran' } }), dice(4), RULES));
    expect(r.cover.line).toBe('soft');
    expect(r.effect).toMatchObject({ hits: 1, pins: 1, kills: 0, pinned: true, pinnedBy: 'heavy-weapon' });
  });

  it('GIVEN an AT rifle or bazooka THEN hits do not auto pin', () => {
    const at = unwrap(fire(shot({ weapon: 'at-rifle', size: 'small', target: { quality: 'veteran' } }), dice(5), RULES));
    expect(at.effect).toMatchObject({ hits: 1, pinned: false });
    const rpg = unwrap(fire(shot({ weapon: 'rpg', size: 'small', target: { quality: 'veteran' } }), dice(5), RULES));
    expect(rpg.effect.pinned).toBe(false);
  });

  it('GIVEN a flamethrower at hard cover THEN read on the open line and the hit Pins', () => {
    const r = unwrap(fire(shot({ weapon: 'flamethrower', cover: 'hard', target: { quality: 'veteran', goneToGround: true } }), dice(3), RULES));
    expect(r.cover).toMatchObject({ ignoredBy: 'flamethrower', line: 'open' });
    expect(r.effect).toMatchObject({ hits: 1, pinned: true, pinnedBy: 'flamethrower' });
  });

  it('GIVEN a sniper target in the open THEN read on soft', () => {
    const r = unwrap(fire(shot({ target: { quality: 'veteran', sniper: true } }), dice(3), RULES));
    expect(r.cover.line).toBe('soft');
    expect(r.effect.hits).toBe(0);
  });

  it('GIVEN suppressive fire 4" inside cover THEN only Pins', () => {
    const r = unwrap(fire(shot({ size: 'large', cover: 'soft', suppressive: { inchesFromEdge: 4 }, target: { quality: 'raw' } }), dice(10), RULES));
    expect(r.effect).toMatchObject({ hits: 4, pins: 1, kills: 0, lostHits: 3, pinned: true });
  });

  it('GIVEN suppressive fire deeper than 4" THEN refused without a roll', () => {
    const d = dice();
    expectCode(fire(shot({ suppressive: { inchesFromEdge: 5 } }), d, RULES), 'fireteam/beyond-suppression-depth');
  });

  it('GIVEN a team with no fire effect, a pistol or a Molotov THEN no-fire-effect', () => {
    expectCode(fire(shot({ size: 'none' }), dice(), RULES), 'fireteam/no-fire-effect');
    expectCode(fire(shot({ weapon: 'pistol' }), dice(), RULES), 'fireteam/no-fire-effect');
    expectCode(fire(shot({ weapon: 'molotov' }), dice(), RULES), 'fireteam/no-fire-effect');
  });

  it('GIVEN a gun with no HE THEN it may not fire at infantry', () => {
    expectCode(fire(shot({ weapon: 'medium-gun', noHe: true }), dice(), RULES), 'fireteam/no-he');
  });

  it('GIVEN ranges THEN out of range and inside the medium mortar minimum are refused; guns have no maximum', () => {
    expectCode(fire(shot({ weapon: 'smg', range: 13 }), dice(), RULES), 'fireteam/out-of-range');
    expectCode(fire(shot({ weapon: 'medium-mortar', range: 11 }), dice(), RULES), 'fireteam/inside-minimum-range');
    expect(fire(shot({ weapon: 'smg', range: 12 }), dice(1), RULES).ok).toBe(true);
    expect(fire(shot({ weapon: 'heavy-gun', range: 200 }), dice(1), RULES).ok).toBe(true);
    expect(fire(shot({ weapon: 'medium-mortar', range: 12 }), dice(1), RULES).ok).toBe(true);
  });
});
