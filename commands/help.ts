import { allCommands, command, resolveCommand, type Command, type OptionSpec, type ResolvedCommand } from '../src/app/command.js';
import { PAGE_OPTION, pagedPost, type Section } from '../src/app/pages.js';
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
    '• Quick dice, anywhere: `/roll dice:2d6` (also `4d6>=5`, `2d10+3`, `4d6kh3`); every roll is numbered and `/verify` checks it.',
    `• A game: \`/campaign new ruleset:<${ids}> name:"Op Tridente" sides:"Blue,Red"\` makes you its GM; each player then \`/campaign join side:Blue\`.`,
    '• Where things stand and what you may do next: `/campaign status`.',
    ...rulesets.flatMap((r) => (r.firstMoves?.length ? [`• ${r.name}: ${r.firstMoves.map((m) => `\`${m}\``).join(', then ')}.`] : [])),
    '• On the local table (`npm start` without a Discord token): `as <name>` plays as someone else, `in <channel>` moves to another channel, and a bare word fills a command\'s first option (`/roll 2d6`, `/help roll`).',
  ];
}

/** The reference, one section per top-level command (`/campaign …`, `/fng …`), the single commands first. */
function reference(all: readonly ResolvedCommand[]): Section[] {
  const line = (c: ResolvedCommand) => `\`/${c.path.join(' ')}\` — ${c.command.description}`;
  const single = all.filter((c) => c.path.length === 1);
  const groups = new Map<string, ResolvedCommand[]>();
  for (const c of all.filter((x) => x.path.length > 1)) groups.set(c.path[0]!, [...(groups.get(c.path[0]!) ?? []), c]);
  return [
    { title: '**Dice, help and your inbox**', lines: single.map(line) },
    ...[...groups].map(([name, cs]) => ({ title: `**/${name} …**`, lines: cs.map(line) })),
  ];
}

export const help = command({
  name: 'help',
  description: 'What each command does and its options (only you see the answer)',
  options: {
    command: { type: 'string', description: 'A command, e.g. "campaign new"', autocomplete: 'command-path', maxLength: 100 },
    page: PAGE_OPTION,
  },
  inDms: true,
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    if (o.command === undefined) {
      const sections = [{ title: '**Start here**', lines: startHere(ctx.rulesets.all) }, ...reference(allCommands(ctx.commands))];
      const post = pagedPost({ head: '**Sitrep help** (one command in full: `/help command:<name>`)', sections, page: o.page, path: ['help'], lasting: true, menu: true });
      return { ok: true, value: { private: post } };
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
