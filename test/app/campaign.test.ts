import { describe, expect, it } from 'vitest';
import { formatHouseRules } from '../../src/app/format.js';
import { setHouseRule } from '../../src/core/campaign.js';
import { PUBLIC, viewFor } from '../../src/core/views.js';
import { harness, texts } from '../helpers/harness.js';

const NEW = '/campaign new ruleset:fogo name:"Op Tridente" sides:"Portugal,FRELIMO"';

function started() {
  const h = harness();
  expect(h.run('ann', NEW).ok).toBe(true);
  expect(h.run('bob', '/campaign join side:portugal').ok).toBe(true);
  expect(h.run('cat', '/campaign join side:FRELIMO').ok).toBe(true);
  return h;
}

describe('/campaign new', () => {
  it('GIVEN an empty channel THEN the campaign starts, the creator is GM and the commitment is shown', () => {
    const h = harness();
    const r = h.run('ann', NEW);
    expect(r.ok).toBe(true);
    expect(texts(r).public).toContain('**Op Tridente**');
    expect(texts(r).public).toContain('GM: ann');
    expect(texts(r).public).toContain('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('GIVEN a running campaign THEN a second new in the same channel is refused and writes nothing', () => {
    const h = started();
    const before = h.snapshot();
    const r = h.run('bob', '/campaign new ruleset:lnl name:Other sides:"A,B"');
    expect(r).toMatchObject({ ok: false, error: { code: 'campaign/exists' } });
    expect(texts(r).private).toContain('Op Tridente');
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN a running campaign THEN another channel can start its own', () => {
    const h = started();
    expect(h.run('bob', '/campaign new ruleset:lnl name:Other sides:"A,B"', 'c2').ok).toBe(true);
  });

  it.each([
    ['name:"a*b" sides:"A,B"', 'campaign/bad-name'],
    ['name:"@everyone" sides:"A,B"', 'campaign/bad-name'],
    ['name:T sides:"A"', 'campaign/too-few-sides'],
    ['name:T sides:"A,B,C,D,E,F,G,H,I"', 'campaign/too-many-sides'],
    ['name:T sides:"A,a"', 'campaign/duplicate-side'],
    ['name:T sides:"A,<@123>"', 'campaign/bad-side-name'],
    ['name:T sides:"A,' + 'x'.repeat(33) + '"', 'campaign/bad-side-name'],
  ])('GIVEN %s THEN %s and nothing is written', (opts, code) => {
    const h = harness();
    const before = h.snapshot();
    expect(h.run('ann', `/campaign new ruleset:fogo ${opts}`)).toMatchObject({ ok: false, error: { code } });
    expect(h.snapshot()).toBe(before);
  });
});

describe('/campaign join', () => {
  it('GIVEN a side name in any case THEN the player joins it', () => {
    const h = started();
    const status = texts(h.run('bob', '/campaign status')).private;
    expect(status).toContain('• Portugal: bob');
    expect(status).toContain('• FRELIMO: cat');
    expect(status).toContain('You play Portugal.');
  });

  it.each([
    ['dan', 'side:Rhodesia', 'campaign/unknown-side'],
    ['bob', 'side:FRELIMO', 'campaign/already-joined'],
    ['bob', 'side:Portugal', 'campaign/already-joined'],
    ['ann', 'side:Portugal', 'campaign/gm-cannot-join'],
  ])('GIVEN %s joining %s THEN %s and nothing is written', (who, opts, code) => {
    const h = started();
    const before = h.snapshot();
    expect(h.run(who, `/campaign join ${opts}`)).toMatchObject({ ok: false, error: { code } });
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN no campaign THEN join says so', () => {
    expect(harness().run('bob', '/campaign join side:A')).toMatchObject({ ok: false, error: { code: 'campaign/none' } });
  });
});

describe('/campaign rules', () => {
  it('GIVEN fogo THEN list shows every parameter with its default, domain and source', () => {
    const h = started();
    const list = texts(h.run('bob', '/campaign rules list')).private;
    expect(list).toContain('`rally.pinned.regular` = 4');
    expect(list).toContain('a whole number from 1 to 7');
    expect(list).toContain('crossfire-core §1.7');
  });

  it('GIVEN the GM sets a value THEN it is announced, listed as a house rule and logged', () => {
    const h = started();
    const r = h.run('ann', '/campaign rules set name:rally.natural1fails value:yes');
    expect(r.ok).toBe(true);
    expect(texts(r).public).toContain('`rally.natural1Fails` = **true** (default false)');
    expect(texts(h.run('bob', '/campaign rules list')).private).toContain('`rally.natural1Fails` = **true** (house rule; default false)');
    expect(texts(h.run('bob', '/campaign status')).private).toContain('House rules: `rally.natural1Fails` = true');
    expect(texts(h.run('bob', '/campaign log')).private).toContain('set house rule `rally.natural1Fails` = true');
  });

  it('GIVEN a value set back to the default THEN it no longer counts as a house rule', () => {
    const h = started();
    h.run('ann', '/campaign rules set name:cc.green value:-2');
    h.run('ann', '/campaign rules set name:cc.green value:-1');
    expect(texts(h.run('bob', '/campaign status')).private).not.toContain('House rules');
  });

  it('GIVEN reset of one or all THEN values return to their defaults', () => {
    const h = started();
    h.run('ann', '/campaign rules set name:cc.green value:-2');
    h.run('ann', '/campaign rules set name:rbf.successHits value:2');
    expect(h.run('ann', '/campaign rules reset name:cc.green').ok).toBe(true);
    expect(texts(h.run('bob', '/campaign status')).private).toContain('House rules: `rbf.successHits` = 2');
    expect(h.run('ann', '/campaign rules reset').ok).toBe(true);
    expect(texts(h.run('bob', '/campaign status')).private).not.toContain('House rules');
  });

  it.each([
    ['bob', '/campaign rules set name:cc.green value:-2', 'campaign/not-gm'],
    ['bob', '/campaign rules reset', 'campaign/not-gm'],
    ['ann', '/campaign rules set name:nope value:1', 'rules/unknown-parameter'],
    ['ann', '/campaign rules set name:cc.green value:-7', 'rules/invalid-value'],
    ['ann', '/campaign rules set name:cc.green value:1.5', 'rules/invalid-value'],
    ['ann', '/campaign rules set name:rally.natural1Fails value:maybe', 'rules/invalid-value'],
    ['ann', '/campaign rules set name:rally.successEffect value:HALF', 'rules/invalid-value'],
    ['ann', '/campaign rules reset name:nope', 'rules/unknown-parameter'],
  ])('GIVEN %s: %s THEN %s and nothing is written', (who, line, code) => {
    const h = started();
    const before = h.snapshot();
    expect(h.run(who, line)).toMatchObject({ ok: false, error: { code } });
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN a ruleset without parameters THEN list says so, and no key can be set', () => {
    const h = started();
    const c = h.store.transaction((tx) => tx.activeCampaign('c1')!);
    const plain = { name: 'Plain rules', houseRules: [] };
    const ledger = h.store.transaction((tx) => tx.ledger(c.id)!);
    expect(formatHouseRules(viewFor(c, ledger, PUBLIC, plain))).toBe('Plain rules has no house-rule parameters.');
    expect(setHouseRule(c, [], 'x', '1')).toMatchObject({ ok: false, code: 'rules/unknown-parameter' });
  });
});

describe('/campaign end, /verify and the published secret', () => {
  it('GIVEN a player THEN end is refused', () => {
    const h = started();
    expect(h.run('bob', '/campaign end')).toMatchObject({ ok: false, error: { code: 'campaign/not-gm' } });
  });

  it('GIVEN rolls and an end THEN the secret is published and /verify passes every roll', () => {
    const h = started();
    h.run('bob', '/roll dice:4d6>=5 reason:volley');
    h.run('cat', '/roll dice:2d6 hidden:true');
    h.run('ann', '/roll dice:1d20+2');
    const end = h.run('ann', '/campaign end');
    expect(texts(end).public).toContain(`Dice secret: \`000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\``);
    const v = texts(h.run('dan', '/verify')).public;
    expect(v).toContain('✅ SHA-256 of the published secret matches the commitment.');
    expect(v).toContain('PASS: 3/3 rolls recomputed exactly.');
  });

  it('GIVEN a tampered ledger row THEN /verify fails that roll only', () => {
    const h = started();
    h.run('bob', '/roll dice:4d6');
    h.run('bob', '/roll dice:4d6');
    h.run('ann', '/campaign end');
    const db = h.store.db.$client;
    const row = db.prepare('SELECT parts FROM rolls WHERE n = 2').get() as { parts: string };
    const parts = JSON.parse(row.parts);
    parts[0].faces[0] = (parts[0].faces[0] % 6) + 1;
    db.prepare('UPDATE rolls SET parts = ? WHERE n = 2').run(JSON.stringify(parts));
    const v = texts(h.run('dan', '/verify')).public;
    expect(v).toMatch(/✅ #1 /);
    expect(v).toMatch(/❌ #2 .*faces-differ/);
    expect(v).toContain('FAIL: 1/2 rolls recomputed exactly.');
  });

  it('GIVEN a deleted ledger row THEN /verify reports the gap', () => {
    const h = started();
    for (let i = 0; i < 3; i++) h.run('bob', '/roll dice:1d6');
    h.run('ann', '/campaign end');
    h.store.db.$client.prepare('DELETE FROM rolls WHERE n = 2').run();
    expect(texts(h.run('dan', '/verify')).public).toContain('❌ Missing roll numbers: 2');
  });

  it('GIVEN nothing published THEN /verify says so; a running ledger reads by number as one that does not exist', () => {
    const h = started();
    expect(h.run('bob', '/verify')).toMatchObject({ ok: false, error: { code: 'verify/nothing-published' } });
    expect(h.run('bob', '/verify ledger:1')).toMatchObject({ ok: false, error: { code: 'verify/unknown-ledger' } });
    expect(h.run('bob', '/verify ledger:99')).toMatchObject({ ok: false, error: { code: 'verify/unknown-ledger' } });
    expect(h.run('bob', '/verify ledger:1', 'elsewhere')).toMatchObject({ ok: false, error: { code: 'verify/unknown-ledger' } });
  });

  it('GIVEN an ended campaign THEN status, log and export still reach it and new rolls use the channel ledger', () => {
    const h = started();
    h.run('ann', '/campaign end');
    expect(texts(h.run('bob', '/campaign status')).private).toContain('ended');
    expect(h.run('ann', '/campaign end')).toMatchObject({ ok: false, error: { code: 'campaign/none' } });
    const r = h.run('bob', '/roll dice:1d6');
    expect(texts(r).public).toContain('New dice ledger for this channel.');
    expect(texts(r).public).toContain('Roll #1 by bob');
  });
});

describe('rolls outside any campaign', () => {
  it('GIVEN quick rolls THEN they share a channel ledger that /verify closes, publishes and checks', () => {
    const h = harness();
    const first = texts(h.run('bob', '/roll dice:3d6')).public;
    expect(first).toContain('New dice ledger for this channel. Dice commitment');
    expect(texts(h.run('bob', '/roll dice:3d6')).public).not.toContain('New dice ledger');
    const v = texts(h.run('cat', '/verify')).public;
    expect(v).toContain('Channel dice ledger #1');
    expect(v).toContain('PASS: 2/2');
    // The next roll opens a fresh ledger: the published secret never seeds another roll.
    expect(texts(h.run('bob', '/roll dice:3d6')).public).toContain('New dice ledger');
  });

  it('GIVEN a hidden roll with no GM THEN only the roller sees the dice, kept in their own sealed ledger', () => {
    const h = harness();
    const r = texts(h.run('bob', '/roll dice:3d6 hidden:true reason:"HIDDEN-why"'));
    const opening = "New sealed dice ledger for bob's hidden rolls; only bob can publish it. ";
    expect(r.public).toBe(`🎲 Roll #1 of bob's sealed ledger #1 was made hidden.\n${opening}` + r.public.split(opening)[1]);
    expect(r.private).toContain('HIDDEN-why');
    expect(r.private).toContain('`/verify mine:true`');
    expect(r.gm).toBeUndefined();
  });
});

describe('/campaign log and /campaign export', () => {
  it('GIVEN a few events THEN the log lists them in order and last:N trims it', () => {
    const h = started();
    h.run('bob', '/roll dice:1d6 reason:first');
    const log = texts(h.run('bob', '/campaign log')).private;
    const lines = log.split('\n');
    expect(lines[0]).toBe('**Log of Op Tridente**');
    expect(lines[1]).toContain('ann started the campaign with sides Portugal, FRELIMO.');
    expect(lines[2]).toContain('bob joined Portugal.');
    expect(log).toContain('Roll #1 by bob — first');
    expect(texts(h.run('bob', '/campaign log last:1')).private).toContain('(last 1 of 4 entries)');
  });

  it('GIVEN an ended campaign THEN the export holds the secret and every roll', () => {
    const h = started();
    h.run('cat', '/roll dice:2d6 hidden:true');
    h.run('ann', '/campaign end');
    const out = h.run('bob', '/campaign export');
    const file = out.outcome.private?.files?.[0];
    expect(file?.name).toBe('campaign-1.json');
    const data = JSON.parse(Buffer.from(file!.data).toString('utf8'));
    expect(data.campaign.ledger.secret).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(data.rolls[0]).toMatchObject({ n: 1, visible: true, hidden: true });
    expect(data.rolls[0].parts[0].faces).toHaveLength(2);
  });

  it('GIVEN quick-roll export options THEN a campaign ledger, an empty channel and a mixed request get their own answers, and nothing is written', () => {
    const h = started();
    const before = h.snapshot();
    expect(h.run('bob', '/campaign export ledger:1')).toMatchObject({ ok: false, error: { code: 'export/campaign-ledger' } });
    expect(h.run('bob', '/campaign export quick:true')).toMatchObject({ ok: false, error: { code: 'export/no-quick-rolls' } });
    expect(h.run('bob', '/campaign export quick:true campaign:1')).toMatchObject({ ok: false, error: { code: 'export/one-kind' } });
    expect(h.run('bob', '/campaign export ledger:1', 'c9')).toMatchObject({ ok: false, error: { code: 'export/unknown-ledger' } });
    expect(h.snapshot()).toBe(before);
    h.run('bob', '/roll dice:1d6', 'c9');
    const open = h.run('bob', '/campaign export quick:true', 'c9');
    expect(texts(open).private).toContain('Not yet published, so without their secret: #2.');
    const data = JSON.parse(Buffer.from(open.outcome.private!.files![0]!.data).toString('utf8'));
    expect(data).toMatchObject({ format: 'sitrep-ledger-export/1', ledger: { id: '2', kind: 'channel', rolls: 1 }, rolls: [{ n: 1, visible: true }] });
    expect(data.ledger.secret).toBeUndefined();
  });

  it('GIVEN an earlier campaign by number THEN status reaches it; another channel\'s number does not', () => {
    const h = started();
    h.run('ann', '/campaign end');
    h.run('ann', '/campaign new ruleset:lnl name:Second sides:"A,B"');
    expect(texts(h.run('bob', '/campaign status campaign:1')).private).toContain('Op Tridente');
    expect(h.run('bob', '/campaign status campaign:1', 'c9')).toMatchObject({ ok: false, error: { code: 'campaign/none' } });
  });
});

describe('the pipeline', () => {
  it('GIVEN an unknown command or a bare group THEN a specific error', () => {
    const h = harness();
    expect(h.run('bob', '/dance')).toMatchObject({ ok: false, error: { code: 'command/unknown' } });
    expect(h.run('bob', '/campaign')).toMatchObject({ ok: false, error: { code: 'command/incomplete' } });
    expect(h.run('bob', '/campaign rules')).toMatchObject({ ok: false, error: { code: 'command/incomplete' } });
    expect(h.run('bob', '/roll extra dice:1d6')).toMatchObject({ ok: false, error: { code: 'command/unknown' } });
  });

  it('GIVEN a fault inside a command THEN the user sees only a reference, the log has the detail, nothing is written', () => {
    const h = started();
    const before = h.snapshot();
    const db = h.store.db.$client;
    // Break the schema under the app: a genuine fault, not a rule error.
    db.exec('ALTER TABLE events RENAME TO events_gone');
    const r = h.run('bob', '/roll dice:1d6');
    db.exec('ALTER TABLE events_gone RENAME TO events');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('fault');
    expect(r.error.message).toMatch(/^Something went wrong \(ref [0-9a-f]{6}\)\. Nothing was changed\.$/);
    expect(texts(r).private).not.toMatch(/events|sqlite|Error/i);
    const logged = h.logger.entries.find((e) => e.msg === 'command fault');
    expect(logged?.fields?.['ref']).toBe(r.error.ref);
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN any command THEN one log line names the command, user, duration and outcome', () => {
    const h = harness();
    h.run('bob', '/roll dice:1d6');
    h.run('bob', '/roll dice:nope');
    const lines = h.logger.entries.filter((e) => e.msg === 'command');
    expect(lines.map((l) => l.fields?.['outcome'])).toEqual(['ok', 'roll/unknown-word']);
    expect(lines[0]?.fields).toMatchObject({ command: 'roll', user: 'id-bob' });
    expect(typeof lines[0]?.fields?.['ms']).toBe('number');
  });
});
