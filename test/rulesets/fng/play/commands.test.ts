import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FNG_FORCE_IDS } from '../../../../src/rulesets/fng/play/forces.js';
import { harness, shownBy } from '../../../helpers/harness.js';

const FORCES = join(import.meta.dirname, '../../../../assets/forces');

/** A campaign with both sides mustered and placed, and the first Activation rolled with scripted dice. */
function started(first: 'US' | 'VC') {
  const faces: number[] = [];
  const h = harness({ faces });
  const ok = (who: string, line: string) => {
    const r = h.run(who, line);
    if (!r.ok) throw new Error(`${line}: ${r.error.code}`);
    return r;
  };
  ok('ann', '/campaign new ruleset:fng name:Trail sides:"US,VC"');
  ok('bob', '/campaign join side:US');
  ok('bob', '/fng force builtin:fng-pink-squad');
  ok('bob', '/fng figure place figures:"pink@10,20; charles@12,22"');
  ok('ann', '/fng force builtin:fng-vc-cell side:VC');
  ok('ann', '/fng figure place figures:"tranh@26,20; lam@28,20" cover:true side:VC');
  faces.push(...(first === 'US' ? [5, 3] : [1, 3]));
  ok('ann', '/fng activate');
  return { h, faces, ok };
}

describe('FNG commands on the local table', () => {
  it('GIVEN the built-in forces THEN they are exactly the assets/forces/fng-*.json files', () => {
    const files = readdirSync(FORCES).filter((f) => /^fng-.*\.json$/.test(f)).map((f) => f.replace(/\.json$/, ''));
    expect([...BUILT_IN_FNG_FORCE_IDS].sort()).toEqual(files.sort());
  });

  it('GIVEN the VC activating THEN a US order is refused in words saying whose turn it is, and nothing is written', () => {
    const { h } = started('VC');
    const before = h.snapshot();
    const r = h.run('bob', '/fng fire shooter:pink targets:tranh');
    expect(r.ok ? 'ok' : r.error.code).toBe('fng/not-your-activation');
    expect(r.ok ? '' : r.error.message).toMatch(/\*\*VC\*\*'s activation/);
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN the US activating THEN pink\'s active fire is one public post in headlines, and its whole chain is a press away', () => {
    const { h, faces } = started('US');
    // 6, 6, 6, 6 + 5 + Marksman: four hits on Tranh in cover; damage 1: dead. Lam within 4": Man Down 2, 3 (no leader left).
    faces.push(6, 6, 6, 6, 1, 2, 3);
    const r = h.run('bob', '/fng fire shooter:pink targets:"tranh x4"');
    expect(r.ok).toBe(true);
    const channel = shownBy(r, 'bob').filter((s) => s.to === 'channel').map((s) => s.text);
    expect(channel).toEqual(['🎲 #2 🔫 **pink** fires at **tranh**: 4 hits → Obviously Dead.\n🛡️ Man Down: **lam** carries on.']);
    const details = r.outcome.public!.actions!.find((a) => a.label === 'Details')!;
    const chain = h.run('ann', `/campaign details post:${details.options!['post']}`).outcome.private!.text;
    expect(chain).toMatch(/Ranged Combat \(L825[\s\S]*Combat Damage \(L840\)[\s\S]*Obviously Dead[\s\S]*Man Down \(L696\) \*\*lam\*\*/);
    expect(faces).toEqual([]);
  });

  it('GIVEN the GM musters the enemy THEN the channel hears only that it did; its figures and the dice that made them are hers', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:fng name:Trail sides:"US,VC"');
    const r = h.run('ann', '/fng force builtin:fng-nva-squad side:VC');
    expect(r.ok).toBe(true);
    const shown = shownBy(r, 'ann');
    const channel = shown.find((s) => s.to === 'channel')!.text;
    expect(channel).toMatch(/\(secret until the end\) \*\*VC\*\* musters a force\.$/);
    expect(channel).not.toMatch(/s1-1/);
    expect(shown.filter((s) => s.to === 'ann').map((s) => s.text).join('\n')).toMatch(/\*\*s1-1\*\*/);
  });
});
