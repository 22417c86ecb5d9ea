import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  GatewayDispatchEvents,
  GatewayOpcodes,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  Locale,
} from 'discord.js';
import type {
  APIApplication,
  APIApplicationCommand,
  APIApplicationCommandAutocompleteInteraction,
  APIApplicationCommandInteractionDataOption,
  APIApplicationCommandOptionChoice,
  APIAttachment,
  APIChatInputApplicationCommandInteraction,
  APIDMChannel,
  APIGatewayBotInfo,
  APIInteraction,
  APIMessage,
  APITextChannel,
  APIUser,
  GatewayIdentifyData,
  GatewayReadyDispatchData,
  RESTPostAPIInteractionCallbackWithResponseResult,
} from 'discord-api-types/v10';
import { boundaryOf, parseMultipart } from './multipart.js';
import {
  NO_APPLICATION_FLAGS,
  Snowflakes,
  TEXT_PERMISSIONS,
  dmChannel,
  guildCreate,
  guildTextChannel,
  interactionMember,
  message,
  timeOf,
  user as apiUser,
} from './payloads.js';

// ───────────────────────────── public types ─────────────────────────────

export interface FakeDiscordOptions {
  /** The bot token the fake accepts (REST `Authorization: Bot <token>` and gateway IDENTIFY). */
  readonly token?: string;
  readonly botUsername?: string;
  /** HELLO's heartbeat_interval. Real Discord: ~41 250 ms. Make it small to see heartbeats in a test. */
  readonly heartbeatIntervalMs?: number;
  readonly guilds?: readonly GuildInput[];
  readonly users?: readonly UserInput[];
  /**
   * Discord's window for an interaction's initial response (3 000 ms on Discord): a callback that comes
   * later answers 404, code 10062 "Unknown interaction", as Discord does. Default: no limit.
   */
  readonly ackWindowMs?: number;
  /**
   * How long an interaction's token lives (15 minutes on Discord, the default): after it the webhook-token
   * routes (follow-ups, GET/PATCH/DELETE of @original and of follow-ups) answer 404, code 10015 "Unknown Webhook".
   */
  readonly tokenLifetimeMs?: number;
  /**
   * How far back `enforce_nonce` looks for a message with the same nonce ("the past few minutes", Discord
   * says, without a number). Default 5 minutes.
   */
  readonly nonceWindowMs?: number;
  /** The fake's clock in ms (default Date.now), for the windows above: a test moves it instead of waiting. */
  readonly now?: () => number;
  /** GET /gateway/bot's recommended shard count (default 1), what discord.js's `shards: 'auto'` starts. */
  readonly recommendedShards?: number;
}

export interface UserInput {
  readonly id?: string;
  readonly username: string;
  readonly globalName?: string | null;
}

export interface GuildInput {
  readonly id?: string;
  readonly name: string;
  readonly channels?: readonly { readonly id?: string; readonly name: string }[];
  readonly ownerId?: string;
}

export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly channels: readonly { readonly id: string; readonly name: string }[];
}

export interface FakeFile {
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string | undefined;
}

/** One REST request as it arrived on the wire, and what the fake answered. */
export interface RecordedCall {
  readonly method: string;
  /** The path, percent-decoded: `/api/v10/webhooks/1/tok/messages/@original`. */
  readonly path: string;
  /** The path exactly as sent: `/api/v10/webhooks/1/tok/messages/%40original`. */
  readonly rawPath: string;
  readonly query: Readonly<Record<string, string>>;
  /** The Authorization header, or undefined when none was sent. */
  readonly auth: string | undefined;
  readonly userAgent: string | undefined;
  readonly contentType: string | undefined;
  /** The JSON body, or the parsed `payload_json` part of a multipart body. */
  readonly json?: unknown;
  /** The names of all multipart parts, in order (`files[0]`, `payload_json`…); empty for JSON. */
  readonly parts: readonly string[];
  readonly files: readonly FakeFile[];
  status: number;
  responseBody?: unknown;
}

export interface GatewayFrame {
  readonly direction: 'in' | 'out';
  /** Which connection (1, 2, …) the frame travelled on. */
  readonly connection: number;
  readonly op: number;
  readonly t: string | null;
  readonly s: number | null;
  readonly d: unknown;
}

export interface GatewayConnectionInfo {
  readonly id: number;
  /** The upgrade request's URL, e.g. `/?v=10&encoding=json`. */
  readonly url: string;
  readonly query: Readonly<Record<string, string>>;
  identify: GatewayIdentifyData | undefined;
  ready: boolean;
  closed: { code: number; reason: string } | undefined;
}

export type InteractionMessageKind = 'reply' | 'deferred' | 'followup' | 'edit' | 'delete';

/** One thing the invoking user saw happen to an interaction's messages. */
export interface InteractionMessage {
  readonly kind: InteractionMessageKind;
  readonly messageId: string;
  readonly channelId: string;
  readonly content: string;
  readonly ephemeral: boolean;
  readonly files: readonly FakeFile[];
  readonly embeds: readonly unknown[];
  readonly components: readonly unknown[];
  readonly allowedMentions: unknown;
}

/** A message as it stands now in a channel (after edits). */
export interface ChannelMessage {
  readonly id: string;
  readonly channelId: string;
  readonly content: string;
  readonly ephemeral: boolean;
  readonly files: readonly FakeFile[];
  readonly embeds: readonly unknown[];
  readonly components: readonly unknown[];
  readonly allowedMentions: unknown;
  /** `channel`: POST /channels/:id/messages. `interaction`: a reply, edit or follow-up. */
  readonly via: 'channel' | 'interaction';
  readonly interactionId: string | undefined;
  readonly edited: boolean;
  /** The nonce the message was created with, as sent (a number as its decimal string). */
  readonly nonce: string | undefined;
}

/**
 * One message Discord accepted, as it was accepted: each create, and each edit that changed a message,
 * is an entry of its own (an edit has the id of the message it changed).
 */
export interface AcceptedMessage {
  /**
   * `reply`: an interaction's initial response; `deferred`: the "thinking…" placeholder of a defer (no
   * content); `followup`: a follow-up (the first after a defer fills the placeholder: same message id);
   * `edit`: a PATCH of @original or of a follow-up; `post`: POST /channels/:id/messages (DMs and threads too).
   */
  readonly kind: 'reply' | 'deferred' | 'followup' | 'edit' | 'post';
  readonly messageId: string;
  readonly channelId: string;
  readonly content: string;
  /** Only the invoking user sees it (an ephemeral interaction message). */
  readonly ephemeral: boolean;
  /** For a post to a DM channel: the user it went to. */
  readonly dmTo: string | undefined;
  /** For interaction messages: the interaction, and the user who invoked it. */
  readonly interactionId: string | undefined;
  readonly invokerId: string | undefined;
  readonly nonce: string | undefined;
  readonly files: readonly string[];
  /** The fake's clock when Discord accepted it. */
  readonly at: number;
}

/** An interaction the fake sent, and what became of its token. */
export interface InteractionInfo {
  readonly id: string;
  readonly token: string;
  readonly type: InteractionType;
  /** The slash command's name (empty for components). */
  readonly commandName: string;
  readonly userId: string;
  readonly channelId: string;
  readonly guildId: string | undefined;
  /** The fake's clock when it was dispatched. */
  readonly createdAt: number;
  /** The initial callback Discord accepted (its type), or undefined when none was. */
  readonly ackType: number | undefined;
  readonly acknowledgedAt: number | undefined;
}

export interface AttachmentInput {
  readonly filename: string;
  readonly data: Buffer | Uint8Array | string;
  readonly contentType?: string;
  /** The size Discord claims (defaults to the byte length), to test size limits cheaply. */
  readonly size?: number;
}

