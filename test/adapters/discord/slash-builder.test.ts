import { describe, expect, it } from 'vitest';
import {
  SlashCommandBuilder,
  SlashCommandSubcommandBuilder,
  SlashCommandSubcommandGroupBuilder,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { commands } from '../../../commands/index.js';
import type { Command, CommandNode } from '../../../src/app/command.js';

/**
 * Every command built through discord.js's own SlashCommandBuilder, which validates names,
 * description lengths, option and choice counts as Discord does; and each command's size kept
 * under 7,000 of Discord's 8,000 characters, so the next option cannot break deploy-commands.
 */
const BUDGET = 7000;

type WithOptions = SlashCommandBuilder | SlashCommandSubcommandBuilder;

function addOptions<B extends WithOptions>(b: B, c: Command): B {
  // Discord wants required options first.
  const specs = Object.entries(c.options).sort(([, x], [, y]) => Number(y.required === true) - Number(x.required === true));
  for (const [name, spec] of specs) {
    const required = spec.required === true;
    switch (spec.type) {
      case 'string':
        b.addStringOption((o) => {
          o.setName(name).setDescription(spec.description).setRequired(required);
          if (spec.minLength !== undefined) o.setMinLength(spec.minLength);
          if (spec.maxLength !== undefined) o.setMaxLength(spec.maxLength);
          if (spec.choices) o.addChoices(...spec.choices.map((v) => ({ name: v, value: v })));
          else if (spec.autocomplete) o.setAutocomplete(true);
          return o;
        });
        break;
      case 'integer':
        b.addIntegerOption((o) => {
          o.setName(name).setDescription(spec.description).setRequired(required);
          if (spec.min !== undefined) o.setMinValue(spec.min);
          if (spec.max !== undefined) o.setMaxValue(spec.max);
          return o;
        });
        break;
      case 'boolean':
        b.addBooleanOption((o) => o.setName(name).setDescription(spec.description).setRequired(required));
        break;
      case 'attachment':
        b.addAttachmentOption((o) => o.setName(name).setDescription(spec.description).setRequired(required));
        break;
      case 'user':
        b.addUserOption((o) => o.setName(name).setDescription(spec.description).setRequired(required));
        break;
    }
  }
  return b;
}

function build(node: CommandNode): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const root = new SlashCommandBuilder().setName(node.name).setDescription(node.kind === 'command' ? node.description : node.description);
  if (node.kind === 'command') return addOptions(root, node).toJSON();
  for (const child of node.children) {
    if (child.kind === 'command') {
      root.addSubcommand((s) => addOptions(s.setName(child.name).setDescription(child.description), child));
    } else {
      root.addSubcommandGroup((g: SlashCommandSubcommandGroupBuilder) => {
        g.setName(child.name).setDescription(child.description);
        for (const leaf of child.children) {
          if (leaf.kind !== 'command') throw new Error(`/${node.name} ${child.name} ${leaf.name}: Discord allows two levels below a command`);
          g.addSubcommand((s) => addOptions(s.setName(leaf.name).setDescription(leaf.description), leaf));
        }
        return g;
      });
    }
  }
  return root.toJSON();
}

/** Discord's count: names, descriptions, choice names and values, recursively. */
function size(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, x) => n + size(x), 0);
  if (typeof node !== 'object' || node === null) return 0;
  const o = node as Record<string, unknown>;
  let n = 0;
  for (const k of ['name', 'description']) if (typeof o[k] === 'string') n += (o[k] as string).length;
  if (o['value'] !== undefined && o['type'] === undefined) n += String(o['value']).length;
  for (const k of ['options', 'choices']) if (o[k]) n += size(o[k]);
  return n;
}

describe('every command through SlashCommandBuilder', () => {
  it.each(commands.map((c) => [c.name, c] as const))('GIVEN /%s THEN the builder accepts it and it stays under 7,000 characters', (_name, node) => {
    const json = build(node);
    expect(size(json)).toBeLessThan(BUDGET);
  });

  it('GIVEN a description over Discord\'s 100 characters THEN the builder refuses it (so the test above can fail)', () => {
    expect(() => new SlashCommandBuilder().setName('x').setDescription('d'.repeat(101)).toJSON()).toThrow();
  });
});
