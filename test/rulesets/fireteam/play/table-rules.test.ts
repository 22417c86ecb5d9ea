import { describe, expect, it } from 'vitest';
import { fireteamBoardFor } from '../../../../src/rulesets/fireteam/play/board.js';
import type { FireteamGame } from '../../../../src/rulesets/fireteam/rules/game/game.js';
import type { FireteamScenario } from '../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { viewFireteam } from '../../../../src/rulesets/fireteam/rules/game/view.js';
import { makeUnit, type Unit, type UnitSpec, type VehicleDamage } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import { PUBLIC } from '../../../../src/core/views.js';
import { harness } from '../../../helpers/harness.js';

const place = (side: string, spec: UnitSpec, x: number, y: number, more: Partial<Unit> = {}): Unit => ({ ...makeUnit(side, spec), onTable: true, position: { x, y }, ...more });
const rifles = (id: string, more: Partial<UnitSpec> = {}): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }], ...more });
const vehicle = (id: string, model: 'hannomag' | 'panzer-iv' | 't-34-85' | 'truck'): UnitSpec => ({ id, kind: 'vehicle', quality: 'average', figures: 0, vehicle: model });
const damaged = (u: Unit, d: Partial<VehicleDamage>): Unit => ({ ...u, vehicle: { ...u.vehicle!, damage: { ...u.vehicle!.damage, ...d } } });

/**
 * The river-crossing table in turn 2, in `phase` with `step`: bob plays the Russians, cat the Germans,
 * ann is the GM. Dice come from `q`.
 */
function table(units: Unit[], phase: FireteamGame['phase'], step: FireteamGame['step'], more: Partial<FireteamGame> = {}) {
  const q: number[] = [];
  const h = harness({ faces: q });
  h.run('ann', '/campaign new ruleset:fireteam name:Sosna sides:"Russians,Germans" scenario:fireteam-river-crossing');
  h.run('bob', '/campaign join side:Russians');
  h.run('cat', '/campaign join side:Germans');
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    tx.saveCampaign({ ...c, game: { ...(c.game as FireteamGame), turn: 2, phase, step, units, ...more } satisfies FireteamGame });
  });
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FireteamGame);
  const board = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.board as FireteamScenario);
  const u = (id: string) => game().units.find((x) => x.id === id)!;
  const code = (actor: string, line: string) => {
    const r = h.run(actor, line);
    return r.ok ? 'ok' : r.error.code;
  };
  return { h, q, game, board, u, code };
}

describe('line of sight when fire is declared (seed 004, Cover)', () => {
  const units = () => [
    place('Russians', rifles('r-a'), 10, 20),
    place('Germans', rifles('g-deep'), 11, 8),
    place('Germans', rifles('g-far'), 25, 2),
    place('Germans', rifles('g-open'), 14, 24),
  ];
  const firing = () => table(units(), 'firing', { side: 'Russians', done: [] });

  it('GIVEN a target deep in the wood THEN refused, unless the player attests it is seen', () => {
    const t = firing();
    const r = t.h.run('bob', '/fireteam fire declare shots:"r-a > g-deep"');
    expect(r.ok ? 'ok' : r.error.code).toBe('fireteam/target-hidden');
    expect(r.outcome.private?.text).toContain('inside Birch wood');
    expect(t.game().step.done).toEqual([]);
    expect(t.code('bob', '/fireteam fire declare shots:"r-a > g-deep" visible:true')).toBe('ok');
    // The side's word is kept with the shot, and the channel reads it when all fire is revealed.
    const revealed = t.h.run('cat', '/fireteam fire declare shots:none');
    expect(revealed.ok ? revealed.outcome.public?.text : revealed.error.code).toContain('(seen on the side\'s word, visible:true: the board reads the target hidden in Birch wood)');
  });

  it('GIVEN the wood between shooter and target THEN refused, naming it; a clear line is declared', () => {
    const t = firing();
    const r = t.h.run('bob', '/fireteam fire declare shots:"r-a > g-far"');
    expect(r.ok ? 'ok' : r.error.code).toBe('fireteam/no-line-of-sight');
    expect(r.outcome.private?.text).toContain('Birch wood blocks the line from `r-a` to `g-far`');
    expect(t.code('bob', '/fireteam fire declare shots:"r-a > g-open"')).toBe('ok');
  });
});

