import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Events, GatewayIntentBits, MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { startFakeDiscord } from '../../fake-discord/index.js';
import {
  auditCrashRun,
  rollOptions,
  runCrashScenario,
  type CrashAudit,
  type CrashRun,
  type CrashWorld,
  type PartDelivery,
  type RollRow,
  type SentCommand,
} from '../../helpers/crash-harness.js';

/**
 * Issue 21, "Answers that survive a crash": the real bot (the compiled build, as `npm start` runs it)
 * against the loopback fake Discord, which holds it to Discord's 3 s to acknowledge; killed with
 * SIGKILL in the middle of 12 bursts of /roll (public and hidden, in a campaign where the GM gets the
 * hidden dice by DM, and outside one, where a hidden roll goes to the roller's sealed ledger), each
 * time restarted on the same database; then /campaign end, /verify, and a graceful stop.
 */
const KILLS = 12;
let run: CrashRun;
let audit: CrashAudit;

const describeParts = (ds: readonly PartDelivery[]) =>
  ds.slice(0, 10).map((d) => `${d.row.ledgerKind} ledger #${d.row.ledgerId} roll #${d.row.n} (${d.row.reason}) ${d.part}: ${JSON.stringify(d.messages)}`);

describe('the real bot, killed with SIGKILL in the middle of bursts and restarted on the same database', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    run = await runCrashScenario({ kills: KILLS, burstSize: 24, ackWindowMs: 3_000, settleMs: 5_000 });
    audit = auditCrashRun(run);
    const { undelivered, duplicated, leaked, ...numbers } = audit;
    // The numbers, for the record of each run.
    console.log(
      `crash run: ${run.starts.length} starts, ${run.sent.length} commands sent, ${JSON.stringify({ ...numbers, undeliveredParts: undelivered.length, duplicated: duplicated.length, leaked: leaked.length, lostAcknowledged: numbers.lostAcknowledged.length, secretLeaks: numbers.secretLeaks.length })}`,
    );
  }, 120_000);

  afterAll(async () => {
    await run?.close();
  });

  it(`GIVEN ${KILLS} kills mid-burst THEN each came with part of its burst answered and part not, and each restart answered commands again`, () => {
    expect(run.kills).toBe(KILLS);
    expect(run.rounds.map((r) => r.round)).toEqual(Array.from({ length: KILLS }, (_, k) => k + 1));
    expect(new Set(run.starts.map((s) => s.pid)).size).toBe(KILLS + 1);
    for (const r of run.rounds) {
      expect(r.ackedAtKill, `round ${r.round}`).toBeGreaterThan(0);
      expect(r.ackedAtKill, `round ${r.round}`).toBeLessThan(24);
      // Killed processes are the ones started before them, each once.
      expect(r.pid).toBe(run.starts[r.round - 1]!.pid);
    }
    expect(run.exitCode).toBe(0);
    expect(audit.committed).toBeGreaterThan(KILLS * 5);
  });

  it('THEN 0 acknowledged commands are lost: every /roll Discord saw acknowledged has its roll in the ledger', () => {
    expect(audit.acknowledged).toBeGreaterThan(KILLS * 5);
    expect(audit.lostAcknowledged.map((s) => s.tag)).toEqual([]);
  });

  it('THEN 0 parts are delivered twice: no roll part is in two accepted messages', () => {
    expect(describeParts(audit.duplicated)).toEqual([]);
  });

  it('THEN secret parts go only to their owner: no hidden roll reaches the channel or anyone but the roller and the GM', () => {
    expect(audit.secretLeaks).toEqual([]);
    expect(describeParts(audit.leaked)).toEqual([]);
  });

  it('THEN /verify passes on every ledger: no roll number missing, every die recomputed', () => {
    expect(run.verify).toHaveLength(3);
    for (const text of run.verify) {
      expect(text).toMatch(/PASS: \d+\/\d+ rolls recomputed exactly\./);
      expect(text).not.toMatch(/FAIL|❌|Missing roll numbers/);
    }
  });

  it('THEN every committed outcome is delivered after the restarts: each roll in the ledger has every part at its audience', () => {
    const told =
      `${audit.rollsUndelivered} of ${audit.committed} committed rolls not (fully) delivered; ${audit.publicUndelivered} never told at all ` +
      `(${audit.committedUnacknowledged} committed without their command acknowledged)`;
    expect({ rollsUndelivered: audit.rollsUndelivered, parts: describeParts(audit.undelivered) }, told).toEqual({ rollsUndelivered: 0, parts: [] });
  });
});

