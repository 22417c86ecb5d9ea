import { ApplicationCommandOptionType, type APIApplicationCommandInteractionDataOption } from 'discord-api-types/v10';
import { resolveCommand, type CommandNode } from '../../../src/app/command.js';
import { parseLine } from '../../../src/adapters/console/parse-line.js';
import { commands } from '../../../commands/index.js';

/** A local-table line as the raw API options Discord would send for it. */
export function apiOptionsFor(line: string, all: readonly CommandNode[] = commands): { name: string; options: APIApplicationCommandInteractionDataOption[] } {
  const parsed = parseLine(line);
  if (parsed.kind !== 'command') throw new Error(line);
  const found = resolveCommand(all, parsed.path);
  if (!found.ok) throw new Error(found.code);
  const leaf: APIApplicationCommandInteractionDataOption[] = Object.entries(parsed.options).map(([name, raw]) => {
    const spec = found.value.command.options[name];
    if (spec?.type === 'integer') return { name, type: ApplicationCommandOptionType.Integer, value: Number(raw) };
    if (spec?.type === 'boolean') return { name, type: ApplicationCommandOptionType.Boolean, value: raw === 'true' };
    return { name, type: ApplicationCommandOptionType.String, value: raw };
  });
  const [name, ...rest] = found.value.path;
  let options = leaf;
  for (let k = rest.length - 1; k >= 0; k--) {
    const type = k === rest.length - 1 ? ApplicationCommandOptionType.Subcommand : ApplicationCommandOptionType.SubcommandGroup;
    options = [{ name: rest[k]!, type, options } as APIApplicationCommandInteractionDataOption];
  }
  return { name: name!, options };
}
