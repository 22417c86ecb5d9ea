import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleVersionError, type CampaignStore, type StoreTx } from '../../src/app/ports.js';
import type { Campaign } from '../../src/core/campaign.js';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import type { LedgerEntry } from '../../src/core/ledger.js';
import type { Action } from '../../src/core/action.js';
import type { RacerData, RacerReply } from './store-racer.js';

/** A fresh, empty database, and how to open stores on it (two stores on one database: two processes). */
export interface StoreTarget {
  readonly kind: 'sqlite' | 'pg';
  /** A file path (SQLite) or a connection string (PostgreSQL). */
  readonly target: string;
  /** A store on it, its ledger secrets under `ledgerKey` (the tests' LEDGER_KEY unless given). */
  open(ledgerKey?: Uint8Array): CampaignStore;
  /** Runs one statement on the database itself, outside any store (`?` parameters on either database). */
  query(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

const gm = { id: 'g', name: 'gm' };
const alice = { id: 'u1', name: 'Alice' };
const secret = new Uint8Array(Array.from({ length: 32 }, (_, i) => i * 7 + 1));

function campaign(id: string, over: Partial<Campaign> = {}): Campaign {
  return {
    id,
    channelId: 'ch',
    name: `Campaign ${id}`,
    ruleset: 'fogo',
    gm,
    sides: [{ id: 'blue', name: 'Blue', players: [] } as never],
    houseRules: {},
    // Keys in no sorted order: the store gives back the text it was given.
    game: { zeta: 1, alpha: [3, 1, 2], mid: { b: true, a: null } },
    status: 'active',
    createdAt: '2026-01-01T00:00:00Z',
    version: 1,
    ...over,
  };
}

/** A campaign with its ledger (a campaign's id is its ledger's). */
function newCampaign(tx: StoreTx, over: Partial<Campaign> = {}): Campaign {
  const l = tx.createLedger({ kind: 'campaign', channelId: over.channelId ?? 'ch', secret, commitment: 'c0', createdAt: 't0' });
  const c = campaign(l.id, over);
  tx.insertCampaign(c);
  return c;
}

const roll = (n: number, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  n,
  at: `t${n}`,
  actor: alice,
  command: 'roll',
  audience: { kind: 'public' },
  parts: [{ spec: { count: 2, sides: 6 } as never, faces: [n, 6], total: n + 6 }],
  ...over,
});

function race(t: StoreTarget, campaignId: string, who: string, moves: number): Promise<RacerReply> {
  const data: RacerData = { kind: t.kind, target: t.target, campaignId, moves, who };
  const w = new Worker(new URL('./store-racer-boot.mjs', import.meta.url), { workerData: data });
  return new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`racer exited ${code} without a reply`)));
  });
}

/**
 * The CampaignStore contract: every StoreTx method, transactions and savepoints, and two stores on one
 * database (two processes). `fresh` gives a new empty database per test.
 */
