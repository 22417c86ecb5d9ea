import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportRequest } from '../../../../../src/rulesets/fng/rules/support/support-state.js';
import { texts } from '../../../../helpers/harness.js';
import { fngTable, missionAt } from '../../helpers/fng-table.js';

/**
 * Aircraft over the table through the commands: an F-4 bombs along a Flight Line that passes Tranh
 * (REP 4, AK-47) and Minh (REP 3, SKS); the channel sees who stands and fires, the GM alone their
 * dice. Then a medevac comes in to land, and `/fng-mission status` says what is overhead.
 */
describe('FNG aircraft on the table: /fng-mission strike and helicopter', () => {
  const faces: number[] = [];
  const { h, must, edit } = fngTable(faces, { us: 'pink@10,20; barnes@12,20; able@12,21', vc: 'tranh@40,20; minh@44,20' });
  const set = (requests: SupportRequest[]) =>
    edit((g) => ({
      ...g,
      mission: missionAt(4),
      figures: g.figures.map((f) => (f.id === 'able' ? { ...f, status: 'out-of-fight' as const } : f)),
      support: { ...emptySupport(), next: 3, requests },
      // The F-4's target was spotted from the air this turn (L1921).
      air: { next: 1, areas: [], facs: [], spots: [{ turn: g.turn, target: 'VC', at: { x: 66, y: 20 } }] },
    }));
  const base = { ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here' } as const;

  it('GIVEN an F-4 bombing past Tranh and Minh THEN the channel hears that Tranh stood and fired and Minh ducked back, the Golden BB and the bomb; the checks\' dice go to the GM', () => {
    set([{ id: 'S1', for: 'air', ...base, aircraft: 'F-4 Phantom II', pilotRep: 5, startRep: 5, passes: 2, until: 5, dp: 4 }]);
    // Tranh 1, 2 + 3: stands and fires; Minh (SKS, OR 2) 1, 1: ducks back. Golden BB: 5d6, all pass. The bomb at 66,20: 6, on target, nobody there.
    faces.push(1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 6);
    const r = h.run('bob', '/fng-mission strike at:66,20 munition:bomb-500 from:0,20');
    must(r);
    const t = texts(r);
    expect(t.public).toContain('(secret until the end)');
    expect(t.public).toContain('🎯 S1 meets the enemy\'s fire — Anti-Aircraft Check (L1869, within 12" of the Flight Line): **tranh** stands and fires at it; **minh** ducks back.');
    expect(t.public).toContain('✈️ Golden BB (L1883) for S1: OR 3 ÷ pilot REP 5, at least his REP in dice → 5d6 [1, 1, 1, 1, 1] → 5 passed: no effect, the pilot carries on. Damage 0 of 4 DP.');
    expect(t.public).not.toMatch(/2d6 vs REP\) at S1/);
    expect(t.gm?.to).toBe('ann');
    expect(t.gm?.text).toBe('🎲 Anti-Aircraft Check (L1869, 2d6 vs REP) at S1: tranh (REP 4, OR 3) 2d6 [1, 2] → 2 passed, 1d6 [3] → stands and fires; minh (REP 3, OR 2) 2d6 [1, 1] → 2 passed → ducks back');
    const status = texts(h.run('bob', '/fng-mission status'));
    expect(status.public + status.private).toContain('S1 an airstrike: over the table (F-4 Phantom II, pilot REP 5, 1 pass left, in play to turn 5)');
    expect(faces).toEqual([]);
  });

  it('GIVEN a medevac coming in to land THEN Piloting and the enemy\'s fire on the way in are told, and /fng-mission status shows it on the ground', () => {
    set([{ id: 'S1', for: 'medevac', ...base, aircraft: 'UH-1 Dust-off', pilotRep: 4, startRep: 4, passes: 1, until: 8, at: { x: 12, y: 23 } }]);
    // Flying 1, 1: treetops over open ground; Tranh (28" from the LZ) is beyond 12" of the way in, Minh ducks back already. Landing 1, 2.
    faces.push(1, 1, 1, 2);
    const r = h.run('bob', '/fng-mission helicopter do:land from:12,0');
    must(r);
    const t = texts(r).public;
    expect(t).toContain('🚁 Helicopter Piloting (L1951) S1, flying: 2d6 [1, 1] vs REP 4 → 2 passed: skims the treetops');
    expect(t).toContain('🚁 S1 is down at the LZ: load or unload when next active (L1945) at 12,23.');
    const status = texts(h.run('bob', '/fng-mission status'));
    expect(status.public + status.private).toContain('S1 a medevac: over the table (UH-1 Dust-off, pilot REP 4, on the ground at 12,23, in play to turn 8)');
    expect(faces).toEqual([]);
  });

  it('GIVEN a Slick landed 10" from Tranh THEN /fng-mission helicopter do:door-guns target:tranh: the crew REPs and both M-60s told in the channel', () => {
    set([{ id: 'S2', for: 'gunship', ...base, aircraft: 'uh-1-slick', pilotRep: 4, startRep: 4, passes: 2, until: 8, heli: { mode: 'landed', at: { x: 30, y: 20 }, serial: 1 } }]);
    // REPs 2 → 4, 5 → 5; gun 1 [1 ×5], gun 2 [1 ×5]: 5 and 6, all miss; Tranh's Received Fire 6, 6 and whatever follows.
    faces.push(2, 5, ...Array<number>(10).fill(1), 6, 6, ...Array<number>(20).fill(4));
    const r = h.run('bob', '/fng-mission helicopter do:door-guns target:tranh support:S2');
    must(r);
    expect(texts(r).public).toContain("🔫 S2's door gunners fire at **tranh**: M-60 7.62mm LMG, TR 5 each — Ranged Combat (L825). Crew REP (L1974, 1d6: 1 → 3, 2–4 → 4, 5 → 5, 6 → 6): [2] [5].");
    const again = h.run('bob', '/fng-mission helicopter do:door-guns target:tranh support:S2');
    expect(JSON.stringify(again)).toContain('door-guns-fired');
    faces.length = 0;
  });

  it('GIVEN a Loach hovering over the table at 30,20 THEN do:drop-smoke puts smoke beneath it and do:observer-fire is refused the same activation; the channel hears the drop', () => {
    edit((g) => ({ ...g, turn: 3 }));
    set([{ id: 'S3', for: 'gunship', ...base, aircraft: 'oh-6-loach', pilotRep: 5, startRep: 5, passes: 2, until: 8, observerRep: 4, heli: { mode: 'hovering', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1, onTable: { since: 3, turn: 3, inches: 10, hoverUses: 1 } } }]);
    // Dropping Stuff hovering: 3d6 1, 1, 6 → 2 passed; Ranged Combat in the open 6 + 4: on the point.
    faces.push(1, 1, 6, 6);
    const r = h.run('bob', '/fng-mission helicopter do:drop-smoke support:S3');
    must(r);
    expect(texts(r).public).toContain(`🪂 S3's observer (REP 4) drops a smoke grenade at 30,20, hovering (+1d6) — Dropping "Stuff" (L2023): [1, 1, 6] → 2 passed: success. Ranged Combat as if in the open [6] → on the point; it smokes at 30,20.`);
    expect(faces).toEqual([]);
    const again = h.run('bob', '/fng-mission helicopter do:observer-fire target:tranh support:S3');
    expect(JSON.stringify(again)).toContain('loach-observer-acted');
  });
  it('GIVEN a Slick hovering at 30,20 with Barnes aboard THEN do:passenger-fire figures:barnes target:tranh fires out of its door, told in the channel; a second shot from him the same activation is refused', () => {
    edit((g) => ({ ...g, figures: g.figures.map((f) => (f.id === 'barnes' ? { ...f, at: undefined, fired: undefined } : f)) }));
    set([{ id: 'S4', for: 'gunship', ...base, aircraft: 'uh-1-slick', pilotRep: 4, startRep: 4, passes: 2, until: 8, heli: { mode: 'hovering', at: { x: 30, y: 20 }, heading: { x: 1, y: 0 }, serial: 1, aboard: ['fwf:barnes'] } }]);
    faces.push(...Array<number>(30).fill(4));
    const r = h.run('bob', '/fng-mission helicopter do:passenger-fire figures:barnes target:tranh support:S4');
    must(r);
    // Off the table aboard, Barnes is not named to the public channel (the view holds placed figures only).
    expect(texts(r).public).toMatch(/🔫 a figure fires from S4's door at \*\*tranh\*\*: .*from a helicopter still: as normal \(L2016\)\./);
    const again = h.run('bob', '/fng-mission helicopter do:passenger-fire figures:barnes target:tranh support:S4');
    expect(JSON.stringify(again)).toContain('already-fired');
    faces.length = 0;
  });

  it('GIVEN a Slick landed at 30,20 THEN /fng sight figures:"pink, tranh" brings its door gunners\' In Sight after the figures\', told in the channel', () => {
    set([{ id: 'S5', for: 'gunship', ...base, aircraft: 'uh-1-slick', pilotRep: 4, startRep: 4, passes: 2, until: 8, gunnerReps: [4, 4], heli: { mode: 'landed', at: { x: 30, y: 20 }, serial: 1 } }]);
    edit((g) => ({ ...g, figures: g.figures.map((f) => (f.id === 'tranh' ? { ...f, status: 'carry-on' as const } : f)) }));
    faces.push(...Array<number>(60).fill(6));
    const r = h.run('bob', '/fng sight figures:"pink, tranh"');
    must(r);
    const t = texts(r).public;
    expect(t).toMatch(/🎯 S5's door gunners take In Sight \(L670, L2015\)/);
    expect(t.indexOf('In Sight (L670, L2015)')).toBeGreaterThan(0);
    faces.length = 0;
  });
});
