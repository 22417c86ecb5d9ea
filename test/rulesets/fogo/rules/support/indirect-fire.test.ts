import { describe, expect, it } from 'vitest';
import { withinStandWidth } from '../../../../../src/rulesets/fogo/rules/game/board-distance.js';
import { barrage, barrageAtSneaker, barrageOrder, smoke, type BarrageInput } from '../../../../../src/rulesets/fogo/rules/support/indirect-fire.js';
import type { FogoFeature, FogoScenario } from '../../../../../src/rulesets/fogo/rules/table/scenario.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { fogoHouseRules } from '../../../../../src/rulesets/fogo/rules/game/house-rules.js';
import { FR, PT, RULES, allFaces, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';
import { frWithThree, withPtSneakers } from '../fieldcraft/setup.js';

const rect = { kind: 'rect', x: 0, y: 0, width: 10, height: 10, rotation: 0 } as const;
const feature = (name: string, type: FogoFeature['type']): FogoFeature => ({ name, type, shape: rect });
const board: FogoScenario = {
  id: 'test',
  name: 'Test',
  sides: [],
  ruleset: 'fogo',
  board: { kind: 'tabletop', width: 48, height: 48 },
  features: [feature('Mato', 'woods'), feature('Capim', 'elephant-grass'), feature('Vala', 'ditch')],
  deployment: [],
  positions: [],
};

/** Portugal phasing with every kind of caller; FRELIMO in the open, in woods, in elephant grass, and hidden. */
const base = (): FogoState =>
  game(
    [
      spec('FO', 'fo'),
      spec('LM', 'light-mortar'),
      spec('CT', 'command-team'),
      spec('PC', 'commander'),
      spec('R1', 'rifle-assault'),
      spec('UFO', 'fo', { traits: ['uneducated'] }),
    ],
    [
      spec('T1', 'rifle-assault'),
      spec('T2', 'rifle-assault'),
      spec('W', 'rifle-assault', { feature: 'Mato' }),
      spec('G', 'rifle-assault', { feature: 'Capim' }),
      spec('D', 'rifle-assault', { feature: 'Vala' }),
      spec('HIDDEN-1', 'rifle-assault', { hidden: true }),
    ],
  );

const call = (extra: Partial<BarrageInput> = {}): BarrageInput => ({ side: PT, caller: 'FO', target: 'T1', ...extra });

describe('who calls indirect fire (seed 000 Mortar Team, Command Team; crossfire-core §1.9, §2.1, §2.2)', () => {
  it.each(['FO', 'LM', 'CT'])('GIVEN %s THEN it may call a barrage', (caller) => {
    const r = unwrap(barrage(base(), call({ caller }), undefined, dice(1, 1, 1, 1), RULES));
    expect(r.result.caller).toBe(caller);
  });

  it('GIVEN a Commander or a Rifle Team THEN refused: only FOs, light mortars and Command Teams call fire', () => {
    expectCode(barrage(base(), call({ caller: 'PC' }), undefined, dice(), RULES), 'fogo/not-an-observer');
    expectCode(smoke(base(), { side: PT, caller: 'R1', at: 'the ford' }, dice(), RULES), 'fogo/not-an-observer');
  });

  it('GIVEN neither or both of caller and sneaker THEN refused before any die', () => {
    expectCode(barrage(base(), { side: PT, target: 'T1' }, undefined, dice(), RULES), 'fogo/one-caller');
    expectCode(barrage(base(), call({ sneaker: 'S1' }), undefined, dice(), RULES), 'fogo/one-caller');
  });

  it('GIVEN a Suppressed FO, or the side without the initiative THEN refused', () => {
    expectCode(barrage(patch(base(), 'FO', { status: 'suppressed' }), call(), undefined, dice(), RULES), 'fogo/stand-suppressed');
    expectCode(barrage(base(), { side: FR, caller: 'T1', target: 'FO' }, undefined, dice(), RULES), 'fogo/not-phasing');
  });

  it('GIVEN a pinned FO THEN it still calls (only Suppression stops it)', () => {
    unwrap(barrage(patch(base(), 'FO', { status: 'pinned' }), call(), undefined, dice(1, 1, 1, 1), RULES));
  });

  it('GIVEN a hidden enemy stand or a name nobody has THEN one answer: no such stand', () => {
    const hidden = barrage(base(), call({ target: 'HIDDEN-1' }), undefined, dice(), RULES);
    const none = barrage(base(), call({ target: 'NOBODY-1' }), undefined, dice(), RULES);
    expect(hidden).toEqual({ ok: false, code: 'fogo/unknown-stand', params: { stand: 'HIDDEN-1' } });
    expect(none).toEqual({ ok: false, code: 'fogo/unknown-stand', params: { stand: 'NOBODY-1' } });
    expect(barrage(base(), call({ near: ['HIDDEN-1'] }), undefined, dice(), RULES)).toEqual(hidden);
  });

  it('GIVEN a limit of 2 fire missions THEN the third call is refused with the count', () => {
    const rules = rulesWith({ 'indirect.missions': 2 });
    let s = base();
    s = unwrap(barrage(s, call(), undefined, dice(5, 5, 1, 1), rules)).state;
    const second = unwrap(smoke(s, { side: PT, caller: 'CT', at: 'the ford' }, dice(6), rules));
    expect(second.result.mission).toEqual({ used: 2, limit: 2 });
    expect(barrage(second.state, call(), undefined, dice(), rules)).toEqual({ ok: false, code: 'fogo/no-missions-left', params: { used: 2, limit: 2 } });
    expect(unwrap(barrage(second.state, call(), undefined, dice(1, 1, 1, 1), RULES)).result.mission).toEqual({ used: 3, limit: 0 });
  });
});

describe('HE barrage as a dice pool (crossfire-core §1.9, house rules indirect.barrageDice, indirect.coverDice)', () => {
  it('GIVEN the default 4 dice at a target in the open, faces 5 6 2 1 THEN 2 hits Suppress it and the initiative stays', () => {
    const roller = dice(5, 6, 2, 1);
    const r = unwrap(barrage(base(), call(), board, roller, RULES));
    expect(r.result.shots).toMatchObject([{ stand: 'T1', reach: 'target', base: 4, dice: 4, hits: 2, result: 'suppress', indirectCover: false }]);
    expect(r.result.effects).toEqual([{ stand: 'T1', result: 'suppress', from: 'ok', to: 'suppressed' }]);
    expect(r.result.initiative).toBe('keep');
    expect(r.state.initiative).toBe(PT);
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN a target in woods (indirect cover Yes) THEN one die less; elephant grass (No) THEN none', () => {
    const w = unwrap(barrage(base(), call({ target: 'W' }), board, dice(5, 5, 5), RULES));
    expect(w.result.shots[0]).toMatchObject({ indirectCover: true, dice: 3, modifiers: [{ reason: 'indirect-cover', dice: -1, rule: 'indirect.coverDice' }] });
    expect(w.result.effects[0]?.to).toBe('killed');
    const g = unwrap(barrage(base(), call({ target: 'G' }), board, dice(1, 1, 1, 5), RULES));
    expect(g.result.shots[0]).toMatchObject({ indirectCover: false, dice: 4, hits: 1, result: 'pin' });
  });

  it('GIVEN a ditch (indirect cover left to the scenario) THEN it must be declared; declared THEN used', () => {
    expectCode(barrage(base(), call({ target: 'D' }), board, dice(), RULES), 'board/cover-needed');
    expect(unwrap(barrage(base(), call({ target: 'D', indirectCover: true }), board, dice(1, 1, 1), RULES)).result.shots[0]?.dice).toBe(3);
    expect(unwrap(barrage(base(), call({ target: 'W', indirectCover: false }), board, dice(1, 1, 1, 1), RULES)).result.shots[0]?.dice).toBe(4);
  });

  it('GIVEN an Uneducated FO (seed 000 L228: −1d6 for Indirect Fire Barrage) THEN one die less, on top of cover', () => {
    const r = unwrap(barrage(base(), call({ caller: 'UFO', target: 'W' }), board, dice(6, 6), RULES));
    expect(r.result.shots[0]).toMatchObject({
      dice: 2,
      modifiers: [
        { reason: 'indirect-cover', dice: -1 },
        { reason: 'uneducated-barrage', dice: -1 },
      ],
      result: 'suppress',
    });
  });

  it('GIVEN a barrage that only pins THEN the initiative passes; with indirect.failPassesInitiative false THEN kept', () => {
    const r = unwrap(barrage(base(), call(), undefined, dice(6, 1, 1, 1), RULES));
    expect(r.result).toMatchObject({ initiative: 'pass' });
    expect(r.state.initiative).toBe(FR);
    const k = unwrap(barrage(base(), call(), undefined, dice(6, 1, 1, 1), rulesWith({ 'indirect.failPassesInitiative': false })));
    expect(k.state.initiative).toBe(PT);
  });

  it('GIVEN house rule barrageDice 2 and coverDice 2 in woods THEN no dice are thrown and nothing happens', () => {
    const roller = dice();
    const r = unwrap(barrage(base(), call({ target: 'W' }), board, roller, rulesWith({ 'indirect.barrageDice': 2, 'indirect.coverDice': 2 })));
    expect(r.result.shots[0]).toMatchObject({ dice: 0, hits: 0, result: 'none', faces: [] });
    expect(roller.parts).toHaveLength(0);
  });

  it('GIVEN a hit on a Suppressed target THEN it accumulates to a kill (crossfire-core §1.4.4)', () => {
    const r = unwrap(barrage(patch(base(), 'T1', { status: 'suppressed' }), call(), undefined, dice(5, 6, 1, 1), RULES));
    expect(r.result.effects[0]).toEqual({ stand: 'T1', result: 'suppress', from: 'suppressed', to: 'killed' });
  });

  it('GIVEN every face of 4 dice THEN Pin/Suppress/Kill come out as POOL(4,5): 80.25 %, 40.74 %, 11.11 % (crossfire-core §1.12)', () => {
    const counts = { none: 0, pin: 0, suppress: 0, kill: 0 };
    for (const faces of allFaces(4)) counts[unwrap(barrage(base(), call(), undefined, dice(...faces), RULES)).result.shots[0]!.result]++;
    expect(counts).toEqual({ none: 256, pin: 512, suppress: 384, kill: 144 });
    expect(counts.none + counts.pin + counts.suppress + counts.kill).toBe(1296);
    expect((counts.pin + counts.suppress + counts.kill) / 1296).toBeCloseTo(0.8025, 4);
  });
});

describe("a barrage's kill potential within one stand width (crossfire-core §1.9, S5)", () => {
  it('GIVEN no positions THEN only the stands the caller names are reached, each with its own pool', () => {
    const roller = dice(5, 5, 5, 1, /* W */ 6, 1, 1);
    const r = unwrap(barrage(base(), call({ near: ['W'] }), board, roller, RULES));
    expect(r.result.shots.map((s) => [s.stand, s.reach, s.dice, s.result])).toEqual([
      ['T1', 'target', 4, 'kill'],
      ['W', 'word', 3, 'pin'],
    ]);
    expect(r.result.effects.map((e) => e.to)).toEqual(['killed', 'pinned']);
    expect(stand(r.state, 'T2').status).toBe('ok');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN positions THEN the board decides: a stand within one width is reached unnamed, one beyond is refused when named', () => {
    let s = patch(base(), 'T1', { position: { x: 10, y: 10 } });
    s = patch(s, 'T2', { position: { x: 12, y: 10 } }); // gap 0.75" < 1.25"
    s = patch(s, 'G', { position: { x: 14, y: 10 } }); // gap 2.75"
    const r = unwrap(barrage(s, call(), board, dice(5, 5, 1, 1, 5, 5, 1, 1), RULES));
    expect(r.result.shots.map((x) => [x.stand, x.reach])).toEqual([
      ['T1', 'target'],
      ['T2', 'measured'],
    ]);
    expect(r.result.effects[1]).toMatchObject({ stand: 'T2', to: 'suppressed' });
    expect(barrage(s, call({ near: ['G'] }), board, dice(), RULES)).toEqual({ ok: false, code: 'fogo/barrage-out-of-reach', params: { stand: 'G', target: 'T1' } });
  });

  it('GIVEN a hidden stand beside the target on the board THEN it is not reached and nothing about it shows', () => {
    let s = patch(base(), 'T1', { position: { x: 10, y: 10 } });
    s = patch(s, 'HIDDEN-1', { position: { x: 11, y: 10 } });
    const r = unwrap(barrage(s, call(), board, dice(1, 1, 1, 1), RULES));
    expect(r.result.shots.map((x) => x.stand)).toEqual(['T1']);
    expect(JSON.stringify(r.result)).not.toContain('HIDDEN');
  });

  it('GIVEN the target only Pinned THEN the stands beside it are spared and no die is thrown for them (S5: only if the primary is suppressed)', () => {
    let s = patch(base(), 'T1', { position: { x: 10, y: 10 } });
    s = patch(s, 'T2', { position: { x: 12, y: 10 } });
    const roller = dice(5, 1, 1, 1);
    const r = unwrap(barrage(s, call({ near: ['W'] }), board, roller, RULES));
    expect(r.result.shots.map((x) => [x.stand, x.result])).toEqual([['T1', 'pin']]);
    expect(r.result.spared).toEqual([
      { stand: 'T2', side: FR },
      { stand: 'W', side: FR },
    ]);
    expect([stand(r.state, 'T1').status, stand(r.state, 'T2').status, stand(r.state, 'W').status]).toEqual(['pinned', 'ok', 'ok']);
    expect(r.result.initiative).toBe('pass');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN the target missed THEN spared too; a target Killed THEN the kill potential reaches the stands beside it', () => {
    const miss = unwrap(barrage(base(), call({ near: ['T2'] }), undefined, dice(1, 1, 1, 1), RULES));
    expect(miss.result.spared).toEqual([{ stand: 'T2', side: FR }]);
    const kill = unwrap(barrage(base(), call({ near: ['T2'] }), undefined, dice(5, 5, 6, 1, 5, 1, 1, 1), RULES));
    expect(kill.result.shots.map((x) => [x.stand, x.result])).toEqual([
      ['T1', 'kill'],
      ['T2', 'pin'],
    ]);
    expect(kill.result.spared).toBeUndefined();
  });

  it('GIVEN a target already Suppressed that the barrage only Pins THEN the Pin kills it by accumulation and the kill potential reaches the rest', () => {
    const s = patch(base(), 'T1', { status: 'suppressed' });
    const rules = rulesWith({ 'accumulate.pinOnSuppressed': 'KILLED' });
    const r = unwrap(barrage(s, call({ near: ['T2'] }), undefined, dice(5, 1, 1, 1, 5, 5, 1, 1), rules));
    expect(r.result.effects.map((e) => [e.stand, e.to])).toEqual([
      ['T1', 'killed'],
      ['T2', 'suppressed'],
    ]);
  });

  it('GIVEN house rule indirect.killPotential ALWAYS THEN the stands beside a missed target roll their own pools', () => {
    const roller = dice(1, 1, 1, 1, 5, 5, 1, 1);
    const r = unwrap(barrage(base(), call({ near: ['T2'] }), undefined, roller, rulesWith({ 'indirect.killPotential': 'ALWAYS' })));
    expect(r.result.shots.map((x) => [x.stand, x.result])).toEqual([
      ['T1', 'none'],
      ['T2', 'suppress'],
    ]);
    expect(r.result.initiative).toBe('keep');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN every face of the target pool and of one stand beside it THEN P(stand beside Pinned or worse) = P(target ≥ Suppress) × P(≥ Pin) = 40.74 % × 80.25 %', () => {
    let reached = 0;
    let hurt = 0;
    const faces = [...allFaces(4)];
    for (const t of faces) {
      const first = barrage(base(), call({ near: ['T2'] }), undefined, dice(...t, 1, 1, 1, 1), RULES);
      if (!first.ok) throw new Error('refused');
      if (first.value.result.spared === undefined) reached++;
    }
    expect(reached).toBe(528);
    for (const n of faces) {
      const r = unwrap(barrage(base(), call({ near: ['T2'] }), undefined, dice(5, 5, 1, 1, ...n), RULES));
      if (r.result.effects[1]!.to !== 'ok') hurt++;
    }
    expect(hurt).toBe(1040);
    expect(((reached / 1296) * hurt) / 1296).toBeCloseTo(0.4074 * 0.8025, 3);
  });

  it('GIVEN a stand named twice, or the target named as near THEN refused', () => {
    expectCode(barrage(base(), call({ near: ['T2', 't2'] }), undefined, dice(), RULES), 'fogo/listed-twice');
    expectCode(barrage(base(), call({ near: ['T1'] }), undefined, dice(), RULES), 'fogo/listed-twice');
  });

  it('GIVEN two bases 1.25" wide (board.standWidth) THEN a barrage reaches a gap strictly less than a width', () => {
    const at = (x: number) => ({ position: { x, y: 0 } });
    expect(withinStandWidth(at(0), at(2.49), RULES)).toBe(true);
    expect(withinStandWidth(at(0), at(2.5), RULES)).toBe(false);
    expect(withinStandWidth(at(0), {}, RULES)).toBeUndefined();
  });
});

describe('smoke (crossfire-core §1.9, house rule indirect.smokeTarget; seed 000 L227)', () => {
  it('GIVEN the default 4+ THEN a 4 lands and keeps the initiative, a 3 goes astray and passes it', () => {
    const hit = unwrap(smoke(base(), { side: PT, caller: 'FO', at: 'the ford' }, dice(4), RULES));
    expect(hit.result).toMatchObject({ face: 4, total: 4, needed: 4, landed: true, initiative: 'keep', at: 'the ford' });
    const miss = unwrap(smoke(base(), { side: PT, caller: 'FO', at: 'the ford' }, dice(3), RULES));
    expect(miss.result).toMatchObject({ landed: false, initiative: 'pass' });
    expect(miss.state.initiative).toBe(FR);
  });

  it('GIVEN an Uneducated FO (−1 to the roll for Indirect Fire Smoke) THEN a 4 is 3 and fails; a 5 lands', () => {
    const r = unwrap(smoke(base(), { side: PT, caller: 'UFO', at: 'the ford' }, dice(4), RULES));
    expect(r.result).toMatchObject({ face: 4, total: 3, landed: false, modifiers: [{ reason: 'uneducated-smoke', value: -1 }] });
    expect(unwrap(smoke(base(), { side: PT, caller: 'UFO', at: 'the ford' }, dice(5), RULES)).result.landed).toBe(true);
  });

  it('GIVEN every face THEN P(land) is 3/6 for a trained caller and 2/6 Uneducated', () => {
    const count = (caller: string) => [1, 2, 3, 4, 5, 6].filter((f) => unwrap(smoke(base(), { side: PT, caller, at: 'x' }, dice(f), RULES)).result.landed).length;
    expect(count('FO')).toBe(3);
    expect(count('UFO')).toBe(2);
  });

  it('GIVEN an empty or over-long spot THEN refused', () => {
    expectCode(smoke(base(), { side: PT, caller: 'FO', at: '  ' }, dice(), RULES), 'fogo/bad-smoke-spot');
    expectCode(smoke(base(), { side: PT, caller: 'FO', at: 'x'.repeat(61) }, dice(), RULES), 'fogo/bad-smoke-spot');
  });
});

describe('fire missions called from a Sneaker (crossfire-core §2.7.2, §2.10.2)', () => {
  it('GIVEN a real Sneaker holding a Command Team THEN it calls a barrage and stays a Sneaker; its stand stays hidden', () => {
    const s = frWithThree();
    const r = unwrap(barrage(s, { side: FR, sneaker: 'S1', target: 'PT-1' }, undefined, dice(1, 1, 1, 1), RULES));
    expect(r.result).toMatchObject({ sneaker: 'S1', caller: 'HIDDEN-CT' });
    expect(stand(r.state, 'HIDDEN-CT').hidden).toBe(true);
    expect(r.state.fieldcraft?.sneakers.map((k) => k.id)).toEqual(s.fieldcraft?.sneakers.map((k) => k.id));
  });

  it('GIVEN a dummy, a Sneaker with no observer or a name nobody has THEN the one answer of each kind, naming only the marker', () => {
    const s = frWithThree();
    expect(barrage(s, { side: FR, sneaker: 'S2', target: 'PT-1' }, undefined, dice(), RULES)).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: 'S2' } });
    expect(smoke(s, { side: FR, sneaker: 'S3', at: 'the ford' }, dice(), RULES)).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: 'S3' } });
  });

  it('GIVEN a smoke call from a Sneaker THEN its roll is labelled by the marker, not the stand inside', () => {
    const roller = dice(6);
    unwrap(smoke(frWithThree(), { side: FR, sneaker: 'S1', at: 'the ford' }, roller, RULES));
    expect(JSON.stringify(roller.parts)).not.toContain('HIDDEN');
  });

  it('GIVEN the stand inside a Sneaker named as caller THEN refused: it acts only through its marker', () => {
    expectCode(barrage(frWithThree(), { side: FR, caller: 'HIDDEN-CT', target: 'PT-1' }, undefined, dice(), RULES), 'fogo/already-sneaking');
  });
});