describe('moves on the table (seed 004, Movement; the Sosna)', () => {
  it('GIVEN a path across the river or off the table THEN refused before any die is rolled', () => {
    const t = table([place('Russians', rifles('r-a'), 30, 20)], 'movement', { side: 'Russians', done: [] });
    expect(t.code('bob', '/fireteam move unit:r-a to:45,20')).toBe('fireteam/impassable');
    expect(t.code('bob', '/fireteam move unit:r-a to:-2,20')).toBe('fireteam/off-table');
    expect(t.u('r-a').position).toEqual({ x: 30, y: 20 });
  });

  it('GIVEN the bridge THEN the river is crossed', () => {
    const t = table([place('Russians', rifles('r-a'), 30, 24)], 'movement', { side: 'Russians', done: [] });
    t.q.push(6, 6, 6, 1);
    expect(t.code('bob', '/fireteam move unit:r-a to:42,24')).toBe('ok');
    expect(t.u('r-a').position).toEqual({ x: 42, y: 24 });
  });
});

describe('assaults need contact (seed 004, Combat)', () => {
  it('GIVEN the assaulters 10" away THEN refused; a helper 4"+ from the target too', () => {
    const units = [place('Russians', rifles('r-a'), 30, 20), place('Russians', rifles('r-b'), 39.5, 20), place('Germans', rifles('g-a'), 40, 20), place('Germans', rifles('g-b'), 40, 26)];
    const t = table(units, 'assaults', { side: 'Russians', done: [] });
    expect(t.code('bob', '/fireteam assault attackers:r-a defenders:g-a')).toBe('fireteam/not-in-contact');
    expect(t.code('bob', '/fireteam assault attackers:r-b defenders:"g-a, g-b"')).toBe('fireteam/helper-too-far');
  });
});

describe('medics and officers in the pinning phase (seed 004, Special Units)', () => {
  const units = () => [
    place('Russians', rifles('r-a'), 30, 20, { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 2, casualties: 1 }),
    place('Russians', { id: 'r-med', kind: 'special', quality: 'average', figures: 1, roles: ['medic'] }, 29, 19),
    place('Russians', { id: 'r-off', kind: 'hq', quality: 'average', figures: 1, weapons: [{ kind: 'pistol', count: 1 }], roles: ['officer'] }, 29, 21),
    place('Russians', rifles('r-b'), 20, 20, { status: 'pinned', pinnedTurn: 2, pinsThisTurn: 2, casualties: 1 }),
    place('Germans', rifles('g-a'), 50, 20),
  ];
  const pinning = () => table(units(), 'pinning', { side: 'Russians', done: [] }, { extras: { resolved: [], killsThisTurn: { 'r-a': 1, 'r-b': 1 }, atShots: {} } });

  it('GIVEN a saved Pin brings the hits back within the pin score THEN the unit is no longer Pinned; the medic helps once a turn', () => {
    const t = pinning();
    t.q.push(5);
    const r = t.h.run('bob', '/fireteam medic medic:r-med unit:r-a hit:pin');
    expect(r.outcome.public?.text).toContain('the Pin is saved; back within its pin score, **r-a** is no longer Pinned.');
    expect(t.u('r-a')).toMatchObject({ status: 'active', pinsThisTurn: 1 });
    expect(t.code('bob', '/fireteam medic medic:r-med unit:r-b hit:pin')).toBe('fireteam/already-helped');
  });

  it('GIVEN an officer fails his roll THEN he may not try again this turn', () => {
    const t = pinning();
    t.q.push(2);
    expect(t.code('bob', '/fireteam rally unit:r-a by:r-off')).toBe('ok');
    expect(t.code('bob', '/fireteam rally unit:r-b by:r-off')).toBe('fireteam/already-helped');
    expect(t.u('r-off').helpedThisTurn).toBe(true);
  });
});

