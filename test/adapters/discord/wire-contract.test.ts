import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  AttachmentBuilder,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  Routes,
  type ChatInputCommandInteraction,
  type Interaction,
} from 'discord.js';
import { startFakeDiscord, type FakeDiscord, type RecordedCall } from '../../fake-discord/index.js';

/**
 * Pins the wire details of discord.js that the fake Discord (test/fake-discord) relies on, by running
 * the REAL discord.js Client against it. If a discord.js upgrade changes any of them, this fails
 * here, loudly, rather than as a mystery in the bot's end-to-end tests.
 */

type Handler = (i: Interaction) => Promise<void>;

interface Connected {
  readonly client: Client;
  readonly loginMs: number;
  /** The guilds discord.js knew, with their names, at the moment it emitted `ready`. */
  readonly guildsAtReady: string[];
}

async function connect(fake: FakeDiscord, onInteraction?: (i: Interaction) => void): Promise<Connected> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
  if (onInteraction) client.on(Events.InteractionCreate, onInteraction);
  const ready = new Promise<string[]>((resolve) =>
    client.once(Events.ClientReady, (c) => resolve(c.guilds.cache.map((g) => `${g.id}:${g.available ? g.name : '(unavailable)'}`))),
  );
  // discord.js waits up to 15 s (waitGuildTimeout) for a GUILD_CREATE per READY guild: fail fast instead.
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('discord.js was not ready within 5 s: missing GUILD_CREATE?')), 5_000);
  });
  const started = performance.now();
  try {
    await client.login(fake.token);
    const guildsAtReady = await Promise.race([ready, tooSlow]);
    return { client, loginMs: performance.now() - started, guildsAtReady };
  } catch (e) {
    await client.destroy();
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

const since = (fake: FakeDiscord, mark: number): RecordedCall[] => fake.calls.slice(mark);
const isTokenRoute = (c: RecordedCall) => c.path.startsWith('/api/v10/webhooks/') || /^\/api\/v10\/interactions\/[^/]+\/[^/]+\/callback$/.test(c.path);

describe('discord.js wire contract (real Client against the fake Discord)', () => {
  let fake: FakeDiscord;
  let conn: Connected;
  let guildId: string;
  let channelId: string;
  let annId: string;
  let handler: Handler = async () => undefined;
  const handlerErrors: unknown[] = [];
  let loginCalls: RecordedCall[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord();
    const guild = fake.addGuild({ name: 'Wargames Club', channels: [{ name: 'table-1' }, { name: 'table-2' }] });
    guildId = guild.id;
    channelId = guild.channels[0]!.id;
    annId = fake.addUser({ username: 'ann', globalName: 'Ann' }).id;
    conn = await connect(fake, (i) => void handler(i).catch((e: unknown) => handlerErrors.push(e)));
    await fake.waitForReady();
    loginCalls = [...fake.calls];
  });

  afterEach(() => {
    handler = async () => undefined;
    expect(handlerErrors).toEqual([]);
  });

  afterAll(async () => {
    await conn?.client.destroy();
    await fake?.close();
  });

  /** Runs one slash command through the client with `run` as its handler. */
  async function command(run: (i: ChatInputCommandInteraction) => Promise<void>, extra: { name?: string } = {}) {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      try {
        await run(i);
      } finally {
        finished();
      }
    };
    const mark = fake.calls.length;
    const sent = fake.sendCommand({ user: annId, guildId, channelId, name: extra.name ?? 'probe' });
    await done;
    return { sent, calls: since(fake, mark) };
  }

  it('GIVEN a guild THEN READY is followed by its GUILD_CREATE and the client is ready at once, not after the 15 s guild wait', () => {
    expect(conn.loginMs).toBeLessThan(5_000);
    expect(conn.guildsAtReady).toEqual([`${guildId}:Wargames Club`]);
    const dispatches = fake.gatewayFrames.filter((f) => f.direction === 'out' && f.op === 0);
    expect(dispatches.slice(0, 2).map((f) => [f.t, f.s])).toEqual([
      ['READY', 1],
      ['GUILD_CREATE', 2],
    ]);
    expect(conn.client.guilds.cache.get(guildId)?.channels.cache.map((c) => c.name)).toEqual(['table-1', 'table-2']);
    expect(conn.client.user?.id).toBe(fake.botUser.id);
    expect(conn.client.application?.id).toBe(fake.applicationId);
  });

  it('GIVEN login THEN discord.js asks only GET /api/v10/gateway/bot, then opens ?v=10&encoding=json and identifies uncompressed', () => {
    expect(loginCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v10/gateway/bot']);
    expect(loginCalls[0]!.auth).toBe(`Bot ${fake.token}`);
    const [connection] = fake.connections;
    expect(connection?.query).toEqual({ v: '10', encoding: 'json' });
    expect(connection?.identify).toMatchObject({ token: fake.token, intents: GatewayIntentBits.Guilds, compress: false, shard: [0, 1] });
    // HELLO comes first, with the heartbeat interval.
    const first = fake.gatewayFrames.find((f) => f.direction === 'out');
    expect(first).toMatchObject({ op: 10, d: { heartbeat_interval: expect.any(Number) } });
  });

  it('GIVEN zlib-sync THEN it is not installed, so discord.js asks for no zlib-stream compression', async () => {
    const name = 'zlib-sync';
    await expect(import(/* @vite-ignore */ name)).rejects.toThrow();
  });

  it('GIVEN reply then editReply THEN the callback and @original edit go unauthenticated, with @original as %40original', async () => {
    const { sent, calls } = await command(async (i) => {
      await i.reply({ content: 'first', allowedMentions: { parse: [] } });
      await i.editReply({ content: 'second' });
    });
    expect(calls.map((c) => `${c.method} ${c.rawPath}`)).toEqual([
      `POST /api/v10/interactions/${sent.id}/${sent.token}/callback`,
      `PATCH /api/v10/webhooks/${fake.applicationId}/${sent.token}/messages/%40original`,
    ]);
    expect(calls[1]!.path).toBe(`/api/v10/webhooks/${fake.applicationId}/${sent.token}/messages/@original`);
    expect(calls[0]!.query).toEqual({ with_response: 'false' });
    expect(calls[0]!.json).toEqual({ type: 4, data: expect.objectContaining({ content: 'first', allowed_mentions: { parse: [] } }) });
    expect(calls.map((c) => c.auth)).toEqual([undefined, undefined]);
    expect(calls.map((c) => c.status)).toEqual([204, 200]);
    expect(fake.interactionMessages(sent.id).map((m) => [m.kind, m.content, m.ephemeral])).toEqual([
      ['reply', 'first', false],
      ['edit', 'second', false],
    ]);
    expect(fake.channelMessages(channelId).at(-1)).toMatchObject({ content: 'second', edited: true, via: 'interaction' });
  });

  it('GIVEN any REST call THEN it is under /api/v10, and only callbacks and webhook-token calls lack `Authorization: Bot <token>`', async () => {
    await command(async (i) => {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply('done');
      await i.followUp({ content: 'more', flags: MessageFlags.Ephemeral });
      await conn.client.users.send(annId, 'a secret');
    });
    expect(fake.calls.length).toBeGreaterThan(4);
    for (const c of fake.calls) {
      expect(c.path).toMatch(/^\/api\/v10\//);
      expect(c.auth).toBe(isTokenRoute(c) ? undefined : `Bot ${fake.token}`);
    }
    expect(fake.unknownRoutes).toEqual([]);
  });

  it('GIVEN an ephemeral defer THEN type 5 with flags 64, and the edit that fills it stays ephemeral', async () => {
    const { sent, calls } = await command(async (i) => {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply('only you');
      await i.followUp({ content: 'everyone' });
    });
    expect(calls[0]!.json).toEqual({ type: 5, data: { flags: 64 } });
    expect(fake.interactionMessages(sent.id).map((m) => [m.kind, m.content, m.ephemeral])).toEqual([
      ['deferred', '', true],
      ['edit', 'only you', true],
      ['followup', 'everyone', false],
    ]);
    await expect(sent.response()).resolves.toMatchObject({ kind: 'edit', content: 'only you', ephemeral: true });
    expect(calls[2]!.query).toEqual({ wait: 'true' });
  });

  it('GIVEN a reply with a file THEN it is multipart: files[0] with the bytes, and payload_json', async () => {
    const bytes = Buffer.from('{"units":["1st Para"]}');
    const { sent, calls } = await command(async (i) => {
      await i.reply({ content: 'here', files: [new AttachmentBuilder(bytes, { name: 'oob.json' })] });
    });
    const callback = calls[0]!;
    expect(callback.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(callback.parts).toEqual(['files[0]', 'payload_json']);
    expect(callback.files).toEqual([{ name: 'oob.json', data: bytes, contentType: expect.any(String) }]);
    expect(callback.json).toMatchObject({ type: 4, data: { content: 'here', attachments: [{ id: '0' }] } });
    const seen = await sent.response();
    expect(seen.files.map((f) => [f.name, f.data.toString()])).toEqual([['oob.json', bytes.toString()]]);
  });

  it('GIVEN withResponse THEN discord.js sends ?with_response=true and reads the InteractionCallbackResponse', async () => {
    let replied: unknown;
    const { calls } = await command(async (i) => {
      const r = await i.reply({ content: 'with response', withResponse: true });
      replied = r.resource?.message?.content;
    });
    expect(calls[0]!.query).toEqual({ with_response: 'true' });
    expect(calls[0]!.status).toBe(200);
    expect(replied).toBe('with response');
  });

  it('GIVEN a message the fake returns THEN components, embeds, attachments, mentions and mention_roles are arrays', async () => {
    const mark = fake.calls.length;
    const channel = conn.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('table-1 not sendable');
    const sentMessage = await channel.send({ content: 'posted', allowedMentions: { parse: [] } });
    const [post] = since(fake, mark);
    expect(post).toMatchObject({ method: 'POST', path: `/api/v10/channels/${channelId}/messages`, status: 200 });
    const body = post!.responseBody as Record<string, unknown>;
    for (const key of ['components', 'embeds', 'attachments', 'mentions', 'mention_roles']) expect(Array.isArray(body[key]), key).toBe(true);
    expect(sentMessage.id).toBe(body['id']);
    expect(sentMessage.embeds).toEqual([]);
    expect(fake.channelMessages(channelId).at(-1)).toMatchObject({ content: 'posted', via: 'channel' });
  });

  it('GIVEN users.send THEN discord.js opens the DM (POST /users/@me/channels) and posts to it', async () => {
    const bob = fake.addUser({ username: 'bob' });
    const mark = fake.calls.length;
    await conn.client.users.send(bob.id, 'your orders');
    const calls = since(fake, mark);
    const dmId = fake.dmChannelOf(bob.id);
    expect(calls.map((c) => [c.method, c.path, c.json])).toEqual([
      ['POST', '/api/v10/users/@me/channels', { recipient_id: bob.id }],
      ['POST', `/api/v10/channels/${dmId}/messages`, expect.objectContaining({ content: 'your orders' })],
    ]);
    expect(fake.dms(bob.id).map((m) => m.content)).toEqual(['your orders']);
  });

  it('GIVEN a user who refuses DMs THEN users.send rejects with DiscordAPIError 50007', async () => {
    const cal = fake.addUser({ username: 'cal' });
    fake.refuseDms(cal.id);
    const error = await conn.client.users.send(cal.id, 'secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 50007, status: 403 });
    expect(fake.dms(cal.id)).toEqual([]);
  });

  it('GIVEN 500s on a send THEN discord.js retries it by itself and succeeds', async () => {
    fake.failNext({ method: 'POST', path: /\/channels\/\d+\/messages$/, status: 500, times: 2 });
    const mark = fake.calls.length;
    const channel = conn.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('table-1 not sendable');
    await channel.send('after two 500s');
    expect(since(fake, mark).map((c) => c.status)).toEqual([500, 500, 200]);
    expect(fake.channelMessages(channelId).filter((m) => m.content === 'after two 500s')).toHaveLength(1);
  });

  it('GIVEN a 429 on a send THEN discord.js waits Retry-After and retries', async () => {
    fake.failNext({ method: 'POST', path: /\/channels\/\d+\/messages$/, status: 429, retryAfterSeconds: 0.05 });
    const mark = fake.calls.length;
    const channel = conn.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('table-1 not sendable');
    await channel.send('after a 429');
    expect(since(fake, mark).map((c) => c.status)).toEqual([429, 200]);
  });

  it('GIVEN a per-route 429 THEN other routes are not held up; X-RateLimit-Global, if present at all, would block them all', async () => {
    // @discordjs/rest tests the *presence* of X-RateLimit-Global (any value, even "false") to mean a
    // global limit, so the fake sends it only for global limits, as Discord does.
    fake.failNext({ method: 'POST', path: /\/channels\/\d+\/messages$/, status: 429, retryAfterSeconds: 0.3 });
    const mark = fake.calls.length;
    const channel = conn.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('table-1 not sendable');
    const order: string[] = [];
    const slow = channel.send('rate limited').then(() => order.push('send'));
    await fake.waitFor(() => since(fake, mark).some((c) => c.status === 429));
    await conn.client.users.fetch(annId, { force: true }).then(() => order.push('fetch'));
    await slow;
    expect(order).toEqual(['fetch', 'send']);
    const limited = since(fake, mark).find((c) => c.status === 429);
    expect(limited?.responseBody).toMatchObject({ retry_after: 0.3, global: false });
  });

  it('GIVEN lookups, command deployment and an unknown route THEN the fake answers them as Discord does', async () => {
    const mark = fake.calls.length;
    await conn.client.application!.fetch();
    expect((await conn.client.users.fetch(annId, { force: true })).globalName).toBe('Ann');
    const deployed = (await conn.client.rest.put(Routes.applicationGuildCommands(fake.applicationId, guildId), {
      body: [{ name: 'roll', description: 'Roll dice', options: [] }],
    })) as { id: string; name: string; guild_id: string }[];
    expect(deployed).toEqual([expect.objectContaining({ name: 'roll', guild_id: guildId, id: expect.stringMatching(/^\d{17,19}$/) })]);
    expect(fake.deployedCommands.guilds.get(guildId)?.map((c) => c.name)).toEqual(['roll']);
    const missing = await conn.client.rest.get('/no/such/route').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(DiscordAPIError);
    expect(missing).toMatchObject({ status: 404, code: 0 });
    expect(since(fake, mark).map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'GET /api/v10/applications/@me 200',
      `GET /api/v10/users/${annId} 200`,
      `PUT /api/v10/applications/${fake.applicationId}/guilds/${guildId}/commands 200`,
      'GET /api/v10/no/such/route 404',
    ]);
    expect(fake.unknownRoutes.splice(0)).toEqual(['GET /api/v10/no/such/route']);
  });

  it('GIVEN an autocomplete THEN the bot answers with callback type 8 and the fake hands back the choices', async () => {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    handler = async (i) => {
      if (!i.isAutocomplete()) return;
      const focused = i.options.getFocused(true);
      await i.respond([{ name: `${focused.name}=${focused.value}!`, value: 'x' }]);
      finished();
    };
    const sent = fake.sendAutocomplete({
      user: annId,
      guildId,
      channelId,
      name: 'campaign',
      options: [{ type: 1, name: 'join', options: [] }],
      focused: { name: 'side', value: 'Bl' },
    });
    await done;
    await expect(sent.choices()).resolves.toEqual([{ name: 'side=Bl!', value: 'x' }]);
    expect(fake.calls.at(-1)?.json).toEqual({ type: 8, data: { choices: [{ name: 'side=Bl!', value: 'x' }] } });
  });

  it('GIVEN a command with an attachment option THEN discord.js resolves it and the bot can download the bytes from the fake', async () => {
    const bytes = Buffer.from('scenario: bridge at dawn');
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      const file = i.options.getAttachment('scenario', true);
      const res = await fetch(file.url);
      await i.reply(`${file.name} ${file.size} ${(await res.text()).length}`);
      finished();
    };
    const sent = fake.sendCommand({
      user: annId,
      guildId,
      channelId,
      name: 'campaign',
      options: [{ type: 1, name: 'new', options: [{ type: 11, name: 'scenario', value: 'scn' }] }],
      attachments: { scn: { filename: 'scenario.txt', data: bytes, contentType: 'text/plain' } },
    });
    await done;
    await expect(sent.response()).resolves.toMatchObject({ content: `scenario.txt ${bytes.length} ${bytes.length}` });
    expect(fake.downloads.at(-1)?.status).toBe(200);
  });
});

describe('discord.js wire contract: gateway edge cases', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0).reverse()) await f();
  });

  it('GIVEN heartbeats THEN each op 1 gets an op 11 ACK and the connection is never dropped as a zombie', async () => {
    const fake = await startFakeDiscord({ heartbeatIntervalMs: 100 });
    cleanup.push(() => fake.close());
    const { client } = await connect(fake);
    cleanup.push(() => client.destroy());
    const beats = () => fake.gatewayFrames.filter((f) => f.direction === 'in' && f.op === 1).length;
    await fake.waitFor(() => beats() >= 3, 3_000, 'three heartbeats');
    const ops = fake.gatewayFrames.filter((f) => f.op === 1 || f.op === 11).map((f) => `${f.direction}:${f.op}`);
    expect(ops.slice(0, 6)).toEqual(['in:1', 'out:11', 'in:1', 'out:11', 'in:1', 'out:11']);
    expect(client.ws.ping).toBeGreaterThanOrEqual(0);
    expect(fake.connections).toHaveLength(1);
  });

  it('GIVEN no guilds THEN the client is ready right after READY', async () => {
    const fake = await startFakeDiscord();
    cleanup.push(() => fake.close());
    const { client, loginMs, guildsAtReady } = await connect(fake);
    cleanup.push(() => client.destroy());
    expect(guildsAtReady).toEqual([]);
    expect(loginMs).toBeLessThan(5_000);
  });

  it('GIVEN a wrong token THEN REST answers 401 (login rejects) and the gateway closes 4004', async () => {
    const fake = await startFakeDiscord();
    cleanup.push(() => fake.close());
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
    cleanup.push(() => client.destroy());
    await expect(client.login('not-the-token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    expect(fake.calls.map((c) => [c.path, c.status])).toEqual([['/api/v10/gateway/bot', 401]]);

    const ws = new WebSocket(`${fake.gatewayUrl}?v=10&encoding=json`);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { op: number };
      if (frame.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: 'not-the-token', intents: 1, properties: {} } }));
    });
    expect(await closed).toBe(4004);
  });
});

