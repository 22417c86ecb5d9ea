import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport } from '../../../../../src/rulesets/fng/rules/support/support-state.js';
import { parseFlightLine } from '../../../../../src/rulesets/fng/play/parse.js';
import { texts } from '../../../../helpers/harness.js';
import { fngTable, missionAt, withRadio } from '../../helpers/fng-table.js';

/**
 * Air support through the commands, on scripted dice: at night Sgt Pink asks for the AC-47 by name,
 * hoses down Tranh and lights the paddy; by day the FAC spots, an F-100 drops napalm, and status and
 * the board show what is left burning.
 */

function table(night: boolean, faces: number[]) {
  return fngTable(faces, { scenario: 'fng-patrol', us: 'pink@10,34; barnes@12,34', vc: 'tranh@40,18; minh@40,30', game: (g) => ({ ...withRadio(g), mission: missionAt(5, night) }) });
}

describe('At night: the AC-47 and its flare (L1928–L1931)', () => {
  const faces: number[] = [];
  const { h, must, game } = table(true, faces);

  it('GIVEN Pink asks for the AC-47 by name THEN the Airstrike Request table brings it at once, and it says how to use it', () => {
    faces.push(3, 1, 6);
    const r = h.run('bob', '/fng-mission call rto:pink for:ac-47');
    must(r);
    expect(texts(r).public).toMatch(/AC-47 "Spooky\/Puff" gunship over the table \(L1928–L1931\)/);
    expect(texts(r).public).toContain('/fng-mission spooky line:"x,y to x,y" support:S1');
  });

  it('GIVEN a gun run along the paddy THEN Tranh in its swath takes four dice at REP 5 and dies; Minh, outside it, nothing', () => {
    faces.push(6, 1, 1, 1, 1);
    const r = h.run('bob', '/fng-mission spooky line:"0,18 to 60,18"');
    must(r);
    const t = texts(r).public;
    expect(t).toContain('**S1** AC-47 gun run (L1928–L1931) over a 12" swath');
    expect(t).toContain('**tranh**: [6, 1, 1, 1] + 5 → **1 hit**');
    expect(t).toContain('1 gun run left');
    expect(game().figures.find((f) => f.id === 'tranh')?.status).toBe('obviously-dead');
  });

  it('GIVEN its flare THEN the paddy is lit to turn 4: status lists it and the board draws it', () => {
    const r = h.run('bob', '/fng-mission light at:30,26');
    must(r);
    expect(texts(r).public).toContain('🎆 Flare **A1** lights a 24" circle at 30,26 to turn 4');
    const status = h.run('bob', '/fng-mission status');
    must(status);
    expect(texts(status).private).toContain('🌫️ Over the table: A1 flare, a 24" circle at 30,26 to turn 4.');
    const board = h.run('bob', '/board show');
    must(board);
    const view = JSON.parse(JSON.stringify(board.ok ? board.outcome.public?.boards?.[0] : {})) as { markers: { counter?: string; label: string }[]; board: { features: { type: string }[] } };
    expect(view.markers.filter((m) => m.counter === 'air').map((m) => m.label)).toEqual(['A1 flare']);
    expect(view.board.features.map((f) => f.type)).toContain('air-flare');
    expect(h.run('bob', '/fng-mission light at:20,26').ok).toBe(false);
  });
});

describe('By day: the FAC, napalm and what is left (L1909–L1927)', () => {
  const faces: number[] = [];
  const { h, must, edit, game } = table(false, faces);
  edit((g) => ({ ...g, support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 1, facDue: 1, state: 'here', aircraft: 'F-100 Super Sabre "Hun"', pilotRep: 4, passes: 2, until: 5 }] } }));

  it('GIVEN the FAC\'s first run THEN its pilot REP is rolled and the spotting is told with every die', () => {
    // FAC REP die 6; the VC cell: tranh (open) in reach of the run, 2d6 vs 6.
    faces.push(6, 2, 5);
    const r = h.run('bob', '/fng-mission fac run:spot line:"30,10 to 50,10"');
    must(r);
    const t = texts(r).public;
    expect(t).toContain('🛩️ The FAC with S1 flies its first run: FAC pilot (L1923) [6] → REP 6; 2 WP marking rockets; over the table to turn 12.');
    expect(t).toContain('the group of cell 2d6 [2, 5] → 2 passed, **spotted**');
    expect(h.run('bob', '/fng-mission strike at:40,18 munition:napalm').ok).toBe(false);
  });

  it('GIVEN next activation a napalm pass THEN the template stays burning and status lists it with the FAC', () => {
    edit((g) => ({ ...g, serial: 2 }));
    // The Anti-Aircraft Checks first, Tranh's and Minh's, one pass each: both duck back. On target
    // (6 + 4); Tranh at the point and Minh 12" down the template: both dead on 1s.
    faces.push(1, 6, 1, 6, 6, 1, 1);
    const r = h.run('bob', '/fng-mission strike at:40,18 munition:napalm from:40,0');
    must(r);
    expect(texts(r).public).toContain('🔥 Napalm **A1** burns on in a strip from 40,18 to 40,36 (L1911)');
    // Its line names the napalm, not a blast circle (L1909); the details name the 6" × 18" template.
    expect(texts(r).public).toContain('💥 Napalm from 40,18: **tranh** and **minh** caught.');
    expect(texts(r).public).not.toContain('Blast at 40,18');
    expect(texts(h.run('bob', '/campaign details')).private).toContain('Napalm\'s 6" × 18" template from 40,18 along the Flight Line, Impact 4 (L1909): **tranh** (0″ from the point), **minh** (12″) caught.');
    const status = texts(h.run('bob', '/fng-mission status')).private ?? '';
    expect(status).toContain('🛩️ FAC (S1) over the table to turn 12: pilot REP 6, 2 WP rockets.');
    expect(status).toContain('A1 napalm, a strip from 40,18 to 40,36');
    expect(status).toContain('👁️ Spotted from the air: the group of cell');
    expect(game().air?.areas.map((a) => a.kind)).toEqual(['napalm']);
  });
});

describe('A run\'s line as typed', () => {
  it('GIVEN "x,y to x,y" THEN its two ends; one end, or a bad one, is refused as a bad spot', () => {
    expect(parseFlightLine('0,10 to 72.5,10')).toEqual({ ok: true, value: { from: { x: 0, y: 10 }, to: { x: 72.5, y: 10 } } });
    expect(parseFlightLine(' 0,10  TO 72,10 ')).toMatchObject({ ok: true, value: { to: { x: 72, y: 10 } } });
    expect(parseFlightLine(undefined)).toEqual({ ok: true, value: undefined });
    for (const bad of ['0,10', '0,10 to', 'a to 72,10', '0,10 to 72,10 to 3,3']) expect(parseFlightLine(bad).ok, bad).toBe(false);
  });
});
