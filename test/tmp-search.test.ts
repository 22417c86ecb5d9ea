import { it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playScript } from './helpers/table-script.js';
import { appendFileSync } from 'node:fs';

it('search', () => {
  const out = mkdtempSync(join(tmpdir(), 'x-'));
  const found: string[] = [];
  for (let i = 0; i < 700 && found.length < 6; i++) {
    const secret = i.toString(16).padStart(4, '0').repeat(16);
    const r = playScript('test/fixtures/fng-enemy.table', { secret }, out);
    const t = r.transcript;
    const has = {
      squad: /Enemy at [^:]*: (full )?squad/.test(t),
      action: /VC\/NVA Action \(L1604\)/.test(t),
      trap: /Booby trap!/.test(t),
      reinf: /enemy reinforcements enter/.test(t),
    };
    const n = Object.values(has).filter(Boolean).length;
    if (n >= 4) appendFileSync('/tmp/search.log', [i, secret.slice(0, 4), JSON.stringify(has), 'refusals', r.refusals.length, r.refusals.slice(0, 3).join(' | ')].join(' ') + '\n');
    if (n === 4) found.push(secret + ':' + r.refusals.length);
  }
  appendFileSync('/tmp/search.log', 'FOUND ' + found.join(',') + '\n');
}, 600_000);