export function storeContract(name: string, fresh: () => Promise<StoreTarget>): void {
  describe(`store contract on ${name}`, () => {
    const open: CampaignStore[] = [];
    afterEach(() => {
      for (const s of open.splice(0)) s.close();
    });
    /** A fresh database and a store on it; `b()` opens a second store on it (another process). */
    async function stores(): Promise<{ t: StoreTarget; a: CampaignStore; b: CampaignStore }> {
      const t = await fresh();
      const a = t.open();
      open.push(a);
      let second: CampaignStore | undefined;
      const other = (): CampaignStore => {
        if (!second) open.push((second = t.open()));
        return second;
      };
      const b: CampaignStore = { transaction: (fn) => other().transaction(fn), read: (fn) => other().read(fn), batch: (fn) => other().batch(fn), health: () => other().health(), close: () => other().close() };
      return { t, a, b };
    }

    it('GIVEN campaigns inserted and saved THEN every read gives them back exactly, from this store and from another', async () => {
      const { a, b } = await stores();
      const c1 = a.transaction((tx) => newCampaign(tx, { status: 'ended', endedAt: 't9' }));
      const c2 = a.transaction((tx) => newCampaign(tx, { board: { id: 'b', width: 2 } as never, pace: { x: 1 } as never }));
      for (const s of [a, b])
        s.transaction((tx) => {
          expect(tx.campaign(c1.id)).toEqual(c1);
          expect(tx.activeCampaign('ch')).toEqual(c2);
          expect(tx.campaignsIn('ch').map((c) => c.id)).toEqual([c2.id, c1.id]);
          expect(tx.campaignsIn('elsewhere')).toEqual([]);
          expect(tx.activeCampaign('elsewhere')).toBeUndefined();
          expect(JSON.stringify(tx.campaign(c2.id)!.game)).toBe(JSON.stringify(c2.game));
          for (const bad of ['0', '-1', 'x', '99999999999', '1.5']) expect(tx.campaign(bad)).toBeUndefined();
        });
      // Who plays what, with requests waiting, a side the GM keeps and a player who left (issue 32).
      const seats = { startedAt: 't3', gmOnly: ['red'], requests: [{ player: { id: 'u9', name: 'Eve' }, side: 'blue', at: 't4' }], left: ['u8'] };
      const saved = a.transaction((tx) => tx.saveCampaign({ ...tx.campaign(c2.id)!, name: 'Renamed', game: { turn: 2 }, ...seats }));
      expect(saved.version).toBe(2);
      b.transaction((tx) => expect(tx.campaign(c2.id)).toEqual(saved));
      // Only the state changes: the game and board stay as they were.
      const again = b.transaction((tx) => tx.saveCampaign({ ...tx.campaign(c2.id)!, name: 'Again' }));
      a.transaction((tx) => expect(tx.campaign(c2.id)).toEqual(again));
    });

    it('GIVEN the campaign row edited by hand, its version left as it was THEN the next load reads the edit, not what the store kept', async () => {
      const { t, a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      a.transaction((tx) => expect(tx.campaign(c.id)!.name).toBe(c.name));
      await t.query("UPDATE campaigns SET name = 'Edited by hand' WHERE id = ?", [Number(c.id)]);
      a.transaction((tx) => expect(tx.campaign(c.id)).toMatchObject({ name: 'Edited by hand', version: 1 }));
      a.read((tx) => expect(tx.activeCampaign('ch')).toMatchObject({ name: 'Edited by hand', version: 1 }));
      // And again after a save of its own, which the store keeps.
      a.transaction((tx) => tx.saveCampaign({ ...tx.campaign(c.id)!, name: 'Saved' }));
      await t.query("UPDATE campaigns SET name = 'Edited again' WHERE id = ?", [Number(c.id)]);
      a.transaction((tx) => expect(tx.campaign(c.id)).toMatchObject({ name: 'Edited again', version: 2 }));
    });

    it('GIVEN a read-only transaction THEN it reads everything, and a write in it throws and leaves nothing', async () => {
      const { a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      a.read((tx) => {
        expect(tx.activeCampaign('ch')).toEqual(c);
        expect(tx.ledger(c.id)).toMatchObject({ id: c.id, rolls: 0 });
        expect(tx.openChannelLedger('ch')).toBeUndefined();
      });
      expect(() => a.read((tx) => tx.addToInbox('u1', { channelId: 'ch', createdAt: 't', post: { text: 'x' } }))).toThrow(/read-only/);
      expect(() => a.read((tx) => tx.saveCampaign({ ...tx.campaign(c.id)!, name: 'no' }))).toThrow(/read-only/);
      a.transaction((tx) => {
        expect(tx.unreadInbox('u1')).toEqual([]);
        expect(tx.campaign(c.id)).toEqual(c);
      });
    });

    it('GIVEN two stores load one version THEN the second save throws StaleVersionError and the first save stays', async () => {
      const { a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const seenByA = a.transaction((tx) => tx.campaign(c.id)!);
      const seenByB = b.transaction((tx) => tx.campaign(c.id)!);
      b.transaction((tx) => tx.saveCampaign({ ...seenByB, name: 'B won' }));
      expect(() => a.transaction((tx) => tx.saveCampaign({ ...seenByA, name: 'A lost' }))).toThrow(StaleVersionError);
      for (const s of [a, b]) s.transaction((tx) => expect(tx.campaign(c.id)).toMatchObject({ name: 'B won', version: 2 }));
    });

    it('GIVEN a transaction that throws THEN none of its writes stay, and the store goes on', async () => {
      const { a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      expect(() =>
        a.transaction((tx) => {
          tx.saveCampaign({ ...tx.campaign(c.id)!, name: 'gone' });
          tx.appendRoll(c.id, roll(1));
          tx.addJob(c.id, { kind: 'reminder', side: 'blue', turnKey: 'k', dueAt: 'd' });
          tx.createLedger({ kind: 'channel', channelId: 'ch', secret, commitment: 'x', createdAt: 't' });
          throw new Error('rule failed');
        }),
      ).toThrow('rule failed');
      a.transaction((tx) => {
        expect(tx.campaign(c.id)).toEqual(c);
        expect(tx.rolls(c.id)).toEqual([]);
        expect(tx.pendingJobs(c.id)).toEqual([]);
        expect(tx.openChannelLedger('ch')).toBeUndefined();
        expect(tx.changed()).toBe(false);
      });
      // A database error inside a transaction (a roll number used twice) rolls back the same way.
      a.transaction((tx) => tx.appendRoll(c.id, roll(1)));
      expect(() => a.transaction((tx) => (tx.appendEvent(c.id, { at: 't', actor: alice, audience: { kind: 'public' }, data: { kind: 'roll', n: 1 } }), tx.appendRoll(c.id, roll(1))))).toThrow();
      a.transaction((tx) => {
        expect(tx.events(c.id)).toEqual([]);
        expect(tx.rolls(c.id)).toEqual([roll(1)]);
      });
    });

    it('GIVEN nested transactions THEN a failed inner one is undone alone (a savepoint) and a successful one commits with the outer', async () => {
      const { a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      a.transaction((tx) => {
        tx.appendRoll(c.id, roll(1));
        expect(() =>
          a.transaction((inner) => {
            inner.appendRoll(c.id, roll(2));
            inner.saveCampaign({ ...inner.campaign(c.id)!, name: 'inner' });
            throw new Error('inner failed');
          }),
        ).toThrow('inner failed');
        a.transaction((inner) => inner.appendRoll(c.id, roll(2, { reason: 'second try' })));
        expect(tx.campaign(c.id)!.name).toBe(c.name);
      });
      a.transaction((tx) => {
        expect(tx.rolls(c.id)).toEqual([roll(1), roll(2, { reason: 'second try' })]);
        expect(tx.campaign(c.id)).toEqual(c);
      });
    });

    it('GIVEN ledgers of every kind THEN they are found, their secrets read, published once, and rolls counted', async () => {
      const { a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const [chan, mine, theirs] = a.transaction((tx) => [
        tx.createLedger({ kind: 'channel', channelId: 'ch', secret, commitment: 'k1', createdAt: 't1' }),
        tx.createLedger({ kind: 'personal', channelId: 'ch', owner: 'u1', secret, commitment: 'k2', createdAt: 't2' }),
        tx.createLedger({ kind: 'personal', channelId: 'ch', owner: 'u2', secret, commitment: 'k3', createdAt: 't3' }),
      ]);
      expect(chan).toEqual({ id: chan.id, kind: 'channel', channelId: 'ch', commitment: 'k1', createdAt: 't1', rolls: 0 });
      expect(mine).toMatchObject({ kind: 'personal', owner: 'u1' });
      b.transaction((tx) => {
        expect(tx.ledger(c.id)).toMatchObject({ id: c.id, kind: 'campaign', rolls: 0 });
        expect(tx.openChannelLedger('ch')).toEqual(chan);
        expect(tx.openPersonalLedger('ch', 'u1')).toEqual(mine);
        expect(tx.openPersonalLedger('ch', 'u2')).toEqual(theirs);
        expect(tx.openPersonalLedger('ch', 'u3')).toBeUndefined();
        expect(tx.openChannelLedger('other')).toBeUndefined();
        expect([...tx.ledgerSecret(mine.id)]).toEqual([...secret]);
        expect(tx.ledgerSecret(mine.id)).toBeInstanceOf(Uint8Array);
        for (const bad of ['0', 'x', '99999999999']) expect(tx.ledger(bad)).toBeUndefined();
        tx.appendRoll(chan.id, roll(1));
        tx.appendRoll(chan.id, roll(2, { audience: { kind: 'hidden', to: ['u1'] }, reason: 'why' }));
      });
      const published = a.transaction((tx) => {
        expect(tx.ledger(chan.id)!.rolls).toBe(2);
        expect(tx.rolls(chan.id)).toEqual([roll(1), roll(2, { audience: { kind: 'hidden', to: ['u1'] }, reason: 'why' })]);
        expect(tx.publishedLedgers('ch')).toEqual([]);
        return tx.publishLedger(chan.id, 't9');
      });
      expect(published).toEqual({ ...chan, rolls: 2, publishedAt: 't9', publishedSecret: Buffer.from(secret).toString('hex') });
      b.transaction((tx) => {
        expect(tx.openChannelLedger('ch')).toBeUndefined();
        expect(tx.publishedLedgers('ch')).toEqual([published]);
        expect(() => tx.publishLedger(chan.id, 't10')).toThrow(/already published/);
      });
    });

    it('GIVEN ledger secrets THEN the database holds them encrypted: a copy of it without LEDGER_KEY tells none of them', async () => {
      const { t, a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const chan = a.transaction((tx) => tx.createLedger({ kind: 'channel', channelId: 'ch', secret, commitment: 'k1', createdAt: 't1' }));
      const stored = (await t.query('SELECT secret FROM ledgers ORDER BY id')).map((r) => r.secret as Buffer);
      expect(stored).toHaveLength(2);
      for (const bytes of stored) {
        // Format byte, nonce, ciphertext, tag; no run of the secret's bytes anywhere in it.
        expect(bytes).toHaveLength(61);
        for (let i = 0; i + 8 <= secret.length; i++) expect(bytes.indexOf(Buffer.from(secret.subarray(i, i + 8)))).toBe(-1);
      }
      // A fresh nonce each time: the same secret is stored as different bytes.
      expect(stored[0]!.equals(stored[1]!)).toBe(false);
      b.read((tx) => {
        expect([...tx.ledgerSecret(c.id)]).toEqual([...secret]);
        expect([...tx.ledgerSecret(chan.id)]).toEqual([...secret]);
      });
      expect(a.transaction((tx) => tx.publishLedger(chan.id, 't9')).publishedSecret).toBe(Buffer.from(secret).toString('hex'));
    });

    it('GIVEN a store opened with another LEDGER_KEY THEN it is refused, saying so, and the database is left as it was', async () => {
      const { t, a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const before = await t.query('SELECT id, secret FROM ledgers ORDER BY id');
      expect(() => t.open(Buffer.alloc(32, 0x77))).toThrow(/^LEDGER_KEY is not the key this database's ledger secrets are encrypted with: set the one it was made with/);
      expect(() => t.open(Buffer.alloc(16, 0x77))).toThrow(/LEDGER_KEY is 32 bytes \(64 hex digits\), not 16/);
      expect(await t.query('SELECT id, secret FROM ledgers ORDER BY id')).toEqual(before);
      const again = t.open();
      try {
        again.read((tx) => expect([...tx.ledgerSecret(c.id)]).toEqual([...secret]));
      } finally {
        again.close();
      }
    });

    it('GIVEN secrets an earlier version stored in plain THEN they are read as they are, and encrypted when a store opens', async () => {
      const { t, a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const other = new Uint8Array(32).fill(9);
      const chan = a.transaction((tx) => tx.createLedger({ kind: 'channel', channelId: 'ch', secret: other, commitment: 'k1', createdAt: 't1' }));
      // As an earlier version left them: the raw 32 bytes, and no key recorded yet.
      await t.query('UPDATE ledgers SET secret = ? WHERE id = ?', [Buffer.from(secret), Number(c.id)]);
      await t.query('UPDATE ledgers SET secret = ? WHERE id = ?', [Buffer.from(other), Number(chan.id)]);
      await t.query('DELETE FROM settings');
      a.read((tx) => expect([...tx.ledgerSecret(c.id)]).toEqual([...secret]));
      t.open().close();
      const stored = (await t.query('SELECT secret FROM ledgers ORDER BY id')).map((r) => r.secret as Buffer);
      expect(stored.map((bytes) => bytes.length)).toEqual([61, 61]);
      a.read((tx) => {
        expect([...tx.ledgerSecret(c.id)]).toEqual([...secret]);
        expect([...tx.ledgerSecret(chan.id)]).toEqual([...other]);
      });
      expect(() => t.open(Buffer.alloc(32, 0x77))).toThrow(/LEDGER_KEY is not the key/);
    });

    it('GIVEN events THEN they are numbered in order, read back, and the public count takes every roll and public event', async () => {
      const { a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const hidden = { kind: 'hidden', to: ['u1'] } as const;
      const made = a.transaction((tx) => [
        tx.appendEvent(c.id, { at: 't1', actor: gm, audience: { kind: 'public' }, data: { kind: 'player-joined', side: 'blue' } }),
        tx.appendEvent(c.id, { at: 't2', actor: alice, audience: hidden, data: { kind: 'roll', n: 1 } }),
        tx.appendEvent(c.id, { at: 't3', actor: alice, audience: hidden, data: { kind: 'house-rule-reset' } }),
      ]);
      expect(made.map((e) => e.seq)).toEqual([1, 2, 3]);
      a.transaction((tx) => {
        expect(tx.events(c.id)).toEqual(made);
        expect(tx.publicEventCount(c.id)).toBe(2);
      });
    });

    it('GIVEN public events from this store and another THEN each transaction counts them all and numbers on from them, and none a rolled-back one added', async () => {
      const { a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const told = (n: number) => ({ at: `t${n}`, actor: gm, audience: { kind: 'public' } as const, data: { kind: 'house-rule-reset' } as const });
      // As a command does: the campaign loaded (on PostgreSQL, locked) first.
      const count = (s: CampaignStore) => s.transaction((tx) => (tx.campaign(c.id), tx.publicEventCount(c.id)));
      expect(count(a)).toBe(0);
      a.transaction((tx) => {
        tx.campaign(c.id);
        expect(tx.appendEvent(c.id, told(1)).seq).toBe(1);
        expect(tx.publicEventCount(c.id)).toBe(1);
      });
      expect(count(a)).toBe(1);
      b.transaction((tx) => tx.appendEvent(c.id, told(2)));
      expect(count(a)).toBe(2);
      a.transaction((tx) => {
        tx.campaign(c.id);
        expect(() =>
          a.transaction((inner) => {
            inner.appendEvent(c.id, told(3));
            throw new Error('inner');
          }),
        ).toThrow('inner');
        expect(tx.publicEventCount(c.id)).toBe(2);
        expect(tx.appendEvent(c.id, told(4)).seq).toBe(3);
      });
      expect(() =>
        a.transaction((tx) => {
          tx.campaign(c.id);
          tx.appendEvent(c.id, told(5));
          expect(tx.publicEventCount(c.id)).toBe(4);
          throw new Error('outer');
        }),
      ).toThrow('outer');
      expect([count(a), count(b)]).toEqual([3, 3]);
      expect(b.read((tx) => tx.events(c.id).map((e) => e.seq))).toEqual([1, 2, 3]);
    });

    it('GIVEN a campaign THEN its change mark moves with every save and every event, and nothing else', async () => {
      const { a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const mark = () => b.transaction((tx) => tx.changeMark(c.id));
      const first = mark();
      expect(first).toBe(`${c.version}.0`);
      a.transaction((tx) => tx.appendEvent(c.id, { at: 't1', actor: gm, audience: { kind: 'hidden', to: [] }, data: { kind: 'house-rule-reset' } }));
      expect(mark()).toBe(`${c.version}.1`);
      a.transaction((tx) => tx.saveCampaign(tx.campaign(c.id)!));
      expect(mark()).toBe(`${c.version + 1}.1`);
      a.transaction((tx) => tx.addToInbox('u1', { channelId: 'ch', createdAt: 't1', post: { text: 'x' } }));
      expect(mark()).toBe(`${c.version + 1}.1`);
      expect(b.transaction((tx) => [tx.changeMark('999999'), tx.changeMark('nope')])).toEqual([undefined, undefined]);
    });

    it('GIVEN actions THEN they are numbered per campaign, read back exactly, and the campaign as it stood is kept with the first alone', async () => {
      const { a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const other = a.transaction((tx) => newCampaign(tx, { channelId: 'ch2' }));
      const action = (over: Partial<Action> = {}): Omit<Action, 'seq' | 'base' | 'logTo'> => ({
        at: 't1',
        actor: alice,
        command: 'fogo fire',
        options: { unit: 'A1', dice: 3, hidden: false, file: { name: 'f.json', base64: 'e30=' } },
        version: 4,
        rollFrom: 2,
        rollTo: 4,
        after: { 'game.stands': 'AbCdEfGh', board: null },
        ...over,
      });
      const made = a.transaction((tx) => [
        tx.appendEvent(c.id, { at: 't1', actor: gm, audience: { kind: 'public' }, data: { kind: 'player-joined', side: 'blue' } }) && tx.appendAction(c.id, action({ side: 'Blue', bot: true }), c),
        tx.appendAction(c.id, action({ clock: true, version: 5 }), c),
        tx.appendAction(other.id, action({ version: 0, rollFrom: 0, rollTo: 0 })),
      ]);
      expect(made.map((x) => x.seq)).toEqual([1, 2, 1]);
      // Each knows the log's length when it was kept.
      expect(made[0]).toEqual({ ...action({ side: 'Blue', bot: true }), seq: 1, logTo: 1, base: c });
      expect(made[1]).toEqual({ ...action({ clock: true, version: 5 }), seq: 2, logTo: 1 });
      expect(made[2]!.logTo).toBe(0);
      b.transaction((tx) => {
        expect(tx.actions(c.id)).toEqual(made.slice(0, 2));
        expect(tx.actions(other.id)).toEqual([made[2]]);
      });
      // What a transaction changed: the campaigns it inserted or saved, as last written; none for reads.
      a.transaction((tx) => {
        expect(tx.writtenCampaigns()).toEqual([]);
        tx.campaign(c.id);
        expect(tx.writtenCampaigns()).toEqual([]);
        const made = newCampaign(tx, { channelId: 'ch3' });
        tx.saveCampaign({ ...tx.campaign(c.id)!, name: 'once' });
        const twice = tx.saveCampaign({ ...tx.campaign(c.id)!, name: 'twice' });
        expect(tx.writtenCampaigns()).toEqual([made, twice]);
      });
      b.transaction((tx) => expect(tx.writtenCampaigns()).toEqual([]));
      // Written with the command: gone with it when it fails.
      expect(() => a.transaction((tx) => (tx.appendAction(c.id, action()), tx.appendAction('99999', action())))).toThrow();
      a.transaction((tx) => expect(tx.actions(c.id)).toHaveLength(2));
    });

    it('GIVEN DMs kept for the inbox THEN the unread come back oldest first with their files, and read ones stop coming', async () => {
      const { a } = await stores();
      const png = { name: 'board.png', data: new Uint8Array([137, 80, 78, 71]) };
      const txt = { name: 'log.txt', data: new Uint8Array([104, 105]) };
      a.transaction((tx) => {
        tx.addToInbox('u1', { channelId: 'ch', createdAt: 't1', post: { text: 'first', images: [png], files: [txt] } });
        tx.addToInbox('u1', { channelId: 'ch', createdAt: 't2', post: { text: 'second' } });
        tx.addToInbox('u2', { channelId: 'ch', createdAt: 't3', post: { text: 'not yours' } });
      });
      const unread = a.transaction((tx) => tx.unreadInbox('u1'));
      expect(unread.map((m) => [m.channelId, m.createdAt, m.post])).toEqual([
        ['ch', 't1', { text: 'first', images: [png], files: [txt] }],
        ['ch', 't2', { text: 'second' }],
      ]);
      a.transaction((tx) => tx.markInboxRead([unread[0]!.id]));
      a.transaction((tx) => expect(tx.unreadInbox('u1').map((m) => m.post.text)).toEqual(['second']));
    });

    it('GIVEN inbox messages read THEN they are deleted, not kept; and messages read before that are deleted when a store opens', async () => {
      const { t, a } = await stores();
      a.transaction((tx) => {
        tx.addToInbox('u1', { channelId: 'ch', createdAt: 't1', post: { text: 'HIDDEN first orders' } });
        tx.addToInbox('u1', { channelId: 'ch', createdAt: 't2', post: { text: 'second' } });
        tx.addToInbox('u2', { channelId: 'ch', createdAt: 't3', post: { text: 'not yours' } });
      });
      const [first] = a.transaction((tx) => tx.unreadInbox('u1'));
      a.transaction((tx) => tx.markInboxRead([first!.id]));
      expect(await t.query('SELECT text FROM inbox ORDER BY id')).toEqual([{ text: 'second' }, { text: 'not yours' }]);
      // A message read by an earlier version, which kept it with the time it was read.
      await t.query("INSERT INTO inbox (user_id, channel_id, created_at, text, files, read_at) VALUES ('u3', 'ch', 't0', 'HIDDEN read long ago', '[]', 't1')");
      t.open().close();
      expect(await t.query('SELECT text FROM inbox ORDER BY id')).toEqual([{ text: 'second' }, { text: 'not yours' }]);
    });

    it('GIVEN jobs THEN pending and due ones come by due time, a new plan supersedes the old, and a job is finished once across two stores', async () => {
      const { a, b } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      a.transaction((tx) => {
        tx.addJob(c.id, { kind: 'deadline', side: 'blue', turnKey: 'k1', dueAt: '2026-01-03' });
        tx.addJob(c.id, { kind: 'reminder', side: 'blue', turnKey: 'k1', dueAt: '2026-01-02', deadlineAt: '2026-01-03' });
      });
      const pending = a.transaction((tx) => tx.pendingJobs(c.id));
      expect(pending.map((j) => [j.kind, j.dueAt, j.deadlineAt, j.campaignId])).toEqual([
        ['reminder', '2026-01-02', '2026-01-03', c.id],
        ['deadline', '2026-01-03', undefined, c.id],
      ]);
      expect(b.transaction((tx) => tx.dueJobs('2026-01-02')).map((j) => j.id)).toEqual([pending[0]!.id]);
      expect(a.transaction((tx) => tx.finishJob(pending[0]!, 'n1', 'sent'))).toBe(true);
      expect(b.transaction((tx) => tx.finishJob(pending[0]!, 'n2', 'sent'))).toBe(false);
      b.transaction((tx) => expect(tx.dueJobs('2026-12-31').map((j) => j.id)).toEqual([pending[1]!.id]));
      a.transaction((tx) => tx.replaceJobs(c.id, [{ kind: 'warning', side: 'blue', turnKey: 'k2', dueAt: '2026-02-01' }], 'n3'));
      b.transaction((tx) => {
        expect(tx.pendingJobs(c.id).map((j) => [j.kind, j.turnKey])).toEqual([['warning', 'k2']]);
        // A superseded job is done: finishing it again does nothing.
        expect(tx.finishJob(pending[1]!, 'n4', 'sent')).toBe(false);
      });
    });

    it('GIVEN outbox entries THEN each owner gets its own oldest first, and an entry goes once every part is marked', async () => {
      const { a, b } = await stores();
      const route = { interactionId: 'i', applicationId: 'app', token: 'tok', deferred: true };
      const [e1, e2, e3] = a.transaction((tx) => [
        tx.addOutbox({ owner: 'main', createdAt: 't1', channelId: 'ch', actor: alice, command: 'roll', route, outcome: '{"x":1}', parts: 0b111 }),
        tx.addOutbox({ owner: 'main', createdAt: 't2', channelId: 'ch', command: 'clock', outcome: '{}', parts: 0b1 }),
        tx.addOutbox({ owner: 'shard-1', createdAt: 't3', channelId: 'ch', command: 'clock', outcome: '{}', parts: 0b1 }),
      ]);
      expect(e1! < e2! && e2! < e3!).toBe(true);
      expect(b.transaction((tx) => tx.undelivered('main'))).toEqual([
        { id: e1, owner: 'main', createdAt: 't1', channelId: 'ch', actor: alice, command: 'roll', route, outcome: '{"x":1}', parts: 7, delivered: 0 },
        { id: e2, owner: 'main', createdAt: 't2', channelId: 'ch', command: 'clock', outcome: '{}', parts: 1, delivered: 0 },
      ]);
      b.transaction((tx) => {
        tx.markOutbox(e1!, 0b100);
        tx.markOutbox(e1!, 0b001);
        tx.markOutbox(e2!, 0b1);
      });
      expect(a.transaction((tx) => tx.undelivered('main')).map((e) => [e.id, e.delivered])).toEqual([[e1, 0b101]]);
      a.transaction((tx) => tx.markOutbox(e1!, 0b010));
      expect(a.transaction((tx) => tx.undelivered('main'))).toEqual([]);
      expect(a.transaction((tx) => tx.undelivered('shard-1')).map((e) => e.id)).toEqual([e3]);
    });

    it('GIVEN undo steps THEN they come latest first, one can be dropped, and a roll clears them all', async () => {
      const { a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      const step = (n: number, told: boolean) => ({ campaignId: c.id, actor: alice, side: 'blue', command: `move ${n}`, told, before: { game: { n } }, after: { game: { n: n + 1 } } });
      a.transaction((tx) => {
        tx.clearUndo(c.id);
        expect(tx.changed()).toBe(false);
        tx.pushUndo(step(1, true));
        tx.pushUndo(step(2, false));
        tx.pushUndo(step(3, true));
      });
      const steps = a.transaction((tx) => tx.undoSteps(c.id));
      expect(steps.map(({ id: _id, ...s }) => s)).toEqual([step(3, true), step(2, false), step(1, true)]);
      a.transaction((tx) => tx.dropUndo(steps[0]!.id));
      expect(a.transaction((tx) => tx.undoSteps(c.id)).map((s) => s.command)).toEqual(['move 2', 'move 1']);
      a.transaction((tx) => tx.clearUndo(c.id));
      expect(a.transaction((tx) => tx.undoSteps(c.id))).toEqual([]);
    });

    it('GIVEN a transaction THEN changed() is false until it writes and true after', async () => {
      const { a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx));
      a.transaction((tx) => {
        tx.campaign(c.id);
        tx.ledger(c.id);
        tx.finishJob({ id: 999, campaignId: c.id }, 't', 'x');
        expect(tx.changed()).toBe(false);
        tx.addToInbox('u1', { channelId: 'ch', createdAt: 't', post: { text: 'x' } });
        expect(tx.changed()).toBe(true);
      });
      a.transaction((tx) => expect(tx.changed()).toBe(false));
    });

    it('GIVEN a game with long lists THEN its elements are kept apart and any store reads the same game after small and large changes', async () => {
      const { a, b } = await stores();
      const stands = (n: number, s = 'ok') => Array.from({ length: n }, (_, i) => ({ id: `S${i}`, status: s }));
      const c = a.transaction((tx) => newCampaign(tx, { game: deepFreeze({ turn: 1, stands: stands(40), short: [1] }) }));
      const check = (game: unknown) => {
        for (const s of [a, b]) s.transaction((tx) => expect(tx.campaign(c.id)!.game).toEqual(game));
      };
      check(c.game);
      const games = [
        { turn: 2, stands: stands(40).map((s, i) => (i === 7 ? { ...s, status: 'hit' } : s)), short: [1] },
        { turn: 3, stands: stands(20), short: stands(30) },
        { turn: 4, stands: [], short: [] },
        { turn: 5, stands: stands(17, 'back'), short: [2] },
      ];
      for (const [i, game] of games.entries()) {
        const s = i % 2 === 0 ? a : b;
        s.transaction((tx) => tx.saveCampaign({ ...tx.campaign(c.id)!, game: deepFreeze(game) }));
        check(game);
      }
    });

    it('GIVEN two processes making moves on one campaign at once THEN no update is lost and roll numbers run 1..n with no gap or repeat', async () => {
      const { t, a } = await stores();
      const c = a.transaction((tx) => newCampaign(tx, { game: { moves: [] } }));
      const moves = 40;
      const replies = await Promise.all([race(t, c.id, 'p', moves), race(t, c.id, 'q', moves)]);
      for (const r of replies) expect(r, r.message).toMatchObject({ ok: true });
      a.transaction((tx) => {
        const now = tx.campaign(c.id)!;
        const made = (now.game as { moves: string[] }).moves;
        expect(now.version).toBe(1 + 2 * moves);
        expect(made).toHaveLength(2 * moves);
        expect(made.map((m) => Number(m.slice(1)))).toEqual(Array.from({ length: 2 * moves }, (_, i) => i + 1));
        expect(made.filter((m) => m.startsWith('p'))).toHaveLength(moves);
        expect(tx.rolls(c.id).map((r) => r.n)).toEqual(Array.from({ length: 2 * moves }, (_, i) => i + 1));
        expect(tx.events(c.id).map((e) => e.seq)).toEqual(Array.from({ length: 2 * moves }, (_, i) => i + 1));
      });
      // Two worker threads each loading the store's modules: 13 s alone, past 20 s on a loaded machine.
    }, 60_000);

    it('GIVEN two processes rolling at once in a channel with no open ledger yet THEN one ledger is made and its roll numbers run 1..n with no gap or repeat', async () => {
      const { t, a } = await stores();
      const moves = 40;
      const replies = await Promise.all([race(t, 'channel:dice', 'p', moves), race(t, 'channel:dice', 'q', moves)]);
      for (const r of replies) expect(r).toEqual({ ok: true, stale: 0 });
      a.transaction((tx) => {
        const open = tx.openChannelLedger('dice')!;
        const rolls = tx.rolls(open.id);
        expect(open.id).toBe('1');
        expect(rolls.map((r) => r.n)).toEqual(Array.from({ length: 2 * moves }, (_, i) => i + 1));
        expect(rolls.filter((r) => r.command === 'p')).toHaveLength(moves);
      });
    }, 60_000);
  });
}
