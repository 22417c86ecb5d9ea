import { describe, expect, it } from 'vitest';
import type { FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { passStep } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { declareFire, declareShots } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import type { FireteamScenario } from '../../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { parseScenario } from '../../../../helpers/boards.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';
import { RULES } from '../fixtures.js';

const tank = (id: string) => spec(id, { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' });
const both = (s: FireteamState): FireteamState => passStep(passStep(s, AX), RU);

describe('declareFire (seed 004, Firing: Targets)', () => {
  const s = inPhase(
    game([
      onTable(AX, spec('mg')),
      onTable(AX, spec('at', { weapons: [{ kind: 'bazooka', count: 1 }] })),
      onTable(AX, spec('fo', { kind: 'special', figures: 1, roles: ['aop'] })),
      onTable(AX, spec('pp'), { status: 'permanently-pinned' }),
      onTable(RU, spec('ft')),
      onTable(RU, tank('t34')),
      makeUnit(RU, spec('reserve')),
      { ...makeUnit(RU, spec('withdrawn')), revealed: true },
    ]),
    'firing',
  );

  it('GIVEN good targets THEN recorded, the side declared; revealed once both have', () => {
    const r = unwrap(
      declareFire(s, AX, [
        { unit: 'MG', kind: 'direct', target: 'FT' },
        { unit: 'at', kind: 'anti-tank', target: 't34' },
        { unit: 'fo', kind: 'indirect', aimPoint: { x: 10, y: 20 } },
      ]),
    );
    expect(r.revealed).toBe(false);
    expect(r.state.declarations).toEqual([
      { unit: 'mg', kind: 'direct', target: 'ft' },
      { unit: 'at', kind: 'anti-tank', target: 't34' },
      { unit: 'fo', kind: 'indirect', aimPoint: { x: 10, y: 20 } },
    ]);
    expect(r.state.step.done).toEqual([AX]);
    expect(unwrap(declareFire(r.state, RU, [])).revealed).toBe(true);
  });

  it.each([
    ['an own target', [{ unit: 'mg', kind: 'direct' as const, target: 'at' }], 'fireteam/own-unit'],
    ['an enemy still off table, never seen: as if there were none', [{ unit: 'mg', kind: 'direct' as const, target: 'reserve' }], 'fireteam/unknown-unit'],
    ['an enemy seen before, now off table', [{ unit: 'mg', kind: 'direct' as const, target: 'withdrawn' }], 'fireteam/not-on-table'],
    ['no target', [{ unit: 'mg', kind: 'direct' as const }], 'fireteam/needs-target'],
    ['anti-tank fire at infantry', [{ unit: 'at', kind: 'anti-tank' as const, target: 'ft' }], 'fireteam/not-a-vehicle'],
    ['indirect fire without an AOP', [{ unit: 'mg', kind: 'indirect' as const, aimPoint: { x: 0, y: 0 } }], 'fireteam/not-an-aop'],
    ['indirect fire without an aim point', [{ unit: 'fo', kind: 'smoke' as const }], 'fireteam/needs-aim-point'],
    ['a permanently pinned shooter', [{ unit: 'pp', kind: 'direct' as const, target: 'ft' }], 'fireteam/cannot-fire'],
    ['a unit twice', [{ unit: 'mg', kind: 'direct' as const, target: 'ft' }, { unit: 'MG', kind: 'direct' as const, target: 'ft' }], 'fireteam/duplicate-declaration'],
    ['an enemy shooter', [{ unit: 'ft', kind: 'direct' as const, target: 'mg' }], 'fireteam/not-your-unit'],
  ])('GIVEN %s THEN refused', (_, decls, code) => {
    expectCode(declareFire(s, AX, decls), code);
  });

  it('GIVEN an unknown side THEN unknown-side', () => {
    expectCode(declareFire(s, 'Finns', []), 'fireteam/unknown-side');
  });
});

describe('declareShots: targets as typed, each in sight (seed 004, Firing: Targets; Cover)', () => {
  const parsed = parseScenario(readFileSync(resolve(import.meta.dirname, '../../../../../assets/scenarios/fireteam-river-crossing.json'), 'utf8'));
  if (!parsed.ok || parsed.value.ruleset !== 'fireteam') throw new Error('the river-crossing scenario does not load');
  const board = parsed.value as FireteamScenario;
  // The Birch wood stands between (0,10) and (24,10); nothing stands between (28,23.5) and (40,24).
  const s = inPhase(
    game([
      onTable(AX, spec('a'), { position: { x: 0, y: 10 } }),
      onTable(AX, spec('b'), { position: { x: 28, y: 23.5 } }),
      onTable(RU, spec('hid'), { position: { x: 24, y: 10 } }),
      onTable(RU, spec('seen'), { position: { x: 40, y: 24 } }),
    ]),
    'firing',
  );

  it('GIVEN a target behind the wood THEN refused; attested visible THEN declared, the side\'s word kept with the shot and what the board had in the way', () => {
    expectCode(declareShots(s, AX, 'a > hid', false, board, RULES), 'fireteam/no-line-of-sight');
    const r = unwrap(declareShots(s, AX, 'a > hid', true, board, RULES));
    expect(r.shots).toEqual([{ unit: 'a', kind: 'direct', target: 'hid' }]);
    expect(r.game.declarations).toEqual([{ unit: 'a', kind: 'direct', target: 'hid', attested: { why: 'blocked', feature: 'Birch wood' } }]);
  });

  it('GIVEN visible:true on a shot the board sees anyway THEN nothing is marked as the side\'s word', () => {
    const r = unwrap(declareShots(s, AX, 'b > seen', true, board, RULES));
    expect(r.game.declarations).toEqual([{ unit: 'b', kind: 'direct', target: 'seen' }]);
  });

  it('GIVEN targets in sight THEN declared, kept until the other side has too', () => {
    const r = unwrap(declareShots(s, AX, 'b > seen', false, board, RULES));
    expect([r.revealed, r.shots]).toEqual([false, [{ unit: 'b', kind: 'direct', target: 'seen' }]]);
    const both = unwrap(declareShots(r.game, RU, 'none', false, board, RULES));
    expect([both.revealed, both.shots]).toEqual([true, []]);
  });

  it('GIVEN shots that do not read THEN refused before anything is declared', () => {
    expectCode(declareShots(s, AX, 'b seen', false, board, RULES), 'fireteam/bad-shots');
  });
});

describe('declareShots checks what resolution will (issue 35 item 6; seed 004, Firing; Anti-Tank Fire)', () => {
  const tankSpec = spec('t', { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' });
  const bazookas = spec('bz', { figures: 2, crew: 2, weapons: [{ kind: 'bazooka', count: 1 }] });
  const at = (x: number) => inPhase(game([onTable(RU, bazookas, { position: { x: 0, y: 10 } }), onTable(AX, tankSpec, { position: { x, y: 10 } })]), 'firing');

  it('GIVEN a bazooka 30" from a tank (it reaches 24") THEN the anti-tank shot is refused when declared, as it would be when resolved', () => {
    expect(declareShots(at(30), RU, 'bz > t', true, undefined, RULES)).toMatchObject({ ok: false, code: 'fireteam/out-of-range', params: { weapon: 'bazooka', range: 30, max: 24, unit: 'bz', target: 't' } });
    expect(declareShots(at(20), RU, 'bz > t', true, undefined, RULES).ok).toBe(true);
  });

  it('GIVEN a rifle team out of range, or down to 4 riflemen THEN the direct shot is refused when declared', () => {
    const rifles = (x: number, casualties = 0) => inPhase(game([onTable(RU, spec('r'), { position: { x: 0, y: 10 }, casualties }), onTable(AX, spec('a'), { position: { x, y: 10 } })]), 'firing');
    expectCode(declareShots(rifles(30), RU, 'r > a', true, undefined, RULES), 'fireteam/out-of-range');
    expectCode(declareShots(rifles(20, 3), RU, 'r > a', true, undefined, RULES), 'fireteam/no-fire-effect');
    expect(declareShots(rifles(20), RU, 'r > a', true, undefined, RULES).ok).toBe(true);
  });
});
