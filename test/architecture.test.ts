import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph } from './import-graph.js';

/** DESIGN.md, Layout: the rules that keep one folder per ruleset and dependencies pointing inward. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const graph = importGraph(ROOT, ['src', 'commands']);

const rulesetOf = (file: string): string | undefined => /^(?:src\/rulesets|commands)\/([^/]+)\//.exec(file)?.[1];
const isKernel = (file: string): boolean => /^src\/(core|app|render|persistence)\//.test(file);

/** Every import edge `from → to` for which `bad` holds, as "from → to". */
function offending(bad: (from: string, to: string) => boolean): string[] {
  return [...graph.edges].flatMap(([from, tos]) => tos.filter((to) => bad(from, to)).map((to) => `${from} → ${to}`));
}

/** Every file under `dir` (relative to the root), with `/`. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every file importing a package matching `pkg` outside the folder allowed to. */
function packageUsers(pkg: RegExp, allowed: RegExp): string[] {
  return [...graph.packages].filter(([file, pkgs]) => !allowed.test(file) && pkgs.some((p) => pkg.test(p))).map(([file]) => file);
}

describe('the architecture DESIGN.md describes', () => {
  it('GIVEN src and commands THEN no import cycle anywhere', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('GIVEN the kernel (core, app, render, persistence) THEN it never imports a ruleset', () => {
    expect(offending((from, to) => isKernel(from) && to.startsWith('src/rulesets/'))).toEqual([]);
  });

  it('GIVEN the kernel (core, app, render, persistence) THEN no file names a ruleset by its id, comments included', () => {
    const ids = readdirSync(join(ROOT, 'src/rulesets')).filter((name) => statSync(join(ROOT, 'src/rulesets', name)).isDirectory());
    expect(ids).toEqual(expect.arrayContaining(['fogo', 'lnl', 'fireteam', 'fng']));
    const id = new RegExp(`\\b(${ids.join('|')})\\b`, 'i');
    const naming = ['src/core', 'src/app', 'src/render', 'src/persistence']
      .flatMap(filesUnder)
      .flatMap((file) => readFileSync(join(ROOT, file), 'utf8').split('\n').flatMap((line, i) => (id.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(naming).toEqual([]);
  });

  it('GIVEN a ruleset THEN it never imports another ruleset, in src/rulesets or commands', () => {
    expect(
      offending((from, to) => {
        const a = rulesetOf(from);
        const b = /^src\/rulesets\/([^/]+)\//.exec(to)?.[1];
        return a !== undefined && b !== undefined && b !== 'registry.ts' && a !== b;
      }),
    ).toEqual([]);
  });

  it("GIVEN a ruleset's rules THEN they import only src/core and their own rules", () => {
    expect(
      offending((from, to) => {
        const m = /^src\/rulesets\/([^/]+)\/rules\//.exec(from);
        return m !== null && !to.startsWith('src/core/') && !to.startsWith(`src/rulesets/${m[1]}/rules/`);
      }),
    ).toEqual([]);
  });

  it("GIVEN a ruleset's play code THEN it imports its own rules and play, src/core and src/app only", () => {
    expect(
      offending((from, to) => {
        const m = /^src\/rulesets\/([^/]+)\/play\//.exec(from);
        return m !== null && !/^src\/(core|app)\//.test(to) && !to.startsWith(`src/rulesets/${m[1]}/`);
      }),
    ).toEqual([]);
  });

  it('GIVEN the registry THEN it is the one file outside commands/ that imports every ruleset', () => {
    expect(offending((from, to) => !from.startsWith('src/rulesets/') && !from.startsWith('commands/') && from !== 'src/main.ts' && to.startsWith('src/rulesets/') && to !== 'src/rulesets/registry.ts')).toEqual([]);
  });

  it('GIVEN discord.js, the database libraries and canvas THEN each is imported in its one place', () => {
    expect(packageUsers(/^(discord\.js|@discordjs\/)/, /^src\/adapters\/discord\//)).toEqual([]);
    expect(packageUsers(/^(fastify|@fastify\/)/, /^src\/adapters\/web\//)).toEqual([]);
    expect(packageUsers(/^(drizzle-orm|better-sqlite3|pg)(\/|$)/, /^src\/persistence\//)).toEqual([]);
    expect(packageUsers(/^canvas$/, /^src\/render\//)).toEqual([]);
  });

  it('GIVEN the web page\'s server THEN nothing it imports, however far down, loads canvas (its SVG shares layout, not drawing)', () => {
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const to of graph.edges.get(file) ?? []) visit(to);
    };
    visit('src/adapters/web/server.ts');
    expect(reached.has('src/render/svg.ts')).toBe(true);
    expect([...reached].filter((f) => (graph.packages.get(f) ?? []).includes('canvas'))).toEqual([]);
  });
});