describe('a sniper adds its hits to a team\'s shot (seed 004, Special Units: Snipers)', () => {
  it('GIVEN the team\'s shot is resolved THEN both roll and the hits land together; the sniper\'s own is refused', () => {
    const units = [
      place('Russians', rifles('r-a'), 30, 20),
      place('Russians', { id: 'r-snp', kind: 'special', quality: 'average', figures: 2, weapons: [{ kind: 'sniper-rifle', count: 1 }], roles: ['sniper'] }, 30, 22),
      place('Germans', rifles('g-a'), 33, 20),
    ];
    const t = table(units, 'firing', { side: 'Russians', done: [] });
    expect(t.code('bob', '/fireteam fire declare shots:"r-a > g-a; r-snp > g-a with r-a"')).toBe('ok');
    expect(t.code('cat', '/fireteam fire declare')).toBe('ok');
    expect(t.code('bob', '/fireteam fire resolve shooter:r-snp')).toBe('fireteam/joined-shot');
    // Rifles (small FT) 5 − 1 = 4: 1 hit; the sniper (small FT) 6 − 1 = 5: 2 hits; 3 on an average team.
    t.q.push(5, 6);
    const r = t.h.run('bob', '/fireteam fire resolve shooter:r-a');
    expect(r.outcome.public?.text).toContain('sniper **r-snp** adds at 3.6": sniper-rifle as small FT: d10 6 − small FT 1 = 5 on the open line → 2 hits.');
    expect(r.outcome.public?.text).toContain('Together: 3 hits: 2 pins, 1 kill; **Pinned** (over its pin score 2).');
    expect(t.u('g-a')).toMatchObject({ status: 'pinned', casualties: 1 });
    expect(t.game().phase).toBe('pinning');
  });
});

describe('transports and brew-ups (seed 004, Anti-Tank Fire: "Passengers roll for hits as artillery")', () => {
  it('GIVEN a team gets in and the half-track brews up THEN the team is out where it stood and thrown for as artillery', () => {
    const units = [
      place('Russians', { id: 'r-at', kind: 'fire-team', quality: 'average', figures: 2, crew: 2, weapons: [{ kind: 'at-rifle', count: 1 }] }, 30, 22),
      place('Germans', vehicle('g-ht', 'hannomag'), 45, 22),
      place('Germans', rifles('g-b', { quality: 'veteran' }), 46, 22),
    ];
    const t = table(units, 'movement', { side: 'Germans', done: ['Russians'] });
    expect(t.code('cat', '/fireteam embark unit:g-b vehicle:g-ht')).toBe('ok');
    expect(t.u('g-b')).toMatchObject({ aboard: 'g-ht', position: { x: 45, y: 22 } });
    const list = t.h.run('bob', '/fireteam unit list');
    expect(list.outcome.private?.text).toContain('[aboard g-ht, moved]');
    t.h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const g = c.game as FireteamGame;
      tx.saveCampaign({ ...c, game: { ...g, phase: 'firing', step: { side: 'Russians', done: ['Russians', 'Germans'] }, declarations: [{ unit: 'r-at', kind: 'anti-tank', target: 'g-ht' }] } });
    });
    // To hit 6, damage die 9: brew-up; the veterans are thrown for on the open line (open, one lower): 7 = 3 hits, 3 pins.
    t.q.push(6, 9, 7);
    const r = t.h.run('bob', '/fireteam at shooter:r-at');
    expect(r.outcome.public?.text).toContain('Result on **g-ht**: Brew-up: passengers roll for hits as artillery.');
    expect(r.outcome.public?.text).toContain('• **g-b** bails out, thrown for as artillery (normal FT): d10 7 = 7 on the open line (open; under template −1) → 3 hits: 3 pins; **Pinned** (heavy weapon).');
    expect(t.u('g-b').aboard).toBeUndefined();
    expect(t.u('g-b')).toMatchObject({ status: 'pinned', pinsThisTurn: 3, position: { x: 45, y: 22 } });
  });

  it('GIVEN a team riding in a truck THEN it is shot at as a section and gets out later', () => {
    const units = [place('Russians', rifles('r-a'), 30, 20), place('Germans', vehicle('g-tr', 'truck'), 33, 20), place('Germans', rifles('g-b'), 33, 20, { aboard: 'g-tr' })];
    const t = table(units, 'firing', { side: 'Russians', done: [] });
    expect(t.code('bob', '/fireteam fire declare shots:"r-a > g-b"')).toBe('fireteam/aboard');
    expect(t.code('bob', '/fireteam fire declare shots:"r-a > g-tr"')).toBe('ok');
    expect(t.game().declarations).toContainEqual({ unit: 'r-a', kind: 'direct', target: 'g-tr' });
    t.code('cat', '/fireteam fire declare');
    t.q.push(6);
    const r = t.h.run('bob', '/fireteam fire resolve shooter:r-a');
    expect(r.outcome.public?.text).toContain('**r-a** fires at **g-tr** (the **g-b** riding in it count as a section) at 3": rifle as small FT: d10 6 − small FT 1 = 5 on the open line → 2 hits: 2 pins.');
    expect(t.u('g-b').pinsThisTurn).toBe(2);
  });

  it('GIVEN a rider THEN it gets out within 2" of its vehicle', () => {
    const units = [place('Germans', vehicle('g-tr', 'truck'), 50, 20), place('Germans', rifles('g-b'), 50, 20, { aboard: 'g-tr' }), place('Russians', rifles('r-a'), 20, 20)];
    const t = table(units, 'movement', { side: 'Germans', done: ['Russians'] });
    expect(t.code('cat', '/fireteam disembark unit:g-b at:55,20')).toBe('fireteam/too-far-to-board');
    expect(t.code('cat', '/fireteam disembark unit:g-b at:51,21')).toBe('ok');
    expect(t.u('g-b')).toMatchObject({ position: { x: 51, y: 21 }, movedThisTurn: true });
    expect(t.u('g-b').aboard).toBeUndefined();
  });
});

