import { describe, expect, it } from 'vitest';
import { PUBLIC, type Viewer } from '../../../../../src/core/views.js';
import { allocatePoints, createCampaign, declareAssault, holdPosition, pairAssaults } from '../../../../../src/rulesets/fireteam/rules/campaign/campaign-map.js';
import { createPatrol } from '../../../../../src/rulesets/fireteam/rules/patrol/patrol.js';
import { createFireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { deployUnit } from '../../../../../src/rulesets/fireteam/rules/actions/deploy.js';
import { endPhase } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { placeJop } from '../../../../../src/rulesets/fireteam/rules/setup/patrol-phase.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { viewFireteam, viewFireteamCampaign } from '../../../../../src/rulesets/fireteam/rules/game/view.js';
import { AX, game, inPhase, onTable, RU, RULES, spec, unwrap } from '../fixtures-forces.js';

const player = (side: string): Viewer => ({ kind: 'member', userId: `u-${side}`, side, gm: false });
const GM: Viewer = { kind: 'member', userId: 'gm', gm: true };

describe('viewFireteam', () => {
  const s = inPhase(game([onTable(AX, spec('HIDDEN-mg')), onTable(RU, spec('ft'))]), 'firing');
  const axDeclared = unwrap(declareFire(s, AX, [{ unit: 'HIDDEN-mg', kind: 'direct', target: 'ft' }])).state;

  it('GIVEN any viewer THEN every unit on the table is shown (nothing on the table is hidden)', () => {
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

  it('GIVEN a patrol THEN a side sees its own unlocked markers, the enemy only how many it has; the GM all', () => {
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
    const s0 = unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol }));
    const v = viewFireteam(s0, player(RU));
    expect(v.patrol?.markers.map((m) => m.id)).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(v.patrol?.unseenMarkers).toEqual({ [AX]: 4, [RU]: 0 });
    expect([v.patrol?.stage, v.patrol?.toMove, v.patrol?.jopsPerSide]).toEqual(['moving', AX, 4]);
    expect(v.viewer).toEqual({ kind: 'side', side: RU });
    expect(viewFireteam(s0, GM).patrol?.markers).toHaveLength(8);
    expect(viewFireteam(s0, PUBLIC).patrol?.markers).toEqual([]);
    expect(viewFireteam(s0, PUBLIC).patrol?.unseenMarkers).toEqual({ [AX]: 4, [RU]: 4 });
  });

  describe('after the patrol', () => {
    // Markers 10" apart lock at once, so the JOP stage opens straight away.
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: AX,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [0, 4, 8, 12].map((x) => ({ x, y: 0 })), [RU]: [0, 4, 8, 12].map((x) => ({ x, y: 10 })) },
        jopsPerSide: 3,
      }),
    );
    let g = unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol }));
    g = unwrap(placeJop(g, AX, { position: { x: 13.37, y: 1 }, coverAttested: true })).state;

    it('GIVEN locked markers THEN they are public, contact seen by both', () => {
      expect(viewFireteam(g, PUBLIC).patrol?.markers).toHaveLength(8);
      expect(viewFireteam(g, PUBLIC).patrol?.unseenMarkers).toEqual({ [AX]: 0, [RU]: 0 });
    });

    it('GIVEN a JOP placed THEN its side and the GM know where, the enemy and the channel only that it was placed', () => {
      const leak = (viewer: Viewer) => JSON.stringify(viewFireteam(g, viewer)).includes('13.37');
      expect([leak(PUBLIC), leak(player(RU)), leak(player(AX)), leak(GM)]).toEqual([false, false, true, true]);
      expect(viewFireteam(g, player(RU)).patrol?.jopsPlaced).toEqual({ [AX]: 1, [RU]: 0 });
      expect(viewFireteam(g, player(AX)).patrol?.jops).toEqual([{ id: 'jop-a1', side: AX, position: { x: 13.37, y: 1 }, secret: true }]);
    });

    it('GIVEN the game under way THEN a JOP stays secret until a unit deploys from it, then everyone sees it', () => {
      let t = unwrap(placeJop(g, RU, { position: { x: 2, y: 11 }, coverAttested: true })).state;
      for (const [side, x] of [[AX, 2], [RU, 6], [AX, 6], [RU, 10]] as const) {
        t = unwrap(placeJop(t, side, { position: { x, y: side === AX ? 1 : 11 }, coverAttested: true })).state;
      }
      t = { ...unwrap(endPhase({ ...t, phase: 'deploy-jops' })).state, units: [makeUnit(AX, spec('HIDDEN-ft'))] };
      expect(viewFireteam(t, PUBLIC).jops).toEqual([]);
      expect(viewFireteam(t, PUBLIC).unseenJops).toEqual({ [AX]: 3, [RU]: 3 });
      expect(viewFireteam(t, player(AX)).jops.filter((j) => j.side === AX).map((j) => [j.id, j.secret])).toEqual([['jop-a1', true], ['jop-a2', true], ['jop-a3', true]]);
      expect(viewFireteam(t, player(AX)).unseenJops).toEqual({ [AX]: 0, [RU]: 3 });
      const deployed = unwrap(deployUnit(t, AX, 'HIDDEN-ft', { jop: 'jop-a1' })).state;
      expect(viewFireteam(deployed, player(RU)).jops.filter((j) => j.side === AX)).toEqual([{ id: 'jop-a1', side: AX, position: { x: 13.37, y: 1 }, deployedThisTurn: ['HIDDEN-ft'], secret: false }]);
      expect(viewFireteam(deployed, PUBLIC).patrol?.jops.map((j) => j.id)).toEqual(['jop-a1']);
      expect(viewFireteam(deployed, PUBLIC).unseenJops).toEqual({ [AX]: 2, [RU]: 3 });
    });
  });

  it('GIVEN units off table THEN the enemy and the channel know nothing of those never on the table; their own side and the GM see them marked secret', () => {
    const t = game([
      makeUnit(AX, spec('HIDDEN-reserve')),
      onTable(AX, spec('front')),
      { ...makeUnit(AX, spec('withdrawn')), revealed: true },
      { ...makeUnit(AX, spec('dead')), status: 'removed' as const },
      onTable(RU, spec('r')),
    ]);
    const ids = (viewer: Viewer) => viewFireteam(t, viewer).units.map((u) => u.id);
    expect(ids(PUBLIC)).toEqual(['front', 'withdrawn', 'dead', 'r']);
    expect(ids(player(RU))).toEqual(['front', 'withdrawn', 'dead', 'r']);
    expect(JSON.stringify(viewFireteam(t, player(RU)))).not.toContain('HIDDEN');
    expect(ids(player(AX))).toEqual(['HIDDEN-reserve', 'front', 'withdrawn', 'dead', 'r']);
    expect(ids(GM)).toEqual(ids(player(AX)));
    expect(viewFireteam(t, player(AX)).units.filter((u) => u.secret).map((u) => u.id)).toEqual(['HIDDEN-reserve']);
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