export interface CommandInput {
  /** A known user's id, or a user to add. */
  readonly user: string | UserInput;
  /** Omit for a command in the user's DM with the bot. */
  readonly guildId?: string;
  /** Defaults to the guild's first channel, or the user's DM channel. */
  readonly channelId?: string;
  readonly name: string;
  /** Raw API shape: subcommand groups and subcommands nest. */
  readonly options?: readonly APIApplicationCommandInteractionDataOption[];
  /**
   * Files for attachment options, by a key of your choosing: an option `{ type: 11, value: key }`
   * gets a fresh attachment id, listed in `data.resolved.attachments` with a URL the fake serves.
   */
  readonly attachments?: Readonly<Record<string, AttachmentInput>>;
  readonly locale?: Locale;
  /**
   * The shard to hand it to, whatever the guild's: as while Discord moves a guild between shards, and to
   * drive two processes at one campaign at once. Default: the guild's shard.
   */
  readonly shard?: number;
}

export interface AutocompleteInput extends Omit<CommandInput, 'attachments'> {
  /** The focused option: the name of a string option already in the leaf options, or one to append. */
  readonly focused: string | { readonly name: string; readonly value: string };
}

/** A button pressed, or a value picked in a select menu, on one of the bot's messages. */
export interface ComponentInput {
  readonly user: string | UserInput;
  readonly guildId?: string;
  readonly channelId?: string;
  /** The bot's message carrying the component. */
  readonly messageId: string;
  readonly customId: string;
  /** A select menu's chosen values; omit for a button. */
  readonly values?: readonly string[];
}

export interface WaitOptions {
  readonly timeoutMs?: number;
}

export interface SentInteraction {
  readonly id: string;
  readonly token: string;
  /** The first response the user sees (see FakeDiscord.response). */
  response(opts?: WaitOptions): Promise<InteractionMessage>;
}

export interface SentAutocomplete {
  readonly id: string;
  readonly token: string;
  choices(opts?: WaitOptions): Promise<APIApplicationCommandOptionChoice[]>;
}

export interface FailRule {
  /** Any method when omitted. */
  readonly method?: string;
  /** Tested against the decoded path, e.g. /\/channels\/\d+\/messages$/. */
  readonly path: RegExp;
  readonly status: 429 | 500 | 502 | 503;
  /** How many matching calls fail (default 1). */
  readonly times?: number;
  /** 429 only: the wait Discord asks for (default 0.05 s). */
  readonly retryAfterSeconds?: number;
  /** 429 only: a global rate limit (sends `X-RateLimit-Global: true`, scope `global`). */
  readonly global?: boolean;
}

export interface DeployedCommands {
  readonly global: readonly APIApplicationCommand[];
  readonly guilds: ReadonlyMap<string, readonly APIApplicationCommand[]>;
  /** Every PUT body, in order, as sent. */
  readonly puts: readonly { readonly guildId: string | undefined; readonly body: unknown }[];
}

// ───────────────────────────── internals ─────────────────────────────

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface StoredFile extends FakeFile {
  readonly attachment: APIAttachment;
}

interface StoredMessage {
  readonly id: string;
  readonly channelId: string;
  content: string;
  embeds: unknown[];
  components: unknown[];
  files: StoredFile[];
  flags: number;
  readonly ephemeral: boolean;
  readonly via: 'channel' | 'interaction';
  readonly interactionId: string | undefined;
  readonly type: number;
  loading: boolean;
  deleted: boolean;
  editedAt: string | null;
  allowedMentions: unknown;
  readonly nonce: string | undefined;
  /** The fake's clock at creation. */
  readonly createdMs: number;
}

/** An interaction as the fake keeps it: what `InteractionInfo` shows, and what becomes of it. */
interface InteractionRecord extends Omit<InteractionInfo, 'ackType' | 'acknowledgedAt'> {
  ackType: number | undefined;
  acknowledgedAt: number | undefined;
  originalMessageId: string | undefined;
  /** A component interaction's message: the one an UPDATE_MESSAGE callback edits. */
  sourceMessageId?: string;
  readonly followupIds: string[];
  readonly history: InteractionMessage[];
  choices: APIApplicationCommandOptionChoice[] | undefined;
}

interface Connection {
  readonly info: GatewayConnectionInfo;
  readonly ws: WebSocket;
  seq: number;
}

/**
 * Discord's shard of a guild: (guild_id >> 22) % shard_count; DMs are shard 0. A test's made-up id that
 * is not a snowflake gets a stable stand-in.
 */
export function shardOf(guildId: string | undefined, count: number): number {
  if (guildId === undefined || count <= 1) return 0;
  if (/^\d+$/.test(guildId)) return Number((BigInt(guildId) >> 22n) % BigInt(count));
  let h = 0;
  for (const ch of guildId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % count;
}

/** The shard a connection identified as ([id, count]; one shard of one when it named none). */
const shardOfConnection = (c: Connection): readonly [number, number] => {
  const s = c.info.identify?.shard;
  return s ? [s[0], s[1]] : [0, 1];
};

/** Whether a connection's shard receives a guild's events (every guild when unsharded). */
const owns = (c: Connection, guildId: string | undefined): boolean => {
  const [id, count] = shardOfConnection(c);
  return shardOf(guildId, count) === id;
};

interface MessageBody {
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
  flags?: number;
  attachments?: { id: string | number; filename?: string; description?: string }[];
  allowed_mentions?: unknown;
  nonce?: string | number;
  enforce_nonce?: boolean;
}

interface ParsedBody {
  json: unknown;
  parts: string[];
  files: { key: string; file: FakeFile }[];
}

const EPHEMERAL = 1 << 6;
const LOADING = 1 << 7;

const notFound = (): Reply => ({ status: 404, body: { message: '404: Not Found', code: 0 } });
const apiError = (status: number, code: number, msg: string): Reply => ({ status, body: { message: msg, code } });

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function asMessageBody(x: unknown): MessageBody {
  return isRecord(x) ? (x as MessageBody) : {};
}

/** Matches `/channels/:channelId/messages` against a decoded path; returns the named segments. */
function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let k = 0; k < want.length; k++) {
    const w = want[k]!;
    const g = got[k]!;
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return undefined;
  }
  return params;
}

function decodePath(raw: string): string {
  return raw
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('/');
}

// ───────────────────────────── the fake ─────────────────────────────

/**
 * A loopback Discord: REST over node:http and a JSON gateway over ws on the same port, close enough
 * to the real thing that an unmodified discord.js Client logs in, receives interactions and answers
 * them. Everything it hears is recorded; the views say what each user would see.
 */
export class FakeDiscord {
  readonly token: string;
  readonly botUser: APIUser;
  readonly applicationId: string;
  /** Every REST call, in arrival order (attachment downloads excluded: see `downloads`). */
  readonly calls: RecordedCall[] = [];
  /** Every gateway frame in and out, in order. */
  readonly gatewayFrames: GatewayFrame[] = [];
  readonly connections: GatewayConnectionInfo[] = [];
  /** `METHOD /path` of REST calls no route matched (answered 404). */
  readonly unknownRoutes: string[] = [];
  /** GETs of attachment URLs the fake serves (files of commands, and files the bot uploaded). */
  readonly downloads: { readonly path: string; readonly status: number }[] = [];
  /** Every message Discord accepted, in order: see `acceptedMessages`. */
  private readonly accepted: AcceptedMessage[] = [];