describe('anti-tank damage enforced on the vehicle (seed 004, Anti-Tank Fire results)', () => {
  const russianGun = () => place('Russians', { id: 'r-at', kind: 'fire-team', quality: 'average', figures: 2, crew: 2, weapons: [{ kind: 'at-rifle', count: 1 }] }, 30, 22);

  it('GIVEN a vehicle panicked this turn THEN its side may not pass until it retreats, and only a move away counts', () => {
    const ht = damaged(place('Germans', vehicle('g-ht', 'hannomag'), 45, 22), { panicked: { turn: 2, attacker: 'r-at' } });
    const t = table([russianGun(), ht], 'movement', { side: 'Germans', done: ['Russians'] });
    expect(t.code('cat', '/fireteam done')).toBe('fireteam/must-retreat');
    t.q.push(4, 4, 3, 3);
    expect(t.code('cat', '/fireteam move unit:g-ht to:40,22')).toBe('fireteam/panic-retreat');
    t.q.length = 0;
    t.q.push(4, 4, 3, 3);
    expect(t.code('cat', '/fireteam move unit:g-ht to:50,21')).toBe('ok');
    expect(t.u('g-ht').position).toEqual({ x: 50, y: 21 });
    expect(t.u('g-ht').facing).toBe(349);
  });

  it('GIVEN a vehicle halted this turn THEN it may not move', () => {
    const ht = damaged(place('Germans', vehicle('g-ht', 'hannomag'), 45, 22), { halted: { turn: 2, attacker: 'r-at' } });
    const t = table([russianGun(), ht], 'movement', { side: 'Germans', done: ['Russians'] });
    expect(t.code('cat', '/fireteam move unit:g-ht to:50,21')).toBe('fireteam/halted');
  });

  it('GIVEN a weapon-damaged tank THEN its anti-tank shot takes the damaged gun −1 by itself; after result 7 its shot misses unrolled', () => {
    const pz = damaged(place('Germans', vehicle('g-pz', 'panzer-iv'), 50, 30), { weaponDamaged: true });
    const units = [pz, place('Russians', vehicle('r-t34', 't-34-85'), 30, 30)];
    const t = table(units, 'firing', { side: 'Germans', done: ['Russians', 'Germans'] }, { declarations: [{ unit: 'g-pz', kind: 'anti-tank', target: 'r-t34' }] });
    t.q.push(6, 1, 1);
    const r = t.h.run('cat', '/fireteam at shooter:g-pz');
    expect(r.outcome.public?.text).toContain('d10 6 − damaged gun 1 = 5 vs 6+ — miss.');

    const panicked = damaged(pz, { missNextShot: true });
    const t2 = table([panicked, units[1]!], 'firing', { side: 'Germans', done: ['Russians', 'Germans'] }, { declarations: [{ unit: 'g-pz', kind: 'anti-tank', target: 'r-t34' }] });
    const r2 = t2.h.run('cat', '/fireteam at shooter:g-pz');
    expect(r2.outcome.public?.text).toContain('it misses — its panicked crew\'s next shot (damage result 7).');
    expect(t2.u('g-pz').vehicle?.damage.missNextShot).toBe(false);
  });

  it('GIVEN damage on a vehicle THEN the unit list and the board badges show it', () => {
    const ht = damaged(place('Germans', vehicle('g-ht', 'hannomag'), 45, 22), {
      halted: { turn: 2, attacker: 'r-at' },
      panicked: { turn: 2, attacker: 'r-at' },
      missNextShot: true,
      radioDamaged: true,
      turretJammed: true,
      weaponDamaged: true,
      movementReduced: true,
      immobilised: true,
    });
    const t = table([russianGun(), ht, place('Germans', rifles('g-b'), 45, 22, { aboard: 'g-ht' })], 'movement', { side: 'Germans', done: [] });
    const list = t.h.run('bob', '/fireteam unit list').outcome.private?.text ?? '';
    expect(list).toContain(
      '[halted, must return fire at r-at, panicked: no fire, must retreat from r-at, misses its next shot, radio damaged, turret jammed, weapon damaged (−1 to hit), movement −1D6, immobilised]',
    );
    const view = fireteamBoardFor(t.board(), viewFireteam(t.game(), PUBLIC), { campaign: 'Sosna', audience: 'Public view' });
    const mark = view.units.find((m) => m.id === 'g-ht')!;
    expect(mark.markers).toEqual(['immobilized', 'halted', 'panicked', 'miss-next-shot', 'radio-damaged', 'turret-jammed', 'weapon-damaged', 'tracks-damaged']);
    expect(mark.label).toBe('g-ht (+ g-b)');
    expect(view.units.some((m) => m.id === 'g-b')).toBe(false);
  });
});

