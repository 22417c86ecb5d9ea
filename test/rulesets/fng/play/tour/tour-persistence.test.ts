import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FngGame, TableFigure } from '../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourMan } from '../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { harness, type Harness } from '../../../../helpers/harness.js';

/*
 * Issue 17, "Done when": a figure's REP, wounds, attributes and DEROS carry into the next mission's
 * force, across a restart. The campaign lives in a SQLite file; a mission is played to its end (the
 * firefight's outcome set on the table: one man Out of the Fight beside his squad, another credited
 * with an enemy dead), After the Mission writes the roster, the store is closed and opened again,
 * and the next campaign turn's force is built from what the file kept. The ledger secret was picked
 * so the first turn makes contact, the wounded man recovers fully and the killer raises his REP.
 */
const SECRET = '34'.repeat(32);
const dir = mkdtempSync(join(tmpdir(), 'sitrep-tour-'));
const file = join(dir, 'sitrep.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function open(): Harness {
  return harness({ databasePath: file, secret: SECRET });
}

const game = (h: Harness): FngGame => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
function ok(h: Harness, who: string, line: string) {
  const r = h.run(who, line);
  expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
  return r;
}
/** Campaign turns (each closed by its After the Mission) until one makes contact. */
function untilMission(h: Harness): FngGame {
  for (let i = 0; i < 6; i++) {
    ok(h, 'bob', '/fng-tour turn');
    if (game(h).mission) return game(h);
    ok(h, 'bob', '/fng-tour after-action');
  }
  throw new Error('no contact in six campaign turns');
}
const carried = (m: TourMan) => ({ id: m.id, rep: m.rep, attributes: m.attributes, wounds: m.wounds });
const asFigure = (f: TableFigure) => ({ id: f.id, rep: f.rep, attributes: f.attributes, wounds: f.wounds ?? 0 });

describe('FNG tour persistence: the roster carried into the next mission, across a restart', () => {
  let h = open();
  ok(h, 'ann', '/campaign new ruleset:fng name:"Tour" sides:"US,VC"');
  ok(h, 'bob', '/campaign join side:US');
  ok(h, 'bob', '/fng-tour start army:us-army corps:II month:1967-01 star:"Sgt Pink"');
  const started = game(h).tour!;
  const first = untilMission(h);
  const squad = first.figures.filter((f) => f.side === 'fwf');
  const [pink, wounded, killer] = squad;
  ok(h, 'bob', `/fng figure place figures:"${squad.map((f, i) => `${f.id}@${30 + i},10`).join('; ')}"`);
  // How the firefight ended: the wounded man down beside his squad, an enemy dead to the killer's credit.
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    const g = c.game as FngGame;
    const dead: TableFigure = { ...killer!, id: 'vc1-1', name: 'VC', side: 'cf', army: 'lvc', unit: 'vc1', status: 'obviously-dead', at: { x: 40, y: 5 }, star: false, starPower: 0 };
    tx.saveCampaign({ ...c, game: { ...g, figures: [...g.figures.map((f) => (f.id === wounded!.id ? { ...f, status: 'out-of-fight' as const } : f)), dead] } });
  });
  const end = ok(h, 'bob', `/fng-mission end kills:"${killer!.id}>vc1-1"`);
  const after = ok(h, 'bob', '/fng-tour after-action');
  const before = game(h).tour!;
  h.store.close();

  h = open();
  const reopened = game(h).tour!;
  const next = untilMission(h);

  it('GIVEN the mission\'s end and its After the Mission THEN the wounded man recovered with a wound and the killer raised his REP, on the roster', () => {
    expect(end.ok && end.outcome.public?.text).toMatch(/Body count \(L2268[^\n]*confirmed/);
    expect(after.ok && after.outcome.public?.text).toMatch(/After the Battle Recovery[^\n]*recovers at his REP/);
    const w = before.roster.find((m) => m.id === wounded!.id)!;
    expect(w).toMatchObject({ wounds: 1, rep: wounded!.rep, absence: null });
    const k = before.roster.find((m) => m.id === killer!.id)!;
    expect(k.rep).toBe(killer!.rep + 1);
    expect(pink!.star).toBe(true);
  });

  it('GIVEN the store closed and opened again THEN the tour is as it was written', () => {
    expect(reopened).toEqual(before);
  });

  it('GIVEN the next mission THEN its force is the roster: every man of the squad fit for it with his REP, Attributes and wounds, his DEROS kept; the Platoon HQ stays back (L2182)', () => {
    const roster = next.tour!.roster;
    const force = next.figures.filter((f) => f.side === 'fwf');
    expect(roster.filter((m) => m.kit.unit === 'hq').map((m) => m.kit.role)).toEqual(['platoon-leader', 'platoon-sergeant', 'rto', 'medic']);
    expect(force.map(asFigure)).toEqual(roster.filter((m) => m.absence === null && m.squad === 1).map(carried));
    for (const id of [wounded!.id, killer!.id]) {
      const man = roster.find((m) => m.id === id)!;
      expect(carried(man)).toEqual(carried(before.roster.find((m) => m.id === id)!));
      expect(man.derosMonth).toBe(before.roster.find((m) => m.id === id)!.derosMonth);
      expect(force.find((f) => f.id === id)).toBeDefined();
    }
    expect(force.find((f) => f.id === wounded!.id)!.wounds).toBe(1);
    expect(force.find((f) => f.id === killer!.id)!.rep).toBe(killer!.rep + 1);
  });

  it('GIVEN the rest of the platoon (L558) THEN its squads are on the roster from the start and across the restart, each man in his squad with his REP, DEROS and months in country, none of them in a mission\'s force (L2182)', () => {
    const others = (roster: readonly TourMan[]) => roster.filter((m) => m.squad !== null && m.squad !== 1);
    const kept = (m: TourMan) => ({ id: m.id, squad: m.squad, unit: m.kit.unit, rep: m.rep, derosMonth: m.derosMonth, attributes: m.attributes });
    expect(new Set(others(started.roster).map((m) => m.squad))).toEqual(new Set([2, 3]));
    expect(others(started.roster).every((m) => m.kit.unit === `sq${m.squad}` && m.attributes.length === 0)).toBe(true);
    // Across the restart: the file keeps them exactly.
    expect(others(reopened.roster)).toEqual(others(before.roster));
    // On to the next mission: every one still there is in his squad, his DEROS and REP kept, his months in country never behind.
    const later = next.tour!.roster;
    for (const m of others(before.roster)) {
      const now = later.find((x) => x.id === m.id);
      if (!now) continue;
      expect(kept(now)).toEqual(kept(m));
      expect(now.monthsInCountry).toBeGreaterThanOrEqual(m.monthsInCountry);
    }
    expect(others(later).length).toBeGreaterThan(0);
    const force = new Set(next.figures.filter((f) => f.side === 'fwf').map((f) => f.id));
    expect(others(later).some((m) => force.has(m.id))).toBe(false);
    expect(later.filter((m) => m.squad === null).some((m) => force.has(m.id))).toBe(false);
  });
});
