import { resolveCommand, type CommandNode } from '../../app/command.js';

/**
 * The local table's shorthand: words after a command's name fill its first required option (or, for
 * a command with none, its first option), so `/roll 2d6` is `/roll dice:2d6` and `/help fogo fire`
 * is `/help command:"fogo fire"`. Discord's client has no such form; this is for typing at a terminal.
 * Returns the line unchanged when the path names a command or a group as it is, or the words are not
 * after a command, or that option is given already.
 */
export function fillBareWords(
  roots: readonly CommandNode[],
  path: readonly string[],
  options: Readonly<Record<string, string>>,
): { path: string[]; options: Record<string, string> } {
  const unchanged = { path: [...path], options: { ...options } };
  if (resolveCommand(roots, path).ok) return unchanged;
  for (let cut = path.length - 1; cut >= 1; cut--) {
    const found = resolveCommand(roots, path.slice(0, cut));
    if (!found.ok) continue;
    const specs = Object.entries(found.value.command.options).filter(([, spec]) => spec.type !== 'attachment');
    const target = (specs.find(([, spec]) => spec.required) ?? specs[0])?.[0];
    if (target === undefined || Object.hasOwn(options, target)) return unchanged;
    return { path: path.slice(0, cut), options: { [target]: path.slice(cut).join(' '), ...options } };
  }
  return unchanged;
}
