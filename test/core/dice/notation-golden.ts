import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineDice } from '../../../src/core/dice/die-source.js';
import { rollEngine, type Engine } from '../../../src/core/dice/rng.js';
import { evaluate } from '../../../src/core/dice/roll-spec.js';
import { SECRET_HEX } from '../../helpers/harness.js';

/**
 * The notations /roll read before issue 46, each rolled from fixed seeds (ledger `golden`, rolls 1–12
 * of the test secret), as the `notation` spec rolled them: faces, total, output and how many numbers
 * each roll drew from its engine. Written once before the quick-dice front end came in
 * (`WRITE_GOLDEN=1`), so that a change to how these notations draw shows up here.
 */
export const GOLDEN_NOTATIONS = [
  '3d6', '4d6>=5', '2d10+3', '4d6kh3', '2d6!', 'd%', '1d20', '1d20+5', '2d6+1', '3d6-2', '4d6dl1', '2d20kh1', '2d20kl1',
  '4dF', '4dF+1', '10d6>=5', '5d10r<2dl1', '2d6!!', '3d6!p', '4d6!!+3d6!p', '6d6u-1d4', '12d6!', '2d10*2-3', '8d6',
  'floor(3d6/2)+2d6*1.5', '{2d6, 1d8}kh1', 'd6', '1d100', '3d6*2', '5d6>=4', '4d6r', '4d6ro<3', '2d8+1d6+3',
  '6d10>=7', '4d6kl3', '3d6!>=5', '1d4+1d6+1d8', '10d10dh2', '4d6+4d6',
] as const;

export const GOLDEN_ROLLS = 12;
export const GOLDEN = join(import.meta.dirname, 'fixtures', 'notation-golden.json');

export interface GoldenCase {
  readonly notation: string;
  readonly n: number;
  readonly faces: readonly number[];
  readonly total: number;
  readonly output: string;
  /** Numbers drawn from the roll's engine (a face may take more than one: see drawFace). */
  readonly draws: number;
}

/** An engine that counts what is drawn from it. */
export function counting(engine: Engine): Engine & { readonly count: number } {
  let count = 0;
  return {
    get count() {
      return count;
    },
    next() {
      count++;
      return engine.next();
    },
  };
}

export function goldenSecret(): Buffer {
  return Buffer.from(SECRET_HEX, 'hex');
}

export function rollLegacy(notation: string, n: number): GoldenCase {
  const engine = counting(rollEngine(goldenSecret(), 'golden', n));
  const r = evaluate({ op: 'notation', notation }, engineDice(engine));
  if (!r.ok) throw new Error(`${notation}: ${r.code}`);
  return { notation, n, faces: r.value.faces, total: r.value.total, output: r.value.output!, draws: engine.count };
}

export function readGolden(): GoldenCase[] {
  return JSON.parse(readFileSync(GOLDEN, 'utf8')) as GoldenCase[];
}

