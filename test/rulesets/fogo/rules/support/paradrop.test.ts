import { describe, expect, it } from 'vitest';
import { directFire } from '../../../../../src/rulesets/fogo/rules/fire/direct-fire.js';
import { applyInitiative } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import { moveStand } from '../../../../../src/rulesets/fogo/rules/actions/movement.js';
import { reactiveFire } from '../../../../../src/rulesets/fogo/rules/fire/reactive-fire.js';
import { hazardLanding, paradrop } from '../../../../../src/rulesets/fogo/rules/support/paradrop.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState =>
  game(
    [
      spec('PC', 'commander', { offTable: true }),
      spec('P1', 'rifle-assault', { offTable: true, commandedBy: 'PC' }),
      spec('P2', 'rifle-lmg', { offTable: true, commandedBy: 'PC' }),
      spec('P3', 'rifle-lmg', { offTable: true, commandedBy: 'PC' }),
      spec('PC2', 'commander', { offTable: true }),
      spec('Q1', 'rifle-assault', { offTable: true, commandedBy: 'PC2' }),
      spec('ON', 'rifle-assault'),
    ],
    [spec('E', 'rifle-assault')],
  );

describe('parachute drops (crossfire-core §2.8)', () => {
  it.each<[number, string]>([
    [1, 'killed'],
    [2, 'killed'],
    [3, 'suppressed'],
    [4, 'suppressed'],
    [5, 'ok'],
    [6, 'ok'],
  ])('GIVEN a %i on hazardous ground THEN %s', (die, outcome) => {
    expect(hazardLanding(die)).toBe(outcome);
    const roller = dice(die);
    const r = unwrap(paradrop(base(), { side: PT, dropZone: 'DZ North', landings: [{ stand: 'P1', zone: 'hazard', feature: 'woods' }] }, roller));
    expect(r.result.landings).toEqual([{ stand: 'P1', zone: 'hazard', feature: 'woods', die, part: roller.parts[0], outcome }]);
    expect(stand(r.state, 'P1')).toMatchObject({ status: outcome, feature: 'woods', landedInInitiative: 1 });
    expect(stand(r.state, 'P1').offTable).toBeUndefined();
  });

  it('GIVEN off-table or deep-water and safe landings THEN killed and OK without a roll, and the initiative never passes', () => {
    const roller = dice(1);
    const r = unwrap(
      paradrop(
        base(),
        {
          side: PT,
          dropZone: 'DZ',
          landings: [
            { stand: 'PC', zone: 'safe' },
            { stand: 'P1', zone: 'lethal' },
            { stand: 'P2', zone: 'hazard' },
            { stand: 'P3', zone: 'safe' },
          ],
        },
        roller,
      ),
    );
    expect(r.result.landings.map((l) => [l.stand, l.die, l.outcome])).toEqual([
      ['PC', undefined, 'ok'],
      ['P1', undefined, 'killed'],
      ['P2', 1, 'killed'],
      ['P3', undefined, 'ok'],
    ]);
    expect(roller.parts).toHaveLength(1);
    expect(r.result).toMatchObject({ combatGroup: 'PC', initiative: 'keep' });
    expect(r.state.initiative).toBe(PT);
  });

  it('GIVEN paratroops just landed THEN they cannot move this initiative, and can once it comes round again', () => {
    const r = unwrap(paradrop(base(), { side: PT, dropZone: 'DZ', landings: [{ stand: 'P1', zone: 'safe' }] }, dice()));
    expectCode(moveStand(r.state, { side: PT, stand: 'P1', feature: 'hill' }, RULES), 'fogo/just-landed');
    const later = applyInitiative(applyInitiative(r.state, 'pass', RULES), 'pass', RULES);
    expect(moveStand(later, { side: PT, stand: 'P1', feature: 'hill' }, RULES).ok).toBe(true);
  });

  it('GIVEN fire at paratroops in the initiative they land THEN they count as in the open; later, cover counts', () => {
    const r = unwrap(paradrop(base(), { side: PT, dropZone: 'DZ', landings: [{ stand: 'P1', zone: 'safe', feature: 'woods' }] }, dice()));
    const shot = unwrap(reactiveFire(r.state, { side: FR, firers: ['E'], target: 'P1', cover: 'cover' }, dice(1, 1, 1), RULES));
    expect(shot.result.volley.shots[0]).toMatchObject({ dice: 3, modifiers: [{ reason: 'target-just-landed', dice: 0 }] });
    const enemy = applyInitiative(r.state, 'pass', RULES);
    const afterwards = unwrap(directFire(enemy, { side: FR, firers: ['E'], target: 'P1', cover: 'cover' }, dice(1, 1), RULES));
    expect(afterwards.result.volley.shots[0]?.dice).toBe(2);
  });

  it('GIVEN a second combat group on the same drop zone in one initiative THEN refused; the same group may drop more', () => {
    const r = unwrap(paradrop(base(), { side: PT, dropZone: 'DZ', landings: [{ stand: 'P1', zone: 'safe' }] }, dice()));
    expect(paradrop(r.state, { side: PT, dropZone: 'dz', landings: [{ stand: 'P2', zone: 'safe' }] }, dice()).ok).toBe(true);
    expectCode(paradrop(r.state, { side: PT, dropZone: 'dz', landings: [{ stand: 'Q1', zone: 'safe' }] }, dice()), 'fogo/drop-zone-used');
    expect(paradrop(r.state, { side: PT, dropZone: 'DZ South', landings: [{ stand: 'Q1', zone: 'safe' }] }, dice()).ok).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['two combat groups at once', { landings: [{ stand: 'P1', zone: 'safe' }, { stand: 'Q1', zone: 'safe' }] }, 'fogo/mixed-combat-groups'],
    ['a stand already on the table', { landings: [{ stand: 'ON', zone: 'safe' }] }, 'fogo/not-off-table'],
    ['no landings', { landings: [] }, 'fogo/no-landings'],
    ['a stand twice', { landings: [{ stand: 'P1', zone: 'safe' }, { stand: 'P1', zone: 'safe' }] }, 'fogo/listed-twice'],
    ['an empty drop zone', { dropZone: ' ' }, 'fogo/bad-feature'],
    ['the other side', { side: FR }, 'fogo/not-phasing'],
  ])('GIVEN %s THEN %s', (_, change, code) => {
    expectCode(paradrop(base(), { side: PT, dropZone: 'DZ', landings: [{ stand: 'P1', zone: 'safe' }], ...change }, dice()), code);
  });
});
