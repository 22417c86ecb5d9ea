import { describe, expect, it } from 'vitest';
import type { FngGame, TableFigure } from '../../src/rulesets/fng/rules/game/state.js';
import { emptySupport } from '../../src/rulesets/fng/rules/support/support-state.js';
import { harness, shownBy } from '../helpers/harness.js';
import { expectNoLeaks, recorder } from './recorder.js';

/*
 * FNG's enemy, played by the bot (issue 16): what the book keeps unknown stays with the GM until it is
 * revealed. ann is the GM, bob plays the US, dan has joined no side. The canaries:
 * - the EAL is 5 and sealed (`fng.eal.hidden`): no "EAL 5", no PEF REP, no Activity reaches anyone but ann;
 * - a wide-spread trap T1 lies at (17.37,23.73): its spot, id and kind stay ann's until it goes off;
 * - P8 and P9 are an LVC unit melted away (L1625) whose figures are HIDDEN-Vmelt-1 and HIDDEN-Vmelt-2;
 * - the enemy's dice (PEF Movement, Resolution, VC/NVA Activity, its Anti-Aircraft Checks) are the GM's:
 *   their table names never reach the channel, and the ledger shows their rolls to nobody else.
 */


/** What would give a canary away; general words (the house rules' descriptions name EAL and traps) are not. */
const LEAKS = [/EAL 5, PEF/, /EAL: 5/, /vs EAL/, /EAL now/, /PEF REP \d/, /HIDDEN-V/, /17\.37/, /23\.73/, /\bT1\b/, /booby trap at/i, /Activity:/, /VC\/NVA Activity \(/, /PEF Movement P/, /PEF Resolution P/, /stepped in it|Where's Charlie|business as usual/i];


function world() {
  const h = harness();
  const { seen, act, must } = recorder(h);
  const edit = (f: (g: FngGame) => FngGame) =>
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
    });
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
  must('ann', '/campaign new ruleset:fng name:"Hill 55" sides:"US,VC" scenario:fng-patrol');
  must('bob', '/campaign join side:US');
  must('bob', '/fng force builtin:fng-pink-squad');
  must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:5');
  must('bob', '/fng figure place figures:"pink@10,30; barnes@12,30; kelly@11,32"');
  // The canaries the dice would take a long game to lay: a trap and a melted-away unit, sealed as the bot seals its own.
  const melt = (id: string, x: number): TableFigure => ({ ...game().figures.find((f) => f.id === 'nobles')!, id, side: 'cf', unit: 'HIDDEN-Vmelt', name: 'LVC', at: { x, y: 8 } });
  edit((g) => ({
    ...g,
    traps: [{ id: 'T1', at: { x: 17.37, y: 23.73 }, type: 'wide-spread', seq: 2 }],
    sealed: [...(g.sealed ?? []), { seq: 2, kind: 'trap', entry: { id: 'T1', at: { x: 17.37, y: 23.73 }, type: 'wide-spread' } }],
    pefs: [...(g.pefs ?? []), { id: 'P8', at: { x: 60, y: 6 } }, { id: 'P9', at: { x: 64, y: 6 } }],
    melted: [{ pefs: ['P8', 'P9'], figures: [melt('HIDDEN-Vmelt-1', 60), melt('HIDDEN-Vmelt-2', 62)] }],
    mission: { ...g.mission!, nextPef: 10 },
  }));
  return { h, seen, act, must, game, edit };
}

/**
 * The bot's routes and barrages on scripted dice: P1 comes through cover into the squad's sight and is
 * resolved into a medium mortar barrage (EAL 5 table, 21) called from its spot at the sealed PEF REP 5;
 * P8 and P9, the melted unit, move through cover out of sight and stay sealed.
 */
