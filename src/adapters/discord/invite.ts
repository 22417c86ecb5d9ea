import { OAuth2Scopes, PermissionFlagsBits } from 'discord.js';

/**
 * What the bot needs in a channel it plays in: to see it, post there, and attach boards and exports.
 * Commands arrive as interactions and their answers go back through them, which needs nothing more.
 */
export const CHANNEL_PERMISSIONS = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.AttachFiles;

/**
 * With side threads on (`/campaign threads on:true`): a private thread per side, and posting in it —
 * which adding the side's players to it needs too (Discord, Add Thread Member).
 */
export const THREAD_PERMISSIONS = CHANNEL_PERMISSIONS | PermissionFlagsBits.CreatePrivateThreads | PermissionFlagsBits.SendMessagesInThreads;

/** The link that adds the bot to a server with its slash commands and `permissions`. */
export function inviteUrl(applicationId: string, permissions: bigint): string {
  const scope = encodeURIComponent(`${OAuth2Scopes.Bot} ${OAuth2Scopes.ApplicationsCommands}`);
  return `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=${scope}&permissions=${permissions}`;
}
