import { expect } from 'vitest';
import type { FireteamScenario } from '../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { createCampaign, declareAssault, pairAssaults } from '../../../../src/rulesets/fireteam/rules/campaign/campaign-map.js';
import { makeUnit, type Unit, type UnitSpec } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';
import { setUpBattle } from '../../../../src/rulesets/fireteam/rules/setup/setup.js';
import { FIRETEAM_RULES } from '../../../../src/rulesets/fireteam/rules/house-rules.js';
import { rulesFor } from '../../../../src/core/house-rules.js';
import type { Harness } from '../../../helpers/harness.js';

const rifles = (id: string, extra: Partial<UnitSpec> = {}): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }], ...extra });

/** A unit on the table at (x, y), fit to shoot this turn. */
function at(side: string, spec: UnitSpec, x: number, y: number, more: Partial<Unit> = {}): Unit {
  return { ...makeUnit(side, spec), onTable: true, position: { x, y }, ...more };
}

/**
 * The usual table: Russians r-a, r-b (off), r-c, r-at, r-aop, r-off, r-med and an empty truck r-truck
 * beside r-a; Germans g-a, the half-track g-tank and the truck g-truck with g-b riding in it.
 */
function units(): Unit[] {
  return [
    at('Russians', rifles('r-a'), 30, 20),
    makeUnit('Russians', rifles('r-b')),
    at('Russians', rifles('r-c'), 20, 14),
    at('Russians', { id: 'r-at', kind: 'fire-team', quality: 'average', figures: 2, crew: 2, weapons: [{ kind: 'at-rifle', count: 1 }] }, 30, 22),
    at('Russians', { id: 'r-aop', kind: 'special', quality: 'average', figures: 2, roles: ['aop'] }, 28, 20),
    at('Russians', { id: 'r-off', kind: 'hq', quality: 'average', figures: 1, weapons: [{ kind: 'pistol', count: 1 }], roles: ['officer'] }, 29, 21),
    at('Russians', { id: 'r-med', kind: 'special', quality: 'average', figures: 1, roles: ['medic'] }, 29, 19),
    at('Germans', rifles('g-a', { quality: 'veteran' }), 40, 20),
    at('Germans', { id: 'g-tank', kind: 'vehicle', quality: 'veteran', figures: 0, vehicle: 'hannomag' }, 45, 22),
    at('Russians', { id: 'r-truck', kind: 'vehicle', quality: 'average', figures: 0, vehicle: 'truck' }, 31, 20, { deployedThisTurn: true }),
    at('Germans', { id: 'g-truck', kind: 'vehicle', quality: 'veteran', figures: 0, vehicle: 'truck' }, 46, 21),
    at('Germans', rifles('g-b', { quality: 'veteran' }), 46, 21, { aboard: 'g-truck' }),
  ];
}

/**
 * Fire Team campaigns for the bad-input baselines, one per situation a command needs, each run by
 * the GM ann (who names the side): `ft` before the battle (JOPs still to place), `ftp` the Patrol
 * Phase, `fta` actions, `ftd` firing to declare, `ftf` firing declared, `ftn` pinning, `ftm` and
 * `fto` movement (the Russians' step; the Germans' step with Russians on overwatch), `ftx` assaults
 * (r-a in contact with g-a) with the river campaign fighting.
 */
export function fireteamSituations(h: Harness): void {
  const open = (channel: string, patch: (g: FireteamGame, board: FireteamScenario) => FireteamGame): void => {
    expect(h.run('ann', '/campaign new ruleset:fireteam name:FT sides:"Russians,Germans" scenario:fireteam-river-crossing', channel).ok).toBe(true);
    h.store.transaction((tx) => {
      const c = tx.activeCampaign(channel)!;
      tx.saveCampaign({ ...c, game: patch(c.game as FireteamGame, c.board as FireteamScenario) });
    });
  };
  const battle = (g: FireteamGame, board: FireteamScenario, patrol: boolean): FireteamGame => {
    const r = setUpBattle({ ...g, units: units().map((u) => ({ ...u, onTable: false })) }, board, { attacker: 'Russians', patrol, jops: 3 });
    if (!r.ok) throw new Error(r.code);
    return { ...r.value, units: units() };
  };
  const inPhase = (phase: FireteamGame['phase'], step: FireteamGame['step'], more: Partial<FireteamGame> = {}) => (g: FireteamGame, board: FireteamScenario): FireteamGame => ({
    ...battle(g, board, false),
    phase,
    step,
    ...more,
  });
  open('ft', (g) => ({ ...g, units: units().map((u) => ({ ...u, onTable: false })) }));
  open('ftp', (g, board) => battle(g, board, true));
  open('fta', inPhase('actions', { side: 'Russians', done: [] }));
  open('ftd', inPhase('firing', { side: 'Russians', done: [] }));
  open(
    'ftf',
    inPhase('firing', { side: 'Russians', done: ['Russians', 'Germans'] }, {
      declarations: [
        { unit: 'r-a', kind: 'direct', target: 'g-a' },
        { unit: 'r-at', kind: 'anti-tank', target: 'g-tank' },
        { unit: 'r-aop', kind: 'indirect', aimPoint: { x: 40, y: 20 } },
      ],
    }),
  );
  open('ftn', (g, board) => {
    const s = inPhase('pinning', { side: 'Russians', done: [] })(g, board);
    return {
      ...s,
      units: s.units.map((u) => (u.id === 'r-a' ? { ...u, status: 'pinned' as const, pinnedTurn: 1, pinsThisTurn: 2, casualties: 1 } : u)),
      extras: { resolved: [], killsThisTurn: { 'r-a': 1 }, atShots: {} },
    };
  });
  open('ftm', inPhase('movement', { side: 'Russians', done: [] }));
  open('fto', (g, board) => {
    const s = inPhase('movement', { side: 'Germans', done: [] })(g, board);
    return { ...s, units: s.units.map((u) => (u.id === 'r-c' ? { ...u, overwatch: true } : u.id === 'g-a' ? { ...u, movedThisTurn: true } : u)) };
  });
  open('ftx', (g, board) => {
    const s0 = inPhase('assaults', { side: 'Russians', done: [] })(g, board);
    // r-a has dashed into contact with g-a (within 1").
    const s = { ...s0, units: s0.units.map((u) => (u.id === 'r-a' ? { ...u, position: { x: 39.5, y: 20 } } : u)) };
    const rules = rulesFor(FIRETEAM_RULES);
    let c = createCampaign({ sides: ['Russians', 'Germans'] });
    for (const [side, from, to] of [['Russians', 'A1', 'A2'], ['Germans', 'C4', 'C3']] as const) {
      if (c.ok) c = declareAssault(c.value, side, from, to);
    }
    const paired = c.ok ? pairAssaults(c.value, rules) : c;
    if (!paired.ok) throw new Error(paired.code);
    return { ...s, extras: { resolved: [], killsThisTurn: {}, atShots: {}, river: paired.value } };
  });
}

