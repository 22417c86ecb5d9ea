import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The project's import graph, read from the sources: every static `import … from`, `export … from`
 * and `import('…')` of a relative module, resolved to a file under the root. Package imports are
 * kept by name, so a rule can say which files may use discord.js, drizzle or canvas.
 */
export interface ImportGraph {
  /** File (relative to the root, with `/`) → the files it imports. */
  readonly edges: ReadonlyMap<string, readonly string[]>;
  /** File → the packages it imports (`discord.js`, `drizzle-orm/sqlite-core`, …). */
  readonly packages: ReadonlyMap<string, readonly string[]>;
}

const SPECIFIER = /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const files = folders.flatMap((f) => sourceFiles(join(root, f)));
  const known = new Set(files.map((f) => relative(root, f).split('\\').join('/')));
  for (const file of files) {
    const from = relative(root, file).split('\\').join('/');
    // Type-only imports are edges too: a cycle of types still ties the modules together.
    const text = readFileSync(file, 'utf8');
    const local: string[] = [];
    const external: string[] = [];
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec === undefined) continue;
      if (!spec.startsWith('.')) {
        external.push(spec);
        continue;
      }
      const target = relative(root, resolve(dirname(file), spec)).split('\\').join('/').replace(/\.(m?)js$/, '.$1ts');
      if (known.has(target)) local.push(target);
    }
    edges.set(from, [...new Set(local)]);
    packages.set(from, [...new Set(external)]);
  }
  return { edges, packages };
}

/** Every strongly connected component of more than one file (or a file importing itself): each an import cycle. */
export function importCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.edges.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of [...graph.edges.keys()].sort()) if (!indices.has(v)) visit(v);
  return cycles;
}

/**
 * The folders under `under` as a graph: each file below it belongs to its folder (the path between
 * `under` and the file's name, `.` for a file directly in it), and a folder imports another when any
 * of its files imports one of the other's. Imports leaving `under` are not edges.
 */
export function folderGraph(graph: ImportGraph, under: string): ImportGraph {
  const prefix = under.endsWith('/') ? under : `${under}/`;
  const folderOf = (file: string): string => {
    const rest = file.slice(prefix.length);
    const slash = rest.lastIndexOf('/');
    return slash < 0 ? '.' : rest.slice(0, slash);
  };
  const edges = new Map<string, Set<string>>();
  for (const [from, tos] of graph.edges) {
    if (!from.startsWith(prefix)) continue;
    const a = folderOf(from);
    const out = edges.get(a) ?? new Set<string>();
    edges.set(a, out);
    for (const to of tos) if (to.startsWith(prefix) && folderOf(to) !== a) out.add(folderOf(to));
  }
  return { edges: new Map([...edges].map(([k, v]) => [k, [...v].sort()])), packages: new Map() };
}

/**
 * Every folder edge that points down a layered list: `tiers` names the folders from the base up (a
 * tier may hold several; the root, `.`, is always the top), and a folder may import its own tier's
 * and those below it. A folder the list does not name is reported too, so a new folder is placed
 * before it is used.
 */
export function tierBreaches(folders: ImportGraph, tiers: readonly (readonly string[])[]): string[] {
  const tierOf = new Map<string, number>();
  tiers.forEach((names, i) => names.forEach((n) => tierOf.set(n, i)));
  tierOf.set('.', tiers.length);
  const unnamed = [...folders.edges.keys()].filter((f) => !tierOf.has(f)).map((f) => `${f}/ is in no tier`);
  const upward = [...folders.edges].flatMap(([from, tos]) =>
    tos.filter((to) => tierOf.has(from) && tierOf.has(to) && tierOf.get(to)! > tierOf.get(from)!).map((to) => `${from} → ${to}`),
  );
  return [...unnamed, ...upward];
}
