import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { folderGraph, importCycles, importGraph, tierBreaches, type ImportGraph } from './import-graph.js';

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

/**
 * A ruleset's rules folders in layers, read from its index.ts's TSDoc: the list after "Its rules
 * (`rules/`)", one tier a bullet, each folder a backquoted name ending in `/` (a folder named again
 * in a later bullet stays in its first). The list is the one a reader sees, so it cannot drift from
 * what is enforced.
 */
function rulesTiers(ruleset: string): string[][] {
  const lines = readFileSync(join(ROOT, 'src/rulesets', ruleset, 'index.ts'), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.includes('Its rules (`rules/`)'));
  if (start < 0) return [];
  const bullets: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\* - /.test(line)) bullets.push(line);
    else if (/^\s*\* {3}/.test(line) && bullets.length) bullets[bullets.length - 1] += line;
    else if (bullets.length) break;
  }
  const seen = new Set<string>();
  return bullets.map((b) =>
    [...b.matchAll(/`([a-z0-9-]+(?:\/[a-z0-9-]+)*)\/`/g)].map((m) => m[1]!).filter((f) => !seen.has(f) && (seen.add(f), true)),
  );
}

/** Every folder (relative to `dir`) holding a source file, `.` for `dir` itself. */
function foldersUnder(dir: string): string[] {
  const folders = filesUnder(dir).filter((f) => f.endsWith('.ts')).map((f) => f.slice(dir.length + 1).replace(/\/?[^/]*$/, '') || '.');
  return [...new Set(folders)].sort();
}

const RULESETS = readdirSync(join(ROOT, 'src/rulesets')).filter((name) => statSync(join(ROOT, 'src/rulesets', name)).isDirectory());

/**
 * Files over the length the rules keep to, named with why: a data table read as one (issue 33: no
 * rules file over ~500 lines, data tables excepted).
 */
const MAX_LINES = 500;
const DATA_TABLES: Readonly<Record<string, string>> = {
  'src/rulesets/fng/rules/terrain/terrain.ts': 'FNG_TERRAIN, the terrain table (p.46–51), is three quarters of it',
};

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

  describe("a ruleset's folders", () => {
    it.each(RULESETS)('GIVEN %s THEN no import cycle between the folders of its rules, nor of its play code', (ruleset) => {
      for (const part of ['rules', 'play']) expect(importCycles(folderGraph(graph, `src/rulesets/${ruleset}/${part}`)), part).toEqual([]);
    });

    it.each(RULESETS)("GIVEN %s THEN its index.ts lists every rules folder in layers, the base first, and each imports only its own layer's and those above", (ruleset) => {
      const tiers = rulesTiers(ruleset);
      const listed = tiers.flat().sort();
      expect(listed, 'the folders its index.ts lists').toEqual(foldersUnder(`src/rulesets/${ruleset}/rules`).filter((f) => f !== '.'));
      expect(tierBreaches(folderGraph(graph, `src/rulesets/${ruleset}/rules`), tiers)).toEqual([]);
    });

    it("GIVEN FNG THEN figures/ and terrain/, the base, are its index's first layer and import no other part", () => {
      expect(rulesTiers('fng')[0]).toEqual(['figures', 'terrain']);
      const base = /^src\/rulesets\/fng\/rules\/(figures|terrain)\/[^/]+$/;
      expect(offending((from, to) => base.test(from) && to.startsWith('src/rulesets/fng/') && !base.test(to))).toEqual([]);
    });

    it('GIVEN the rules and play code of every ruleset THEN no file is over ~500 lines but the named data tables, and no folder holds over 40 files', () => {
      const files = RULESETS.flatMap((r) => ['rules', 'play'].flatMap((part) => filesUnder(`src/rulesets/${r}/${part}`)));
      const long = files.filter((f) => !(f in DATA_TABLES) && readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1 > MAX_LINES);
      expect(long).toEqual([]);
      for (const table of Object.keys(DATA_TABLES)) expect(files, 'a named data table that no longer exists').toContain(table);
      const perFolder = new Map<string, number>();
      for (const f of files) perFolder.set(f.replace(/\/[^/]*$/, ''), (perFolder.get(f.replace(/\/[^/]*$/, '')) ?? 0) + 1);
      expect([...perFolder].filter(([, n]) => n > 40)).toEqual([]);
    });
  });
});

/** A graph of files from `from → to` pairs, as importGraph reads them. */
const fixture = (pairs: readonly (readonly [string, string])[]): ImportGraph => {
  const edges = new Map<string, string[]>();
  for (const [from, to] of pairs) {
    edges.set(from, [...(edges.get(from) ?? []), to]);
    if (!edges.has(to)) edges.set(to, []);
  }
  return { edges, packages: new Map() };
};

describe('the folder rules, on small graphs they must refuse', () => {
  const R = 'src/rulesets/x/rules';

  it('GIVEN two folders importing each other through different files (no file cycle) THEN the folder cycle is found', () => {
    const g = fixture([
      [`${R}/enemy/pef.ts`, `${R}/support/radio.ts`],
      [`${R}/support/air.ts`, `${R}/enemy/activity.ts`],
    ]);
    expect(importCycles(g)).toEqual([]);
    expect(importCycles(folderGraph(g, R))).toEqual([['enemy', 'support']]);
  });

  it('GIVEN a cycle through three folders and a moves sub-folder THEN it is found, and one way is not', () => {
    const cycle = fixture([
      [`${R}/enemy/moves/turn.ts`, `${R}/game/state.ts`],
      [`${R}/game/state.ts`, `${R}/figures/figure.ts`],
      [`${R}/figures/figure.ts`, `${R}/enemy/moves/turn.ts`],
    ]);
    expect(importCycles(folderGraph(cycle, R))).toEqual([['enemy/moves', 'figures', 'game']]);
    const oneWay = fixture([
      [`${R}/enemy/moves/turn.ts`, `${R}/game/state.ts`],
      [`${R}/game/state.ts`, `${R}/figures/figure.ts`],
      [`${R}/view.ts`, `${R}/enemy/moves/turn.ts`],
    ]);
    expect(importCycles(folderGraph(oneWay, R))).toEqual([]);
  });

  it('GIVEN the base importing a part, or a folder no layer names THEN the layers are breached', () => {
    const tiers = [['figures', 'terrain'], ['enemy', 'support'], ['game']];
    const g = fixture([
      [`${R}/terrain/cover.ts`, `${R}/figures/figure.ts`],
      [`${R}/enemy/pef.ts`, `${R}/support/radio.ts`],
      [`${R}/game/state.ts`, `${R}/enemy/pef.ts`],
      [`${R}/view.ts`, `${R}/game/state.ts`],
    ]);
    expect(tierBreaches(folderGraph(g, R), tiers)).toEqual([]);
    const breached = fixture([
      [`${R}/figures/figure.ts`, `${R}/support/radio.ts`],
      [`${R}/enemy/pef.ts`, `${R}/view.ts`],
      [`${R}/tunnels/tunnels.ts`, `${R}/figures/figure.ts`],
    ]);
    expect(tierBreaches(folderGraph(breached, R), tiers)).toEqual(['tunnels/ is in no tier', 'figures → support', 'enemy → .']);
  });
});