  private readonly ids = new Snowflakes();
  private readonly users = new Map<string, APIUser>();
  private readonly guilds = new Map<string, { id: string; name: string; ownerId: string; channels: APITextChannel[] }>();
  private readonly channels = new Map<string, APITextChannel | APIDMChannel>();
  private readonly dmByUser = new Map<string, string>();
  private readonly messages = new Map<string, StoredMessage>();
  private readonly interactions = new Map<string, InteractionRecord>();
  private readonly files = new Map<string, { data: Buffer; contentType: string | undefined }>();
  private readonly refused = new Set<string>();
  /** Private threads: their members; and whether making threads, or adding some users, is refused. */
  private readonly threadMembersOf = new Map<string, Set<string>>();
  private threadsRefused = false;
  private unremovable = false;
  private readonly unaddable = new Set<string>();
  private readonly failures: (FailRule & { left: number })[] = [];
  private readonly commandIds = new Map<string, string>();
  private readonly globalCommands: APIApplicationCommand[] = [];
  private readonly guildCommands = new Map<string, APIApplicationCommand[]>();
  private readonly commandPuts: { guildId: string | undefined; body: unknown }[] = [];
  private readonly live = new Set<Connection>();
  private readonly listeners = new Set<() => void>();
  private readonly heartbeatIntervalMs: number;
  private readonly ackWindowMs: number | undefined;
  private readonly tokenLifetimeMs: number;
  private readonly nonceWindowMs: number;
  private readonly recommendedShards: number;
  private readonly now: () => number;
  private readonly joinedAt: string;
  private server: Server | undefined;
  private wss: WebSocketServer | undefined;
  private port = 0;

  constructor(options: FakeDiscordOptions = {}) {
    this.token = options.token ?? 'ZmFrZS1ib3Q.fake-discord.token';
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 41_250;
    this.ackWindowMs = options.ackWindowMs;
    this.tokenLifetimeMs = options.tokenLifetimeMs ?? 15 * 60_000;
    this.nonceWindowMs = options.nonceWindowMs ?? 5 * 60_000;
    this.recommendedShards = options.recommendedShards ?? 1;
    this.now = options.now ?? Date.now;
    this.botUser = apiUser(this.ids.next(), options.botUsername ?? 'Sitrep', { bot: true });
    this.applicationId = this.botUser.id;
    this.joinedAt = timeOf(this.botUser.id);
    this.users.set(this.botUser.id, this.botUser);
    for (const u of options.users ?? []) this.addUser(u);
    for (const g of options.guilds ?? []) this.addGuild(g);
  }

