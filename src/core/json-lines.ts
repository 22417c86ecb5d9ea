/**
 * The line on which each element of the top-level array `key` ("stands", "units") starts, found by
 * walking the JSON text (strings and nesting respected), so problems can point at the line to fix.
 */
export function elementLines(text: string, key: string): number[] {
  const found = new RegExp(`"${key}"\\s*:\\s*\\[`).exec(text);
  if (!found) return [];
  const lines: number[] = [];
  let line = text.slice(0, found.index).split('\n').length;
  let depth = 0;
  let inString = false;
  for (let i = found.index + found[0].length; i < text.length; i++) {
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

/** Adds the line of its array element to every problem whose path names one (`units[3].morale`) and has no line yet. */
export function withLines<P extends { readonly path: string; readonly line?: number }>(problems: readonly P[], text: string, key: string): P[] {
  const lines = elementLines(text, key);
  return problems.map((p) => {
    const i = new RegExp(`^${key}\\[(\\d+)\\]`).exec(p.path)?.[1];
    const line = i === undefined ? undefined : lines[Number(i)];
    return p.line === undefined && line !== undefined ? { ...p, line } : p;
  });
}
