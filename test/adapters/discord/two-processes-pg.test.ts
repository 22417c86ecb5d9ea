import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { APIUser } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../../fake-discord/index.js';
import { startBotProcess, type BotProcess } from '../../helpers/crash-harness.js';
import { LEDGER_KEY_HEX } from '../../helpers/harness.js';
import { pgMissing, startPgCluster, type PgCluster } from '../../helpers/pg-cluster.js';
import { apiOptionsFor } from './api-options.js';

/**
 * Issue 22, "Done when": two real bot processes (the compiled build, as `npm start` runs it), shard 0 and
 * shard 1 of two, against the loopback fake Discord and one PostgreSQL. Commands from servers on both
 * shards land in their campaigns; commands on one campaign from both processes at once lose nothing
 * (roll and event numbers run without gap or repeat); a reminder both processes find due at start-up is
 * sent once.
 */
const missing = pgMissing();
const WEST = String(2n << 22n); // shard 0 of 2
const EAST = String(1n << 22n); // shard 1 of 2

let cluster: PgCluster | undefined;
let url: string;
let fake: FakeDiscord;
let dir: string;
let procs: BotProcess[] = [];
let ann: APIUser, bob: APIUser, carl: APIUser;

const env = (shard: number) => ({ DATABASE_URL: url, LEDGER_KEY: LEDGER_KEY_HEX, SHARD_IDS: String(shard), SHARD_COUNT: '2' });

async function startBoth(): Promise<void> {
  const before = fake.connections.length;
  procs = await Promise.all([0, 1].map((s) => startBotProcess({ fake, databasePath: join(dir, 'unused.sqlite'), env: env(s), shard: s })));
  await fake.waitFor(() => (fake.connections.filter((c) => c.id > before && c.ready).length >= 2 ? true : undefined), 20_000, 'both processes READY');
}

