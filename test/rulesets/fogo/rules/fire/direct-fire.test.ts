import { describe, expect, it } from 'vitest';
import { directFire, type DirectFireInput } from '../../../../../src/rulesets/fogo/rules/fire/direct-fire.js';
import type { TargetCover } from '../../../../../src/rulesets/fogo/rules/fire/fire-pool.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import type { StandType } from '../../../../../src/rulesets/fogo/rules/troops/stands.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState =>
  game(
    [
      spec('PC', 'commander'),
      spec('R1', 'rifle-assault', { commandedBy: 'PC' }),
      spec('R2', 'rifle-lmg', { commandedBy: 'PC' }),
      spec('R3', 'rifle-bolt-action', { commandedBy: 'PC', traits: ['untrained'] }),
      spec('BZ', 'bazooka', { attachedTo: 'R1', commandedBy: 'PC' }),
      spec('SC', 'scout'),
      spec('SMG', 'smg'),
      spec('MMG', 'mmg'),
      spec('HMG', 'hmg'),
      spec('RR', 'recoilless-rifle'),
      spec('CT', 'command-team'),
      spec('DR', 'dragoons'),
      spec('FO', 'fo'),
    ],
    [spec('T1', 'rifle-assault'), spec('T2', 'rifle-assault'), spec('BG', 'bow-gang'), spec('MG', 'machete-gang')],
  );

const fire = (firers: string[], cover: TargetCover = 'open', extra: Partial<DirectFireInput> = {}) => ({
  side: PT,
  firers,
  target: 'T1',
  cover,
  ...extra,
});

