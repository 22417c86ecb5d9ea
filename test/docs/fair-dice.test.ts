import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { memoryLogger } from '../../src/adapters/logger.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { engineDice } from '../../src/core/dice/die-source.js';
import { commitmentOf, rollEngine, rollSeed, seededEngine } from '../../src/core/dice/rng.js';
import { evaluate, type RolledPart, type RollSpec } from '../../src/core/dice/roll-spec.js';
import { LEDGER_KEY } from '../helpers/harness.js';

// docs/fair-dice.md: its verifier script must recompute real exports, and its worked
// example must be what src/core/dice produces.

const execFileAsync = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = readFileSync(join(ROOT, 'docs/fair-dice.md'), 'utf8');

/** The ```js block whose first line carries the marker. */
function verifierSource(): string {
  const blocks = [...PAGE.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const found = blocks.filter((b) => b.startsWith('// fair-dice-verifier'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

const hexOf = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

interface Part {
  spec: RollSpec;
  faces: number[];
  total: number;
  output?: string;
}

interface ExportShape {
  campaign: { ledger: { id: string; commitment: string; secret?: string } };
  rolls: { n: number; parts: Part[] }[];
}

// Each run of the verifier starts a node process (the dice library loads slowly): on a loaded
// machine these take longer than the suite's 20 s.
describe('docs/fair-dice.md: the verifier script', { timeout: 120_000 }, () => {
  let dir: string;
  let script: string;
  let n = 0;

  /** Writes `data` as an export file and returns the verifier's output lines. */
  const verify = async (data: unknown): Promise<string[]> => {
    const file = join(dir, `export-${++n}.json`);
    writeFileSync(file, JSON.stringify(data, null, 2));
    const { stdout } = await execFileAsync(process.execPath, [script, file], { cwd: ROOT, encoding: 'utf8' });
    return stdout.trim().split('\n');
  };
  const mismatches = (lines: string[]) => lines.filter((l) => l.includes('MISMATCH'));
  const allOk = (rolls: number): string[] => ['commitment ok', ...Array.from({ length: rolls }, (_, i) => `#${i + 1} ok`)];

  beforeAll(() => {
    // Inside the repository, so that the script's `import 'seedrandom'` resolves from node_modules.
    dir = mkdtempSync(join(ROOT, '.tmp-fair-dice-'));
    script = join(dir, 'verify.mjs');
    writeFileSync(script, verifierSource());
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is a short script using only node:crypto, node:fs, seedrandom and the dice roller', () => {
    const src = verifierSource();
    expect(src.trim().split('\n').length).toBeLessThanOrEqual(27);
    const imports = [...src.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(['node:crypto', 'node:fs', 'seedrandom', '@dice-roller/rpg-dice-roller']));
  });

  it('recomputes every roll of a real campaign export, and catches a tampered face', async () => {
    const secretHex = 'a1'.repeat(32);
    const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', logger: memoryLogger(), secrets: fixedSecret(secretHex) });
    try {
      const ann = { id: 'u1', name: 'ann' };
      const bob = { id: 'u2', name: 'bob' };
      const run = (actor: typeof ann, path: string[], options: Record<string, string | boolean> = {}) => {
        const done = app.execute({ actor, channelId: 'c1', path, options });
        expect(done.ok, `${path.join(' ')}: ${done.ok ? '' : done.error.code}`).toBe(true);
        return done;
      };
      run(ann, ['campaign', 'new'], { ruleset: 'fogo', name: 'T', sides: 'A,B' });
      run(bob, ['campaign', 'join'], { side: 'B' });
      const notations = ['4d6>=5', '4d6kh3', '2d6!', '12d6!', '3d6+2', '2d10+3', 'd%', '1d1', '4d6>=5'];
      notations.forEach((dice, i) => {
        const actor = i % 2 === 0 ? ann : bob;
        run(actor, ['roll'], { dice, ...(i === 4 ? { hidden: true } : {}), ...(i === 8 ? { hidden: true, reason: 'ambush' } : {}) });
      });
      run(ann, ['campaign', 'end']);
      const exported = run(bob, ['campaign', 'export']);
      const file = exported.outcome.private?.files?.[0];
      expect(file?.name).toBe('campaign-1.json');
      const data = JSON.parse(Buffer.from(file!.data).toString('utf8')) as ExportShape;

      expect(data.campaign.ledger.secret).toBe(secretHex);
      expect(data.rolls.map((r) => r.n)).toEqual(notations.map((_, i) => i + 1));
      // The export really holds a kept-highest and an exploded roll, and the hidden ones in full.
      const outputs = data.rolls.map((r) => r.parts[0]!.output ?? '');
      expect(outputs.some((o) => /\dd\b/.test(o))).toBe(true); // a dropped die of 4d6kh3
      expect(outputs.some((o) => /\d!/.test(o))).toBe(true); // an exploded d6
      expect(data.rolls[4]!.parts).toHaveLength(1);

      const tampered = clone(data);
      const faces = tampered.rolls[1]!.parts[0]!.faces;
      faces[0] = (faces[0]! % 6) + 1;
      const [clean, dirty] = await Promise.all([verify(data), verify(tampered)]);
      expect(clean).toEqual(allOk(notations.length));
      expect(mismatches(dirty)).toEqual(['#2 MISMATCH']);
    } finally {
      store.close();
    }
  });

  it("recomputes the channel's quick-roll ledgers from /campaign export quick:true, and sees a tampered face", async () => {
    const secrets = ['b2'.repeat(32), 'c3'.repeat(32)];
    let next = 0;
    const { app, store } = composeApp({
      ledgerKey: LEDGER_KEY,
      databasePath: ':memory:',
      logger: memoryLogger(),
      secrets: () => new Uint8Array(Buffer.from(secrets[next++ % secrets.length]!, 'hex')),
    });
    try {
      const ann = { id: 'u1', name: 'ann' };
      const bob = { id: 'u2', name: 'bob' };
      const run = (actor: typeof ann, path: string[], options: Record<string, string | boolean | number> = {}) => {
        const done = app.execute({ actor, channelId: 'q1', path, options });
        expect(done.ok, `${path.join(' ')}: ${done.ok ? '' : done.error.code}`).toBe(true);
        return done;
      };
      for (const dice of ['3d6', '4d6kh3', '2d6!']) run(ann, ['roll'], { dice });
      run(ann, ['roll'], { dice: '2d10', hidden: true });
      run(bob, ['verify']);
      run(ann, ['verify'], { mine: true });
      const exported = run(bob, ['campaign', 'export'], { quick: true });
      const files = exported.outcome.private?.files ?? [];
      expect(files.map((f) => f.name)).toEqual(['ledger-1.json', 'ledger-2.json']);
      const [channel, sealed] = files.map((f) => JSON.parse(Buffer.from(f.data).toString('utf8')) as ExportShape & { ledger: ExportShape['campaign']['ledger'] });
      expect(channel!.ledger.secret).toBe(secrets[0]);
      expect(sealed!.ledger.secret).toBe(secrets[1]);
      // A quick roll's total follows from its faces (which /verify checks); the script recomputes the faces.
      const tampered = clone(channel!);
      const faces = tampered.rolls[2]!.parts[0]!.faces;
      faces[1] = (faces[1]! % 6) + 1;
      const [a, b, c] = await Promise.all([verify(channel), verify(sealed), verify(tampered)]);
      expect(a).toEqual(allOk(3));
      expect(b).toEqual(allOk(1));
      expect(mismatches(c!)).toEqual(['#3 MISMATCH']);
    } finally {
      store.close();
    }
  });

  it('recomputes primitive and quick-dice parts (sum, at-least, at-most, best, half-d6, dice), alone and several in one roll', async () => {
    const secret = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 3) & 0xff);
    const ledgerId = '7';
    const rolls: RollSpec[][] = [
      [{ op: 'at-least', n: 4, sides: 6, target: 5 }],
      [{ op: 'best', n: 4, k: 3, sides: 6 }],
      [{ op: 'half-d6' }],
      [{ op: 'sum', n: 2, sides: 6 }],
      [{ op: 'at-most', n: 2, sides: 6, target: 4 }],
      [{ op: 'at-least', n: 5, sides: 10, target: 7 }, { op: 'half-d6' }, { op: 'notation', notation: '2d6+1' }, { op: 'sum', n: 1, sides: 1 }],
      [{ op: 'dice', text: '4dF+1d66' }, { op: 'dice', text: '2d6! vs 9' }, { op: 'sum', n: 1, sides: 20 }],
    ];
    const data: ExportShape = {
      campaign: { ledger: { id: ledgerId, commitment: commitmentOf(secret), secret: hexOf(secret) } },
      rolls: rolls.map((specs, i) => {
        const dice = engineDice(rollEngine(secret, ledgerId, i + 1));
        const parts = specs.map((spec) => {
          const r = evaluate(spec, dice);
          if (!r.ok) throw new Error(r.code);
          return clone<RolledPart>(r.value) as Part;
        });
        return { n: i + 1, parts };
      }),
    };
    // One run per file costs most of a second (the dice roller loads slowly), so one bad file
    // carries three faults: another commitment, a wrong total in #2 and a missing #3.
    const bad = clone(data);
    bad.campaign.ledger.commitment = commitmentOf(new Uint8Array(32));
    bad.rolls[1]!.parts[0]!.total += 1;
    bad.rolls.splice(2, 1);
    const [clean, dirty] = await Promise.all([verify(data), verify(bad)]);
    expect(clean).toEqual(allOk(rolls.length));
    expect(mismatches(dirty)).toEqual(['commitment MISMATCH', '#2 MISMATCH', '#4 MISMATCH', '#5 MISMATCH', '#6 MISMATCH', '#7 MISMATCH']);
  });
});

describe('docs/fair-dice.md: the worked example', () => {
  const secret = Uint8Array.from({ length: 32 }, (_, i) => i);
  const seed = rollSeed(secret, '1', 1);
  const fresh = () => engineDice(rollEngine(secret, '1', 1));
  const has = (s: string) => expect(PAGE, `docs/fair-dice.md should contain ${s}`).toContain(s);

  it('states the secret, commitment and seed the code produces', () => {
    has(`secret (hex): \`${hexOf(secret)}\``);
    has(`commitment = SHA-256(secret): \`${commitmentOf(secret)}\``);
    has('ledger id `1`, roll n = 1, HMAC message `"1:1"`');
    has(`seed: \`${seed}\``);
  });

  it('states the draws the code produces', () => {
    const limit = 6 * Math.floor(2 ** 32 / 6);
    has(`6 × floor(2^32 / 6) = ${limit}`);
    const engine = seededEngine(seed);
    const faces: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const int32 = engine.next();
      const u = int32 >>> 0;
      expect(u).toBeLessThan(limit);
      faces.push(1 + (u % 6));
      has(`| ${i} | ${int32} | ${u} | ${u % 6} | ${1 + (u % 6)} |`);
    }
    // The same faces come out of the die source the app uses.
    const dice = fresh();
    expect(faces.map(() => dice.face(6))).toEqual(faces);
  });

  it('states the results the code produces', () => {
    const quick = evaluate({ op: 'dice', text: '4d6>=5' }, fresh());
    const notation = evaluate({ op: 'notation', notation: '4d6>=5' }, fresh());
    const atLeast = evaluate({ op: 'at-least', n: 4, sides: 6, target: 5 }, fresh());
    const best = evaluate({ op: 'best', n: 4, k: 3, sides: 6 }, fresh());
    if (!quick.ok || !notation.ok || !atLeast.ok || !best.ok) throw new Error('worked example did not roll');
    const list = (f: readonly number[]) => `[${f.join(', ')}]`;

    expect(quick.value.faces).toEqual(atLeast.value.faces);
    has(
      `\`/roll dice:4d6>=5\` as roll 1, the part \`{op: 'dice', text: '4d6>=5'}\`: faces \`${list(quick.value.faces)}\`,\n  sides \`${list(quick.value.sides!)}\`, total \`${quick.value.total}\``,
    );

    expect(notation.value.faces).toEqual(atLeast.value.faces);
    has(
      `Notation \`4d6>=5\` as roll 1: faces \`${list(notation.value.faces)}\`, output \`${notation.value.output}\`, total \`${notation.value.total}\``,
    );
    has(`as roll 1 draws the same faces\n  \`${list(atLeast.value.faces)}\`, total \`${atLeast.value.total}\``);
    has(`as roll 1 would give total \`${best.value.total}\``);

    const dice = fresh();
    evaluate({ op: 'at-least', n: 4, sides: 6, target: 5 }, dice);
    const half = evaluate({ op: 'half-d6' }, dice);
    if (!half.ok) throw new Error('half-d6 did not roll');
    has(`takes draw 5 for the half-d6:\n  face ${half.value.faces[0]}, total \`${half.value.total}\``);
  });
});