function scriptedWorld() {
  const q: number[] = [];
  const h = harness({ faces: q });
  const { seen, act, must } = recorder(h);
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
  must('ann', '/campaign new ruleset:fng name:"Hill 55" sides:"US,VC" scenario:fng-patrol');
  must('bob', '/campaign join side:US');
  must('bob', '/fng force builtin:fng-pink-squad');
  q.push(1, 2, 3, 4, 5);
  must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:5');
  must('bob', '/fng figure place figures:"pink@10,30; barnes@12,30; kelly@11,32"');
  const melt = (id: string, x: number): TableFigure => ({ ...game().figures.find((f) => f.id === 'nobles')!, id, side: 'cf', unit: 'HIDDEN-Vmelt', name: 'LVC', at: { x, y: 8 } });
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    const g = c.game as FngGame;
    tx.saveCampaign({
      ...c,
      game: {
        ...g,
        turn: 1,
        acting: 'fwf',
        dice: { fwf: 5, cf: 1 },
        done: [],
        pefs: [{ id: 'P1', at: { x: 24, y: 22 } }, { id: 'P8', at: { x: 57, y: 6 } }, { id: 'P9', at: { x: 58, y: 12 } }],
        melted: [{ pefs: ['P8', 'P9'], figures: [melt('HIDDEN-Vmelt-1', 57), melt('HIDDEN-Vmelt-2', 58)] }],
        mission: { ...g.mission!, enemy: 'nva', nextPef: 10 },
      } satisfies FngGame,
    });
  });
  // P1: Movement 1,1 and 3 (16" toward the squad); Resolution 1,1 and 1; EAL 5 table 5,5,5,5,1 = 21. Then any dice.
  const head = [1, 1, 3, 1, 1, 1, 5, 5, 5, 5, 1];
  const cycle = [4, 3, 5, 2, 6, 4, 3, 5, 4, 2, 3, 6];
  q.push(...Array.from({ length: 400 }, (_, i) => head[i] ?? cycle[i % cycle.length]!));
  return { h, seen, act, must };
}