describe('direct fire dice by stand type (crossfire-core §1.4.1, §2.1)', () => {
  it.each<[string, number, number]>([
    ['R1', 3, 2],
    ['R2', 3, 2],
    ['SC', 2, 1],
    ['SMG', 3, 2],
    ['MMG', 4, 3],
    ['HMG', 4, 3],
  ])('GIVEN %s THEN it throws %i dice into the open and %i into cover', (firer, open, cover) => {
    const s = patch(base(), 'BZ', { status: 'suppressed' });
    const o = unwrap(directFire(s, fire([firer], 'open'), dice(...Array<number>(open).fill(1)), RULES));
    expect(o.result.volley.shots[0]).toMatchObject({ base: open, dice: open, hitOn: 5 });
    const c = unwrap(directFire(s, fire([firer], 'cover'), dice(...Array<number>(cover).fill(1)), RULES));
    expect(c.result.volley.shots[0]).toMatchObject({ dice: cover, hitOn: 5 });
    expect(c.result.volley.shots[0]?.modifiers).toEqual([{ reason: 'target-protected', dice: -1, causes: ['cover'] }]);
  });

  it('GIVEN a Bow Gang (FRELIMO phasing) THEN 2 dice in the open and 1 into cover', () => {
    const s = game([spec('P', 'rifle-assault')], [spec('BG', 'bow-gang')], { initiative: FR });
    const o = unwrap(directFire(s, { side: FR, firers: ['BG'], target: 'P', cover: 'open' }, dice(5, 5), RULES));
    expect(o.result.volley.shots[0]?.dice).toBe(2);
    expect(o.result.effect).toMatchObject({ result: 'suppress', to: 'suppressed' });
    const c = unwrap(directFire(s, { side: FR, firers: ['BG'], target: 'P', cover: 'entrenched' }, dice(6), RULES));
    expect(c.result.volley.shots[0]?.dice).toBe(1);
  });

  it.each<[StandType | string, string]>([
    ['PC', 'command'],
    ['FO', 'observer'],
    ['BZ', 'anti-tank-only'],
  ])('GIVEN %s THEN it cannot fire directly (%s)', (firer, reason) => {
    const r = directFire(base(), fire([firer]), dice(), RULES);
    expect(r).toMatchObject({ ok: false, code: 'fogo/cannot-fire', params: { reason } });
  });

  it('GIVEN a machete gang or civilians THEN they cannot fire', () => {
    const s = game([spec('P', 'rifle-assault')], [spec('MG', 'machete-gang'), spec('CV', 'civilians')], { initiative: FR });
    expect(directFire(s, { side: FR, firers: ['MG'], target: 'P', cover: 'open' }, dice(), RULES)).toMatchObject({ params: { reason: 'melee-only' } });
    expect(directFire(s, { side: FR, firers: ['CV'], target: 'P', cover: 'open' }, dice(), RULES)).toMatchObject({ params: { reason: 'unarmed' } });
  });

  it('GIVEN a Command Team on the table THEN it may not fire; hidden (ambush) it fires like a Rifle Team and is revealed', () => {
    expectCode(directFire(base(), fire(['CT']), dice(), RULES), 'fogo/ambush-fire-only');
    const s = patch(base(), 'CT', { hidden: true, feature: 'kraal' });
    const r = unwrap(directFire(s, fire(['CT']), dice(6, 6, 1), RULES));
    expect(r.result.volley.shots[0]?.dice).toBe(3);
    expect(r.result.volley.revealed).toEqual(['CT']);
    expect(stand(r.state, 'CT').hidden).toBe(false);
  });

  it('GIVEN house rule reveal.onFire false THEN an ambushing stand stays hidden', () => {
    const s = patch(base(), 'CT', { hidden: true });
    const r = unwrap(directFire(s, fire(['CT']), dice(6, 6, 1), rulesWith({ 'reveal.onFire': false })));
    expect(stand(r.state, 'CT').hidden).toBe(true);
    expect(r.result.volley.revealed).toEqual([]);
  });

  it('GIVEN an SMG team and house rule fire.smgDice 4 THEN it throws 4 and the base names the rule', () => {
    const r = unwrap(directFire(base(), fire(['SMG']), dice(1, 1, 1, 1), rulesWith({ 'fire.smgDice': 4 })));
    expect(r.result.volley.shots[0]).toMatchObject({ base: 4, baseRule: 'fire.smgDice', dice: 4 });
  });

  it('GIVEN a recoilless rifle THEN its HE pool is the house-rule number, one die fewer if Uneducated', () => {
    const r = unwrap(directFire(base(), fire(['RR']), dice(1, 1, 1), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({ base: 3, baseRule: 'fire.recoillessRifleHeDice', dice: 3 });
    const s = patch(base(), 'RR', { traits: ['uneducated'] });
    const u = unwrap(directFire(s, fire(['RR']), dice(1, 1), RULES));
    expect(u.result.volley.shots[0]).toMatchObject({ dice: 2, modifiers: [{ reason: 'uneducated-he', dice: -1 }] });
  });

  it('GIVEN a pool that comes to no dice THEN nothing is rolled and the fire is a failure', () => {
    const s = patch(base(), 'RR', { traits: ['uneducated'] });
    const roller = dice();
    const r = unwrap(directFire(s, fire(['RR'], 'cover'), roller, rulesWith({ 'fire.recoillessRifleHeDice': 1 })));
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 0, faces: [], hits: 0, result: 'none' });
    expect(r.result.volley.shots[0]?.part).toBeUndefined();
    expect(roller.parts).toHaveLength(0);
    expect(r.result.initiative).toBe('pass');
  });
});

