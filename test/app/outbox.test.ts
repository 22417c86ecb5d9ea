import { describe, expect, it } from 'vitest';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { allParts, decodeOutcome, encodeOutcome, hasBit, outboxParts } from '../../src/app/outbox.js';
import type { Outcome } from '../../src/app/outcome.js';
import { movableClock, SECRET_HEX, LEDGER_KEY } from '../helpers/harness.js';
import { fogoTable } from '../helpers/fogo-table.js';
import { survivesOutbox } from '../secrecy/sweep-run.js';

const ann = { id: 'id-ann', name: 'ann' };
const bob = { id: 'id-bob', name: 'bob' };

function table(outbox: string | null = 'main') {
  const clock = movableClock();
  const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX), clock, ...(outbox === null ? {} : { outbox }) });
  const run = (who: typeof ann, line: string, route = { interactionId: '9', applicationId: '1', token: 'tok' }) => {
    const p = parseLine(line);
    if (p.kind !== 'command') throw new Error(line);
    return app.execute({ actor: who, channelId: 'c1', path: p.path, options: p.options, route });
  };
  const rows = () => store.db.$client.prepare('SELECT * FROM outbox ORDER BY id').all() as Record<string, unknown>[];
  return { app, store, clock, run, rows };
}

describe('outbox parts and encoding', () => {
  const png = new Uint8Array([137, 80, 78, 71, 0, 255]);
  const outcome: Outcome = {
    public: { text: 'pub', images: [{ name: 'b.png', data: png }] },
    private: { text: 'mine', files: [{ name: 'x.json', data: Buffer.from('{"a":1}') }] },
    dms: [
      { to: ann, post: { text: 'to ann' } },
      { to: bob, post: { text: 'to bob' } },
    ],
    gm: { to: ann, post: { text: 'gm' } },
  };

  it('GIVEN an outcome THEN each part has its own bit, in order, and the mask holds them all', () => {
    expect(outboxParts(outcome).map((p) => [p.kind, p.bit])).toEqual([
      ['public', 1],
      ['private', 2],
      ['dm', 4],
      ['dm', 8],
      ['gm', 16],
    ]);
    expect(allParts(outcome)).toBe(31);
    expect(allParts({ public: { text: 'x' }, gm: { to: ann, post: { text: 'y' } } })).toBe(1 + 4);
    expect(allParts({})).toBe(0);
    expect([hasBit(31, 8), hasBit(23, 8), hasBit(2 ** 52 + 1, 2 ** 52)]).toEqual([true, false, true]);
  });

  it('GIVEN more DMs than bits THEN the last ones share the last bit and the mask still counts each bit once', () => {
    const many: Outcome = { dms: Array.from({ length: 60 }, (_, k) => ({ to: { id: `u${k}`, name: `u${k}` }, post: { text: `${k}` } })) };
    const bits = outboxParts(many).map((p) => p.bit);
    expect(bits.at(-1)).toBe(2 ** 52);
    expect(new Set(bits).size).toBe(51);
    expect(allParts(many)).toBe(2 ** 53 - 4);
  });

  it('GIVEN files as Uint8Array and Buffer THEN they come back byte for byte', () => {
    const back = decodeOutcome(encodeOutcome(outcome));
    expect([...back.public!.images![0]!.data]).toEqual([...png]);
    expect(Buffer.from(back.private!.files![0]!.data).toString('utf8')).toBe('{"a":1}');
    expect(back.dms?.map((d) => d.post.text)).toEqual(['to ann', 'to bob']);
    expect(survivesOutbox(outcome)).toBe(true);
  });

  it('GIVEN what JSON cannot carry THEN the sweep\'s check says so', () => {
    expect(survivesOutbox({ public: { text: 'x', boards: [{ m: new Map([[1, 2]]) } as never] } })).toBe(false);
    expect(survivesOutbox({ public: { text: 'x', boards: [{ n: Number.NaN } as never] } })).toBe(false);
    expect(survivesOutbox({ public: { text: 'x', boards: [{ a: undefined, b: [1, { c: 'd' }] } as never] } })).toBe(true);
  });
});

