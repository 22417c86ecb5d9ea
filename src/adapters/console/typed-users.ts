import { resolveCommand, type CommandNode } from '../../app/command.js';
import type { RawOptionValue } from '../../app/options.js';
import type { Actor } from '../../core/campaign.js';
import { NAME } from './parse-line.js';

/**
 * On the local table a person option is a name, as `as <name>` takes one (`player:cat`): it becomes the
 * person of that name, made by `actorOf` as the table makes its players, as Discord's user picker would
 * hand one over. Anything else stays text, which the option refuses.
 */
export function typedUsers(
  roots: readonly CommandNode[],
  path: readonly string[],
  raw: Readonly<Record<string, RawOptionValue>>,
  actorOf: (name: string) => Actor,
): Record<string, RawOptionValue> {
  const found = resolveCommand(roots, path);
  const out: Record<string, RawOptionValue> = { ...raw };
  if (!found.ok) return out;
  for (const [name, value] of Object.entries(raw)) {
    if (found.value.command.options[name]?.type !== 'user' || typeof value !== 'string') continue;
    const who = value.trim();
    if (NAME.test(who)) out[name] = actorOf(who);
  }
  return out;
}
