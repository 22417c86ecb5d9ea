import { Locale } from 'discord.js';
import type {
  APIAttachment,
  ApplicationFlags,
  ChannelFlags,
  GuildMemberFlags,
  GuildSystemChannelFlags,
  RoleFlags,
  UserFlags,
  APIDMChannel,
  APIGuildMember,
  APIInteractionGuildMember,
  APIMessage,
  APIRole,
  APITextChannel,
  APIUser,
  GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';

/** Discord's epoch (2015-01-01) and a fixed start, so ids and timestamps are reproducible. */
const DISCORD_EPOCH = 1_420_070_400_000n;
const START = BigInt(Date.UTC(2025, 0, 1));

/**
 * Incrementing snowflake-like ids: 19 digits (as @discordjs/rest's bucket routing expects of real
 * ids), one millisecond apart, so the timestamp inside each id is deterministic too.
 */
export class Snowflakes {
  private n = 0n;
  next(): string {
    this.n += 1n;
    return (((START - DISCORD_EPOCH + this.n) << 22n) | (this.n & 0xfffn)).toString();
  }
}

/** The ISO time a snowflake encodes. */
export function timeOf(id: string): string {
  return new Date(Number((BigInt(id) >> 22n) + DISCORD_EPOCH)).toISOString();
}

/** Permissions a bot with a plain role has in a text channel (view, send, embed, attach, history…). */
export const TEXT_PERMISSIONS = '2248473465835073';
/** What the invoking member has (same bits; the fake does not model roles). */
export const MEMBER_PERMISSIONS = '2248473465835073';

export function user(id: string, username: string, opts: { globalName?: string | null; bot?: boolean } = {}): APIUser {
  return {
    id,
    username,
    discriminator: '0',
    global_name: opts.globalName ?? null,
    avatar: null,
    ...(opts.bot ? { bot: true } : {}),
    flags: 0 as UserFlags,
    public_flags: 0 as UserFlags,
  };
}

export function guildTextChannel(guildId: string, id: string, name: string, position: number): APITextChannel {
  return {
    id,
    type: 0,
    guild_id: guildId,
    name,
    position,
    permission_overwrites: [],
    nsfw: false,
    parent_id: null,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
  };
}

export function dmChannel(id: string, recipient: APIUser): APIDMChannel {
  return { id, type: 1, name: null, last_message_id: null, recipients: [recipient], flags: 0 as ChannelFlags };
}

export function interactionMember(u: APIUser, joinedAt: string): APIInteractionGuildMember {
  const member: APIGuildMember = {
    user: u,
    nick: null,
    avatar: null,
    banner: null,
    roles: [],
    joined_at: joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
  };
  return { ...member, user: u, permissions: MEMBER_PERMISSIONS };
}

/** The @everyone role every real guild has (its id is the guild's id). */
function everyoneRole(guildId: string): APIRole {
  return {
    id: guildId,
    name: '@everyone',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 0,
    permissions: TEXT_PERMISSIONS,
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

export function guildCreate(
  g: { id: string; name: string; ownerId: string; channels: APITextChannel[] },
  joinedAt: string,
): GatewayGuildCreateDispatchData {
  return {
    id: g.id,
    name: g.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: g.ownerId,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [everyoneRole(g.id)],
    emojis: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0 as GuildSystemChannelFlags,
    rules_channel_id: null,
    max_presences: null,
    max_members: 500_000,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw_level: 0,
    stickers: [],
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    // GUILD_CREATE extras.
    joined_at: joinedAt,
    large: false,
    unavailable: false,
    member_count: 1,
    voice_states: [],
    members: [],
    channels: g.channels,
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function message(m: {
  id: string;
  channelId: string;
  author: APIUser;
  content: string;
  embeds: unknown[];
  components: unknown[];
  attachments: APIAttachment[];
  flags: number;
  type: number;
  editedAt: string | null;
  nonce?: string;
  webhookId?: string;
  applicationId?: string;
}): APIMessage {
  // Discord sends arrays, never null, for these; discord.js iterates them unguarded.
  return {
    id: m.id,
    channel_id: m.channelId,
    author: m.author,
    content: m.content,
    timestamp: timeOf(m.id),
    edited_timestamp: m.editedAt,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: m.attachments,
    embeds: m.embeds as APIMessage['embeds'],
    components: m.components as NonNullable<APIMessage['components']>,
    pinned: false,
    type: m.type,
    flags: m.flags,
    ...(m.nonce === undefined ? {} : { nonce: m.nonce }),
    ...(m.webhookId ? { webhook_id: m.webhookId } : {}),
    ...(m.applicationId ? { application_id: m.applicationId } : {}),
  };
}

/** No application flags set. */
export const NO_APPLICATION_FLAGS = 0 as ApplicationFlags;
