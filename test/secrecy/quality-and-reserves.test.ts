import { describe, expect, it } from 'vitest';
import { rallyText } from '../../src/rulesets/fogo/play/format-actions.js';
import { namer } from '../../src/rulesets/fogo/play/session.js';
import type { RallyResult } from '../../src/rulesets/fogo/rules/actions/rally.js';
import { harness, texts } from '../helpers/harness.js';

/**
 * Issue 12, leak 5: what the public text of a roll shows must be what the enemy's view holds —
 * troop quality, an automatic Sneak, stands kept off the table.
 */
function table() {
  const q: number[] = [];
  const h = harness({ faces: q });
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
    return r;
  };
  must('ann', '/campaign new ruleset:fogo name:Miombo sides:"Portugal,FRELIMO"');
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/fogo force builtin:frelimo-group');
  return { h, q, must };
}

/** Portugal's stands as FRELIMO's player is shown them. */
const enemyList = (h: ReturnType<typeof table>['h']) => {
  const list = texts(h.run('cat', '/fogo stand list')).private;
  return list.slice(list.indexOf('**Portugal** —'), list.indexOf('**FRELIMO** —'));
};

describe('troop quality', () => {
  it('GIVEN stands on the table THEN the enemy is not shown their quality before any roll uses it', () => {
    const { h } = table();
    expect(enemyList(h)).toContain('`CA-4` rifle-assault');
    expect(enemyList(h)).not.toMatch(/green|regular|veteran/);
  });

  it('GIVEN a public rally showing its target THEN that stand\'s quality is in the enemy\'s view from then on, and only its', () => {
    const { h, q, must } = table();
    must('ann', '/fogo stand change id:CA-4 status:pinned');
    q.push(5);
    const r = must('bob', '/fogo rally stand:CA-4');
    expect(texts(r).public).toMatch(/against \d\+/);
    const list = enemyList(h);
    expect(list).toContain('`CA-4` rifle-assault — green (shown in a roll)');
    expect(list).not.toMatch(/`CA-1`[^\n]*regular/);
  });

  it("GIVEN a commander helps a public rally THEN its rating, shown in the roll, is in the enemy's view from then on", () => {
    const { h, q, must } = table();
    expect(enemyList(h)).not.toContain('rating');
    must('ann', '/fogo stand change id:CA-4 status:pinned');
    q.push(2);
    const r = must('bob', '/fogo rally stand:CA-4 commander:CA-PC');
    expect(texts(r).public).toContain('+1 (commander **CA-PC**)');
    expect(enemyList(h)).toContain('`CA-PC` commander PC — rating 1 (shown in a roll)');
  });

  it('GIVEN a stand the public cannot see THEN its roll text names no target', () => {
    const result = {
      kind: 'rally',
      side: 'FRELIMO',
      stand: 'HIDDEN-1',
      from: 'pinned',
      to: 'ok',
      commissarOne: false,
      initiative: 'keep',
      roll: { die: 5, modifiers: [], total: 5, target: 4, success: true, failedOnOne: false, part: { spec: { op: 'sum', n: 1, sides: 6 }, faces: [5], total: 5 } },
    } as RallyResult;
    const hidden = rallyText(result, namer(() => 'a hidden stand', () => false));
    expect(hidden).toContain('1d6 [5] = 5 — success');
    expect(hidden).not.toContain('against');
    expect(rallyText(result, namer((id) => id, () => true))).toContain('against 4+');
  });
});

describe('stands kept off the table', () => {
  it('GIVEN paratroops added off table THEN the enemy is told nothing, and they can still board a helicopter', () => {
    const { h, must } = table();
    const r = must('bob', '/fogo stand add id:HIDDEN-PARA type:rifle-assault quality:veteran fieldcraft:2 offtable:true');
    expect(r.outcome.public).toBeUndefined();
    expect(texts(r).private).toContain('Kept off the table');
    must('bob', '/fogo heli add id:AL-1 type:alouette-iii');
    must('bob', '/fogo heli board helicopter:AL-1 stands:HIDDEN-PARA');
    expect(enemyList(h)).not.toContain('HIDDEN');
    expect(JSON.stringify([texts(h.run('cat', '/campaign log')), texts(h.run('cat', '/campaign export'))])).not.toContain('HIDDEN');
  });
});

describe('an automatic Sneak', () => {
  it('GIVEN a Sneak on an unallocated starting Sneaker THEN the public text says so (it rolls no die; seed 001 Sneak, crossfire-core §2.10.1)', () => {
    const { must } = table();
    must('ann', '/fogo stand change id:FR-SC hidden:true');
    must('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush: "');
    must('bob', '/fogo pass');
    const r = must('cat', '/fieldcraft sneak stands:FR-SC attest:true pick:real');
    expect(texts(r).public).toContain('(automatic: an unallocated starting Sneaker was used, no dice)');
    expect(texts(r).public).not.toContain('🎲');
    expect(texts(r).public).not.toContain('FR-SC');
  });
});
