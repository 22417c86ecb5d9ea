import { ApplicationCommandOptionType, type ChatInputCommandInteraction, type CommandInteractionOption, type Interaction } from 'discord.js';
import { MAX_ATTACHMENT_BYTES, type RawOptionValue } from '../../app/options.js';
import type { RuleResult } from '../../core/result.js';
import type { Actor } from '../../core/campaign.js';

export interface CommandInput {
  readonly path: string[];
  readonly options: Record<string, RawOptionValue>;
}

/** Subcommand groups and subcommands nest in the options; the path is their names in order. */
function unnest(i: ChatInputCommandInteraction): { path: string[]; leaf: readonly CommandInteractionOption[] } {
  const path = [i.commandName];
  let level: readonly CommandInteractionOption[] = i.options.data;
  for (;;) {
    const only = level.length === 1 ? level[0]! : undefined;
    if (!only || (only.type !== ApplicationCommandOptionType.Subcommand && only.type !== ApplicationCommandOptionType.SubcommandGroup)) break;
    path.push(only.name);
    level = only.options ?? [];
  }
  return { path, leaf: level };
}

/** The command path of an interaction, e.g. ['board', 'show']. */
export function commandPath(i: ChatInputCommandInteraction): string[] {
  return unnest(i).path;
}

export function hasAttachment(i: ChatInputCommandInteraction): boolean {
  return unnest(i).leaf.some((o) => o.attachment !== undefined);
}

/** Maps an interaction to the transport-neutral path and options, downloading any attachment. */
export async function readCommandInput(i: ChatInputCommandInteraction): Promise<RuleResult<CommandInput>> {
  const { path, leaf } = unnest(i);
  const options: Record<string, RawOptionValue> = {};
  for (const o of leaf) {
    if (o.attachment) {
      if (o.attachment.size > MAX_ATTACHMENT_BYTES) {
        return { ok: false, code: 'input/attachment-too-large', params: { option: o.name, max: MAX_ATTACHMENT_BYTES / 1024 } };
      }
      try {
        const res = await fetch(o.attachment.url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data = new Uint8Array(await res.arrayBuffer());
        if (data.byteLength > MAX_ATTACHMENT_BYTES) {
          return { ok: false, code: 'input/attachment-too-large', params: { option: o.name, max: MAX_ATTACHMENT_BYTES / 1024 } };
        }
        options[o.name] = { name: o.attachment.name, data };
      } catch {
        return { ok: false, code: 'input/attachment-unavailable', params: { option: o.name } };
      }
    } else if (o.user) {
      // A user option's value is the id; the person as the server names them comes with it.
      options[o.name] = { id: o.user.id, name: memberName(o.member) ?? o.user.globalName ?? o.user.username };
    } else if (o.value !== undefined) {
      options[o.name] = o.value;
    }
  }
  return { ok: true, value: { path, options } };
}

/** A member's name in this server: their display name, or the nickname of a member Discord sent as raw data. */
function memberName(member: Interaction['member'] | CommandInteractionOption['member']): string | undefined {
  if (!member) return undefined;
  return 'displayName' in member ? member.displayName : (member.nick ?? undefined);
}

/** The name players know each other by in this server. */
export function actorOf(i: Interaction): Actor {
  return { id: i.user.id, name: memberName(i.member) ?? i.user.globalName ?? i.user.username };
}
