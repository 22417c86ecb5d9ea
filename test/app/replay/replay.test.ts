import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReplay, readRecord, replay, replaySteps } from '../../../src/app/replay.js';
import { replayDeps } from '../../../src/compose.js';
import { campaignParts, legacyPartDigest } from '../../../src/core/campaign-digest.js';
import { PROJECT_ROOT } from '../../../src/project-root.js';
import { harness, movableClock, type Harness } from '../../helpers/harness.js';
import { fogoTable } from '../../helpers/fogo-table.js';
import { databaseBefore } from '../../helpers/migrations-before.js';
import { expectReplayed, sqliteCampaigns } from '../../helpers/replay-check.js';
import { replayReport } from '../../../src/replay-campaign.js';
import { RULESETS } from '../../../src/rulesets/registry.js';
import { registryOf } from '../../../src/core/ruleset.js';
import { allCommands } from '../../../src/app/command.js';
import { commands } from '../../../commands/index.js';

const deps = replayDeps();
const recordOf = (h: Harness, channel = 'c1') => h.store.transaction((tx) => readRecord(tx, (tx.activeCampaign(channel) ?? tx.campaignsIn(channel)[0]!).id))!;

describe('every move kept as data', () => {
  it('GIVEN a game THEN each command that changed the campaign is one action with its actor, side, options, version and rolls, and a /roll is kept by its ledger entry alone', () => {
    const { h, must } = fogoTable();
    must('ana', '/roll dice:2d6 reason:"who goes first"');
    must('ann', '/campaign rules set name:noFire.onPin value:false');
    must('ana', '/fogo pass');
    const r = recordOf(h);
    expect(r.actions.map((a) => [a.command, a.actor.name, a.side ?? null, a.version, a.rollFrom, a.rollTo])).toEqual([
      ['campaign new', 'ann', null, 0, 0, 0],
      ['campaign join', 'ana', 'Portugal', 1, 0, 0],
      ['fogo force', 'ana', 'Portugal', 2, 0, 0],
      ['campaign join', 'ben', 'FRELIMO', 3, 0, 0],
      ['fogo force', 'ben', 'FRELIMO', 4, 0, 0],
      ['campaign rules set', 'ann', null, 5, 1, 1],
      ['fogo pass', 'ana', 'Portugal', 6, 1, 1],
    ]);
    expect(r.actions[0]!.options).toEqual({ ruleset: 'fogo', name: 'Op', sides: 'Portugal,FRELIMO', scenario: 'fogo-paddy-patrol' });
    expect(r.actions[5]!.options).toEqual({ name: 'noFire.onPin', value: 'false' });
    // The first action digests every part; later ones only what they changed.
    expect(Object.keys(r.actions[0]!.after)).toEqual(expect.arrayContaining(['name', 'sides', 'board', 'houseRules', 'game.stands']));
    expect(Object.keys(r.actions[1]!.after)).toEqual(['sides']);
    expect(Object.keys(r.actions[5]!.after)).toEqual(['houseRules']);
    expect(replaySteps(r).map((s) => (s.kind === 'roll' ? `roll #${s.entry.n}` : s.action.command)).slice(4, 7)).toEqual(['fogo force', 'roll #1', 'campaign rules set']);
    expect(checkReplay(r, replay(r, deps))).toEqual({ ok: true, steps: 8, actions: 7, fromBase: false });
  });

  it('GIVEN a command refused or a read THEN no action is kept', () => {
    const { h } = fogoTable();
    const before = recordOf(h).actions.length;
    expect(h.run('ben', '/fogo pass').ok).toBe(false);
    expect(h.run('ben', '/campaign status').ok).toBe(true);
    expect(h.run('ben', '/roll dice:1d6').ok).toBe(true);
    expect(recordOf(h).actions.length).toBe(before);
  });

  it('GIVEN the rules\' default played by the clock at a deadline THEN it is an action made by the clock, and the game replays', () => {
    const clock = movableClock(Date.UTC(2026, 10, 21, 12));
    const { h, must } = fogoTable({ clock });
    must('ann', '/campaign pace deadline:24 warn:4 missed:default');
    clock.advance(24.1);
    h.app.tick();
    const r = recordOf(h);
    expect(r.actions.at(-1)).toMatchObject({ command: 'fogo pass', actor: { name: 'ana' }, side: 'Portugal', clock: true });
    expectReplayed(h.store, sqliteCampaigns(h.store));
  });

  it('GIVEN a scenario loaded from a file THEN its bytes are kept with the action and the replay loads the same board', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO"');
    const data = new Uint8Array(readFileSync(join(PROJECT_ROOT, 'assets/scenarios/fogo-road-ambush.json')));
    expect(h.app.execute({ actor: { id: 'id-ann', name: 'ann' }, channelId: 'c1', path: ['board', 'load'], options: { file: { name: 'mine.json', data } } }).ok).toBe(true);
    const r = recordOf(h);
    expect(r.actions[1]!.options).toEqual({ file: { name: 'mine.json', base64: Buffer.from(data).toString('base64') } });
    expectReplayed(h.store, sqliteCampaigns(h.store));
  });

  it('GIVEN the stored campaign changed by no action THEN the replay says the stored campaign differs after its last step, and in what', () => {
    const { h } = fogoTable();
    h.store.transaction((tx) => tx.saveCampaign({ ...tx.activeCampaign('c1')!, name: 'Renamed by hand' }));
    const r = recordOf(h);
    expect(checkReplay(r, replay(r, deps))).toEqual({ ok: false, parts: ['name'], why: 'after its 5 steps the campaign as stored differs in name: changed by something that kept no action' });
  });

  it('GIVEN seeded dice replaying a game played with scripted dice THEN the replay names the first roll whose faces differ', () => {
    const { h, must } = fogoTable();
    const scripted = harness({ faces: [6, 6, 6] });
    for (const [who, line] of [
      ['ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO"'],
      ['ana', '/campaign join side:Portugal'],
      ['ana', '/roll dice:3d6'],
    ] as const)
      expect(scripted.run(who, line).ok).toBe(true);
    must('ana', '/roll dice:1d6');
    const r = recordOf(scripted);
    expect(checkReplay(r, replay(r, deps, { dice: 'recorded' }))).toMatchObject({ ok: true });
    expect(checkReplay(r, replay(r, deps))).toMatchObject({ ok: false, index: 2, why: expect.stringMatching(/^roll #1 drew \[\[\d,\d,\d\]\], the ledger holds \[\[6,6,6\]\]$/) });
  });
});

describe('actions kept before digests sorted their keys', () => {
  it('GIVEN the last action\'s digests as they were then computed (keys in their order) THEN the campaign replays; GIVEN one of them wrong THEN it does not', () => {
    const { h, must } = fogoTable();
    // The forces' stands, whose fields are not in their keys' sorted order.
    const r = recordOf(h);
    const last = r.actions.at(-1)!;
    const values = campaignParts(r.campaign);
    const legacy = (after: typeof last.after) => Object.fromEntries(Object.entries(after).map(([p, d]) => [p, d === null ? null : legacyPartDigest(values.get(p))]));
    const old = { ...r, actions: [...r.actions.slice(0, -1), { ...last, after: legacy(last.after) }] };
    expect(Object.values(old.actions.at(-1)!.after)).not.toEqual(Object.values(last.after));
    expect(checkReplay(old, replay(old, deps))).toMatchObject({ ok: true });
    const part = Object.keys(last.after)[0]!;
    const wrong = { ...r, actions: [...r.actions.slice(0, -1), { ...last, after: { ...legacy(last.after), [part]: legacyPartDigest('something else') } }] };
    expect(checkReplay(wrong, replay(wrong, deps))).toMatchObject({ ok: false, parts: [part] });
  });
});

describe('a campaign begun before actions were kept (migration 0009)', () => {
  const TABLES = ['ledgers', 'campaigns', 'rolls', 'events', 'game_parts', 'jobs', 'undo_steps'] as const;

  /** The fogo table with a roll, in a database as it stood before migration 0009, opened by today's bot. */
  function older(): Harness {
    const { h, must } = fogoTable();
    must('ana', '/roll dice:2d6');
    const sqlite = databaseBefore('0009_actions');
    for (const table of TABLES) {
      for (const row of h.store.db.$client.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]) {
        const cols = Object.keys(row);
        sqlite.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...cols.map((c) => row[c]));
      }
    }
    return harness({ databasePath: sqlite.serialize() });
  }

  it('GIVEN nothing done since THEN it cannot be replayed, and says why', () => {
    const r = recordOf(older());
    expect(r.actions).toEqual([]);
    expect(checkReplay(r, replay(r, deps))).toEqual({ ok: false, parts: [], why: 'no action of it was kept: it was begun before actions were kept (migration 0009) and nothing was done since' });
  });

  it('GIVEN moves made since THEN its first kept action holds the campaign as it stood, and the replay starts there and rebuilds the rest', () => {
    const h = older();
    const before = recordOf(h).campaign;
    expect(h.run('ann', '/campaign rules set name:noFire.onPin value:false').ok).toBe(true);
    expect(h.run('ana', '/roll dice:1d6').ok).toBe(true);
    expect(h.run('ana', '/fogo pass').ok).toBe(true);
    const r = recordOf(h);
    expect(r.actions.map((a) => [a.seq, a.version, a.rollFrom, a.base === undefined])).toEqual([
      [1, 5, 1, false],
      [2, 6, 2, true],
    ]);
    expect(r.actions[0]!.base).toEqual(before);
    expect(checkReplay(r, replay(r, deps))).toEqual({ ok: true, steps: 3, actions: 2, fromBase: true });
  });
});

