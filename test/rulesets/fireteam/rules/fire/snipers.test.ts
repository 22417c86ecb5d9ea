import { describe, expect, it } from 'vitest';
import { fire, fireTogether, type ShotInput } from '../../../../../src/rulesets/fireteam/rules/fire/fire.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unwrap } from '../fixtures-forces.js';
import { allFaces, dice, RULES } from '../fixtures.js';

const target = { quality: 'average' as const, figures: 7 };
const team: ShotInput = { size: 'normal', weapon: 'lmg', cover: 'open', target };
const sniper: ShotInput = { size: 'small', weapon: 'sniper-rifle', cover: 'open', target };

describe('a sniper\'s shot added to another team\'s (seed 004, Special Units: Snipers)', () => {
  it('GIVEN both roll THEN their hits are taken together against one pin score', () => {
    // LMG 5 in the open: 2 hits, both Pins alone; the sniper's 6 − small 1 = 5: 2 more, now Kills.
    const r = unwrap(fireTogether(team, [sniper], dice(5, 6), RULES));
    expect(r.rolls.map((x) => [x.weapon, x.score, x.hits])).toEqual([
      ['lmg', 5, 2],
      ['sniper-rifle', 5, 2],
    ]);
    expect(r.effect).toMatchObject({ hits: 4, pins: 2, kills: 2, pinned: true, pinnedBy: 'quota' });
    expect(unwrap(fire(team, dice(5), RULES)).effect).toMatchObject({ hits: 2, pinned: false });
  });

  it('GIVEN suppressive fire by the team THEN the sniper\'s hits only pin too', () => {
    const r = unwrap(fireTogether({ ...team, suppressive: { inchesFromEdge: 2 } }, [sniper], dice(5, 6), RULES));
    expect(r.effect).toMatchObject({ hits: 4, kills: 0 });
  });

  // Hits 0–4 for the LMG two faces each; the sniper (−1) 0, 1, 2, 3, 4 hits on 3, 2, 2, 2, 1 faces. At
  // most 2 hits together: 2·(3+2+2) + 2·(3+2) + 2·3 = 30 pairs, so 70 of 100 kill.
  it('GIVEN every pair of d10s THEN exactly 70 of 100 give the pair a Kill on an average team in the open', () => {
    let kills = 0;
    for (const [a, b] of allFaces(2, 10)) if (unwrap(fireTogether(team, [sniper], dice(a!, b!), RULES)).effect.kills > 0) kills++;
    expect(kills).toBe(70);
  });
});

describe('declaring a sniper with a team', () => {
  const s = inPhase(
    game([
      onTable(AX, spec('a')),
      onTable(AX, spec('snp', { kind: 'special', figures: 2, weapons: [{ kind: 'sniper-rifle', count: 1 }], roles: ['sniper'] })),
      onTable(AX, spec('b')),
      onTable(RU, spec('x')),
      onTable(RU, spec('y')),
    ]),
    'firing',
  );

  it('GIVEN the team shoots the same target THEN the sniper joins it', () => {
    const r = unwrap(declareFire(s, AX, [{ unit: 'a', kind: 'direct', target: 'x' }, { unit: 'snp', kind: 'direct', target: 'x', with: 'A' }]));
    expect(r.state.declarations).toContainEqual({ unit: 'snp', kind: 'direct', target: 'x', with: 'a' });
  });

  it('GIVEN another target, no such shot, or a joined shot THEN refused', () => {
    expectCode(declareFire(s, AX, [{ unit: 'a', kind: 'direct', target: 'y' }, { unit: 'snp', kind: 'direct', target: 'x', with: 'a' }]), 'fireteam/bad-joined-shot');
    expectCode(declareFire(s, AX, [{ unit: 'snp', kind: 'direct', target: 'x', with: 'a' }]), 'fireteam/bad-joined-shot');
    expectCode(declareFire(s, AX, [{ unit: 'snp', kind: 'direct', target: 'x', with: 'snp' }]), 'fireteam/bad-joined-shot');
  });

  it('GIVEN a team that is not a sniper THEN it cannot join', () => {
    expectCode(declareFire(s, AX, [{ unit: 'a', kind: 'direct', target: 'x' }, { unit: 'b', kind: 'direct', target: 'x', with: 'a' }]), 'fireteam/not-a-sniper');
  });
});
