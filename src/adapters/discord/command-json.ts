import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandNode, OptionSpec } from '../../app/command.js';

function option(name: string, spec: OptionSpec): APIApplicationCommandBasicOption {
  const base = { name, description: spec.description, required: spec.required === true };
  switch (spec.type) {
    case 'string': {
      const string = {
        ...base,
        type: ApplicationCommandOptionType.String as const,
        ...(spec.minLength === undefined ? {} : { min_length: spec.minLength }),
        ...(spec.maxLength === undefined ? {} : { max_length: spec.maxLength }),
      };
      // Discord takes fixed choices or autocomplete, never both.
      if (spec.choices) return { ...string, choices: spec.choices.map((c) => ({ name: c, value: c })) };
      return spec.autocomplete ? { ...string, autocomplete: true } : string;
    }
    case 'integer':
      return {
        ...base,
        type: ApplicationCommandOptionType.Integer,
        ...(spec.min === undefined ? {} : { min_value: spec.min }),
        ...(spec.max === undefined ? {} : { max_value: spec.max }),
      };
    case 'boolean':
      return { ...base, type: ApplicationCommandOptionType.Boolean };
    case 'attachment':
      return { ...base, type: ApplicationCommandOptionType.Attachment };
    case 'user':
      return { ...base, type: ApplicationCommandOptionType.User };
  }
}

// Discord wants required options before optional ones.
function options(specs: Readonly<Record<string, OptionSpec>>): APIApplicationCommandBasicOption[] {
  return Object.entries(specs)
    .map(([n, s]) => option(n, s))
    .sort((a, b) => Number(b.required) - Number(a.required));
}

function child(node: CommandNode): APIApplicationCommandOption {
  if (node.kind === 'command') {
    return { type: ApplicationCommandOptionType.Subcommand, name: node.name, description: node.description, options: options(node.options) };
  }
  return {
    type: ApplicationCommandOptionType.SubcommandGroup,
    name: node.name,
    description: node.description,
    options: node.children.map((c) => {
      if (c.kind !== 'command') throw new Error(`/${node.name} ${c.name}: Discord allows only two levels below a command`);
      return { type: ApplicationCommandOptionType.Subcommand, name: c.name, description: c.description, options: options(c.options) };
    }),
  };
}

/**
 * The slash-command registrations, from the same command list the local table runs. Registered globally,
 * each says where Discord offers it: in server channels, and in the bot's DMs only when it makes sense
 * there (`inDms`); a server's own registrations (DEV_GUILD_ID) exist in that server alone and carry no contexts.
 */
export function toDiscordCommands(roots: readonly CommandNode[], scope: 'global' | 'guild' = 'global'): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return roots.map((node) => ({
    name: node.name,
    description: node.description,
    options: node.kind === 'command' ? options(node.options) : node.children.map(child),
    ...(scope === 'global'
      ? { contexts: node.kind === 'command' && node.inDms ? [InteractionContextType.Guild, InteractionContextType.BotDM] : [InteractionContextType.Guild] }
      : {}),
  }));
}