/** Bad-input baselines for every /fireteam command, in the situations above. */
export const FIRETEAM_VALID = {
  'fireteam status': { actor: 'ann', channel: 'ft', options: {} },
  'fireteam setup': { actor: 'ann', channel: 'ft', options: { patrol: 'false', attacker: 'Russians', jops: '3' } },
  'fireteam force': { actor: 'ann', channel: 'ft', options: { list: 'russians', squads: '2', weapons: '1', picks: 'scouts', smg: '1', commissar: 'kgb', prefix: 'x-', side: 'Russians' } },
  'fireteam unit list': { actor: 'ann', channel: 'ft', options: { all: 'true' } },
  'fireteam unit place': { actor: 'ann', channel: 'ft', options: { unit: 'r-a', at: '10,10', side: 'Russians' } },
  'fireteam patrol move': { actor: 'ann', channel: 'ftp', options: { marker: 'a1', to: '12,10', side: 'Russians' } },
  'fireteam patrol jop': { actor: 'ann', channel: 'ft', options: { at: '10,10', cover: 'true', side: 'Russians' } },
  'fireteam deploy': { actor: 'ann', channel: 'fta', options: { unit: 'r-b', jop: 'jop-birch-wood', at: '15,15', side: 'Russians' } },
  'fireteam heading': { actor: 'ann', channel: 'fta', options: { unit: 'r-truck', toward: '40,20', side: 'Russians' } },
  'fireteam overwatch on': { actor: 'ann', channel: 'fta', options: { unit: 'r-a', side: 'Russians' } },
  'fireteam overwatch fire': { actor: 'ann', channel: 'fto', options: { unit: 'r-c', target: 'g-a', stop: '41,20', cover: 'open', enfilade: 'false', visible: 'false', side: 'Russians' } },
  'fireteam ground': { actor: 'ann', channel: 'fta', options: { unit: 'r-c', side: 'Russians' } },
  'fireteam fire declare': { actor: 'ann', channel: 'ftd', options: { shots: 'r-a > g-a; r-at > g-tank', visible: 'false', side: 'Russians' } },
  'fireteam fire resolve': { actor: 'ann', channel: 'ftf', options: { shooter: 'r-a', cover: 'soft', enfilade: 'true', suppressive: '2', weapon: 'rifle', range: '10', side: 'Russians' } },
  'fireteam at': { actor: 'ann', channel: 'ftf', options: { shooter: 'r-at', moved: 'false', shootermoved: 'false', concealed: 'true', weapon: 'at-rifle', range: '15', side: 'Russians' } },
  'fireteam artillery': { actor: 'ann', channel: 'ftf', options: { observer: 'r-aop', weapon: 'medium-mortar', side: 'Russians' } },
  'fireteam rally': { actor: 'ann', channel: 'ftn', options: { unit: 'r-a', by: 'r-off', side: 'Russians' } },
  'fireteam medic': { actor: 'ann', channel: 'ftn', options: { medic: 'r-med', unit: 'r-a', hit: 'kill', side: 'Russians' } },
  'fireteam move': { actor: 'ann', channel: 'ftm', options: { unit: 'r-a', to: '20,20', obstacles: '0', woods: 'false', road: 'false', turns: '0', side: 'Russians' } },
  'fireteam embark': { actor: 'ann', channel: 'ftm', options: { unit: 'r-a', vehicle: 'r-truck', side: 'Russians' } },
  'fireteam disembark': { actor: 'ann', channel: 'fto', options: { unit: 'g-b', at: '46,22', side: 'Germans' } },
  'fireteam assault': { actor: 'ann', channel: 'ftx', options: { attackers: 'r-a', defenders: 'g-a', cover: 'false', side: 'Russians' } },
  'fireteam done': { actor: 'ann', channel: 'fta', options: { force: 'false', side: 'Russians' } },
  'fireteam campaign status': { actor: 'ann', channel: 'ft', options: {} },
  'fireteam campaign assault': { actor: 'ann', channel: 'ft', options: { from: 'B1', to: 'B2', side: 'Russians' } },
  'fireteam campaign split': { actor: 'ann', channel: 'ftx', options: { attack: '5', defence: '3', side: 'Russians' } },
  'fireteam campaign result': { actor: 'ann', channel: 'ftx', options: { game: 't1-g1', winner: 'Russians' } },
} as const;