describe('FNG: the enemy the bot plays keeps its secrets', () => {
  it('GIVEN PEFs the bot routes through cover and a barrage called from a PEF\'s spot THEN the channel sees the ways and where the rounds fall, never the caller\'s dice, the PEF REP or the melted unit', () => {
    const w = scriptedWorld();
    for (const [who, line] of [
      ['bob', '/fng done'],
      ['bob', '/fng status'],
      ['dan', '/fng-mission status'],
      ['bob', '/campaign log last:200'],
      ['dan', '/campaign log last:200'],
      ['bob', '/campaign export'],
      ['bob', '/board show'],
      ['ann', '/fng-mission status'],
    ] as const) w.act(who, line);
    const leaks = [...LEAKS, /Hitting w\/ Mortars \(/, /vs REP 5/, /round \d: /];
    const open = w.seen.filter((s) => s.to !== 'ann');
    expectNoLeaks(open, leaks);
    // The canaries are live: the routes and the barrage reached the channel (its post in headlines, the whole chain in the log a bystander reads), the caller's dice the GM.
    const channel = w.seen.filter((s) => s.to === 'channel' || s.to === 'dan').map((s) => s.text).join('\n');
    expect(channel).toMatch(/❓ P1 moves from 24,22 to [\d.,]+ through .* — into sight\./);
    expect(channel).toMatch(/❓ P(8|9) moves from [\d.,]+ to [\d.,]+ through .*, out of \*\*US\*\*'s sight\./);
    expect(channel).toMatch(/💣 \*\*The enemy's three-round medium mortar barrage\*\* falls on the farthest Free World group/);
    const gm = w.seen.filter((s) => s.to === 'ann').map((s) => s.text).join('\n');
    expect(gm).toMatch(/medium-mortar-barrage, round 1: Hitting w\/ Mortars \(2d6 vs REP 5\)/);
  });

  it('GIVEN a mission with a sealed EAL, a laid trap and a melted unit THEN nothing of them reaches the channel, the player or a bystander, and the GM sees it all', () => {
    const w = world();
    for (const [who, line] of [
      ['bob', '/fng status'],
      ['dan', '/fng status'],
      ['bob', '/fng figure list'],
      ['bob', '/fng-mission status'],
      ['dan', '/fng-mission status'],
      ['bob', '/campaign status'],
      ['bob', '/campaign export'],
      ['dan', '/campaign log last:200'],
      ['bob', '/campaign log last:200'],
      ['bob', '/board show'],
      ['bob', '/board mine'],
      ['bob', '/fng fire shooter:pink targets:HIDDEN-Vmelt-1'],
      ['bob', '/fng-mission move moves:"P8@30,30"'],
      ['bob', '/fng activate'],
      ['bob', '/fng move moves:"pink@12,26"'],
      ['bob', '/fng done'],
      ['bob', '/fng status'],
      ['ann', '/fng-mission status'],
    ] as const) w.act(who, line);
    const open = w.seen.filter((s) => s.to !== 'ann');
    expectNoLeaks(open, LEAKS);
    const gm = w.seen.filter((s) => s.to === 'ann').map((s) => s.text).join('\n');
    expect(gm).toContain('EAL 5');
    // The canaries are live: the GM was told them in the very words the check looks for, and the bot played its turn.
    expect(LEAKS.filter((l) => l.test(gm)).map(String)).toEqual(expect.arrayContaining(['/EAL 5, PEF/', '/vs EAL/', '/PEF Movement P/', '/\\bT1\\b/', '/17\\.37/']));
    expect(w.seen.some((s) => s.to === 'channel' && s.text.includes('🤖'))).toBe(true);
    // The bot played: its dice are in the ledger for the GM alone.
    const log = w.act('dan', '/campaign log last:200');
    expect(log.ok).toBe(true);
    // What the GM alone was told (the sealed levels at the start) is in her log, and hers alone.
    const gmLog = shownBy(w.act('ann', '/campaign log last:200'), 'ann').map((x) => x.text).join('\n');
    expect(gmLog).toMatch(/🗺️ Mission: .*EAL 5, PEF REP 5/);
    const botRolls = w.h.store.transaction((tx) => tx.ledger(tx.activeCampaign('c1')!.id));
    expect(botRolls?.rolls).toBeGreaterThan(2);
  });

  it('GIVEN autocomplete for a target THEN it offers the figures on the table and none melted away', () => {
    const w = world();
    const values = w.h.app.autocomplete({ actor: { id: 'id-bob', name: 'bob' }, channelId: 'c1', path: ['fng', 'fire'] }, 'shooter', '').map((c) => c.value);
    expect(values.join(' ')).not.toMatch(/HIDDEN/);
    expect(values).toContain('pink');
  });

  it('GIVEN a figure melted away and one that never existed THEN firing at either is refused in the same words', () => {
    const w = world();
    w.must('ann', '/fng activate');
    const text = (id: string) => {
      const r = w.h.run('bob', `/fng fire shooter:pink targets:${id}`);
      return r.ok ? 'ok' : r.error.message.replaceAll(id, 'X');
    };
    expect(text('HIDDEN-Vmelt-1')).toBe(text('HIDDEN-Vnone-1'));
  });

  it('GIVEN the mission ends THEN the sealed EAL is told to everyone, the trap shows on the board, and /verify checks the disclosed decisions while the campaign still runs', () => {
    const h = harness();
    const { seen, act, must } = recorder(h);
    must('ann', '/campaign new ruleset:fng name:"Hill 55" sides:"US,VC" scenario:fng-patrol');
    must('bob', '/campaign join side:US');
    must('bob', '/fng force builtin:fng-pink-squad');
    must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:5');
    // Before the end: nothing disclosed, so there is nothing to check yet, and the EAL is nobody's but the GM's.
    expect(act('dan', '/verify').ok).toBe(false);
    expect(seen.filter((x) => x.to !== 'ann').some((x) => /EAL 5/.test(x.text))).toBe(false);
    expect(act('dan', '/fng-mission end').ok).toBe(false);
    const end = must('bob', '/fng-mission end');
    const told = shownBy(end, 'bob').filter((x) => x.to === 'channel').map((x) => x.text).join('\n');
    expect(told).toMatch(/EAL 5, PEF REP 5/);
    expect(told).toMatch(/Secret decision #1 \(mission\) disclosed/);
    expect(shownBy(must('dan', '/fng-mission status'), 'dan').map((x) => x.text).join('\n')).toMatch(/EAL 5/);
    const verify = shownBy(must('dan', '/verify'), 'dan').map((x) => x.text).join('\n');
    expect(verify).toMatch(/✅ disclosed decision #1 \(VC, mission\) matches its commitment/);
    expect(verify).toMatch(/PASS: 1\/1 disclosed/);
    // No more orders in an ended mission.
    const refused = act('bob', '/fng activate');
    expect(refused.ok ? '' : refused.error.message).toMatch(/mission ended on turn 0/);
  });

  it('GIVEN a sealed decision changed after it was committed THEN /verify says so once it is disclosed', () => {
    const w = world();
    // The trap was laid behind run-move's back in this fixture, so it has no commitment; change the EAL too.
    w.edit((g) => ({ ...g, sealed: g.sealed!.map((x) => (x.kind === 'mission' ? { ...x, entry: { eal: 4, pefRep: 4 } } : x)) }));
    w.must('bob', '/fng-mission end');
    const verify = shownBy(w.must('dan', '/verify'), 'dan').map((x) => x.text).join('\n');
    expect(verify).toMatch(/❌ disclosed decision #1 \(VC\) does NOT match its commitment/);
    expect(verify).toMatch(/❌ disclosed decision #2 \(VC\) does NOT match/);
    expect(verify).toMatch(/FAIL: 0\/2 disclosed/);
  });

  it('GIVEN an airstrike or a Firefly aimed where the melted unit hides and where nothing is THEN both are refused in the same words, naming nothing of what is there (L1921, L1986)', () => {
    const w = world();
    const ready = (r: { readonly id: string; readonly for: 'air' | 'firefly' }) =>
      w.edit((g) => ({ ...g, turn: 1, serial: 1, dice: { fwf: 1, cf: 6 }, acting: 'fwf', done: ['cf'], support: { ...emptySupport(), next: 2, requests: [{ ...r, ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2, until: 8 }] } }));
    const refusal = (at: string, munition: string) => {
      const r = w.h.run('bob', `/fng-mission strike at:${at} munition:${munition} from:0,8 support:S1`);
      return r.ok ? 'ok' : r.error.message.replaceAll(at, 'X');
    };
    ready({ id: 'S1', for: 'air' });
    const strike = [refusal('60,8', 'bomb-500'), refusal('30,20', 'bomb-500')];
    expect(strike[0]).toBe(strike[1]);
    expect(strike[0]).toContain('An airstrike goes only where the FAC showed it');
    ready({ id: 'S1', for: 'firefly' });
    const firefly = [refusal('60,8', 'gun-hmg'), refusal('30,20', 'gun-hmg')];
    expect(firefly[0]).toBe(firefly[1]);
    expect(firefly[0]).toContain('attacks only in light');
    expectNoLeaks([...strike, ...firefly].map((text) => ({ who: 'bob', line: '/fng-mission strike', to: 'bob', text })), LEAKS);
  });

  it('GIVEN a FAC spotting run over a PEF THEN the channel sees the pilot\'s dice and what the table shows; the resolution\'s dice are the GM\'s, and a refusal reads the same whatever a PEF holds', () => {
    const w = world();
    // The FAC of S1 over the table (its pilot REP 6: two dice in the open always spot), P7 deep in the elephant grass, the Free World activating.
    w.h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const g = c.game as FngGame;
      const game: FngGame = {
        ...g,
        turn: 1,
        serial: 1,
        dice: { fwf: 1, cf: 6 },
        acting: 'fwf',
        done: ['cf'],
        pefs: [...(g.pefs ?? []), { id: 'P7', at: { x: 28, y: 4 } }],
        support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 5, facDue: 1, state: 'inbound' }] },
        air: { next: 1, areas: [], spots: [], facs: [{ request: 'S1', pilotRep: 6, rockets: 2 }] },
      };
      tx.saveCampaign({ ...c, game });
    });
    const refusal = (id: string) => {
      const r = w.h.run('bob', `/fng-mission fac run:fire target:${id}`);
      return r.ok ? 'ok' : r.error.message.replaceAll(id, 'X');
    };
    expect(refusal('HIDDEN-Vmelt-1')).toBe(refusal('HIDDEN-Vnone-1'));
    w.must('bob', '/fng-mission fac run:spot line:"20,4 to 36,4"');
    for (const [who, line] of [
      ['bob', '/fng-mission status'],
      ['dan', '/fng status'],
      ['bob', '/board show'],
      ['dan', '/campaign log last:200'],
      ['ann', '/fng-mission status'],
    ] as const) w.act(who, line);
    const open = w.seen.filter((s) => s.to !== 'ann');
    expectNoLeaks(open, LEAKS);
    const channel = w.seen.filter((s) => s.to === 'channel' && s.line.includes('run:spot')).map((s) => s.text).join('\n');
    expect(channel).toMatch(/spotting run from 20,4 to 36,4/);
    expect(channel).toMatch(/P7 2d6 \[\d, \d\] → 2 passed, \*\*spotted\*\*/);
    expect(channel).toMatch(/P7 at 28,4 is resolved/);
    const gm = w.seen.filter((s) => s.to === 'ann').map((s) => s.text).join('\n');
    expect(gm).toMatch(/PEF Resolution P7/);
    const after = w.game();
    expect((after.pefs ?? []).some((p) => p.id === 'P7')).toBe(false);
    expect(after.air?.spots).toContainEqual({ turn: 1, target: 'P7', at: { x: 28, y: 4 } });
  });

  it('GIVEN the trap and the sealed EAL THEN each is committed by hash when made and checks out with /verify once the campaign ends', () => {
    const w = world();
    const commits = w.seen.filter((s) => s.to === 'channel' && /Secret decision #1 committed/.test(s.text));
    expect(commits).toHaveLength(1);
    const end = w.must('ann', '/campaign end');
    expect(shownBy(end, 'ann').map((s) => s.text).join('\n')).toMatch(/"eal": 5/);
    const verify = w.must('dan', '/verify');
    expect(shownBy(verify, 'dan').map((s) => s.text).join('\n')).not.toMatch(/mismatch|does not match/i);
  });

  it('GIVEN an airstrike whose Flight Line passes two VC THEN their Anti-Aircraft dice reach only the GM: the channel sees who stands and fires, the order\'s ledger entry is hers until the end', () => {
    const w = world();
    const vc = (id: string, x: number): TableFigure => ({ ...w.game().figures.find((f) => f.id === 'nobles')!, id, side: 'cf', unit: 'vc-1', name: 'VC', weapon: 'ak-47', at: { x, y: 30 } });
    edit(w, (g) => ({
      ...g,
      figures: [...g.figures, vc('tranh', 40), vc('minh', 44)],
      turn: 1,
      dice: { fwf: 1, cf: 6 },
      acting: 'fwf',
      done: [],
      serial: 1,
      support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'air', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', aircraft: 'F-4 Phantom II', pilotRep: 5, passes: 2, until: 5 }] },
      // Its target spotted from the air (L1921).
      air: { next: 1, areas: [], facs: [], spots: [{ turn: 1, target: 'VC', at: { x: 66, y: 30 } }] },
    }));
    const strike = w.must('bob', '/fng-mission strike at:66,30 munition:bomb-500 from:0,30 support:S1');
    const aaDice = [/2d6 vs REP\) at S1/, /\(REP \d, OR \d\) 2d6/, /anti-aircraft (tranh|minh)/];
    const channel = shownBy(strike, 'bob').filter((x) => x.to === 'channel').map((x) => x.text).join('\n');
    expect(channel).toMatch(/\(secret until the end\)/);
    expect(channel).toMatch(/🎯 S1 meets the enemy's fire — Anti-Aircraft Check/);
    for (const [who, line] of [['bob', '/campaign log last:200'], ['dan', '/campaign log last:200'], ['bob', '/campaign export'], ['bob', '/fng-mission status']] as const) w.act(who, line);
    const open = w.seen.filter((x) => x.to !== 'ann');
    for (const x of open) for (const leak of aaDice) expect(`${x.line} → ${x.to}: ${leak.test(x.text) ? String(leak) : ''}`).toBe(`${x.line} → ${x.to}: `);
    const gm = w.seen.filter((x) => x.to === 'ann').map((x) => x.text).join('\n');
    expect(gm).toMatch(/Anti-Aircraft Check \(L1869, 2d6 vs REP\) at S1: tranh \(REP \d, OR 3\) 2d6 \[\d, \d\]/);
    const entry = w.h.store.transaction((tx) => tx.rolls(tx.activeCampaign('c1')!.id)).find((r) => r.command === 'fng-mission strike')!;
    expect(entry.audience).toEqual({ kind: 'hidden', to: [] });
    expect(entry.parts.some((p) => /anti-aircraft tranh/.test(p.label ?? ''))).toBe(true);
  });

  it('GIVEN a slick landed beside two VC when the bot\'s turn comes THEN they fire at it: the channel sees their hits and the damage, their dice reach only the GM', () => {
    const w = world();
    const vc = (id: string, x: number): TableFigure => ({ ...w.game().figures.find((f) => f.id === 'nobles')!, id, side: 'cf', unit: 'vc-1', name: 'VC', weapon: 'ak-47', rep: 4, at: { x, y: 30 } });
    edit(w, (g) => ({
      ...g,
      figures: [...g.figures, vc('tranh', 40), vc('minh', 44)],
      pefs: [],
      turn: 1,
      dice: { fwf: 5, cf: 2 },
      acting: 'fwf',
      done: [],
      serial: 1,
      support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'gunship', aircraft: 'uh-1-slick', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 4, passes: 2, until: 5, heli: { mode: 'landed', at: { x: 42, y: 26 }, serial: 1 } }] },
    }));
    w.act('bob', '/fng done');
    for (const [who, line] of [['bob', '/campaign log last:200'], ['dan', '/campaign log last:200'], ['bob', '/campaign export'], ['bob', '/fng-mission status'], ['dan', '/fng-mission status']] as const) w.act(who, line);
    const channel = w.seen.filter((x) => x.to === 'channel').map((x) => x.text).join('\n');
    expect(channel).toMatch(/fire at the helicopter S1 on the ground at 42,26 instead of/);
    expect(channel).toMatch(/🔫 The enemy fires at S1, on the ground \(the Ranged Combat Table, L1956\): \*\*tranh\*\* \d hits?/);
    const dice = [/Ranged Combat at the helicopter/, /AK-47 \/ Type-56 7\.62mm \[/];
    for (const x of w.seen.filter((y) => y.to !== 'ann')) for (const leak of dice) expect(`${x.line} → ${x.to}: ${leak.test(x.text) ? String(leak) : ''}`).toBe(`${x.line} → ${x.to}: `);
    const gm = w.seen.filter((x) => x.to === 'ann').map((x) => x.text).join('\n');
    expect(gm).toMatch(/Ranged Combat at the helicopter S1 \(L1956\): tranh AK-47 \/ Type-56 7\.62mm \[\d, \d, \d\] \+ REP 4/);
  });

  it('GIVEN an AC-47 gun run with an enemy DShK on the table THEN its Received Fire Test and its shots reach only the GM; the channel hears whether it fired and what it hit; the run\'s ledger entry is hers until the end', () => {
    const w = world();
    const duc: TableFigure = { ...w.game().figures.find((f) => f.id === 'nobles')!, id: 'duc', side: 'cf', unit: 'vc-1', name: 'VC', weapon: 'dshk', rep: 4, at: { x: 40, y: 20 } };
    edit(w, (g) => ({
      ...g,
      figures: [...g.figures, duc],
      pefs: [],
      turn: 1,
      dice: { fwf: 5, cf: 2 },
      acting: 'fwf',
      done: [],
      serial: 1,
      mission: { ...g.mission!, night: true },
      support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'ac-47', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', aircraft: 'AC-47 "Spooky/Puff" gunship', pilotRep: 5, passes: 2, until: 8 }] },
    }));
    const run = w.must('bob', '/fng-mission spooky line:"0,1 to 72,1" support:S1');
    const channel = shownBy(run, 'bob').filter((x) => x.to === 'channel').map((x) => x.text).join('\n');
    expect(channel).toMatch(/🔫 The enemy's HMGs take a Received Fire Test as S1 fires \(L1931/);
    expect(channel).toMatch(/\(secret until the end\)/);
    for (const [who, line] of [['bob', '/campaign log last:200'], ['dan', '/campaign log last:200'], ['bob', '/campaign export'], ['bob', '/fng-mission status']] as const) w.act(who, line);
    const dice = [/HMGs at S1 \(L1931\)/, /Received Fire 2d6 \[/, /received fire duc/];
    for (const x of w.seen.filter((y) => y.to !== 'ann')) for (const leak of dice) expect(`${x.line} → ${x.to}: ${leak.test(x.text) ? String(leak) : ''}`).toBe(`${x.line} → ${x.to}: `);
    const gm = w.seen.filter((x) => x.to === 'ann').map((x) => x.text).join('\n');
    expect(gm).toMatch(/The enemy's HMGs at S1 \(L1931\): duc \(REP 4\) Received Fire 2d6 \[\d, \d\]/);
    const entry = w.h.store.transaction((tx) => tx.rolls(tx.activeCampaign('c1')!.id)).find((r) => r.command === 'fng-mission spooky')!;
    expect(entry.audience).toEqual({ kind: 'hidden', to: [] });
  });
});

function edit(w: ReturnType<typeof world>, f: (g: FngGame) => FngGame): void {
  w.h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
  });
}
