import { describe, expect, it } from 'vitest';
import { PUBLIC, type Viewer } from '../../../../src/core/views.js';
import { allocatePoints, createCampaign, declareAssault, holdPosition, pairAssaults } from '../../../../src/core/rulesets/fireteam/campaign-map.js';
import { createPatrol } from '../../../../src/core/rulesets/fireteam/patrol.js';
import { createFireteamState } from '../../../../src/core/rulesets/fireteam/state.js';
import { declareFire } from '../../../../src/core/rulesets/fireteam/turn.js';
import { viewFireteam, viewFireteamCampaign } from '../../../../src/core/rulesets/fireteam/view.js';
import { AX, game, inPhase, onTable, RU, RULES, spec, unwrap } from './fixtures-forces.js';

const player = (side: string): Viewer => ({ kind: 'member', userId: `u-${side}`, side, gm: false });
const GM: Viewer = { kind: 'member', userId: 'gm', gm: true };

describe('viewFireteam', () => {
  const s = inPhase(game([onTable(AX, spec('HIDDEN-mg')), onTable(RU, spec('ft'))]), 'firing');
  const axDeclared = unwrap(declareFire(s, AX, [{ unit: 'HIDDEN-mg', kind: 'direct', target: 'ft' }])).state;

  it('GIVEN any viewer THEN every unit on or off the table is shown (nothing on the table is hidden)', () => {
    const v = viewFireteam(game([onTable(AX, spec('a')), onTable(RU, spec('r'))]), PUBLIC);
    expect(v.units.map((u) => [u.id, u.side, u.status])).toEqual([
      ['a', AX, 'active'],
      ['r', RU, 'active'],
    ]);
    expect([v.turn, v.phase, v.attacker, v.viewer]).toEqual([1, 'actions', AX, { kind: 'public' }]);
  });

  it('GIVEN one side has declared fire THEN its targets are secret from the enemy and the public, not from itself or the GM', () => {
    const leak = (v: ReturnType<typeof viewFireteam>) => JSON.stringify(v.declarations).includes('HIDDEN-');
    expect(leak(viewFireteam(axDeclared, player(RU)))).toBe(false);
    expect(leak(viewFireteam(axDeclared, PUBLIC))).toBe(false);
    expect(leak(viewFireteam(axDeclared, player(AX)))).toBe(true);
    expect(leak(viewFireteam(axDeclared, GM))).toBe(true);
    expect(viewFireteam(axDeclared, player(RU)).declared).toEqual([AX]);
  });

  it('GIVEN both have declared THEN all targets are public', () => {
    const both = unwrap(declareFire(axDeclared, RU, [{ unit: 'ft', kind: 'direct', target: 'HIDDEN-mg' }])).state;
    expect(viewFireteam(both, PUBLIC).declarations).toEqual([
      { side: AX, unit: 'HIDDEN-mg', kind: 'direct', target: 'ft' },
      { side: RU, unit: 'ft', kind: 'direct', target: 'HIDDEN-mg' },
    ]);
  });

  it('GIVEN a unit with fields the view does not list THEN they are not copied', () => {
    const withExtra = { ...s, units: s.units.map((u) => ({ ...u, secretNote: 'HIDDEN-note' })) };
    expect(JSON.stringify(viewFireteam(withExtra, PUBLIC))).not.toContain('HIDDEN-note');
  });

  it('GIVEN a patrol THEN markers and JOPs are shown', () => {
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: AX,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [0, 4, 8, 12].map((x) => ({ x, y: 0 })), [RU]: [0, 4, 8, 12].map((x) => ({ x, y: 48 })) },
        jopsPerSide: 4,
      }),
    );
    const v = viewFireteam(unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol })), player(RU));
    expect(v.patrol?.markers).toHaveLength(8);
    expect([v.patrol?.stage, v.patrol?.toMove, v.patrol?.jopsPerSide]).toEqual(['moving', AX, 4]);
    expect(v.viewer).toEqual({ kind: 'side', side: RU });
  });
});

describe('viewFireteamCampaign', () => {
  const c0 = unwrap(createCampaign({ sides: [AX, RU] }));
  const c1 = unwrap(declareAssault(c0, AX, 'A1', 'A2'));

  it('GIVEN one side has declared its assault THEN only it and the GM know where', () => {
    expect(viewFireteamCampaign(c1, player(RU)).assaults).toEqual([]);
    expect(viewFireteamCampaign(c1, PUBLIC).assaults).toEqual([]);
    expect(viewFireteamCampaign(c1, player(AX)).assaults).toEqual([{ side: AX, from: 'A1', to: 'A2' }]);
    expect(viewFireteamCampaign(c1, GM).assaults).toHaveLength(1);
    expect(viewFireteamCampaign(c1, PUBLIC).declared).toEqual([AX]);
  });

  it('GIVEN the games paired THEN the assaults are public; splits stay secret until both are made', () => {
    let c = unwrap(pairAssaults(unwrap(declareAssault(c1, RU, 'C4', 'C3')), RULES));
    expect(viewFireteamCampaign(c, PUBLIC).assaults).toHaveLength(2);
    c = unwrap(allocatePoints(c, AX, { attack: 6, defence: 2 }));
    expect(viewFireteamCampaign(c, player(RU)).allocations).toEqual({});
    expect(viewFireteamCampaign(c, player(AX)).allocations).toEqual({ [AX]: { attack: 6, defence: 2 } });
    c = unwrap(allocatePoints(c, RU, { attack: 4, defence: 4 }));
    expect(Object.keys(viewFireteamCampaign(c, player(RU)).allocations)).toEqual([AX, RU]);
  });

  it('GIVEN a side holding THEN shown as holding once paired', () => {
    const c = unwrap(pairAssaults(unwrap(holdPosition(c1, RU)), RULES));
    expect(viewFireteamCampaign(c, PUBLIC).assaults).toEqual([
      { side: AX, from: 'A1', to: 'A2' },
      { side: RU, holds: true },
    ]);
  });

  it('the map shows each square\'s owner', () => {
    const squares = viewFireteamCampaign(c0, PUBLIC).map.squares;
    expect(squares.find((s) => s.id === 'B4')?.owner).toBe(RU);
    expect(squares.find((s) => s.id === 'B2')?.owner).toBeUndefined();
  });
});
