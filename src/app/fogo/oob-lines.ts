import type { OrderOfBattleProblem } from '../../core/rulesets/fogo/order-of-battle.js';

/**
 * The line on which each element of the top-level `"stands"` array starts, found by walking the
 * JSON text (strings and nesting respected), so problems can point at the line to fix.
 */
export function standLines(text: string): number[] {
  const key = /"stands"\s*:\s*\[/.exec(text);
  if (!key) return [];
  const lines: number[] = [];
  let line = text.slice(0, key.index).split('\n').length;
  let depth = 0;
  let inString = false;
  for (let i = key.index + key[0].length; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (depth === 0 && !/[\s,\]]/.test(ch)) lines.push(line);
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      if (depth === 0) break;
      depth--;
    }
  }
  return lines;
}

/** Adds the line of its stand to every problem that names one and has no line yet. */
export function withLines(problems: readonly OrderOfBattleProblem[], text: string): OrderOfBattleProblem[] {
  const lines = standLines(text);
  return problems.map((p) => {
    const i = /^stands\[(\d+)\]/.exec(p.path)?.[1];
    const line = i === undefined ? undefined : lines[Number(i)];
    return p.line === undefined && line !== undefined ? { ...p, line } : p;
  });
}