describe('the App keeps what changed something', () => {
  it('GIVEN a roll THEN its outcome and route are kept with the parts to deliver, until every part is marked', () => {
    const t = table();
    const r = t.run(bob, '/roll dice:2d6 reason:volley');
    expect(r.ok && r.outbox).toEqual({ id: 1, at: expect.any(String) });
    const [row] = t.rows();
    expect(row).toMatchObject({ id: 1, channel_id: 'c1', actor_id: 'id-bob', actor_name: 'bob', command: 'roll', parts: 1, delivered: 0 });
    expect(JSON.parse(row!.route as string)).toEqual({ interactionId: '9', applicationId: '1', token: 'tok' });
    expect(decodeOutcome(row!.outcome as string)).toEqual(r.outcome);
    expect(t.app.undelivered().map((e) => [e.id, e.told.public?.text])).toEqual([[1, r.outcome.public?.text]]);
    t.app.delivered(1, 1);
    expect(t.rows()).toEqual([]);
  });

  it('GIVEN a hidden roll THEN it goes once its public, private and GM parts are all marked, in any order', () => {
    const t = table();
    t.run(ann, '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO"');
    t.run(bob, '/campaign join side:Portugal');
    const r = t.run(bob, '/roll dice:1d6 hidden:true');
    if (!r.ok || r.outbox === undefined) throw new Error('not kept');
    const { id } = r.outbox;
    expect(t.rows().find((x) => x.id === id)).toMatchObject({ parts: allParts(r.outcome) });
    const bits = outboxParts(r.outcome).map((p) => p.bit).reverse();
    for (const b of bits.slice(0, -1)) {
      t.app.delivered(id, b);
      t.app.delivered(id, b);
      expect(t.rows().some((x) => x.id === id)).toBe(true);
    }
    t.app.delivered(id, bits.at(-1)!);
    expect(t.rows().some((x) => x.id === id)).toBe(false);
  });

  it('GIVEN a read, a refusal or the outbox off THEN nothing is kept', () => {
    const t = table();
    t.run(ann, '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO"');
    t.app.delivered(1, 1);
    const status = t.run(ann, '/campaign status');
    expect(status.ok && status.outbox).toBeUndefined();
    const refused = t.run(bob, '/roll dice:nonsense');
    expect(refused.ok).toBe(false);
    expect(t.rows()).toEqual([]);
    const off = table(null);
    expect(off.run(bob, '/roll dice:1d6')).toMatchObject({ ok: true });
    expect(off.rows()).toEqual([]);
  });

  it('GIVEN two processes on one database THEN each sees and delivers only what it made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitrep-outbox-owners-'));
    try {
      const open = (outbox: string) => composeApp({ ledgerKey: LEDGER_KEY, databasePath: join(dir, 'db.sqlite'), logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX), outbox });
      const [a, b] = [open('main'), open('shard-1')];
      const ra = a.app.execute({ actor: bob, channelId: 'c1', path: ['roll'], options: { dice: '1d6' } });
      const rb = b.app.execute({ actor: ann, channelId: 'c2', path: ['roll'], options: { dice: '1d6' } });
      if (!ra.ok || !rb.ok) throw new Error('refused');
      expect(a.app.undelivered().map((e) => [e.id, e.owner, e.actor?.name])).toEqual([[ra.outbox?.id, 'main', 'bob']]);
      expect(b.app.undelivered().map((e) => [e.id, e.owner, e.actor?.name])).toEqual([[rb.outbox?.id, 'shard-1', 'ann']]);
      a.store.close();
      b.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('GIVEN a DM kept in the inbox for an outbox part THEN the inbox row and the mark are one write', () => {
    const t = table();
    const r = t.run(bob, '/roll dice:1d6');
    if (!r.ok || r.outbox === undefined) throw new Error('not kept');
    t.app.keepUndelivered('c1', ann, { text: 'orders' }, { id: r.outbox.id, part: 1 });
    expect(t.rows()).toEqual([]);
    expect(t.store.db.$client.prepare('SELECT count(*) AS n FROM inbox').get()).toEqual({ n: 1 });
  });

  it('GIVEN a reminder falls due with the outbox on THEN the clock keeps it too, in the transaction that decided it', () => {
    const clock = movableClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const { h, must } = fogoTable({ clock, outbox: true });
    must('ann', '/campaign pace remind:8');
    for (const e of h.app.undelivered()) h.app.delivered(e.id, e.parts);
    clock.advance(8.1);
    const due = h.app.tick();
    expect(due.map((d) => d.outcome.public?.text)).toEqual([expect.stringMatching(/^⏰ \*\*Op\*\* — still waiting for \*\*Portugal\*\*\./)]);
    expect(h.app.undelivered().map((e) => [e.id, e.command, e.told.public?.text])).toEqual([[due[0]!.outbox?.id, 'clock reminder', due[0]!.outcome.public?.text]]);
});
});