async function stopBoth(): Promise<void> {
  for (const p of procs) expect(await p.stop()).toBe(0);
  procs = [];
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Sends a command and waits for Discord to have its answer (the interaction's reply). */
async function play(user: APIUser, guildId: string, channelId: string, line: string, shard?: number) {
  const { name, options } = apiOptionsFor(line);
  const sent = fake.sendCommand({ user: user.id, guildId, channelId, name, options, ...(shard === undefined ? {} : { shard }) });
  return { sent, answer: await sent.response({ timeoutMs: 15_000 }) };
}

if (missing !== undefined) {
  describe.skip(`two bot processes on two shards and one PostgreSQL (skipped: ${missing})`, () => {
    it('needs PostgreSQL', () => undefined);
  });
}

describe.skipIf(missing !== undefined)('two bot processes on two shards and one PostgreSQL', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cluster = startPgCluster();
    url = await cluster.newDatabase();
    dir = mkdtempSync(join(tmpdir(), 'sitrep-two-'));
    fake = await startFakeDiscord({
      ackWindowMs: 3_000,
      guilds: [
        { id: WEST, name: 'West club', channels: [{ id: 'west-ops', name: 'ops' }, { id: 'west-dice', name: 'dice' }] },
        { id: EAST, name: 'East club', channels: [{ id: 'east-ops', name: 'ops' }] },
      ],
    });
    ann = fake.addUser({ username: 'ann' });
    bob = fake.addUser({ username: 'bob' });
    carl = fake.addUser({ username: 'carl' });
    await startBoth();
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) await p.stop().catch(() => undefined);
    await fake?.close();
    cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('GIVEN commands from a server on each shard THEN each lands in its own campaign in the one database', async () => {
    const w = await play(ann, WEST, 'west-ops', '/campaign new ruleset:fogo name:West sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    const e = await play(ann, EAST, 'east-ops', '/campaign new ruleset:fogo name:East sides:"A,B"');
    expect(w.answer.content).toContain('Campaign **West**');
    expect(e.answer.content).toContain('Campaign **East**');
    const r = await play(bob, EAST, 'east-ops', '/roll dice:2d6 reason:east');
    expect(r.answer.content).toMatch(/^🎲 Roll #1 by bob — east/);
    expect(await query('SELECT channel_id, name FROM campaigns ORDER BY id')).toEqual([
      { channel_id: 'west-ops', name: 'West' },
      { channel_id: 'east-ops', name: 'East' },
    ]);
  });

  it('GIVEN rolls on one campaign sent to both processes at once THEN every one is answered and numbered, with no gap or repeat', async () => {
    const before = (await query<{ n: number }>("SELECT count(*)::int AS n FROM rolls r JOIN campaigns c ON c.id = r.ledger_id WHERE c.channel_id = 'west-ops'"))[0]!.n;
    const rolls = 24;
    const sent = Array.from({ length: rolls }, (_, k) => {
      const { name, options } = apiOptionsFor(`/roll dice:1d6 reason:race${k}`);
      return fake.sendCommand({ user: bob.id, guildId: WEST, channelId: 'west-ops', name, options, shard: k % 2 });
    });
    const answers = await Promise.all(sent.map((s) => s.response({ timeoutMs: 15_000 })));
    const numbers = answers.map((a) => Number(/Roll #(\d+)/.exec(a.content)?.[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: rolls }, (_, k) => before + k + 1));
    const stored = await query<{ n: number }>("SELECT r.n FROM rolls r JOIN campaigns c ON c.id = r.ledger_id WHERE c.channel_id = 'west-ops' ORDER BY r.n");
    expect(stored.map((x) => x.n)).toEqual(Array.from({ length: before + rolls }, (_, k) => k + 1));
    const seqs = await query<{ seq: number }>("SELECT e.seq FROM events e JOIN campaigns c ON c.id = e.campaign_id WHERE c.channel_id = 'west-ops' ORDER BY e.seq");
    expect(seqs.map((x) => x.seq)).toEqual(Array.from({ length: seqs.length }, (_, k) => k + 1));
    // Every answer delivered and marked (the marks are written just after Discord has the answers).
    for (let t = 0; (await query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n > 0; t += 50) {
      if (t > 10_000) throw new Error('answers left in the outbox');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('GIVEN a reminder both processes find due as they start together THEN it is sent once', async () => {
    await play(bob, WEST, 'west-ops', '/campaign join side:Portugal');
    await play(bob, WEST, 'west-ops', '/fogo force builtin:cacadores-combat-group');
    await play(carl, WEST, 'west-ops', '/campaign join side:FRELIMO');
    await play(carl, WEST, 'west-ops', '/fogo force builtin:frelimo-group');
    await play(ann, WEST, 'west-ops', '/campaign pace remind:8');
    await stopBoth();
    // Due a minute ago, while both were down.
    const due = new Date(Date.now() - 60_000).toISOString();
    expect((await query("UPDATE jobs SET due_at = $1 WHERE done_at IS NULL AND kind = 'reminder' RETURNING id", [due])).length).toBe(1);
    const posts = fake.channelMessages('west-ops').length;
    await startBoth();
    await fake.waitFor(() => (fake.channelMessages('west-ops').slice(posts).some((m) => m.content.startsWith('⏰')) ? true : undefined), 15_000, 'the reminder');
    // Final once the job is done and what it told is marked delivered: a process that found it due too
    // finds it done (finishJob), and nothing of it is left in the outbox to send again.
    for (let t = 0; ; t += 50) {
      const [job] = await query<{ fate: string | null }>('SELECT fate FROM jobs WHERE due_at = $1', [due]);
      const [left] = await query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
      if (job?.fate !== null && left?.n === 0) break;
      if (t > 15_000) throw new Error(`the reminder's job (${job?.fate ?? 'not done'}) or its outbox entry (${left?.n ?? '?'} left) was not settled`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(fake.channelMessages('west-ops').slice(posts).filter((m) => m.content.startsWith('⏰'))).toHaveLength(1);
    expect(await query('SELECT fate FROM jobs WHERE due_at = $1', [due])).toEqual([{ fate: 'sent' }]);
  });

  it('GIVEN PostgreSQL stopped (as a crash) and started again mid-burst THEN no command is lost or told "nothing was changed" that went through, none is answered twice, both processes serve on, and /verify passes', async () => {
    const unavailable = 'The database is not answering just now, so nothing was changed. Please try again in a minute.';
    const sent: { k: number; id: string; at: number }[] = [];
    const send = (k: number) => {
      const { name, options } = apiOptionsFor(`/roll dice:1d20 reason:burst${k}`);
      const s = fake.sendCommand({ user: bob.id, guildId: WEST, channelId: 'west-dice', name, options, shard: k % 2 });
      sent.push({ k, id: s.id, at: Date.now() });
    };
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Before, during (3.5 s down, as the trial) and after the outage, a command every 100 ms from each shard in turn.
    let k = 0;
    for (; k < 10; k++, await pause(100)) send(k);
    cluster!.stopServer();
    const down = Date.now();
    try {
      for (; Date.now() - down < 3_500; k++, await pause(100)) send(k);
    } finally {
      cluster!.startServer();
    }
    for (const end = k + 20; k < end; k++, await pause(100)) send(k);

    // Each settles on its roll (answered, or posted in the channel after a deferred answer) or on the refusal.
    const rollOf = (k: number) => new RegExp(`^🎲 Roll #(\\d+) by bob — burst${k}$`, 'm');
    const settled = (c: { k: number; id: string }) => {
      const seen = fake.interactionMessages(c.id).filter((m) => m.kind !== 'deferred' && m.content !== '✅ Done.');
      if (seen.some((m) => m.content === unavailable)) return 'refused';
      const posted = [...seen, ...fake.channelMessages('west-dice')].find((m) => rollOf(c.k).test(m.content));
      return posted ? Number(rollOf(c.k).exec(posted.content)![1]) : undefined;
    };
    const outcome = await fake.waitFor(() => {
      const all = sent.map(settled);
      return all.every((x) => x !== undefined) ? all : undefined;
    }, 60_000, 'every command of the burst settled');
    // Every one was acknowledged within Discord's 3 s (the fake refuses a later first answer).
    for (const c of sent) expect(fake.interactionMessages(c.id).length, `burst${c.k}`).toBeGreaterThan(0);
    const refused = sent.filter((_, i) => outcome[i] === 'refused').map((c) => c.k);
    const rolled = sent.filter((_, i) => outcome[i] !== 'refused').map((c) => c.k);
    // Refused while it was down; going through again once it was back (the last ten, sent a second or more after).
    expect(refused.length).toBeGreaterThan(0);
    expect(rolled.slice(-10)).toEqual(sent.slice(-10).map((c) => c.k));

    // What the database kept is exactly what the players were told went through, each roll once.
    const kept = await query<{ n: number; reason: string }>(
      "SELECT r.n, r.reason FROM rolls r JOIN ledgers l ON l.id = r.ledger_id WHERE l.channel_id = 'west-dice' ORDER BY r.n",
    );
    expect(kept.map((r) => r.reason).sort()).toEqual(rolled.map((x) => `burst${x}`).sort());
    expect(kept.map((r) => r.n)).toEqual(kept.map((_, i) => i + 1));
    for (const [i, c] of sent.entries()) if (outcome[i] !== 'refused') expect(kept.find((r) => r.reason === `burst${c.k}`)?.n).toBe(outcome[i]);
    // The channel as it stands, answers to the interactions included: each roll shown once.
    expect(fake.channelMessages('west-dice').filter((m) => /^🎲 Roll #/.test(m.content))).toHaveLength(rolled.length);

    // Both processes are alive and serve: a roll through each, and the ledger verifies.
    for (const p of procs) expect(p.child.exitCode).toBeNull();
    for (const shard of [0, 1]) {
      const after = await play(bob, WEST, 'west-dice', `/roll dice:1d6 reason:after${shard}`, shard);
      expect(after.answer.content).toMatch(new RegExp(`^🎲 Roll #${kept.length + shard + 1} by bob — after${shard}`));
    }
    const verified = await play(ann, WEST, 'west-dice', '/verify');
    expect(verified.answer.content).toContain(`PASS: ${kept.length + 2}/${kept.length + 2} rolls recomputed exactly.`);
    // Nothing left undelivered, and nothing logged as a fault by either process.
    for (let t = 0; (await query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n > 0; t += 100) {
      if (t > 20_000) throw new Error('answers left in the outbox');
      await pause(100);
    }
    for (const p of procs) expect(p.output()).not.toMatch(/"level":50/);
    const uncertain = procs.map((p) => p.output().match(/uncertain commit settled/g)?.length ?? 0).reduce((a, b) => a + b, 0);
    console.log(`PostgreSQL restart: ${sent.length} commands, ${rolled.length} rolled, ${refused.length} told nothing was changed, ${uncertain} commits settled after the outage`);
  });
});