describe('protection: cover, entrenchment, ground hug, bunkers (crossfire-core §1.4.2)', () => {
  it('GIVEN a ground-hugging target in cover and entrenched THEN still only one die comes off', () => {
    const s = patch(base(), 'T1', { groundHug: true });
    const r = unwrap(directFire(s, fire(['R2'], 'entrenched'), dice(1, 1), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({
      dice: 2,
      modifiers: [{ reason: 'target-protected', dice: -1, causes: ['entrenched', 'ground-hug'] }],
    });
  });

  it('GIVEN a ground-hugging target in the open THEN it counts as in cover', () => {
    const s = patch(base(), 'T1', { groundHug: true });
    const r = unwrap(directFire(s, fire(['R2'], 'open'), dice(1, 1), RULES));
    expect(r.result.volley.shots[0]?.dice).toBe(2);
  });

  it('GIVEN a target in a bunker THEN one die fewer and only 6s hit', () => {
    const r = unwrap(directFire(base(), fire(['R2'], 'bunker'), dice(5, 6), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({
      dice: 2,
      hitOn: 6,
      faces: [5, 6],
      hits: 1,
      result: 'pin',
      modifiers: [{ reason: 'target-bunker', dice: -1, hitOn: 6, causes: ['bunker'] }],
    });
    expect(r.result.initiative).toBe('pass');
  });

  it('GIVEN a paratrooper that landed this initiative THEN it counts as in the open whatever the cover', () => {
    const s = patch(base(), 'T1', { landedInInitiative: 1, groundHug: true });
    const r = unwrap(directFire(s, fire(['R2'], 'cover'), dice(1, 1, 1), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 3, modifiers: [{ reason: 'target-just-landed', dice: 0 }] });
  });

  it('GIVEN mounted Dragoons THEN 2 dice whatever the cover; dismounted, a Rifle Team', () => {
    const m = unwrap(directFire(base(), fire(['DR'], 'cover'), dice(1, 1), RULES));
    expect(m.result.volley.shots[0]).toMatchObject({ base: 2, dice: 2, modifiers: [{ reason: 'mounted-ignores-cover', dice: 0 }] });
    const o = unwrap(directFire(base(), fire(['DR'], 'open'), dice(1, 1), RULES));
    expect(o.result.volley.shots[0]?.dice).toBe(2);
    const s = patch(base(), 'DR', { mounted: false });
    const d = unwrap(directFire(s, fire(['DR'], 'cover'), dice(1, 1), RULES));
    expect(d.result.volley.shots[0]).toMatchObject({ base: 3, dice: 2 });
  });

  it('GIVEN mounted Dragoons against a bunker THEN 2 dice, still hitting on 6', () => {
    const m = unwrap(directFire(base(), fire(['DR'], 'bunker'), dice(5, 6), RULES));
    expect(m.result.volley.shots[0]).toMatchObject({ dice: 2, hitOn: 6, hits: 1 });
  });
});

describe('Bazooka augmentation (crossfire-core §2.1, §2.11 (13))', () => {
  it('GIVEN a Rifle Team with its Bazooka firing into cover THEN 3 dice, the Bazooka named', () => {
    const r = unwrap(directFire(base(), fire(['R1'], 'cover'), dice(5, 6, 2), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 3, bazooka: 'BZ' });
    expect(r.result.volley.shots[0]?.modifiers).toContainEqual({ reason: 'bazooka', dice: 1, stand: 'BZ' });
    expect(r.result.effect).toMatchObject({ result: 'suppress', from: 'ok', to: 'suppressed' });
    expect(r.result.initiative).toBe('keep');
  });

  it('GIVEN the target in the open THEN the Bazooka adds nothing', () => {
    const r = unwrap(directFire(base(), fire(['R1'], 'open'), dice(1, 1, 1), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 3 });
    expect(r.result.volley.shots[0]?.bazooka).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>]>([
    ['suppressed', { status: 'suppressed' }],
    ['marked NO FIRE', { noFire: true }],
    ['killed', { status: 'killed' }],
  ])('GIVEN the Bazooka %s THEN it cannot add its die', (_, change) => {
    const s = patch(base(), 'BZ', change);
    const r = unwrap(directFire(s, fire(['R1'], 'cover'), dice(1, 1), RULES));
    expect(r.result.volley.shots[0]?.dice).toBe(2);
  });

  it('GIVEN a pinned Bazooka THEN it still adds its die', () => {
    const s = patch(base(), 'BZ', { status: 'pinned' });
    expect(unwrap(directFire(s, fire(['R1'], 'cover'), dice(1, 1, 1), RULES)).result.volley.shots[0]?.dice).toBe(3);
  });

  it('GIVEN a bunker THEN 3 dice hitting on 6, or 2 under house rule bazooka.augmentsBunker false', () => {
    const r = unwrap(directFire(base(), fire(['R1'], 'bunker'), dice(6, 5, 6), RULES));
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 3, hitOn: 6, hits: 2 });
    expect(r.result.volley.shots[0]?.modifiers).toContainEqual({ reason: 'bazooka', dice: 1, stand: 'BZ', rule: 'bazooka.augmentsBunker' });
    const n = unwrap(directFire(base(), fire(['R1'], 'bunker'), dice(6, 5), rulesWith({ 'bazooka.augmentsBunker': false })));
    expect(n.result.volley.shots[0]).toMatchObject({ dice: 2, hitOn: 6 });
  });

  it('GIVEN a hidden Bazooka adding its die THEN it is revealed with its team', () => {
    const s = patch(patch(base(), 'BZ', { hidden: true }), 'R1', { hidden: true });
    const r = unwrap(directFire(s, fire(['R1'], 'cover'), dice(1, 1, 1), RULES));
    expect(r.result.volley.revealed).toEqual(['R1', 'BZ']);
  });
});

describe('hits → state, accumulation and initiative (crossfire-core §1.2, §1.4.3, §1.4.4)', () => {
  it.each<[number[], string, string, string]>([
    [[1, 2, 4], 'none', 'ok', 'pass'],
    [[5, 2, 4], 'pin', 'pinned', 'pass'],
    [[5, 6, 4], 'suppress', 'suppressed', 'keep'],
    [[5, 6, 6], 'kill', 'killed', 'keep'],
  ])('GIVEN faces %j THEN %s, target %s, initiative %s', (faces, result, to, initiative) => {
    const roller = dice(...faces);
    const r = unwrap(directFire(base(), fire(['R2']), roller, RULES));
    expect(r.result.volley.shots[0]?.faces).toEqual(faces);
    expect(r.result.volley.shots[0]?.part).toBe(roller.parts[0]);
    expect(r.result.effect).toMatchObject({ stand: 'T1', result, from: 'ok', to });
    expect(r.result.initiative).toBe(initiative);
    expect(stand(r.state, 'T1').status).toBe(to);
    expect(r.state.initiative).toBe(initiative === 'keep' ? PT : FR);
    expect(r.state.initiativeCount).toBe(initiative === 'keep' ? 1 : 2);
  });

  it('GIVEN a Suppressed target Suppressed again THEN it is killed', () => {
    const s = patch(base(), 'T1', { status: 'suppressed' });
    const r = unwrap(directFire(s, fire(['R2']), dice(5, 5, 1), RULES));
    expect(r.result.effect).toMatchObject({ result: 'suppress', from: 'suppressed', to: 'killed' });
  });

  it('GIVEN a Suppressed target Pinned and house rule pinOnSuppressed KILLED THEN it dies and the fire succeeds', () => {
    const s = patch(base(), 'T1', { status: 'suppressed' });
    const r = unwrap(directFire(s, fire(['R2']), dice(5, 1, 1), rulesWith({ 'accumulate.pinOnSuppressed': 'KILLED' })));
    expect(r.result.effect).toMatchObject({ result: 'pin', to: 'killed' });
    expect(r.result.initiative).toBe('keep');
  });
});

describe('fire groups and crossfires: the best single result (crossfire-core §1.4.5)', () => {
  it('GIVEN a fire group of three Pins THEN the result is one Pin, not a Kill, and the initiative passes', () => {
    const r = unwrap(
      directFire(base(), fire(['R1', 'R2', 'SC'], 'open', { group: { kind: 'fire-group', leader: 'R2' } }), dice(5, 1, 1, 6, 1, 1, 5, 1), RULES),
    );
    expect(r.result.volley.shots.map((x) => x.result)).toEqual(['pin', 'pin', 'pin']);
    expect(r.result.volley.best).toBe('pin');
    expect(r.result.volley.group).toEqual({ kind: 'fire-group', leader: 'R2', onWord: ['R1', 'SC'] });
    expect(r.result.initiative).toBe('pass');
  });

  it('GIVEN a fire group where one stand suppresses THEN the group suppresses', () => {
    const r = unwrap(
      directFire(base(), fire(['R1', 'R2'], 'open', { group: { kind: 'fire-group', leader: 'R1' } }), dice(1, 1, 1, 5, 5, 1), RULES),
    );
    expect(r.result.volley).toMatchObject({ best: 'suppress', bestHits: 2 });
    expect(r.result.effect.to).toBe('suppressed');
  });

  it('GIVEN two firers without a group THEN refused', () => {
    expectCode(directFire(base(), fire(['R1', 'R2']), dice(), RULES), 'fogo/group-required');
  });

  it('GIVEN a fire group whose leader is not firing THEN refused', () => {
    expectCode(directFire(base(), fire(['R1'], 'open', { group: { kind: 'fire-group', leader: 'R2' } }), dice(), RULES), 'fogo/leader-not-firing');
  });

  it('GIVEN a platoon crossfire by the PC over his stands THEN it is counted for the side', () => {
    const r = unwrap(
      directFire(base(), fire(['R1', 'R2'], 'open', { group: { kind: 'crossfire', director: 'PC' } }), dice(1, 1, 1, 1, 1, 1), RULES),
    );
    expect(r.result.volley.group).toEqual({ kind: 'crossfire', director: 'PC', used: 1, limit: 0 });
    expect(r.state.crossfiresUsed).toEqual({ [PT]: 1 });
  });

  it('GIVEN a crossfire including a stand the director does not command THEN refused', () => {
    expectCode(
      directFire(base(), fire(['R1', 'SC'], 'open', { group: { kind: 'crossfire', director: 'PC' } }), dice(), RULES),
      'fogo/not-under-command',
    );
  });

  it('GIVEN a crossfire directed by a non-command stand THEN refused', () => {
    expectCode(directFire(base(), fire(['R1'], 'open', { group: { kind: 'crossfire', director: 'R2' } }), dice(), RULES), 'fogo/not-a-commander');
  });

  it('GIVEN Untrained stands THEN they may join a fire group but not a crossfire', () => {
    expectCode(
      directFire(base(), fire(['R1', 'R3'], 'open', { group: { kind: 'crossfire', director: 'PC' } }), dice(), RULES),
      'fogo/untrained-no-crossfire',
    );
    const ok = directFire(base(), fire(['R1', 'R3'], 'open', { group: { kind: 'fire-group', leader: 'R1' } }), dice(1, 1, 1, 1, 1, 1), RULES);
    expect(ok.ok).toBe(true);
  });

  it('GIVEN house rule crossfire.limit 1 and one crossfire used THEN a second is refused', () => {
    const rules = rulesWith({ 'crossfire.limit': 1 });
    const once = unwrap(directFire(base(), fire(['R1', 'R2'], 'open', { group: { kind: 'crossfire', director: 'PC' } }), dice(5, 5, 1, 1, 1, 1), rules));
    expect(once.result.volley.group).toMatchObject({ used: 1, limit: 1 });
    expectCode(directFire(once.state, fire(['R1', 'R2'], 'open', { group: { kind: 'crossfire', director: 'PC' } }), dice(), rules), 'fogo/no-crossfires-left');
  });
});

describe('who may fire at what', () => {
  it('GIVEN the non-phasing side THEN its direct fire is refused', () => {
    const s = base();
    expectCode(directFire(s, { side: FR, firers: ['T1'], target: 'R1', cover: 'open' }, dice(), RULES), 'fogo/not-phasing');
  });

  it('GIVEN an unknown side THEN refused', () => {
    expectCode(directFire(base(), { side: 'Rhodesia', firers: ['R1'], target: 'T1', cover: 'open' }, dice(), RULES), 'fogo/unknown-side');
  });

  it.each<[string, Partial<DirectFireInput>, string]>([
    ['an unknown firer', { firers: ['Z9'] }, 'fogo/unknown-stand'],
    ['an enemy firer', { firers: ['T2'] }, 'fogo/not-your-stand'],
    ['no firer', { firers: [] }, 'fogo/no-firers'],
    ['a firer twice', { firers: ['R1', 'R1'], group: { kind: 'fire-group', leader: 'R1' } }, 'fogo/listed-twice'],
    ['an own target', { target: 'R2' }, 'fogo/own-stand'],
    ['an unknown target', { target: 'Z9' }, 'fogo/unknown-stand'],
  ])('GIVEN %s THEN %s', (_, change, code) => {
    expectCode(directFire(base(), { ...fire(['R1']), ...change }, dice(), RULES), code);
  });

  it('GIVEN a hidden enemy stand as target THEN it answers exactly like a stand that does not exist', () => {
    const s = patch(base(), 'T1', { hidden: true, feature: 'HIDDEN-kraal' });
    const hidden = directFire(s, fire(['R1']), dice(), RULES);
    const none = directFire(s, { ...fire(['R1']), target: 'NOPE' }, dice(), RULES);
    expect(hidden).toMatchObject({ ok: false, code: 'fogo/unknown-stand' });
    expect(none).toMatchObject({ ok: false, code: 'fogo/unknown-stand' });
    expect(JSON.stringify(hidden)).not.toContain('HIDDEN');
  });

  it('GIVEN a hidden enemy stand named as a firer THEN unknown, not "not yours"', () => {
    const s = patch(base(), 'T2', { hidden: true });
    expectCode(directFire(s, fire(['T2']), dice(), RULES), 'fogo/unknown-stand');
  });

  it('GIVEN a killed target or firer THEN refused', () => {
    expectCode(directFire(patch(base(), 'T1', { status: 'killed' }), fire(['R1']), dice(), RULES), 'fogo/stand-killed');
    expectCode(directFire(patch(base(), 'R1', { status: 'killed' }), fire(['R1']), dice(), RULES), 'fogo/stand-killed');
  });

  it('GIVEN a Suppressed or NO FIRE firer THEN refused; a Pinned one fires', () => {
    expectCode(directFire(patch(base(), 'R2', { status: 'suppressed' }), fire(['R2']), dice(), RULES), 'fogo/stand-suppressed');
    expectCode(directFire(patch(base(), 'R2', { noFire: true }), fire(['R2']), dice(), RULES), 'fogo/no-fire');
    expect(directFire(patch(base(), 'R2', { status: 'pinned' }), fire(['R2']), dice(1, 1, 1), RULES).ok).toBe(true);
  });

  it('GIVEN a Pinned firer and house rule fire.pinnedPenalty 1 THEN one die fewer', () => {
    const s = patch(base(), 'R2', { status: 'pinned' });
    const r = unwrap(directFire(s, fire(['R2']), dice(1, 1), rulesWith({ 'fire.pinnedPenalty': 1 })));
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 2, modifiers: [{ reason: 'firer-pinned', dice: -1, rule: 'fire.pinnedPenalty' }] });
  });

  it('GIVEN a ground-hugging firer THEN it fires, unless house rule groundHug.blocksFire', () => {
    const s = patch(base(), 'R2', { groundHug: true });
    expect(directFire(s, fire(['R2']), dice(1, 1, 1), RULES).ok).toBe(true);
    expectCode(directFire(s, fire(['R2']), dice(), rulesWith({ 'groundHug.blocksFire': true })), 'fogo/ground-hugging');
  });

  it('GIVEN an off-table firer THEN refused', () => {
    expectCode(directFire(patch(base(), 'R2', { offTable: true }), fire(['R2']), dice(), RULES), 'fogo/not-on-table');
  });

  it('GIVEN any refusal THEN no die was drawn', () => {
    const roller = dice(6, 6, 6);
    directFire(patch(base(), 'R2', { noFire: true }), fire(['R2']), roller, RULES);
    expect(roller.remaining).toBe(3);
  });
});