  /** `http://127.0.0.1:<port>`: where attachment URLs point. */
  get httpBase(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What to pass as discord.js `rest.api`. */
  get restUrl(): string {
    return `${this.httpBase}/api`;
  }

  /** The gateway URL GET /gateway/bot hands out. */
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** A fresh snowflake-like id. */
  nextId(): string {
    return this.ids.next();
  }

  async listen(): Promise<this> {
    const server = createServer((req, res) => void this.onRequest(req, res));
    const wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req, socket, head) => {
      wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, req));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    this.wss = wss;
    return this;
  }

  /** Terminates gateway sockets and HTTP connections and stops listening. Destroy clients first. */
  async close(): Promise<void> {
    for (const c of this.live) c.ws.terminate();
    this.live.clear();
    const wss = this.wss;
    const server = this.server;
    this.wss = undefined;
    this.server = undefined;
    if (wss) await new Promise<void>((resolve) => wss.close(() => resolve()));
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  // ───────────── world ─────────────

  addUser(input: UserInput): APIUser {
    const u = apiUser(input.id ?? this.ids.next(), input.username, { globalName: input.globalName ?? null });
    this.users.set(u.id, u);
    return u;
  }

  /** Adds a guild; if a client is already READY it gets a GUILD_CREATE now. */
  addGuild(input: GuildInput): FakeGuild {
    const id = input.id ?? this.ids.next();
    const channels = (input.channels ?? [{ name: 'general' }]).map((c, k) => guildTextChannel(id, c.id ?? this.ids.next(), c.name, k));
    const guild = { id, name: input.name, ownerId: input.ownerId ?? this.botUser.id, channels };
    this.guilds.set(id, guild);
    for (const c of channels) this.channels.set(c.id, c);
    for (const conn of this.live) if (conn.info.ready && owns(conn, id)) this.dispatch(conn, GatewayDispatchEvents.GuildCreate, guildCreate(guild, this.joinedAt));
    return { id, name: guild.name, channels: channels.map((c) => ({ id: c.id, name: c.name ?? '' })) };
  }

  /** The user's DM channel with the bot, created on first use (as POST /users/@me/channels does). */
  dmChannelOf(userId: string): string {
    const existing = this.dmByUser.get(userId);
    if (existing) return existing;
    const u = this.users.get(userId);
    if (!u) throw new Error(`fake-discord: unknown user ${userId}; addUser it first`);
    const channel = dmChannel(this.ids.next(), u);
    this.channels.set(channel.id, channel);
    this.dmByUser.set(userId, channel.id);
    return channel.id;
  }

  /** From now on, messages to this user's DM channel answer 403 / 50007. */
  refuseDms(userId: string): void {
    this.refused.add(userId);
  }

  /** Making threads fails from now on (403 Missing Permissions), as when the bot lacks Create Private Threads. */
  refuseThreads(): void {
    this.threadsRefused = true;
  }

  /** Taking anyone out of a thread fails from now on (as when the bot lost Manage Threads). */
  refuseThreadRemovals(): void {
    this.unremovable = true;
  }

  /** Adding this user to a thread fails (as for a member who cannot see the channel). */
  refuseThreadMember(userId: string): void {
    this.unaddable.add(userId);
  }

  /** The private threads made under a channel, with their members. */
  threadsOf(channelId: string): { id: string; name: string; members: string[] }[] {
    return [...this.channels.values()]
      .filter((c) => (c as { parent_id?: string | null }).parent_id === channelId && (c as { type: number }).type === 12)
      .map((c) => ({ id: c.id, name: String((c as { name?: string }).name), members: [...(this.threadMembersOf.get(c.id) ?? [])] }));
  }

  /** The next `times` matching REST calls fail with `status` (and are recorded). */
  failNext(rule: FailRule): void {
    this.failures.push({ ...rule, left: rule.times ?? 1 });
  }

  get deployedCommands(): DeployedCommands {
    return { global: [...this.globalCommands], guilds: new Map(this.guildCommands), puts: [...this.commandPuts] };
  }

  // ───────────── driving the bot ─────────────

  /** Resolves once some client has identified and been sent READY and its GUILD_CREATEs. */
  waitForReady(opts: WaitOptions = {}): Promise<void> {
    return this.waitFor(() => ([...this.live].some((c) => c.info.ready) ? true : undefined), opts.timeoutMs ?? 5_000, 'a READY client').then(
      () => undefined,
    );
  }

  /** Asks connected clients to heartbeat now (op 1); they answer with op 1, the fake ACKs with op 11. */
  requestHeartbeat(): void {
    for (const c of this.live) this.send(c, { op: GatewayOpcodes.Heartbeat, d: null });
  }

  /** Dispatches a slash command (INTERACTION_CREATE, type 2, CHAT_INPUT). */
  sendCommand(input: CommandInput): SentInteraction {
    const ctx = this.context(input);
    const resolved: Record<string, APIAttachment> = {};
    const used = new Set<string>();
    const rewrite = (opts: readonly APIApplicationCommandInteractionDataOption[]): APIApplicationCommandInteractionDataOption[] =>
      opts.map((o) => {
        if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) {
          return { ...o, options: rewrite(o.options ?? []) } as APIApplicationCommandInteractionDataOption;
        }
        if (o.type !== ApplicationCommandOptionType.Attachment) return o;
        const file = input.attachments?.[o.value];
        if (!file) return o;
        used.add(o.value);
        const attachment = this.storeFile(ctx.channelId, file.filename, Buffer.from(file.data), file.contentType, file.size);
        resolved[attachment.id] = attachment;
        return { ...o, value: attachment.id };
      });
    const options = rewrite(input.options ?? []);
    for (const key of Object.keys(input.attachments ?? {})) {
      if (!used.has(key)) throw new Error(`fake-discord: attachment "${key}" is referenced by no attachment option`);
    }
    const payload = {
      ...ctx.base,
      type: InteractionType.ApplicationCommand,
      data: {
        id: this.commandId(input.name, input.guildId),
        name: input.name,
        type: ApplicationCommandType.ChatInput,
        ...(options.length ? { options } : {}),
        ...(Object.keys(resolved).length ? { resolved: { attachments: resolved } } : {}),
        ...(input.guildId ? { guild_id: input.guildId } : {}),
      },
    } as APIChatInputApplicationCommandInteraction;
    ctx.record(InteractionType.ApplicationCommand);
    this.dispatchInteraction(payload, input.shard);
    const { id, token } = payload;
    return { id, token, response: (opts) => this.response(id, opts) };
  }

  /**
   * Dispatches a component interaction (INTERACTION_CREATE, type 3): a button (component type 2) or a
   * string select (type 3) on a message the bot sent. The custom id must be one of the message's.
   */
  sendComponent(input: ComponentInput): SentInteraction {
    const msg = this.messages.get(input.messageId);
    if (!msg) throw new Error(`fake-discord: no message ${input.messageId}`);
    const ids = JSON.stringify(msg.components);
    if (!ids.includes(JSON.stringify(input.customId))) throw new Error(`fake-discord: message ${input.messageId} has no component ${input.customId}`);
    const ctx = this.context({ ...input, name: '' });
    const payload = {
      ...ctx.base,
      type: InteractionType.MessageComponent,
      message: this.toApi(msg),
      data: input.values ? { custom_id: input.customId, component_type: 3, values: [...input.values] } : { custom_id: input.customId, component_type: 2 },
    } as unknown as APIInteraction;
    ctx.record(InteractionType.MessageComponent).sourceMessageId = msg.id;
    this.dispatchInteraction(payload);
    const { id, token } = payload as unknown as { id: string; token: string };
    return { id, token, response: (opts) => this.response(id, opts) };
  }

  /** Dispatches an autocomplete request (INTERACTION_CREATE, type 4) with one focused option. */
  sendAutocomplete(input: AutocompleteInput): SentAutocomplete {
    const ctx = this.context(input);
    const focusLeaf = (opts: readonly APIApplicationCommandInteractionDataOption[]): APIApplicationCommandInteractionDataOption[] => {
      const only = opts.length === 1 ? opts[0] : undefined;
      if (only && (only.type === ApplicationCommandOptionType.Subcommand || only.type === ApplicationCommandOptionType.SubcommandGroup)) {
        return [{ ...only, options: focusLeaf(only.options ?? []) } as APIApplicationCommandInteractionDataOption];
      }
      const f = input.focused;
      if (typeof f === 'string') {
        if (!opts.some((o) => o.name === f)) throw new Error(`fake-discord: focused option "${f}" is not among the options`);
        return opts.map((o) => (o.name === f ? ({ ...o, focused: true } as APIApplicationCommandInteractionDataOption) : o));
      }
      return [
        ...opts.filter((o) => o.name !== f.name),
        { name: f.name, type: ApplicationCommandOptionType.String, value: f.value, focused: true },
      ];
    };
    const payload = {
      ...ctx.base,
      type: InteractionType.ApplicationCommandAutocomplete,
      data: {
        id: this.commandId(input.name, input.guildId),
        name: input.name,
        type: ApplicationCommandType.ChatInput,
        options: focusLeaf(input.options ?? []),
        ...(input.guildId ? { guild_id: input.guildId } : {}),
      },
    } as APIApplicationCommandAutocompleteInteraction;
    ctx.record(InteractionType.ApplicationCommandAutocomplete);
    this.dispatchInteraction(payload);
    const { id, token } = payload;
    return { id, token, choices: (opts) => this.choices(id, opts) };
  }

  /**
   * The first response the invoking user sees: a reply, or — after a defer, whose "thinking…" is
   * not an answer — the edit or follow-up that fills it. Rejects after `timeoutMs` (default 5 s).
   */
  response(interactionId: string, opts: WaitOptions = {}): Promise<InteractionMessage> {
    const record = this.interaction(interactionId);
    return this.waitFor(
      () => record.history.find((h) => h.kind === 'reply' || h.kind === 'edit' || h.kind === 'followup'),
      opts.timeoutMs ?? 5_000,
      `a response to interaction ${interactionId}`,
    );
  }

  /** The choices the bot answered an autocomplete with. */
  choices(interactionId: string, opts: WaitOptions = {}): Promise<APIApplicationCommandOptionChoice[]> {
    const record = this.interaction(interactionId);
    return this.waitFor(() => record.choices, opts.timeoutMs ?? 5_000, `choices for interaction ${interactionId}`);
  }

  /**
   * Resolves with the first truthy value of `probe`, re-evaluated after every REST call and gateway
   * frame. For "wait until the DM arrives" and the like.
   */
  waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 5_000, what = 'a condition'): Promise<T> {
    const now = probe();
    if (now) return Promise.resolve(now);
    return new Promise<T>((resolve, reject) => {
      const check = (): void => {
        const v = probe();
        if (!v) return;
        done();
        resolve(v);
      };
      const timer = setTimeout(() => {
        done();
        const tail = this.calls.slice(-10).map((c) => `${c.method} ${c.path} → ${c.status}`);
        reject(new Error(`fake-discord: timed out after ${timeoutMs} ms waiting for ${what}. Last calls:\n  ${tail.join('\n  ') || '(none)'}`));
      }, timeoutMs);
      const done = (): void => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
    });
  }

  // ───────────── views ─────────────

  /** Everything that happened to an interaction's messages, in order. */
  interactionMessages(interactionId: string): InteractionMessage[] {
    return [...this.interaction(interactionId).history];
  }

  /**
   * Every message Discord accepted, in order: interaction replies, deferred placeholders, follow-ups,
   * edits, and channel posts (DMs and threads included). A post answered from an earlier message with
   * the same nonce (`enforce_nonce`) created nothing, so it is not here.
   */
  acceptedMessages(): AcceptedMessage[] {
    return [...this.accepted];
  }

  /** Every interaction sent so far, with whether and when Discord accepted its initial callback. */
  interactionsSent(): InteractionInfo[] {
    return [...this.interactions.values()].map((r) => ({
      id: r.id,
      token: r.token,
      type: r.type,
      commandName: r.commandName,
      userId: r.userId,
      channelId: r.channelId,
      guildId: r.guildId,
      createdAt: r.createdAt,
      ackType: r.ackType,
      acknowledgedAt: r.acknowledgedAt,
    }));
  }

  /** Public messages in a channel as they stand now: interaction replies/follow-ups and direct posts. */
  channelMessages(channelId: string): ChannelMessage[] {
    return this.sorted([...this.messages.values()].filter((m) => m.channelId === channelId && !m.ephemeral && !m.loading && !m.deleted));
  }

  /** Messages in the user's DM channel with the bot (empty if none was ever opened). */
  dms(userId: string): ChannelMessage[] {
    const channelId = this.dmByUser.get(userId);
    return channelId ? this.channelMessages(channelId) : [];
  }

  /** All a user can see: public guild messages, their DMs, and ephemeral answers to their interactions. */
  visibleTo(userId: string): ChannelMessage[] {
    const dm = this.dmByUser.get(userId);
    return this.sorted(
      [...this.messages.values()].filter((m) => {
        if (m.loading || m.deleted) return false;
        if (m.ephemeral) return m.interactionId !== undefined && this.interactions.get(m.interactionId)?.userId === userId;
        const channel = this.channels.get(m.channelId);
        if ((channel?.type as number | undefined) === 12) return this.threadMembersOf.get(m.channelId)?.has(userId) === true;
        return channel?.type === 0 || m.channelId === dm;
      }),
    );
  }

  // ───────────── interactions (internal) ─────────────

  private context(input: CommandInput | AutocompleteInput) {
    const u = typeof input.user === 'string' ? this.users.get(input.user) : this.addUser(input.user);
    if (!u) throw new Error(`fake-discord: unknown user ${String(input.user)}; addUser it first`);
    const guild = input.guildId === undefined ? undefined : this.guilds.get(input.guildId);
    if (input.guildId !== undefined && !guild) throw new Error(`fake-discord: unknown guild ${input.guildId}`);
    const channelId = input.channelId ?? (guild ? guild.channels[0]?.id : this.dmChannelOf(u.id));
    if (!channelId) throw new Error(`fake-discord: guild ${input.guildId} has no channel`);
    const channel = this.channels.get(channelId);
    if (!channel) throw new Error(`fake-discord: unknown channel ${channelId}`);
    if (guild && (channel.type !== 0 || channel.guild_id !== guild.id)) throw new Error(`fake-discord: channel ${channelId} is not in guild ${guild.id}`);
    const id = this.ids.next();
    const token = `aW50ZXJhY3Rpb24.${id}.fake-interaction-token`;
    const locale = input.locale ?? Locale.EnglishUS;
    const common = {
      id,
      token,
      application_id: this.applicationId,
      version: 1 as const,
      channel,
      channel_id: channelId,
      app_permissions: TEXT_PERMISSIONS,
      locale,
      entitlements: [],
      authorizing_integration_owners: {},
      attachment_size_limit: 10 * 1024 * 1024,
    };
    const base = guild
      ? {
          ...common,
          guild_id: guild.id,
          guild: { id: guild.id, locale: Locale.EnglishUS, features: [] },
          guild_locale: Locale.EnglishUS,
          member: interactionMember(u, this.joinedAt),
          context: InteractionContextType.Guild,
        }
      : { ...common, user: u, context: InteractionContextType.BotDM };
    const record = (type: InteractionType): InteractionRecord => {
      const r: InteractionRecord = {
        id,
        token,
        type,
        commandName: input.name,
        userId: u.id,
        channelId,
        guildId: guild?.id,
        createdAt: this.now(),
        ackType: undefined,
        acknowledgedAt: undefined,
        originalMessageId: undefined,
        followupIds: [],
        history: [],
        choices: undefined,
      };
      this.interactions.set(id, r);
      return r;
    };
    return { base, channelId, record };
  }

  private commandId(name: string, guildId: string | undefined): string {
    const deployed = (guildId ? this.guildCommands.get(guildId) : undefined)?.find((c) => c.name === name) ?? this.globalCommands.find((c) => c.name === name);
    if (deployed) return deployed.id;
    let id = this.commandIds.get(name);
    if (!id) this.commandIds.set(name, (id = this.ids.next()));
    return id;
  }

  private dispatchInteraction(payload: APIInteraction, shard?: number): void {
    // Discord sends a guild's interactions to the shard that holds the guild, and DMs to shard 0.
    const guildId = 'guild_id' in payload ? payload.guild_id : undefined;
    const ready = [...this.live].filter((c) => c.info.ready && (shard === undefined ? owns(c, guildId) : shardOfConnection(c)[0] === shard));
    if (!ready.length) throw new Error('fake-discord: no READY client to send the interaction to (await waitForReady())');
    for (const c of ready) this.dispatch(c, GatewayDispatchEvents.InteractionCreate, payload);
  }

  private interaction(id: string): InteractionRecord {
    const r = this.interactions.get(id);
    if (!r) throw new Error(`fake-discord: unknown interaction ${id}`);
    return r;
  }

  private sorted(ms: StoredMessage[]): ChannelMessage[] {
    return ms
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
      .map((m) => ({
        id: m.id,
        channelId: m.channelId,
        content: m.content,
        ephemeral: m.ephemeral,
        files: m.files.map(({ name, data, contentType }) => ({ name, data, contentType })),
        embeds: m.embeds,
        components: m.components,
        allowedMentions: m.allowedMentions,
        via: m.via,
        interactionId: m.interactionId,
        edited: m.editedAt !== null,
        nonce: m.nonce,
      }));
  }

  private notify(): void {
    for (const l of [...this.listeners]) l();
  }

  // ───────────── gateway ─────────────

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const url = req.url ?? '/';
    const query = Object.fromEntries(new URL(url, this.httpBase).searchParams);
    const info: GatewayConnectionInfo = { id: this.connections.length + 1, url, query, identify: undefined, ready: false, closed: undefined };
    this.connections.push(info);
    const conn: Connection = { info, ws, seq: 0 };
    this.live.add(conn);
    ws.on('close', (code, reason) => {
      info.closed = { code, reason: reason.toString() };
      info.ready = false;
      this.live.delete(conn);
      this.notify();
    });
    ws.on('error', () => undefined);
    ws.on('message', (data, isBinary) => this.onFrame(conn, data, isBinary));
    if (query['compress'] || (query['encoding'] ?? 'json') !== 'json') {
      // Frames are plain JSON text; a client asking for zlib-stream or etf would misread them.
      ws.close(4000, `fake-discord speaks plain JSON only (got ${url})`);
      return;
    }
    this.send(conn, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs } });
  }

  private onFrame(conn: Connection, data: WebSocket.RawData, isBinary: boolean): void {
    let frame: { op: number; d: unknown };
    try {
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      frame = JSON.parse(text) as { op: number; d: unknown };
    } catch {
      conn.ws.close(4002, 'Error while decoding payload.');
      return;
    }
    this.gatewayFrames.push({ direction: 'in', connection: conn.info.id, op: frame.op, t: null, s: null, d: frame.d });
    if (isBinary) {
      conn.ws.close(4002, 'fake-discord expects text frames');
      return;
    }
    switch (frame.op) {
      case GatewayOpcodes.Heartbeat:
        this.send(conn, { op: GatewayOpcodes.HeartbeatAck });
        break;
      case GatewayOpcodes.Identify:
        this.identify(conn, frame.d as GatewayIdentifyData);
        break;
      case GatewayOpcodes.Resume:
        // No replay: the session simply carries on.
        this.dispatch(conn, GatewayDispatchEvents.Resumed, {});
        conn.info.ready = true;
        break;
      default:
        // Presence updates, member requests, voice: recorded, otherwise ignored.
        break;
    }
    this.notify();
  }

  private identify(conn: Connection, d: GatewayIdentifyData): void {
    conn.info.identify = d;
    if (d.token !== this.token) {
      conn.ws.close(4004, 'Authentication failed.');
      return;
    }
    if (d.compress) {
      conn.ws.close(4000, 'fake-discord does not support identify compression');
      return;
    }
    const [shard, shards] = shardOfConnection(conn);
    if (shards < 1 || shard < 0 || shard >= shards) {
      conn.ws.close(4010, 'Invalid shard.');
      return;
    }
    const mine = [...this.guilds.values()].filter((g) => shardOf(g.id, shards) === shard);
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: this.botUser,
      guilds: mine.map((g) => ({ id: g.id, unavailable: true })),
      session_id: `session-${conn.info.id}`,
      resume_gateway_url: this.gatewayUrl,
      shard: [shard, shards],
      application: { id: this.applicationId, flags: NO_APPLICATION_FLAGS, flags_new: '0' },
    };
    this.dispatch(conn, GatewayDispatchEvents.Ready, ready);
    // discord.js holds back `ready` until every READY guild has had its GUILD_CREATE (or 15 s pass).
    for (const g of mine) this.dispatch(conn, GatewayDispatchEvents.GuildCreate, guildCreate(g, this.joinedAt));
    conn.info.ready = true;
  }

  private send(conn: Connection, payload: { op: number; d?: unknown; t?: string; s?: number }): void {
    this.gatewayFrames.push({ direction: 'out', connection: conn.info.id, op: payload.op, t: payload.t ?? null, s: payload.s ?? null, d: payload.d });
    conn.ws.send(JSON.stringify({ t: null, s: null, d: null, ...payload }));
  }

  private dispatch(conn: Connection, t: string, d: unknown): void {
    conn.seq += 1;
    this.send(conn, { op: GatewayOpcodes.Dispatch, t, s: conn.seq, d });
  }

  // ───────────── REST ─────────────

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.httpBase);
    const method = (req.method ?? 'GET').toUpperCase();
    const rawPath = url.pathname;
    const path = decodePath(rawPath);

    if (path.startsWith('/attachments/')) {
      const file = method === 'GET' ? this.files.get(rawPath) : undefined;
      this.downloads.push({ path, status: file ? 200 : 404 });
      if (file) res.writeHead(200, { 'Content-Type': file.contentType ?? 'application/octet-stream', 'Content-Length': file.data.length }).end(file.data);
      else res.writeHead(404).end();
      this.notify();
      return;
    }

    const contentType = req.headers['content-type'];
    let parsed: ParsedBody;
    let reply: Reply | undefined;
    try {
      parsed = this.parseBody(Buffer.concat(chunks), contentType);
    } catch (e) {
      parsed = { json: undefined, parts: [], files: [] };
      reply = apiError(400, 50109, `The request body contains invalid JSON. (${e instanceof Error ? e.message : String(e)})`);
    }
    const call: RecordedCall = {
      method,
      path,
      rawPath,
      query: Object.fromEntries(url.searchParams),
      auth: req.headers.authorization,
      userAgent: req.headers['user-agent'],
      contentType,
      ...(parsed.json === undefined ? {} : { json: parsed.json }),
      parts: parsed.parts,
      files: parsed.files.map((f) => f.file),
      status: 0,
    };
    this.calls.push(call);
    try {
      reply ??= this.route(call, parsed);
    } catch (e) {
      reply = apiError(500, 0, `fake-discord crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
    call.status = reply.status;
    if (reply.body !== undefined) call.responseBody = reply.body;
    const body = reply.body === undefined ? undefined : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...reply.headers,
    });
    res.end(body);
    this.notify();
  }

  private parseBody(body: Buffer, contentType: string | undefined): ParsedBody {
    if (body.length === 0) return { json: undefined, parts: [], files: [] };
    const boundary = boundaryOf(contentType);
    if (boundary) {
      const parts = parseMultipart(body, boundary);
      let json: unknown;
      const files: ParsedBody['files'] = [];
      for (const p of parts) {
        if (p.name === 'payload_json') json = JSON.parse(p.data.toString('utf8'));
        else if (p.filename !== undefined) files.push({ key: p.name, file: { name: p.filename, data: p.data, contentType: p.contentType } });
      }
      return { json, parts: parts.map((p) => p.name), files };
    }
    if (contentType && /json/i.test(contentType)) return { json: JSON.parse(body.toString('utf8')), parts: [], files: [] };
    return { json: body.toString('utf8'), parts: [], files: [] };
  }

  private takeFailure(call: RecordedCall): Reply | undefined {
    const rule = this.failures.find((f) => f.left > 0 && (!f.method || f.method.toUpperCase() === call.method) && f.path.test(call.path));
    if (!rule) return undefined;
    rule.left -= 1;
    if (rule.left === 0) this.failures.splice(this.failures.indexOf(rule), 1);
    if (rule.status === 429) {
      const retryAfter = rule.retryAfterSeconds ?? 0.05;
      // @discordjs/rest tests the *presence* of X-RateLimit-Global, so a per-route limit must omit it.
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: retryAfter, global: rule.global === true, code: 0 },
        headers: {
          'Retry-After': String(retryAfter),
          'X-RateLimit-Scope': rule.global ? 'global' : 'user',
          ...(rule.global ? { 'X-RateLimit-Global': 'true' } : {}),
        },
      };
    }
    return apiError(rule.status, 0, `${rule.status}: Internal Server Error`);
  }

  private route(call: RecordedCall, body: ParsedBody): Reply {
    const api = /^\/api\/v10(\/.*)$/.exec(call.path);
    const p = api?.[1];
    if (!p) return this.unknown(call);
    const m = call.method;
    // Interaction callbacks and webhook-token routes authenticate by their token, never the bot's.
    const tokenRoute = p.startsWith('/webhooks/') || match('/interactions/:id/:token/callback', p) !== undefined;
    if (!tokenRoute && call.auth !== `Bot ${this.token}`) return apiError(401, 0, '401: Unauthorized');
    const failure = this.takeFailure(call);
    if (failure) return failure;

    let a: Record<string, string> | undefined;
    if (m === 'GET' && match('/gateway/bot', p)) {
      const info: APIGatewayBotInfo = {
        url: this.gatewayUrl,
        shards: this.recommendedShards,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
      };
      return { status: 200, body: info };
    }
    if (m === 'GET' && match('/gateway', p)) return { status: 200, body: { url: this.gatewayUrl } };
    if (m === 'GET' && match('/users/@me', p)) return { status: 200, body: this.botUser };
    if (m === 'GET' && match('/applications/@me', p)) return { status: 200, body: this.application() };
    if (m === 'POST' && match('/users/@me/channels', p)) {
      const recipient = isRecord(body.json) ? body.json['recipient_id'] : undefined;
      if (typeof recipient !== 'string' || !this.users.has(recipient)) return apiError(400, 50033, 'Invalid Recipient(s)');
      return { status: 200, body: this.channels.get(this.dmChannelOf(recipient)) };
    }
    if (m === 'GET' && (a = match('/users/:id', p))) {
      const u = this.users.get(a['id']!);
      return u ? { status: 200, body: u } : apiError(404, 10013, 'Unknown User');
    }
    if (m === 'GET' && (a = match('/channels/:id', p))) {
      const c = this.channels.get(a['id']!);
      return c ? { status: 200, body: c } : apiError(404, 10003, 'Unknown Channel');
    }
    if (m === 'POST' && (a = match('/channels/:id/messages', p))) return this.channelPost(a['id']!, body);
    if (m === 'POST' && (a = match('/channels/:id/threads', p))) return this.createThread(a['id']!, body);
    if (m === 'PUT' && (a = match('/channels/:id/thread-members/:user', p))) {
      const members = this.threadMembersOf.get(a['id']!);
      if (!members) return apiError(404, 10003, 'Unknown Channel');
      if (this.unaddable.has(a['user']!) || !this.users.has(a['user']!)) return apiError(403, 50001, 'Missing Access');
      members.add(a['user']!);
      return { status: 204, body: undefined };
    }
    if (m === 'DELETE' && (a = match('/channels/:id/thread-members/:user', p))) {
      const members = this.threadMembersOf.get(a['id']!);
      if (!members) return apiError(404, 10003, 'Unknown Channel');
      if (this.unremovable) return apiError(403, 50013, 'Missing Permissions');
      members.delete(a['user']!);
      return { status: 204, body: undefined };
    }
    if (m === 'POST' && (a = match('/interactions/:id/:token/callback', p))) return this.callback(a['id']!, a['token']!, call, body);
    if ((a = match('/webhooks/:app/:token', p)) && m === 'POST') return this.followup(a['app']!, a['token']!, call, body);
    if ((a = match('/webhooks/:app/:token/messages/:message', p)) && ['GET', 'PATCH', 'DELETE'].includes(m)) {
      return this.webhookMessage(m, a['app']!, a['token']!, a['message']!, body);
    }
    if ((a = match('/applications/:app/commands', p)) && a['app'] === this.applicationId) {
      if (m === 'PUT') return this.deploy(undefined, body.json);
      if (m === 'GET') return { status: 200, body: this.globalCommands };
    }
    if ((a = match('/applications/:app/guilds/:guild/commands', p)) && a['app'] === this.applicationId) {
      // As Discord: a server's commands are the application's to set only once it was added there.
      if (!this.guilds.has(a['guild']!)) return apiError(403, 50001, 'Missing Access');
      if (m === 'PUT') return this.deploy(a['guild']!, body.json);
      if (m === 'GET') return { status: 200, body: this.guildCommands.get(a['guild']!) ?? [] };
    }
    return this.unknown(call);
  }

  private unknown(call: RecordedCall): Reply {
    this.unknownRoutes.push(`${call.method} ${call.path}`);
    return notFound();
  }

  private application(): APIApplication {
    return {
      id: this.applicationId,
      name: this.botUser.username,
      icon: null,
      description: '',
      bot_public: false,
      bot_require_code_grant: false,
      bot: this.botUser,
      summary: '',
      verify_key: '0'.repeat(64),
      team: null,
      flags: NO_APPLICATION_FLAGS,
      flags_new: '0',
    };
  }

  /** POST /channels/:id/threads without a message: a private thread (type 12) of a guild text channel. */
  private createThread(parentId: string, body: ParsedBody): Reply {
    const parent = this.channels.get(parentId);
    if (!parent || parent.type !== 0) return apiError(404, 10003, 'Unknown Channel');
    if (this.threadsRefused) return apiError(403, 50013, 'Missing Permissions');
    const json = isRecord(body.json) ? body.json : {};
    const id = this.ids.next();
    const thread = {
      id,
      type: 12,
      guild_id: parent.guild_id,
      parent_id: parentId,
      name: String(json['name'] ?? 'thread'),
      owner_id: this.botUser.id,
      last_message_id: null,
      rate_limit_per_user: 0,
      message_count: 0,
      member_count: 1,
      flags: 0,
      thread_metadata: { archived: false, auto_archive_duration: Number(json['auto_archive_duration'] ?? 1440), archive_timestamp: new Date().toISOString(), locked: false, invitable: json['invitable'] !== false },
    };
    this.channels.set(id, thread as unknown as APITextChannel);
    this.threadMembersOf.set(id, new Set([this.botUser.id]));
    return { status: 201, body: thread };
  }

  private channelPost(channelId: string, body: ParsedBody): Reply {
    const channel = this.channels.get(channelId);
    if (!channel) return apiError(404, 10003, 'Unknown Channel');
    if (channel.type === 1) {
      const recipient = channel.recipients?.[0]?.id;
      if (recipient && this.refused.has(recipient)) return apiError(403, 50007, 'Cannot send messages to this user');
    }
    const b = asMessageBody(body.json);
    if (b.nonce !== undefined && (typeof b.nonce === 'number' ? !Number.isInteger(b.nonce) : typeof b.nonce !== 'string' || b.nonce.length > 25)) {
      return apiError(400, 50035, 'Invalid Form Body (nonce: must be an integer or a string of at most 25 characters)');
    }
    if (b.enforce_nonce === true && b.nonce !== undefined) {
      // Discord: with enforce_nonce, a message the same author made with the same nonce in the past few
      // minutes is returned, and no new message is created.
      const nonce = String(b.nonce);
      const since = this.now() - this.nonceWindowMs;
      const earlier = [...this.messages.values()].find((m) => m.channelId === channelId && m.via === 'channel' && m.nonce === nonce && m.createdMs >= since);
      if (earlier) return { status: 200, body: this.toApi(earlier) };
    }
    const stored = this.createMessage(channelId, body, { via: 'channel', interactionId: undefined, ephemeral: false, type: 0 });
    this.accept('post', stored, undefined);
    return { status: 200, body: this.toApi(stored) };
  }

  private callback(id: string, token: string, call: RecordedCall, body: ParsedBody): Reply {
    const record = this.interactions.get(id);
    if (!record || record.token !== token) return apiError(404, 10062, 'Unknown interaction');
    // Too late: Discord has already told the user "The application did not respond".
    if (record.ackType === undefined && this.ackWindowMs !== undefined && this.now() - record.createdAt > this.ackWindowMs) {
      return apiError(404, 10062, 'Unknown interaction');
    }
    if (record.ackType !== undefined) return apiError(400, 40060, 'Interaction has already been acknowledged.');
    const json = isRecord(body.json) ? body.json : {};
    const type = json['type'];
    const data = asMessageBody(json['data']);
    let resource: RESTPostAPIInteractionCallbackWithResponseResult['resource'];
    let msg: StoredMessage | undefined;
    switch (type) {
      case InteractionResponseType.ChannelMessageWithSource: {
        const ephemeral = ((data.flags ?? 0) & EPHEMERAL) !== 0;
        msg = this.createMessage(record.channelId, { ...body, json: data }, { via: 'interaction', interactionId: id, ephemeral, type: 20 });
        record.originalMessageId = msg.id;
        this.remember(record, 'reply', msg);
        resource = { type, message: this.toApi(msg) };
        break;
      }
      case InteractionResponseType.DeferredChannelMessageWithSource: {
        const ephemeral = ((data.flags ?? 0) & EPHEMERAL) !== 0;
        msg = this.createMessage(record.channelId, { json: { flags: data.flags ?? 0 }, parts: [], files: [] }, { via: 'interaction', interactionId: id, ephemeral, type: 20 });
        msg.loading = true;
        msg.flags |= LOADING;
        record.originalMessageId = msg.id;
        this.remember(record, 'deferred', msg);
        resource = { type, message: this.toApi(msg) };
        break;
      }
      case InteractionResponseType.ApplicationCommandAutocompleteResult: {
        const choices = isRecord(json['data']) ? json['data']['choices'] : undefined;
        record.choices = Array.isArray(choices) ? (choices as APIApplicationCommandOptionChoice[]) : [];
        resource = { type };
        break;
      }
      case InteractionResponseType.UpdateMessage: {
        // The message the component is on, edited in place (and from now the interaction's original).
        const source = record.sourceMessageId === undefined ? undefined : this.messages.get(record.sourceMessageId);
        if (!source || source.deleted) return apiError(400, 50035, 'Invalid Form Body (no message to update)');
        this.applyEdit(source, { ...body, json: data });
        source.editedAt = timeOf(this.ids.next());
        record.originalMessageId = source.id;
        this.remember(record, 'edit', source);
        msg = source;
        resource = { type, message: this.toApi(source) };
        break;
      }
      case InteractionResponseType.DeferredMessageUpdate:
      case InteractionResponseType.Modal:
      case InteractionResponseType.Pong:
        resource = { type };
        break;
      default:
        return apiError(400, 50035, `Invalid Form Body (interaction callback type ${String(type)})`);
    }
    record.ackType = type;
    record.acknowledgedAt = this.now();
    if (call.query['with_response'] !== 'true') return { status: 204 };
    const result: RESTPostAPIInteractionCallbackWithResponseResult = {
      interaction: {
        id,
        type: record.type,
        ...(msg ? { response_message_id: msg.id, response_message_loading: msg.loading, response_message_ephemeral: msg.ephemeral } : {}),
      },
      resource,
    };
    return { status: 200, body: result };
  }

  /** The acknowledged interaction whose token this is, while the token lives. */
  private byWebhook(app: string, token: string): InteractionRecord | undefined {
    if (app !== this.applicationId) return undefined;
    for (const r of this.interactions.values()) {
      if (r.token === token && r.ackType !== undefined) return this.now() - r.createdAt > this.tokenLifetimeMs ? undefined : r;
    }
    return undefined;
  }

  private followup(app: string, token: string, call: RecordedCall, body: ParsedBody): Reply {
    const record = this.byWebhook(app, token);
    if (!record) return apiError(404, 10015, 'Unknown Webhook');
    const original = record.originalMessageId ? this.messages.get(record.originalMessageId) : undefined;
    let msg: StoredMessage;
    if (original?.loading) {
      // After a defer, Discord turns the first follow-up into the deferred message itself; its
      // ephemerality is the defer's, whatever the follow-up's flags say.
      this.applyEdit(original, body);
      original.loading = false;
      original.flags &= ~LOADING;
      msg = original;
    } else {
      const ephemeral = ((asMessageBody(body.json).flags ?? 0) & EPHEMERAL) !== 0;
      msg = this.createMessage(record.channelId, body, { via: 'interaction', interactionId: record.id, ephemeral, type: 0 });
      record.followupIds.push(msg.id);
    }
    this.remember(record, 'followup', msg);
    return call.query['wait'] === 'true' ? { status: 200, body: this.toApi(msg) } : { status: 204 };
  }

  private webhookMessage(method: string, app: string, token: string, messageId: string, body: ParsedBody): Reply {
    const record = this.byWebhook(app, token);
    if (!record) return apiError(404, 10015, 'Unknown Webhook');
    const id = messageId === '@original' ? record.originalMessageId : record.followupIds.includes(messageId) || messageId === record.originalMessageId ? messageId : undefined;
    const msg = id ? this.messages.get(id) : undefined;
    if (!msg || msg.deleted) return apiError(404, 10008, 'Unknown Message');
    if (method === 'GET') return { status: 200, body: this.toApi(msg) };
    if (method === 'DELETE') {
      msg.deleted = true;
      this.remember(record, 'delete', msg);
      return { status: 204 };
    }
    const wasLoading = msg.loading;
    this.applyEdit(msg, body);
    msg.loading = false;
    msg.flags &= ~LOADING;
    if (!wasLoading) msg.editedAt = timeOf(this.ids.next());
    this.remember(record, 'edit', msg);
    return { status: 200, body: this.toApi(msg) };
  }

  private deploy(guildId: string | undefined, body: unknown): Reply {
    this.commandPuts.push({ guildId, body });
    if (!Array.isArray(body)) return apiError(400, 50035, 'Invalid Form Body');
    const out = body.map((raw): APIApplicationCommand => {
      const c = isRecord(raw) ? raw : {};
      const name = String(c['name']);
      const previous = (guildId ? this.guildCommands.get(guildId) : this.globalCommands)?.find((x) => x.name === name);
      return {
        ...(c as unknown as APIApplicationCommand),
        id: previous?.id ?? this.commandId(name, undefined),
        application_id: this.applicationId,
        type: (c['type'] as ApplicationCommandType | undefined) ?? ApplicationCommandType.ChatInput,
        description: typeof c['description'] === 'string' ? c['description'] : '',
        default_member_permissions: (c['default_member_permissions'] as string | null | undefined) ?? null,
        version: this.ids.next(),
        ...(guildId ? { guild_id: guildId } : {}),
      };
    });
    if (guildId) this.guildCommands.set(guildId, out);
    else this.globalCommands.splice(0, this.globalCommands.length, ...out);
    return { status: 200, body: out };
  }

  // ───────────── messages ─────────────

  private storeFile(channelId: string, filename: string, data: Buffer, contentType: string | undefined, size?: number): APIAttachment {
    const id = this.ids.next();
    const path = `/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
    this.files.set(path, { data, contentType });
    return {
      id,
      filename,
      size: size ?? data.length,
      url: `${this.httpBase}${path}`,
      proxy_url: `${this.httpBase}${path}`,
      ...(contentType ? { content_type: contentType } : {}),
    };
  }

  /** The message's attachments after a create or edit: kept ones (by id) plus the uploaded files. */
  private attachmentsOf(channelId: string, body: ParsedBody, existing: StoredFile[]): StoredFile[] {
    const listed = asMessageBody(body.json).attachments;
    const kept = listed ? existing.filter((f) => listed.some((a) => String(a.id) === f.attachment.id)) : existing;
    const uploaded = body.files.map(({ key, file }) => {
      const index = /^files\[(\d+)\]$/.exec(key)?.[1];
      const meta = listed?.find((a) => String(a.id) === index);
      const name = meta?.filename ?? file.name;
      return { ...file, name, attachment: this.storeFile(channelId, name, file.data, file.contentType) };
    });
    return [...kept, ...uploaded];
  }

  private createMessage(
    channelId: string,
    body: ParsedBody,
    how: { via: 'channel' | 'interaction'; interactionId: string | undefined; ephemeral: boolean; type: number },
  ): StoredMessage {
    const b = asMessageBody(body.json);
    const stored: StoredMessage = {
      id: this.ids.next(),
      channelId,
      content: b.content ?? '',
      embeds: b.embeds ?? [],
      components: b.components ?? [],
      files: this.attachmentsOf(channelId, body, []),
      flags: (b.flags ?? 0) & ~LOADING,
      ephemeral: how.ephemeral,
      via: how.via,
      interactionId: how.interactionId,
      type: how.type,
      loading: false,
      deleted: false,
      editedAt: null,
      allowedMentions: b.allowed_mentions,
      nonce: b.nonce === undefined ? undefined : String(b.nonce),
      createdMs: this.now(),
    };
    this.messages.set(stored.id, stored);
    return stored;
  }

  private applyEdit(msg: StoredMessage, body: ParsedBody): void {
    const b = asMessageBody(body.json);
    if (b.content !== undefined) msg.content = b.content ?? '';
    if (b.embeds !== undefined) msg.embeds = b.embeds ?? [];
    if (b.components !== undefined) msg.components = b.components ?? [];
    if (b.allowed_mentions !== undefined) msg.allowedMentions = b.allowed_mentions;
    msg.files = this.attachmentsOf(msg.channelId, body, msg.files);
  }

  private accept(kind: AcceptedMessage['kind'], msg: StoredMessage, record: InteractionRecord | undefined): void {
    const channel = this.channels.get(msg.channelId);
    this.accepted.push({
      kind,
      messageId: msg.id,
      channelId: msg.channelId,
      content: msg.content,
      ephemeral: msg.ephemeral,
      dmTo: channel?.type === 1 ? channel.recipients?.[0]?.id : undefined,
      interactionId: record?.id,
      invokerId: record?.userId,
      nonce: msg.nonce,
      files: msg.files.map((f) => f.name),
      at: this.now(),
    });
  }

  private remember(record: InteractionRecord, kind: InteractionMessageKind, msg: StoredMessage): void {
    if (kind !== 'delete') this.accept(kind, msg, record);
    record.history.push({
      kind,
      messageId: msg.id,
      channelId: msg.channelId,
      content: msg.content,
      ephemeral: msg.ephemeral,
      files: msg.files.map(({ name, data, contentType }) => ({ name, data, contentType })),
      embeds: msg.embeds,
      components: msg.components,
      allowedMentions: msg.allowedMentions,
    });
  }

  private toApi(m: StoredMessage): APIMessage {
    const interaction = m.interactionId ? this.interactions.get(m.interactionId) : undefined;
    return message({
      id: m.id,
      channelId: m.channelId,
      author: this.botUser,
      content: m.content,
      embeds: m.embeds,
      components: m.components,
      attachments: m.files.map((f) => f.attachment),
      flags: m.flags | (m.ephemeral ? EPHEMERAL : 0),
      type: m.type,
      editedAt: m.editedAt,
      ...(m.nonce === undefined ? {} : { nonce: m.nonce }),
      ...(interaction ? { webhookId: this.applicationId, applicationId: this.applicationId } : {}),
    });
  }
}

/** Starts a fake Discord on an ephemeral 127.0.0.1 port. */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  return new FakeDiscord(options).listen();
}
