import { runSecrecyFuzz } from '../secrecy/fieldcraft-fuzz.js';

/**
 * The fieldcraft secrecy fuzz at bench size (test/secrecy/fieldcraft-fuzz.ts): random games with
 * Sneakers through the real App and seeded dice, every text checked against what its reader may
 * know. A figure, not a pass/fail — but any leak is counted in the line and listed after it.
 */
export async function benchSecrecy(actions = 10_000, seed = 'sitrep-secrecy-bench'): Promise<string[]> {
  const started = performance.now();
  const report = runSecrecyFuzz({ seed, actions });
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(report.actions / seconds).toLocaleString('en-US');
  const problems = report.leaks.length + report.unseen.length;
  return [
    `secrecy fuzz: ${report.actions.toLocaleString('en-US')} actions checked in ${seconds.toFixed(1)} s (${rate} actions/s), ${problems} leaks`,
    ...report.leaks.slice(0, 10).map((l) => `  leak: ${l}`),
    ...report.unseen.slice(0, 10).map((l) => `  not delivered: ${l}`),
  ];
}