describe('the crash audit itself, on messages made to order (so that its zeros mean something)', () => {
  it('GIVEN a part sent twice, a GM copy sent to the wrong player, a roll never told and an acknowledged command with no roll THEN the audit names each', async () => {
    const fake = await startFakeDiscord();
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
    try {
      const guild = fake.addGuild({ name: 'Club', channels: [{ name: 'war' }, { name: 'tavern' }] });
      const [war, tavern] = [guild.channels[0]!.id, guild.channels[1]!.id];
      const users = { ann: fake.addUser({ username: 'ann' }).id, bob: fake.addUser({ username: 'bob' }).id, cat: fake.addUser({ username: 'cat' }).id, dan: fake.addUser({ username: 'dan' }).id };
      const world: CrashWorld = { guildId: guild.id, war, tavern, users };
      const waiting: ((i: ChatInputCommandInteraction) => void)[] = [];
      client.on(Events.InteractionCreate, (i) => {
        if (i.isChatInputCommand()) waiting.shift()?.(i);
      });
      await client.login(fake.token);
      await fake.waitForReady();
      const sent: SentCommand[] = [];
      /** Sends a /roll tagged `tag` and hands its interaction to the test. */
      const roll = (user: string, channelId: string, tag: string, kind: SentCommand['kind']) => {
        const got = new Promise<ChatInputCommandInteraction>((resolve) => waiting.push(resolve));
        const s = fake.sendCommand({ user, guildId: guild.id, channelId, name: 'roll', options: rollOptions('1d6', tag) });
        sent.push({ interactionId: s.id, round: 1, kind, tag, userId: user, channelId });
        return got;
      };
      const row = (r: Partial<RollRow> & Pick<RollRow, 'ledgerId' | 'n' | 'actorId' | 'reason'>): RollRow => ({
        ledgerKind: 'campaign',
        channelId: war,
        ownerId: null,
        actorName: 'x',
        hidden: false,
        hiddenTo: [],
        ...r,
      });
      const rolls = [
        row({ ledgerId: 1, n: 1, actorId: users.bob, reason: 'PUBr01c00' }),
        row({ ledgerId: 1, n: 2, actorId: users.cat, reason: 'SECRETGMr01c01', hidden: true, hiddenTo: [users.ann] }),
        row({ ledgerId: 3, n: 1, actorId: users.dan, reason: 'SECRETOWNr01c03', ledgerKind: 'personal', channelId: tavern, ownerId: users.dan, hidden: true, hiddenTo: [users.dan] }),
      ];
      // Roll #1: told twice (the reply, and again as a channel post, as a careless restart would).
      const bob = await roll(users.bob, war, 'PUBr01c00', 'campaign-public');
      await bob.reply('🎲 Roll #1 by bob — PUBr01c00\n`1d6: [4] = 4`');
      const warChannel = client.channels.cache.get(war);
      if (!warChannel?.isSendable()) throw new Error('war not sendable');
      await warChannel.send('🎲 Roll #1 by bob — PUBr01c00\n`1d6: [4] = 4`');
      // Roll #2 (hidden): the public line and cat's note once each, but the GM's copy to bob.
      const cat = await roll(users.cat, war, 'SECRETGMr01c01', 'campaign-hidden');
      await cat.reply('🎲 Roll #2 by cat was made hidden.');
      await cat.followUp({ content: 'Your hidden roll #2 went to the GM, ann.', flags: MessageFlags.Ephemeral });
      await client.users.send(users.bob, '**Crash** — 🎲 Roll #2 (hidden) by cat — SECRETGMr01c01\n`1d6: [6] = 6`');
      // Dan's sealed roll #1: committed, never answered. Another command: answered, with no roll behind it.
      await roll(users.dan, tavern, 'SECRETOWNr01c03', 'sealed');
      const ghost = await roll(users.dan, tavern, 'TAVr01c02', 'channel-public');
      await ghost.reply('🎲 Roll #10 by dan — TAVr01c02');

      const audit = auditCrashRun({ fake, world, sent, rolls });
      const name = (ds: readonly PartDelivery[]) => ds.map((d) => `${d.row.reason} ${d.part}`);
      expect(audit.delivered).toBe(2);
      expect(name(audit.duplicated)).toEqual(['PUBr01c00 public']);
      expect(name(audit.undelivered)).toEqual(['SECRETGMr01c01 gm', 'SECRETOWNr01c03 public', 'SECRETOWNr01c03 private']);
      expect(name(audit.leaked)).toEqual(['SECRETGMr01c01 gm']);
      expect(audit.secretLeaks).toEqual([{ tag: 'SECRETGMr01c01', messageId: expect.any(String), to: { kind: 'user', userId: users.bob } }]);
      expect(audit.lostAcknowledged.map((s) => s.tag)).toEqual(['TAVr01c02']);
      expect(audit).toMatchObject({ acknowledged: 3, committed: 3, committedUnacknowledged: 1, rollsUndelivered: 2, publicUndelivered: 1 });
    } finally {
      await client.destroy();
      await fake.close();
    }
  });
});