describe("the fake's realism: interaction windows, nonces, and every message Discord accepted", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0).reverse()) await f();
  });

  /** A fake whose clock the test moves, a READY client, and a way to run one command through it. */
  async function setup(options: { ackWindowMs?: number; tokenLifetimeMs?: number; nonceWindowMs?: number } = {}) {
    let t = Date.UTC(2026, 10, 28, 12, 0, 0);
    const clock = { advance: (ms: number) => void (t += ms) };
    const fake = await startFakeDiscord({ ...options, now: () => t });
    cleanup.push(() => fake.close());
    const guild = fake.addGuild({ name: 'Club', channels: [{ name: 'ops' }, { name: 'mess' }] });
    const ann = fake.addUser({ username: 'ann' });
    let handler: Handler = async () => undefined;
    const { client } = await connect(fake, (i) => void handler(i));
    cleanup.push(() => client.destroy());
    await fake.waitForReady();
    /** Runs `run` as the handler of one /probe by ann in #ops; resolves with what it threw, if anything. */
    const command = async (run: (i: ChatInputCommandInteraction) => Promise<void>) => {
      let finished!: (e: unknown) => void;
      const done = new Promise<unknown>((resolve) => (finished = resolve));
      handler = async (i) => {
        if (!i.isChatInputCommand()) return;
        await run(i).then(
          () => finished(undefined),
          (e: unknown) => finished(e),
        );
      };
      const sent = fake.sendCommand({ user: ann.id, guildId: guild.id, channelId: guild.channels[0]!.id, name: 'probe' });
      return { sent, error: await done };
    };
    const sendable = (id: string) => {
      const c = client.channels.cache.get(id);
      if (!c?.isSendable()) throw new Error(`${id} not sendable`);
      return c;
    };
    return { fake, client, clock, guild, ann, command, sendable, ops: guild.channels[0]!.id, mess: guild.channels[1]!.id };
  }

  it('GIVEN ackWindowMs 3000 THEN a reply 3 000 ms after the interaction is accepted, and one 3 001 ms after answers 404 10062 Unknown interaction', async () => {
    const { fake, clock, command } = await setup({ ackWindowMs: 3_000 });
    const inTime = await command(async (i) => {
      clock.advance(3_000);
      await i.reply('just in time');
    });
    expect(inTime.error).toBeUndefined();
    const late = await command(async (i) => {
      clock.advance(3_001);
      await i.reply('too late');
    });
    expect(late.error).toBeInstanceOf(DiscordAPIError);
    expect(late.error).toMatchObject({ status: 404, code: 10062, message: 'Unknown interaction' });
    expect(fake.interactionMessages(late.sent.id)).toEqual([]);
    // Too late to answer also means no token to follow up with.
    const info = fake.interactionsSent().find((x) => x.id === late.sent.id);
    expect(info).toMatchObject({ ackType: undefined, acknowledgedAt: undefined });
    expect(fake.acceptedMessages().map((m) => m.content)).toEqual(['just in time']);
  });

  it('GIVEN no ackWindowMs THEN a reply an hour late is still accepted (the default has no limit)', async () => {
    const { clock, command } = await setup();
    const late = await command(async (i) => {
      clock.advance(3_600_000);
      await i.reply('whenever');
    });
    expect(late.error).toBeUndefined();
    await expect(late.sent.response()).resolves.toMatchObject({ kind: 'reply', content: 'whenever' });
  });

  it('GIVEN the default token lifetime THEN follow-ups and @original work for 15 minutes, and after it answer 404 10015 Unknown Webhook', async () => {
    const { fake, clock, command } = await setup();
    const errors: unknown[] = [];
    const { sent } = await command(async (i) => {
      await i.reply('first');
      clock.advance(15 * 60_000);
      await i.followUp('at 15 minutes');
      await i.editReply('edited at 15 minutes');
      clock.advance(1);
      for (const late of [() => i.followUp('late'), () => i.editReply('late edit'), () => i.fetchReply(), () => i.deleteReply()]) {
        errors.push(await late().then(() => 'accepted', (e: unknown) => e));
      }
    });
    expect(errors).toHaveLength(4);
    for (const e of errors) {
      expect(e).toBeInstanceOf(DiscordAPIError);
      expect(e).toMatchObject({ status: 404, code: 10015, message: 'Unknown Webhook' });
    }
    expect(fake.interactionMessages(sent.id).map((m) => [m.kind, m.content])).toEqual([
      ['reply', 'first'],
      ['followup', 'at 15 minutes'],
      ['edit', 'edited at 15 minutes'],
    ]);
  });

  it('GIVEN tokenLifetimeMs 1000 THEN a follow-up after 1 001 ms answers 10015', async () => {
    const { clock, command } = await setup({ tokenLifetimeMs: 1_000 });
    let late: unknown;
    await command(async (i) => {
      await i.deferReply();
      clock.advance(1_001);
      late = await i.editReply('too late').catch((e: unknown) => e);
    });
    expect(late).toMatchObject({ status: 404, code: 10015 });
  });

  it('GIVEN enforce_nonce THEN the same nonce in the same channel within the window returns the first message and creates none; elsewhere, later or unenforced it creates one', async () => {
    const { fake, clock, sendable, ops, mess, ann, client } = await setup({ nonceWindowMs: 60_000 });
    const first = await sendable(ops).send({ content: 'roll #1', nonce: 'outbox-1-public', enforceNonce: true });
    const again = await sendable(ops).send({ content: 'roll #1 again', nonce: 'outbox-1-public', enforceNonce: true });
    expect(again.id).toBe(first.id);
    expect(again.content).toBe('roll #1');
    expect(again.nonce).toBe('outbox-1-public');
    const elsewhere = await sendable(mess).send({ content: 'roll #1 in mess', nonce: 'outbox-1-public', enforceNonce: true });
    const unenforced = await sendable(ops).send({ content: 'roll #1 unenforced', nonce: 'outbox-1-public', enforceNonce: false });
    clock.advance(60_001);
    const later = await sendable(ops).send({ content: 'roll #1 later', nonce: 'outbox-1-public', enforceNonce: true });
    expect(new Set([first.id, elsewhere.id, unenforced.id, later.id]).size).toBe(4);
    expect(fake.channelMessages(ops).map((m) => [m.content, m.nonce])).toEqual([
      ['roll #1', 'outbox-1-public'],
      ['roll #1 unenforced', 'outbox-1-public'],
      ['roll #1 later', 'outbox-1-public'],
    ]);
    // A DM is a channel post too: the same nonce twice to the same user makes one message.
    await client.users.send(ann.id, { content: 'secret', nonce: 424242, enforceNonce: true });
    await client.users.send(ann.id, { content: 'secret', nonce: 424242, enforceNonce: true });
    expect(fake.dms(ann.id).map((m) => [m.content, m.nonce])).toEqual([['secret', '424242']]);
    // Discord refuses a nonce over 25 characters.
    const tooLong = await sendable(ops).send({ content: 'x', nonce: 'n'.repeat(26), enforceNonce: true }).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ status: 400, code: 50035 });
  });

  it('GIVEN replies, a defer and its edit, follow-ups, channel posts and DMs THEN acceptedMessages lists each with its channel, audience, interaction and nonce', async () => {
    const { fake, command, sendable, ops, ann, client } = await setup();
    const a = await command(async (i) => {
      await i.reply('public answer');
      await i.followUp({ content: 'private part', flags: MessageFlags.Ephemeral });
    });
    const b = await command(async (i) => {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply('filled');
      await i.followUp('public follow-up');
    });
    await sendable(ops).send({ content: 'clock post', nonce: 'n-1', enforceNonce: true });
    await client.users.send(ann.id, { content: 'your orders' });
    const dm = fake.dmChannelOf(ann.id);
    const seen = fake.acceptedMessages().map((m) => ({
      kind: m.kind,
      channel: m.channelId,
      content: m.content,
      ephemeral: m.ephemeral,
      dmTo: m.dmTo,
      interaction: m.interactionId,
      invoker: m.invokerId,
      nonce: m.nonce,
    }));
    expect(seen).toEqual([
      { kind: 'reply', channel: ops, content: 'public answer', ephemeral: false, dmTo: undefined, interaction: a.sent.id, invoker: ann.id, nonce: undefined },
      { kind: 'followup', channel: ops, content: 'private part', ephemeral: true, dmTo: undefined, interaction: a.sent.id, invoker: ann.id, nonce: undefined },
      { kind: 'deferred', channel: ops, content: '', ephemeral: true, dmTo: undefined, interaction: b.sent.id, invoker: ann.id, nonce: undefined },
      { kind: 'edit', channel: ops, content: 'filled', ephemeral: true, dmTo: undefined, interaction: b.sent.id, invoker: ann.id, nonce: undefined },
      { kind: 'followup', channel: ops, content: 'public follow-up', ephemeral: false, dmTo: undefined, interaction: b.sent.id, invoker: ann.id, nonce: undefined },
      { kind: 'post', channel: ops, content: 'clock post', ephemeral: false, dmTo: undefined, interaction: undefined, invoker: undefined, nonce: 'n-1' },
      { kind: 'post', channel: dm, content: 'your orders', ephemeral: false, dmTo: ann.id, interaction: undefined, invoker: undefined, nonce: undefined },
    ]);
    // The deferred placeholder and the edit that fills it are one message.
    const [, , deferred, edit] = fake.acceptedMessages();
    expect(edit!.messageId).toBe(deferred!.messageId);
    expect(fake.interactionsSent().map((x) => [x.id, x.commandName, x.ackType, x.acknowledgedAt !== undefined])).toEqual([
      [a.sent.id, 'probe', 4, true],
      [b.sent.id, 'probe', 5, true],
    ]);
  });
});