describe('campaign budgets (Forward, victory is near!: Forces)', () => {
  it('GIVEN an encounter to fight THEN a force over its 6 reinforcement points is refused, and what was mustered counts', () => {
    const t = table([], 'actions', { side: 'Russians', done: [] });
    expect(t.code('bob', '/fireteam campaign assault from:A1 to:A2')).toBe('ok');
    expect(t.code('cat', '/fireteam campaign assault from:A4 to:A3')).toBe('ok');
    const over = t.h.run('bob', '/fireteam force list:russians squads:4 weapons:1 picks:"heavy-tank, medium-tank:t-34-85, at-battery"');
    expect(over.ok ? 'ok' : over.error.code).toBe('fireteam/roster-rejected');
    expect(over.outcome.private?.text).toContain('reinforcement points 7 over the budget of 6');
    const fits = t.h.run('bob', '/fireteam force list:russians squads:4 weapons:1 picks:"heavy-tank, medium-tank:t-34-85"');
    expect(fits.outcome.private?.text).toContain('For `t1-g1`: core 5 of 8, reinforcements 5 of 6 points.');
    expect(fits.outcome.public?.text).toBe('**Russians** musters its force: 10 points; it waits off table, unseen by the enemy.');
    expect(t.code('bob', '/fireteam force list:russians squads:2 picks:"at-battery" prefix:x-')).toBe('fireteam/roster-rejected');
    expect(t.code('bob', '/fireteam force list:russians squads:2 picks:"scouts" prefix:x-')).toBe('ok');
    expect(t.code('bob', '/fireteam force list:russians squads:2 prefix:y-')).toBe('fireteam/roster-rejected');
  });

  it('GIVEN an attack vs defence game not yet split THEN reinforcements wait for the split', () => {
    const t = table([], 'actions', { side: 'Russians', done: [] });
    t.code('bob', '/fireteam campaign assault from:A1 to:A2');
    t.code('cat', '/fireteam campaign assault from:C4 to:C3');
    expect(t.code('bob', '/fireteam force list:russians squads:2 picks:"scouts"')).toBe('fireteam/split-first');
    expect(t.code('bob', '/fireteam force list:russians squads:2')).toBe('ok');
  });
});
