import type { Finding } from './sweep-run.js';

/**
 * Leaks the sweep finds that are not fixed yet. Each names the command whose test carries it and
 * which findings are its symptoms; that test passes only while each of its known leaks is still
 * found, so an entry must go as soon as its fix lands (and any other finding fails the test).
 */
export interface KnownLeak {
  readonly leak: string;
  readonly command: string;
  readonly symptom: (f: Finding) => boolean;
}

export const KNOWN_LEAKS: readonly KnownLeak[] = [];
