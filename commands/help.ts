import { allCommands, command, resolveCommand, type Command, type OptionSpec } from '../src/app/command.js';
import { fail } from '../src/core/result.js';
import type { Ruleset } from '../src/core/ruleset.js';

function placeholder(spec: OptionSpec): string {
  switch (spec.type) {
    case 'string':
      return spec.choices ? spec.choices.join('|') : 'text';
    case 'integer':
      return spec.min !== undefined && spec.max !== undefined ? `${spec.min}-${spec.max}` : 'number';
    case 'boolean':
      return 'true|false';
    case 'attachment':
      return 'file';
    case 'user':
      return 'person';
  }
}

/** `/campaign new ruleset:<fogo|fng> name:<text> [reason:<text>]`, from the option spec itself. */
export function usage(path: readonly string[], cmd: Command): string {
  const opts = Object.entries(cmd.options).map(([name, spec]) => {
    const o = `${name}:<${placeholder(spec)}>`;
    return spec.required ? o : `[${o}]`;
  });
  return `/${[...path, ...opts].join(' ')}`;
}

/** What a newcomer needs before the reference: dice, a campaign, joining, each ruleset's first moves. */
function startHere(rulesets: readonly Ruleset[]): string[] {
  const ids = rulesets.map((r) => r.id).join('|');
  return [
    '**Start here**',
    '• Quick dice, anywhere: `/roll dice:2d6` (also `4d6>=5`, `2d10+3`, `4d6kh3`); every roll is numbered and `/verify` checks it.',
    `• A game: \`/campaign new ruleset:<${ids}> name:"Op Tridente" sides:"Blue,Red"\` makes you its GM; each player then \`/campaign join side:Blue\`.`,
    '• Where things stand and what you may do next: `/campaign status`.',
    ...rulesets.flatMap((r) => (r.firstMoves?.length ? [`• ${r.name}: ${r.firstMoves.map((m) => `\`${m}\``).join(', then ')}.`] : [])),
    '• On the local table (`npm start` without a Discord token): `as <name>` plays as someone else, `in <channel>` moves to another channel, and a bare word fills a command\'s first option (`/roll 2d6`, `/help roll`).',
  ];
}

export const help = command({
  name: 'help',
  description: 'What each command does and its options (only you see the answer)',
  options: {
    command: { type: 'string', description: 'A command, e.g. "campaign new"', autocomplete: 'command-path', maxLength: 100 },
  },
  inDms: true,
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    if (o.command === undefined) {
      const lines = allCommands(ctx.commands).map((c) => `\`/${c.path.join(' ')}\` — ${c.command.description}`);
      return { ok: true, value: { private: { text: [...startHere(ctx.rulesets.all), '', '**Sitrep commands**', ...lines, 'Details: `/help command:<name>`'].join('\n') } } };
    }
    const path = o.command.replace(/^\//, '').split(/\s+/).filter(Boolean);
    const found = resolveCommand(ctx.commands, path);
    if (!found.ok) return fail(found.code, found.params);
    const { command: cmd, path: full } = found.value;
    const options = Object.entries(cmd.options).map(
      ([name, spec]) => `• \`${name}\` (${spec.type}${spec.required ? ', required' : ''}) — ${spec.description}`,
    );
    const text = [`\`${usage(full, cmd)}\``, cmd.description, ...(cmd.help ? [cmd.help] : []), ...options].join('\n');
    return { ok: true, value: { private: { text } } };
  },
});