describe('npm run replay: the report', () => {
  it('GIVEN a campaign that replays THEN it says so; GIVEN an action whose kept digests disagree THEN it names that step, its options and the parts', () => {
    const { h, must } = fogoTable();
    must('ana', '/roll dice:2d6');
    const id = recordOf(h).campaign.id;
    expect(replayReport(h.store, id, false, deps)).toEqual({
      ok: true,
      lines: [expect.stringMatching(/^Campaign #1 "Op" \(fogo, active\): 5 action\(s\) kept and 1 \/roll\(s\), replayed from its start with the ledger's seeds in \d+ ms\.$/), 'All 6 steps match: the rebuilt campaign is the stored one after every action.'],
    });
    h.store.db.$client.prepare("UPDATE actions SET after = json_set(after, '$.\"game.stands\"', 'AAAAAAAA') WHERE seq = 3").run();
    expect(replayReport(h.store, id, false, deps)).toEqual({
      ok: false,
      lines: [
        expect.stringMatching(/^Campaign #1/),
        'First difference at step 3 (/fogo force by ana, 2026-11-21T12:00:03.000Z) of 6: the rebuilt campaign differs in game.stands.',
        '  options: {"builtin":"cacadores-combat-group"}; side Portugal; made on version 2; no roll',
        'The 2 step(s) before it match.',
      ],
    });
    expect(replayReport(h.store, '42', false, deps)).toEqual({ ok: false, lines: ['Campaign #42: there is no such campaign.'] });
  });
});

describe('an action kept under a command\'s former name', () => {
  /** An FNG tour whose actions are named as a database from before /fng-tour holds them: /fng tour …, /fng after-action. */
  function formerTour(): { h: Harness; id: string; kept: string[] } {
    const h = harness();
    for (const [who, line] of [
      ['ann', '/campaign new ruleset:fng name:"Tour" sides:"US,VC"'],
      ['bob', '/campaign join side:US'],
      ['bob', '/fng-tour start army:us-army corps:II month:1967-01 star:"Sgt Pink"'],
      ['bob', '/fng-tour roster figure:s1-1 attribute:lucky'],
      ['bob', '/fng-tour turn'],
    ] as const) expect(h.run(who, line).ok, line).toBe(true);
    // Without contact the turn waits for After the Mission; with it, the mission ends before it.
    if (!(h.store.transaction((tx) => tx.activeCampaign('c1')!.game) as { mission?: unknown }).mission) expect(h.run('bob', '/fng-tour after-action').ok).toBe(true);
    const renamed = Object.entries(RULESETS.get('fng')!.formerCommands!);
    for (const [old, now] of renamed) h.store.db.$client.prepare('UPDATE actions SET command = ? WHERE command = ?').run(old, now);
    return { h, id: recordOf(h).campaign.id, kept: recordOf(h).actions.map((a) => a.command) };
  }

  it('GIVEN an FNG tour kept as /fng tour and /fng after-action THEN it replays under /fng-tour; GIVEN no former names THEN it does not', () => {
    const { h, id, kept } = formerTour();
    expect(kept).toEqual(expect.arrayContaining(['fng tour start', 'fng tour roster', 'fng tour turn']));
    expectReplayed(h.store, [id]);
    const { formerCommands: _former, ...fng } = RULESETS.get('fng')!;
    const without = { ...deps, rulesets: registryOf(RULESETS.all.map((r) => (r.id === 'fng' ? fng : r))) };
    const record = recordOf(h);
    expect(checkReplay(record, replay(record, without))).toMatchObject({ ok: false, index: 2 });
  });

  it('GIVEN each ruleset\'s former names THEN each names a command there is now, and none is one', () => {
    const paths = new Set(allCommands(commands).map((c) => c.path.join(' ')));
    for (const r of RULESETS.all) {
      for (const [old, now] of Object.entries(r.formerCommands ?? {})) expect([old, paths.has(old), now, paths.has(now)]).toEqual([old, false, now, true]);
    }
  });
});
