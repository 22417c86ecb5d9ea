import { allCommands, command, resolveCommand, type Command, type OptionSpec } from '../src/app/command.js';
import { fail } from '../src/core/result.js';

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

export const help = command({
  name: 'help',
  description: 'What each command does and its options (only you see the answer)',
  options: {
    command: { type: 'string', description: 'A command, e.g. "campaign new"', autocomplete: 'command-path', maxLength: 100 },
  },
  preconditions: [],
  run(ctx, o) {
    if (o.command === undefined) {
      const lines = allCommands(ctx.commands).map((c) => `\`/${c.path.join(' ')}\` — ${c.command.description}`);
      return { ok: true, value: { private: { text: ['**Sitrep commands**', ...lines, 'Details: `/help command:<name>`'].join('\n') } } };
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
