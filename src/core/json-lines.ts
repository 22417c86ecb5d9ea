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

/** The line of a path, or of its nearest ancestor present in the file (a missing field: its object). */
function pathLine(lines: ReadonlyMap<string, number>, path: string): number | undefined {
  let at = path;
  for (;;) {
    const line = lines.get(at);
    if (line !== undefined) return line;
    if (at === '') return undefined;
    const cut = Math.max(at.lastIndexOf('.'), at.lastIndexOf('['));
    at = cut < 0 ? '' : at.slice(0, cut);
  }
}

/**
 * The 1-based line each value of well-formed JSON starts on, by path (`units[2].kind`). For an object
 * member the line of its key, where an author looks.
 */
export function jsonPathLines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  let line = 1;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    ws();
    if (!out.has(path)) out.set(path, line);
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      while (text[i] !== '}' && i < text.length) {
        ws();
        const keyLine = line;
        const key = str();
        ws();
        i++;
        const child = path === '' ? key : `${path}.${key}`;
        out.set(child, keyLine);
        value(child);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '[') {
      i++;
      ws();
      let n = 0;
      while (text[i] !== ']' && i < text.length) {
        value(`${path}[${n++}]`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '"') str();
    else while (i < text.length && !',]} \t\n\r'.includes(text[i] ?? '')) i++;
  };
  value('');
  return out;
}

/** Adds to every problem with no line yet the line its path (`units[3].quality`) starts on, or its nearest ancestor's in the file. */
export function withPathLines<P extends { readonly path: string; readonly line?: number }>(problems: readonly P[], text: string): P[] {
  const lines = jsonPathLines(text);
  return problems.map((p) => {
    const line = pathLine(lines, p.path);
    return p.line === undefined && line !== undefined ? { ...p, line } : p;
  });
}
