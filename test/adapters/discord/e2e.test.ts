import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationCommandOptionType, type APIApplicationCommandInteractionDataOption, type APIUser } from 'discord-api-types/v10';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { command, resolveCommand, type CommandNode } from '../../../src/app/command.js';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { parseLine } from '../../../src/adapters/console/parse-line.js';
import { fixedSecret } from '../../../src/compose.js';
import { startBot, type RunningBot } from '../../../src/compose-bot.js';
import { commands } from '../../../commands/index.js';
import { startFakeDiscord, type FakeDiscord } from '../../fake-discord/index.js';
import { apiOptionsFor } from './api-options.js';
import { movableClock, SECRET_HEX, LEDGER_KEY } from '../../helpers/harness.js';
import type { Clock } from '../../../src/app/ports.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Test-only commands for what no shipped command produces yet: a DM with an image, and a fault. */
const extra: CommandNode[] = [
  command({
    name: 'orders',
    description: 'Sends the invoker a board image by DM',
    options: {},
    preconditions: [],
    run: (ctx) => ({
      ok: true,
      value: {
        public: { text: 'Orders sent.' },
        dms: [{ to: ctx.actor, post: { text: 'HIDDEN orders for you', images: [{ name: 'board.png', data: PNG }] } }],
      },
    }),
  }),
  command({
    name: 'upload',
    description: 'Reads an attached file',
    options: { file: { type: 'attachment', description: 'A file', required: true } },
    preconditions: [],
    run: (_ctx, o) => ({
      ok: true,
      value: {
        public: { text: `Loaded ${o.file.name}: ${Buffer.from(o.file.data).toString('utf8').length} characters.` },
        private: { text: `Only you: ${Buffer.from(o.file.data).toString('utf8')}` },
      },
    }),
  }),
  command({
    name: 'explode',
    description: 'Throws',
    options: {},
    preconditions: [],
    run: () => {
      throw new Error('HIDDEN internal detail');
    },
  }),
];
const allCommands = [...commands, ...extra];

const apiOptions = (line: string) => apiOptionsFor(line, allCommands);

let fake: FakeDiscord;
let running: RunningBot | undefined;
let logger: ReturnType<typeof memoryLogger>;
let ann: APIUser, bob: APIUser, cat: APIUser;
const dir = mkdtempSync(join(tmpdir(), 'sitrep-e2e-'));
let dbPath: string;
let dbCount = 0;

async function boot(clock?: Clock): Promise<RunningBot> {
  running = await startBot({
    ledgerKey: LEDGER_KEY,
    token: fake.token,
    api: fake.restUrl,
    databasePath: dbPath,
    logger,
    secrets: fixedSecret(SECRET_HEX),
    commands: allCommands,
    drainMs: 2_000,
    // Due jobs run once at start-up; the hourly timer never fires within a test.
    clockMs: 3_600_000,
    ...(clock ? { clock } : {}),
  });
  return running;
}

