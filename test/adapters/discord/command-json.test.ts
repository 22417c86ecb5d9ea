import { ApplicationCommandOptionType, InteractionContextType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { toDiscordCommands } from '../../../src/adapters/discord/command-json.js';
import { commands } from '../../../commands/index.js';

describe('slash-command registration', () => {
  const json = toDiscordCommands(commands);

  it('GIVEN the command list THEN one registration per top-level command', () => {
    expect(json.map((c) => c.name)).toEqual(['roll', 'campaign', 'fogo', 'fieldcraft', 'fng', 'fng-mission', 'fng-tour', 'lnl', 'fireteam', 'board', 'verify', 'inbox', 'help']);
  });

  it('GIVEN the global registrations THEN /roll, /inbox and /help are offered in servers and the bot\'s DMs, every other command in servers only', () => {
    const { Guild, BotDM } = InteractionContextType;
    expect(Object.fromEntries(json.map((c) => [c.name, c.contexts]))).toEqual({
      roll: [Guild, BotDM],
      campaign: [Guild],
      fogo: [Guild],
      fieldcraft: [Guild],
      fng: [Guild],
      'fng-mission': [Guild],
      'fng-tour': [Guild],
      lnl: [Guild],
      fireteam: [Guild],
      board: [Guild],
      verify: [Guild],
      inbox: [Guild, BotDM],
      help: [Guild, BotDM],
    });
  });

  it('GIVEN registrations to one server THEN they carry no contexts (Discord takes them for global commands only)', () => {
    expect(toDiscordCommands(commands, 'guild').every((c) => !('contexts' in c))).toBe(true);
  });

  it('GIVEN /campaign THEN subcommands and the rules group nest as Discord expects', () => {
    const campaign = json.find((c) => c.name === 'campaign')!;
    const rules = campaign.options!.find((o) => o.name === 'rules')!;
    expect(rules.type).toBe(ApplicationCommandOptionType.SubcommandGroup);
    expect('options' in rules && rules.options!.map((o) => [o.name, o.type])).toEqual([
      ['list', ApplicationCommandOptionType.Subcommand],
      ['set', ApplicationCommandOptionType.Subcommand],
      ['reset', ApplicationCommandOptionType.Subcommand],
    ]);
  });

  it('GIVEN options THEN required ones come first, choices and autocomplete are set, never both', () => {
    const campaign = json.find((c) => c.name === 'campaign')!;
    const newCmd = campaign.options!.find((o) => o.name === 'new')!;
    const opts = 'options' in newCmd ? newCmd.options! : [];
    expect(opts[0]).toMatchObject({ name: 'ruleset', required: true, choices: [{ name: 'fogo', value: 'fogo' }, { name: 'fng', value: 'fng' }, { name: 'lnl', value: 'lnl' }, { name: 'fireteam', value: 'fireteam' }] });
    const roll = json.find((c) => c.name === 'roll')!;
    expect(roll.options!.map((o) => [o.name, o.required])).toEqual([['dice', true], ['reason', false], ['hidden', false]]);
    const join = campaign.options!.find((o) => o.name === 'join')!;
    expect('options' in join && join.options![0]).toMatchObject({ name: 'side', autocomplete: true });
    expect(JSON.stringify(json)).not.toMatch(/"autocomplete":true,"choices"|"choices":[^\]]*\],"autocomplete":true/);
  });
});

/** Discord counts names, descriptions, and choice names and values, recursively, up to 8,000 per command. */
function discordSize(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, x) => n + discordSize(x), 0);
  if (typeof node !== 'object' || node === null) return 0;
  const o = node as Record<string, unknown>;
  let n = 0;
  for (const k of ['name', 'description']) if (typeof o[k] === 'string') n += (o[k] as string).length;
  if (o['value'] !== undefined && o['type'] === undefined) n += String(o['value']).length;
  for (const k of ['options', 'choices']) if (o[k]) n += discordSize(o[k]);
  return n;
}

describe('Discord limits', () => {
  it('GIVEN every registration THEN each command fits in 8,000 characters and 25 options per level', () => {
    for (const c of toDiscordCommands(commands)) {
      expect(discordSize(c), c.name).toBeLessThanOrEqual(8000);
      const levels: unknown[] = [c];
      while (levels.length) {
        const o = levels.pop() as { options?: unknown[] };
        expect((o.options ?? []).length).toBeLessThanOrEqual(25);
        levels.push(...(o.options ?? []));
      }
    }
  });
});
