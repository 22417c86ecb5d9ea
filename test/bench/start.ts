import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The local table's start for `npm run bench`: from spawning the process to the answer of its first
 * command (`/help`), and the process's peak memory (VmHWM) then, against `node -e 0` started the same way.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** Milliseconds from spawn to the first line of output after writing `input`, and the peak RSS in MB. */
function startOnce(args: readonly string[], input: string | undefined, env: NodeJS.ProcessEnv): Promise<{ ms: number; mb: number }> {
  return new Promise((done, failed) => {
    const t = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] });
    let answered = false;
    const peak = (): number => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        return m ? Number(m[1]) / 1024 : NaN;
      } catch {
        return NaN;
      }
    };
    child.stdout.on('data', () => {
      if (answered) return;
      answered = true;
      const ms = performance.now() - t;
      const mb = peak();
      child.stdin.end();
      child.once('exit', () => done({ ms, mb }));
    });
    child.once('error', failed);
    child.once('exit', (code) => {
      if (!answered) (input === undefined ? done({ ms: performance.now() - t, mb: NaN }) : failed(new Error(`exited with ${code} before answering`)));
    });
    if (input !== undefined) child.stdin.write(input);
    else child.stdin.end();
  });
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface StartFigures {
  readonly lines: string[];
  readonly ratio: number;
  readonly peakMb: number;
}

export async function benchStart(runs = 5): Promise<StartFigures> {
  const compiled = join(ROOT, 'dist/main.js');
  const entry = existsSync(compiled) ? [compiled] : [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/main.ts')];
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-start-'));
  try {
    const env = { ...process.env, DISCORD_TOKEN: '', LOG_LEVEL: 'warn' };
    const bare: number[] = [];
    const table: number[] = [];
    const peaks: number[] = [];
    for (let i = 0; i < runs; i++) {
      bare.push((await startOnce(['-e', '0'], undefined, env)).ms);
      const r = await startOnce([...entry, '--local', '--db', join(dir, `t${i}.sqlite`)], '/help\n', env);
      table.push(r.ms);
      peaks.push(r.mb);
    }
    const ratio = median(table) / median(bare);
    const peakMb = Math.max(...peaks);
    return {
      lines: [
        `local table start to first answer (${existsSync(compiled) ? 'compiled build' : 'tsx, no build'}), median of ${runs}: ${median(table).toFixed(0)} ms vs node -e 0 ${median(bare).toFixed(0)} ms = ${ratio.toFixed(1)}×, peak ${peakMb.toFixed(0)} MB`,
      ],
      ratio,
      peakMb,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('start.ts')) {
  const f = await benchStart();
  for (const l of f.lines) console.log(l);
}