describe('a barrage at an enemy Sneaker (crossfire-core §1.9, §2.7.6, §2.9 "Fire at a Sneaker")', () => {
  // FRELIMO phasing, its Command Team FR-CT2 on view; Portugal's S4 holds PT-1, S5 is a dummy.
  const ptSneakers = () =>
    withPtSneakers(frWithThree(), [
      { place: { feature: 'hill' }, stands: ['PT-1'] },
      { place: { feature: 'hill' }, stands: [] },
    ]);
  const at = (marker: string, extra: object = {}) => ({ side: FR, caller: 'FR-CT2', marker, ...extra });

  it('GIVEN 1 hit THEN the Sneaker is Pinned, not revealed, and the initiative passes', () => {
    const r = unwrap(barrageAtSneaker(ptSneakers(), at('S4'), dice(5, 1, 1, 1), RULES));
    expect(r.result.pool).toMatchObject({ dice: 4, hits: 1, result: 'pin' });
    expect(r.result.landing).toMatchObject({ sneaker: 'S4', pinned: true, success: false });
    expect(r.result.landing.reveal).toBeUndefined();
    expect(r.result.initiative).toBe('pass');
  });

  it('GIVEN 2 hits on a real Sneaker THEN it is revealed and its one stand Suppressed; the initiative stays', () => {
    const r = unwrap(barrageAtSneaker(ptSneakers(), at('S4'), dice(5, 6, 1, 1), RULES));
    expect(r.result.landing).toMatchObject({ success: true, effects: [{ stand: 'PT-1', result: 'suppress', to: 'suppressed' }] });
    expect(stand(r.state, 'PT-1').hidden).toBe(false);
    expect(r.result.initiative).toBe('keep');
  });

  it('GIVEN 2 hits on a dummy THEN it is removed, a success by house rule fieldcraft.dummySuppressCounts', () => {
    const r = unwrap(barrageAtSneaker(ptSneakers(), at('S5'), dice(5, 6, 1, 1), RULES));
    expect(r.result.landing).toMatchObject({ reveal: { empty: true }, success: true });
    expect(r.state.fieldcraft?.sneakers.some((k) => k.id === 'S5')).toBe(false);
  });

  it('GIVEN declared indirect cover THEN one die less', () => {
    expect(unwrap(barrageAtSneaker(ptSneakers(), at('S4', { indirectCover: true }), dice(1, 1, 1), RULES)).result.pool.dice).toBe(3);
  });

  it('GIVEN its own Sneaker, or a marker nobody has THEN refused', () => {
    expectCode(barrageAtSneaker(ptSneakers(), at('S1'), dice(), RULES), 'fogo/own-sneaker');
    expectCode(barrageAtSneaker(ptSneakers(), at('S99'), dice(), RULES), 'fogo/unknown-sneaker');
  });

  it('GIVEN an order naming both a stand and a marker, or neither THEN refused before any die', () => {
    expectCode(barrageOrder(ptSneakers(), { side: FR, caller: 'FR-CT2', target: 'PT-2', marker: 'S4' }, undefined, dice(), RULES), 'fogo/one-target');
    expectCode(barrageOrder(ptSneakers(), { side: FR, caller: 'FR-CT2' }, undefined, dice(), RULES), 'fogo/one-target');
    expect(unwrap(barrageOrder(ptSneakers(), { side: FR, caller: 'FR-CT2', marker: 'S4' }, undefined, dice(1, 1, 1, 1), RULES)).result.kind).toBe('barrage-at-sneaker');
  });
});

describe('the house rules show in /campaign rules list', () => {
  it('GIVEN the fogo house rules THEN every indirect-fire and anti-tank number is one, with a source', () => {
    const keys = fogoHouseRules.map((p) => p.key);
    for (const k of ['indirect.barrageDice', 'indirect.coverDice', 'indirect.killPotential', 'indirect.smokeTarget', 'indirect.missions', 'indirect.failPassesInitiative', 'at.hitOn', 'at.accGun', 'at.accInfantry', 'at.penRpg', 'at.penBazooka', 'at.penGun', 'at.penHmg', 'at.accHmg']) {
      expect(keys).toContain(k);
    }
    expect(RULES('indirect.barrageDice')).toBe(4);
  });
});