/** Polls for something the bot does after its last call to Discord (which the fake cannot see). */
async function until(probe: () => boolean, what: string): Promise<void> {
  for (let t = 0; !probe(); t += 10) {
    if (t > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const delivered = () => logger.entries.filter((e) => e.msg === 'interaction delivered' || e.msg === 'interaction fault').length;

/** Sends a command as `user` in #ops and waits until the bot has delivered everything for it. */
/** A busy 2-core machine (the whole suite, or CI's Node 22 run) may take longer than the fake's 5 s to answer: it is no timed test. */
const LOADED = { timeoutMs: 20_000 } as const;

async function play(user: APIUser, line: string) {
  const before = delivered();
  const { name, options } = apiOptions(line);
  const sent = fake.sendCommand({ user: user.id, guildId: 'g1', channelId: 'ops', name, options });
  const first = await sent.response(LOADED);
  await until(() => delivered() > before, `delivery of ${line}`);
  return { first, all: fake.interactionMessages(sent.id) };
}

const publicText = () => fake.channelMessages('ops').map((m) => m.content).join('\n');

beforeEach(async () => {
  fake = await startFakeDiscord({ guilds: [{ id: 'g1', name: 'Club', channels: [{ id: 'ops', name: 'ops' }] }] });
  ann = fake.addUser({ username: 'ann' });
  bob = fake.addUser({ username: 'bob' });
  cat = fake.addUser({ username: 'cat' });
  logger = memoryLogger();
  dbPath = join(dir, `e2e-${++dbCount}.sqlite`);
  await boot();
});

afterEach(async () => {
  await running?.stop();
  running = undefined;
  await fake.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function campaign() {
  await play(ann, '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO"');
  await play(bob, '/campaign join side:Portugal');
  await play(cat, '/campaign join side:FRELIMO');
}

describe('the real bot against the fake Discord', () => {
  it('GIVEN a short campaign THEN public replies, ephemeral answers and the GM\'s DM land where they belong', async () => {
    await campaign();
    expect(publicText()).toContain('Campaign **Tridente** (#1) starts');
    expect(publicText()).toContain('bob joins **Portugal**.');

    const roll = await play(bob, '/roll dice:4d6>=5 reason:volley');
    expect(roll.first).toMatchObject({ kind: 'reply', ephemeral: false });
    expect(roll.first.content).toMatch(/^🎲 Roll #1 by bob — volley\n`4d6>=5`: `\[.*\]` = \*\*\d\*\* success(es)?$/);

    const hidden = await play(cat, '/roll dice:2d6 reason:"HIDDENford" hidden:true');
    // The interaction answers privately; the public part is a channel post (Discord does not repeat a post
    // whose nonce it has seen, so a restart can deliver it safely; issue 21).
    expect(hidden.all.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', true]]);
    expect(hidden.first.content).toBe('Your hidden roll #2 went to the GM, ann.');
    expect(fake.channelMessages('ops').at(-1)?.content).toBe('🎲 Roll #2 by cat was made hidden.');
    const gmDm = await fake.waitFor(() => fake.dms(ann.id)[0]);
    expect(gmDm.content).toContain('HIDDENford');
    expect(fake.dms(bob.id)).toEqual([]);
    expect(publicText()).not.toContain('HIDDEN');

    const status = await play(bob, '/campaign status');
    expect(status.first).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(status.first.content).toContain('You play Portugal.');

    const bad = await play(bob, '/roll dice:nonsense');
    expect(bad.first).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(bad.first.content).toContain('`nonsense` is not dice, a number or a game system I know.');
    // Nothing ever pings anyone: every message the bot sent told Discord to resolve no mentions.
    const sent = fake.calls
      .map((c) => c.json as { content?: string; allowed_mentions?: unknown; data?: { content?: string; allowed_mentions?: unknown } } | undefined)
      .map((j) => (j?.data?.content !== undefined ? j.data : j))
      .filter((j) => j?.content !== undefined);
    expect(sent.length).toBeGreaterThan(8);
    for (const j of sent) expect(j?.allowed_mentions).toEqual({ parse: [] });
  });

  it('GIVEN a DM with an image THEN it arrives as an attachment', async () => {
    await play(bob, '/orders');
    const dm = await fake.waitFor(() => fake.dms(bob.id)[0]);
    expect(dm.content).toBe('HIDDEN orders for you');
    expect(dm.files.map((f) => [f.name, f.data.equals(PNG)])).toEqual([['board.png', true]]);
    expect(publicText()).toBe('Orders sent.');
  });

  it('GIVEN a player with DMs closed THEN nothing secret reaches the channel and /inbox has it', async () => {
    await campaign();
    fake.refuseDms(ann.id);
    await play(cat, '/roll dice:3d6 reason:"HIDDENambush" hidden:true');
    expect(publicText()).toContain('📬 ann has undelivered orders — /inbox');
    expect(publicText()).not.toContain('HIDDEN');
    expect(fake.dms(ann.id)).toEqual([]);
    const inbox = await play(ann, '/inbox');
    expect(inbox.first).toMatchObject({ ephemeral: true });
    expect(inbox.first.content).toContain('HIDDENambush');
    for (const u of [bob, cat]) expect(fake.visibleTo(u.id).map((m) => m.content).join('\n')).not.toContain('HIDDENambush');
  });

  it('GIVEN DMs closed for an image DM THEN the image waits in the inbox too', async () => {
    fake.refuseDms(bob.id);
    await play(bob, '/orders');
    const inbox = await play(bob, '/inbox');
    expect(inbox.first.files.map((f) => f.name)).toEqual(['board.png']);
  });

  it('GIVEN Discord answers 500 then 429 on sends THEN discord.js retries and no state is lost', async () => {
    await campaign();
    fake.failNext({ method: 'POST', path: /\/interactions\/\d+\/[^/]+\/callback$/, status: 500 });
    const r1 = await play(bob, '/roll dice:1d6');
    expect(r1.first.content).toContain('Roll #1 by bob');
    fake.failNext({ method: 'POST', path: /\/channels\/\d+\/messages$/, status: 429, retryAfterSeconds: 0.05 });
    await play(cat, '/roll dice:1d6 hidden:true');
    await fake.waitFor(() => fake.dms(ann.id)[0]);
    expect(fake.calls.filter((c) => c.status === 500 || c.status === 429)).toHaveLength(2);
    const r3 = await play(bob, '/roll dice:1d6');
    expect(r3.first.content).toContain('Roll #3 by bob');
  });

  it('GIVEN a restart between two commands THEN nothing is lost', async () => {
    await campaign();
    await play(bob, '/roll dice:1d6');
    await running!.stop();
    await boot();
    const status = await play(bob, '/campaign status');
    expect(status.first.content).toContain('• Portugal: bob');
    const roll = await play(bob, '/roll dice:1d6');
    expect(roll.first.content).toContain('Roll #2 by bob');
  });

  it('GIVEN an attachment THEN the bot defers privately, downloads it, answers privately and posts publicly', async () => {
    const sent = fake.sendCommand({
      user: bob.id,
      guildId: 'g1',
      channelId: 'ops',
      name: 'upload',
      options: [{ name: 'file', type: ApplicationCommandOptionType.Attachment, value: 'oob' }],
      attachments: { oob: { filename: 'force.json', data: '{"HIDDEN":1}' } },
    });
    await until(() => delivered() > 0, 'the upload');
    const history = fake.interactionMessages(sent.id).map((m) => [m.kind, m.ephemeral]);
    expect(history).toEqual([
      ['deferred', true],
      ['edit', true],
    ]);
    expect(fake.interactionMessages(sent.id)[1]!.content).toBe('Only you: {"HIDDEN":1}');
    expect(publicText()).toBe('Loaded force.json: 12 characters.');
  });

  it('GIVEN an attachment over the size limit THEN a specific private error and nothing runs', async () => {
    const sent = fake.sendCommand({
      user: bob.id,
      guildId: 'g1',
      channelId: 'ops',
      name: 'upload',
      options: [{ name: 'file', type: ApplicationCommandOptionType.Attachment, value: 'big' }],
      attachments: { big: { filename: 'big.json', data: '{}', size: 10 * 1024 * 1024 } },
    });
    await until(() => delivered() > 0, 'the refusal');
    expect(fake.interactionMessages(sent.id).map((m) => [m.kind, m.ephemeral, m.content])).toEqual([
      ['deferred', true, ''],
      ['edit', true, 'The file for `file` is too large (at most 512 KiB).'],
    ]);
    expect(publicText()).toBe('');
  });

  it('GIVEN a fault THEN the user sees only a reference and the log has the detail', async () => {
    const r = await play(bob, '/explode');
    expect(r.first).toMatchObject({ ephemeral: true });
    expect(r.first.content).toMatch(/^Something went wrong \(ref [0-9a-f]{6}\)\. Nothing was changed\.$/);
    const fault = logger.entries.find((e) => e.msg === 'command fault');
    expect(String(fault?.fields?.['error'])).toContain('HIDDEN internal detail');
    expect(fake.visibleTo(bob.id).map((m) => m.content).join('\n')).not.toContain('HIDDEN');
  });

  it('GIVEN autocomplete THEN the asker gets choices from what they may see', async () => {
    await campaign();
    const { name, options } = apiOptions('/campaign join side:FR');
    const sent = fake.sendAutocomplete({ user: bob.id, guildId: 'g1', channelId: 'ops', name, options, focused: 'side' });
    expect(await sent.choices()).toEqual([{ name: 'FRELIMO', value: 'FRELIMO' }]);
  });

  it('GIVEN a command in flight when the bot stops THEN it finishes before the database closes', async () => {
    await campaign();
    // Hold the reply with a rate limit so the command is still running when stop() begins.
    fake.failNext({ method: 'POST', path: /\/interactions\/\d+\/[^/]+\/callback$/, status: 429, retryAfterSeconds: 0.3 });
    const { name, options } = apiOptions('/roll dice:1d6');
    const sent = fake.sendCommand({ user: bob.id, guildId: 'g1', channelId: 'ops', name, options });
    await fake.waitFor(() => fake.calls.find((c) => c.status === 429));
    await running!.stop();
    running = undefined;
    expect((await sent.response()).content).toContain('Roll #1 by bob');
    const order = logger.entries.map((e) => e.msg).filter((m) => m === 'interaction delivered' || m === 'bot stopped');
    expect(order.slice(-2)).toEqual(['interaction delivered', 'bot stopped']);
    await boot();
    expect((await play(bob, '/roll dice:1d6')).first.content).toContain('Roll #2 by bob');
  });

  it('GIVEN the logs THEN each command is logged with name, user, duration and outcome, and no secret', async () => {
    await campaign();
    await play(cat, '/roll dice:2d6 reason:"HIDDENx" hidden:true');
    const lines = logger.entries.filter((e) => e.msg === 'command');
    expect(lines.at(-1)?.fields).toMatchObject({ command: 'roll', user: cat.id, outcome: 'ok' });
    expect(JSON.stringify(logger.entries)).not.toMatch(/HIDDEN|000102030405/);
  });
});

describe('the clock of /campaign pace, through the real bot', () => {
  const clockDelivered = () => logger.entries.filter((e) => e.msg === 'clock delivered').length;

  /** Reboots on a movable clock and starts a paced game: Portugal (bob) holds the initiative. */
  async function paced(pace: string) {
    await running!.stop();
    const clock = movableClock();
    await boot(clock);
    await campaign();
    await play(ann, `/campaign pace ${pace}`);
    return clock;
  }

  it('GIVEN a reminder falls due THEN the channel gets it, without a mention for a player who chose DMs, who gets a DM', async () => {
    const clock = await paced('remind:4');
    await play(cat, '/campaign notify how:dm');
    await play(bob, '/fogo pass'); // FRELIMO's turn: cat hears it by DM
    await fake.waitFor(() => fake.dms(cat.id)[0]);
    const before = clockDelivered();
    clock.advance(4.1);
    running!.bot.runClock();
    await until(() => clockDelivered() > before, 'the reminder');
    const reminder = fake.channelMessages('ops').at(-1)!;
    expect(reminder.content).toMatch(/^⏰ \*\*Tridente\*\* — still waiting for \*\*FRELIMO\*\*\./);
    expect(reminder.content).not.toContain('<@');
    await fake.waitFor(() => fake.dms(cat.id)[1]);
    expect(fake.dms(cat.id).map((m) => m.content.slice(0, 40))).toEqual([expect.stringMatching(/^🔔 Your turn in/), expect.stringMatching(/^🔔 Your turn in/)]);
    // With bob on the default, the turn coming back mentions him.
    await play(cat, '/fogo pass');
    expect(fake.channelMessages('ops').at(-1)!.content).toContain(`<@${bob.id}>`);
  });

  it('GIVEN the bot was down when a deadline fell due THEN at start-up it is applied once, and a second start sends nothing more', async () => {
    const clock = await paced('deadline:6 missed:default');
    await running!.stop();
    clock.advance(30);
    await boot(clock);
    await until(() => clockDelivered() > 0, 'the deadline at start-up');
    const posts = () => fake.channelMessages('ops').map((m) => m.content).filter((t) => t.startsWith('⌛'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toContain("the rules' default, `/fogo pass`, is played for them. (The bot was offline when it fell due; it is applied once, now.)");
    await running!.stop();
    await boot(clock);
    await play(bob, '/campaign status');
    expect(posts()).toHaveLength(1);
  });

  it("GIVEN the GM's DMs are closed at a missed:gm deadline THEN the channel hears only that orders wait, and /inbox has them", async () => {
    const clock = await paced('deadline:2 missed:gm');
    fake.refuseDms(ann.id);
    clock.advance(2.1);
    const before = clockDelivered();
    running!.bot.runClock();
    await until(() => clockDelivered() > before, 'the deadline');
    expect(publicText()).toContain('📬 ann has undelivered orders — /inbox');
    const inbox = await play(ann, '/inbox');
    expect(inbox.first.content).toContain('**Portugal** missed the deadline');
  });
});

describe('buttons and select menus under the bot\'s posts, through the real bot', () => {
  type Component = { type: number; custom_id?: string; label?: string; placeholder?: string; components?: Component[] };
  const flat = (cs: readonly unknown[]): Component[] => (cs as Component[]).flatMap((c) => (c.components ? flat(c.components) : [c]));
  /** The last channel post whose components include one labelled `label`. */
  const postWith = (label: string) => {
    const m = [...fake.channelMessages('ops')].reverse().find((x) => flat(x.components).some((c) => c.label === label || c.placeholder === label));
    if (!m) throw new Error(`no post with ${label}`);
    return m;
  };
  async function choose(user: APIUser, messageId: string, label: string, value?: string) {
    const before = delivered();
    const m = fake.channelMessages('ops').find((x) => x.id === messageId)!;
    const c = flat(m.components).find((x) => x.label === label || x.placeholder === label)!;
    const sent = fake.sendComponent({ user: user.id, guildId: 'g1', channelId: 'ops', messageId, customId: c.custom_id!, ...(value ? { values: [value] } : {}) });
    const first = await sent.response(LOADED);
    await until(() => delivered() > before, `the choice ${label}`);
    return first;
  }

  it('GIVEN a new campaign THEN its post carries a select menu of sides, and picking one joins the picker', async () => {
    await play(ann, '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO"');
    const post = postWith('Join a side');
    expect(flat(post.components).find((c) => c.placeholder === 'Join a side')?.type).toBe(3);
    const joined = await choose(bob, post.id, 'Join a side', 'Portugal');
    expect(joined).toMatchObject({ kind: 'reply', ephemeral: false, content: 'bob joins **Portugal**.' });
    const again = await choose(cat, post.id, 'Join a side', 'FRELIMO'); // lasting: still good after bob's join
    expect(again.content).toBe('cat joins **FRELIMO**.');
  });

  it('GIVEN a move THEN its buttons run as the presser; an old one answers privately that the board has changed, and nothing is done', async () => {
    await campaign();
    await play(bob, '/fogo force builtin:cacadores-combat-group');
    await play(bob, '/fogo move stand:CA-3 feature:woods seen:false');
    const first = postWith('Undo');
    await play(bob, '/fogo move stand:CA-2 feature:woods seen:false');
    const second = postWith('Undo');
    expect(second.id).not.toBe(first.id);
    const stale = await choose(bob, first.id, 'Undo');
    expect(stale).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(stale.content).toContain('The board has changed since these buttons were drawn; nothing was done.');
    const undone = await choose(bob, second.id, 'Undo');
    expect(undone).toMatchObject({ ephemeral: false, content: expect.stringContaining('bob took back their last action') });
    await play(bob, '/fogo move stand:CA-1 feature:woods seen:false');
    const notYours = await choose(cat, postWith('Pass').id, 'Pass');
    expect(notYours).toMatchObject({ ephemeral: true, content: expect.stringContaining('does not hold the initiative') });
  });

  it('GIVEN a long read THEN one private message with ◀ ▶; a press turns its page in place, for the asker alone', async () => {
    await campaign();
    for (let i = 0; i < 30; i++) await play(bob, `/roll dice:4d6 reason:"a long reason to fill the log, number ${i}"`);
    const log = await play(bob, '/campaign log');
    expect(log.all).toHaveLength(1);
    const answer = log.all[0]!;
    expect(answer.ephemeral).toBe(true);
    expect(answer.content.length).toBeLessThanOrEqual(2000);
    const [, at, of] = /— page (\d+) of (\d+)/.exec(answer.content)!;
    expect(at).toBe(of); // the newest page first
    const back = flat(answer.components).find((c) => c.label === '◀')!;
    expect(flat(answer.components).some((c) => c.label === '▶')).toBe(false);
    const before = delivered();
    const sent = fake.sendComponent({ user: bob.id, guildId: 'g1', channelId: 'ops', messageId: answer.messageId, customId: back.custom_id! });
    expect(await sent.response()).toMatchObject({ kind: 'edit', messageId: answer.messageId, ephemeral: true });
    await until(() => delivered() > before, 'the page turned');
    const now = fake.visibleTo(bob.id).filter((m) => m.id === answer.messageId);
    expect(now).toHaveLength(1);
    expect(now[0]!.content).toContain(`— page ${Number(at) - 1} of ${of}`);
    expect(flat(now[0]!.components).map((c) => c.label)).toEqual(Number(at) - 1 > 1 ? ['◀', '▶'] : ['▶']);
    // No second message for the page, and nobody else sees it.
    expect(fake.visibleTo(bob.id).filter((m) => m.content.includes('**Log of Tridente**'))).toHaveLength(1);
    expect(fake.visibleTo(cat.id).some((m) => m.content.includes('**Log of Tridente**'))).toBe(false);
  });

  it("GIVEN a fieldcraft order's post THEN its Details answers each presser privately, the other side without the secret dice its own side sees", async () => {
    await play(ann, '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    await play(bob, '/campaign join side:Portugal');
    await play(bob, '/fogo force builtin:cacadores-combat-group');
    await play(cat, '/campaign join side:FRELIMO');
    await play(cat, '/fogo force builtin:frelimo-group hidden:true');
    await play(cat, '/fieldcraft allocate troops:frelimo sneakers:"bush: FR-1 FR-2; ridge: ; ford: FR-3"');
    await play(bob, '/fogo pass');
    await play(cat, '/fieldcraft sneak stands:FR-4 attest:true pick:real');
    const post = postWith('Details');
    const n = /🎲 #(\d+) \(secret until the end\)/.exec(post.content)![1]!;
    const theirs = await choose(bob, post.id, 'Details');
    expect(theirs.ephemeral).toBe(true);
    expect(theirs.content).toContain(`Roll #${n} by cat was made hidden.`);
    const own = await choose(cat, post.id, 'Details');
    expect(own.ephemeral).toBe(true);
    expect(own.content).toMatch(new RegExp(`🎲 Roll #${n} \\(hidden\\) by cat[\\s\\S]*\\[\\d`));
    // What Portugal's player was shown is what the channel may know: no die of FRELIMO's.
    expect(theirs.content).not.toMatch(/\[\d/);
  });
});

describe("side threads for a side's secrets, through the real bot", () => {
  /**
   * Tridente with side threads on and dan as FRELIMO's second player: when cat allocates FRELIMO's
   * Sneakers, dan is told which holds what — a secret of FRELIMO's.
   */
  async function threaded() {
    const dan = fake.addUser({ username: 'dan' });
    await campaign();
    await play(dan, '/campaign join side:FRELIMO');
    await play(ann, '/campaign threads on:true');
    await play(bob, '/fogo force builtin:cacadores-combat-group');
    await play(cat, '/fogo force builtin:frelimo-group');
    await play(ann, '/fogo stand change id:FR-5 hidden:true');
    await play(cat, '/fieldcraft allocate troops:frelimo sneakers:"bush: FR-5; kraal:"');
    return dan;
  }
  const seenBy = (u: APIUser) => fake.visibleTo(u.id).map((m) => m.content).join('\n');

  it("GIVEN side threads THEN a side's secret lands once in its own private thread with its players, not in DMs or the channel", async () => {
    const dan = await threaded();
    const [thread] = await fake.waitFor(() => (fake.threadsOf('ops').length ? fake.threadsOf('ops') : undefined));
    expect(fake.threadsOf('ops')).toHaveLength(1);
    expect(thread!.name).toBe('Tridente — FRELIMO');
    expect(thread!.members).toEqual(expect.arrayContaining([cat.id, dan.id]));
    expect(thread!.members).not.toContain(bob.id);
    const [secret] = await fake.waitFor(() => (fake.channelMessages(thread!.id).length ? fake.channelMessages(thread!.id) : undefined));
    expect(secret!.content).toContain('FR-5');
    expect(seenBy(dan)).toContain(secret!.content);
    expect(seenBy(bob)).not.toContain(secret!.content);
    expect(fake.dms(dan.id)).toEqual([]);
  });

  it('GIVEN the bot may not make threads THEN the secret goes by DM as before, never to the channel', async () => {
    fake.refuseThreads();
    const dan = await threaded();
    const dm = await fake.waitFor(() => fake.dms(dan.id)[0]);
    expect(dm.content).toContain('FR-5');
    expect(fake.threadsOf('ops')).toEqual([]);
    expect(seenBy(bob)).not.toContain(dm.content);
  });

  it('GIVEN a player who cannot be added and whose DMs are closed THEN the secret waits in /inbox, and the channel hears only that', async () => {
    const danUser = fake.addUser({ username: 'dan2' });
    fake.refuseThreadMember(danUser.id);
    fake.refuseDms(danUser.id);
    await campaign();
    await play(danUser, '/campaign join side:FRELIMO');
    await play(ann, '/campaign threads on:true');
    await play(cat, '/fogo force builtin:frelimo-group');
    await play(ann, '/fogo stand change id:FR-5 hidden:true');
    await play(cat, '/fieldcraft allocate troops:frelimo sneakers:"bush: FR-5; kraal:"');
    await fake.waitFor(() => (publicText().includes('📬 dan2 has undelivered orders') ? true : undefined));
    const inbox = await play(danUser, '/inbox');
    expect(inbox.first.content).toContain('FR-5');
    const secretLine = inbox.first.content.split('\n').find((l) => l.includes('FR-5'))!;
    expect(publicText()).not.toContain(secretLine);
    for (const t of fake.threadsOf('ops')) expect(fake.channelMessages(t.id)).toEqual([]);
  });
});

describe('joining a side under way, and leaving one, through the real bot (issue 32)', () => {
  type Component = { type: number; custom_id?: string; label?: string; components?: Component[] };
  const flat = (cs: readonly unknown[]): Component[] => (cs as Component[]).flatMap((c) => (c.components ? flat(c.components) : [c]));
  const seenBy = (u: APIUser) => fake.visibleTo(u.id).map((m) => m.content).join('\n');

  /** Tridente under way (Portugal passed), with side threads on and FRELIMO's Sneakers allocated: FRELIMO's thread holds FR-5. */
  async function underWay(more?: APIUser) {
    await campaign();
    if (more) await play(more, '/campaign join side:FRELIMO');
    await play(ann, '/campaign threads on:true');
    await play(bob, '/fogo force builtin:cacadores-combat-group');
    await play(cat, '/fogo force builtin:frelimo-group');
    await play(ann, '/fogo stand change id:FR-5 hidden:true');
    await play(cat, '/fieldcraft allocate troops:frelimo sneakers:"bush: FR-5; kraal:"');
    await play(bob, '/fogo pass');
    const [thread] = await fake.waitFor(() => (fake.threadsOf('ops').length ? fake.threadsOf('ops') : undefined));
    return thread!;
  }

  it("GIVEN a request mid-game THEN the GM's DM carries Approve and Refuse; Approve pressed there seats the asker in the channel and adds them to the side's thread, told it holds its history", async () => {
    const thread = await underWay();
    const dan = fake.addUser({ username: 'dan' });
    const asked = await play(dan, '/campaign join side:FRELIMO');
    expect(asked.first).toMatchObject({ ephemeral: true, content: expect.stringContaining('waits for her') });
    expect(publicText()).not.toContain('dan joins');
    expect(fake.threadsOf('ops')[0]!.members).not.toContain(dan.id);
    const secret = fake.channelMessages(thread.id)[0]!.content;
    expect(secret).toContain('FR-5');
    expect(seenBy(dan)).not.toContain(secret);
    const request = await fake.waitFor(() => fake.dms(ann.id).find((m) => m.content.includes('dan asks to join')));
    const approve = flat(request.components).find((c) => c.label === 'Approve')!;
    expect(flat(request.components).map((c) => c.label)).toEqual(['Approve', 'Refuse']);

    const before = delivered();
    const pressed = fake.sendComponent({ user: ann.id, messageId: request.id, customId: approve.custom_id! });
    expect(await pressed.response()).toMatchObject({ ephemeral: true, content: expect.stringContaining('Approved: dan plays **FRELIMO**') });
    await until(() => delivered() > before, 'the approval');
    await fake.waitFor(() => (publicText().includes('dan joins **FRELIMO**, approved by the GM.') ? true : undefined));
    expect(fake.dms(ann.id).map((m) => m.content).join('\n')).not.toContain('dan joins **FRELIMO**, approved');
    await fake.waitFor(() => (fake.threadsOf('ops')[0]!.members.includes(dan.id) ? true : undefined));
    const welcome = fake.channelMessages(thread.id).at(-1)!;
    expect(welcome.content).toContain('from the start of the campaign, is theirs to read now');
    expect(seenBy(dan)).toContain(secret);
  });

  it("GIVEN a player who leaves THEN they are taken out of the side's thread and its next secret does not reach them", async () => {
    const dan = fake.addUser({ username: 'dan' });
    const thread = await underWay(dan);
    expect(thread.members).toEqual(expect.arrayContaining([cat.id, dan.id]));
    const left = await play(dan, '/campaign leave');
    expect(left.first).toMatchObject({ ephemeral: true, content: expect.stringContaining('You left **FRELIMO**') });
    await fake.waitFor(() => (fake.threadsOf('ops')[0]!.members.includes(dan.id) ? undefined : true));
    expect(publicText()).toContain('dan leaves **FRELIMO**');
    await play(cat, '/fogo stand add id:FR-7 type:mmg quality:veteran fieldcraft:2 hidden:true');
    await play(cat, '/fieldcraft hide sneaker:S1 attest:true leave:false');
    expect(fake.threadsOf('ops')[0]!.members).not.toContain(dan.id);
    expect(fake.dms(dan.id).map((m) => m.content).join('\n')).not.toContain('FR-7');
  });

  it('GIVEN the bot may not take the GM-removed player out of the thread THEN the campaign forgets it: the side gets a new thread without them', async () => {
    const dan = fake.addUser({ username: 'dan' });
    await underWay(dan);
    fake.refuseThreadRemovals();
    await play(ann, '/campaign players remove player:dan');
    await until(() => logger.entries.some((e) => e.msg === 'side thread member not removed; thread forgotten'), 'the thread forgotten');
    await play(cat, '/fieldcraft reorganise sneakers:"S1: ; S2: FR-5" attest:true');
    const threads = await fake.waitFor(() => (fake.threadsOf('ops').length === 2 ? fake.threadsOf('ops') : undefined));
    expect(threads[1]!.members).toContain(cat.id);
    expect(threads[1]!.members).not.toContain(dan.id);
  });
});
