import { describe, expect, it } from 'vitest';
import type { Execution } from '../../src/app/app.js';
import { harness, shownBy } from '../helpers/harness.js';

/**
 * Indirect and anti-tank fire against what a side hides (crossfire-core §2.10): FRELIMO (cat) has a
 * hidden FO in a Sneaker in one world and a hidden rifle team there in the other, and a hidden MMG
 * beside the stand Portugal (bob) shells. Calling fire from a Sneaker proves it real and holding an
 * observer (a leak the rules create, §2.10.2), but never which stand; a refusal reads the same
 * whatever the Sneaker holds; a barrage at or beside a hidden stand reads as at nothing.
 */
function world(inSneaker: 'HIDDEN-FO' | 'HIDDEN-R') {
  const q: number[] = [];
  const h = harness({ faces: q });
  const seen: { to: string; text: string; line: string }[] = [];
  const act = (who: string, line: string): Execution => {
    const r = h.run(who, line);
    for (const s of shownBy(r, who)) seen.push({ ...s, line });
    return r;
  };
  const must = (who: string, line: string): Execution => {
    const r = act(who, line);
    if (!r.ok) throw new Error(`${line}: ${r.error.code} ${r.error.message}`);
    return r;
  };
  must('ann', '/campaign new ruleset:fogo name:Mortars sides:"Portugal,FRELIMO"');
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/fogo force builtin:frelimo-group');
  must('cat', '/fogo stand add id:HIDDEN-FO type:fo quality:regular fieldcraft:2 hidden:true feature:"Ridge thicket"');
  must('cat', '/fogo stand add id:HIDDEN-R type:rifle-assault quality:regular fieldcraft:2 hidden:true feature:"Ridge thicket"');
  must('cat', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:"Mueda road"');
  must('cat', `/fieldcraft allocate troops:frelimo sneakers:"Ridge thicket: ${inSneaker}; Western bush:" nominal:2`);
  return { q, seen, act, must };
}

const outsiders = (seen: { to: string; text: string }[]) => seen.filter((s) => s.to !== 'cat' && s.to !== 'ann').map((s) => s.text);

describe('indirect fire from Sneakers and at hidden stands', () => {
  it('GIVEN a Sneaker holding an FO THEN it calls a barrage that names the marker, never the FO', () => {
    const { q, act, must, seen } = world('HIDDEN-FO');
    must('bob', '/fogo pass');
    q.push(5, 6, 1, 1);
    const r = must('cat', '/fogo barrage sneaker:S1 target:CA-1');
    expect(r.outcome.public!.text).toContain('called from Sneaker `S1`');
    expect(outsiders(seen).join('\n')).not.toMatch(/HIDDEN/);
    q.push(6);
    must('cat', '/fogo smoke sneaker:S1 at:"the ford"');
    expect(outsiders(seen).join('\n')).not.toMatch(/HIDDEN/);
    expect(act('bob', '/campaign log').outcome.private!.text).not.toMatch(/HIDDEN/);
  });

  it('GIVEN a Sneaker without an observer, and a dummy THEN one private refusal, the same words whatever it holds', () => {
    const refusal = (inSneaker: 'HIDDEN-FO' | 'HIDDEN-R', sneaker: string) => {
      const { act, must } = world(inSneaker);
      must('bob', '/fogo pass');
      const r = act('cat', `/fogo barrage sneaker:${sneaker} target:CA-1`);
      if (r.ok) return 'ok';
      expect(r.outcome.public).toBeUndefined();
      return r.error.message.replace(sneaker, 'X');
    };
    const noObserver = refusal('HIDDEN-R', 'S1');
    expect(noObserver).not.toBe('ok');
    expect(refusal('HIDDEN-FO', 'S2')).toBe(noObserver);
    expect(refusal('HIDDEN-R', 'S2')).toBe(noObserver);
    expect(noObserver).not.toMatch(/HIDDEN|FO|observer|dummy/i);
  });

  it('GIVEN Portugal aims a barrage at a hidden stand, or names one as near THEN the refusal reads as for a stand that does not exist', () => {
    const { act, must } = world('HIDDEN-FO');
    must('bob', '/fogo stand add id:FO-1 type:fo quality:regular fieldcraft:1');
    const message = (line: string, id: string) => {
      const r = act('bob', line);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.error.message.replace(id, 'X');
    };
    const none = message('/fogo barrage caller:FO-1 target:NOSUCH-MG', 'NOSUCH-MG');
    expect(message('/fogo barrage caller:FO-1 target:HIDDEN-MG', 'HIDDEN-MG')).toBe(none);
    expect(message('/fogo barrage caller:FO-1 target:FR-1 near:HIDDEN-MG', 'HIDDEN-MG')).toBe(none);
    expect(message('/fogo barrage caller:FO-1 target:FR-1 near:NOSUCH-MG', 'NOSUCH-MG')).toBe(none);
  });

  it('GIVEN a hidden stand placed beside the target THEN the barrage does not reach it and nobody outside learns of it', () => {
    const { q, must, seen } = world('HIDDEN-FO');
    must('bob', '/fogo stand add id:FO-1 type:fo quality:regular fieldcraft:1');
    must('ann', '/board load builtin:fogo-road-ambush');
    must('cat', '/fogo place stand:FR-1 at:"20,20"');
    must('cat', '/fogo place stand:HIDDEN-MG at:"21,20"');
    q.push(1, 1, 1, 1);
    const r = must('bob', '/fogo barrage caller:FO-1 target:FR-1');
    expect(r.outcome.public!.text.split('\n').filter((l) => l.startsWith('•'))).toHaveLength(1);
    expect(outsiders(seen).join('\n')).not.toMatch(/HIDDEN/);
  });

  it('GIVEN Portugal shells a FRELIMO Sneaker and only pins it THEN what Portugal and the channel see is the same whatever it holds', () => {
    const shell = (inSneaker: 'HIDDEN-FO' | 'HIDDEN-R') => {
      const { q, must, seen } = world(inSneaker);
      must('bob', '/fogo stand add id:FO-1 type:fo quality:regular fieldcraft:1');
      q.push(5, 1, 1, 1);
      must('bob', '/fogo barrage caller:FO-1 marker:S1');
      // A secret decision's commitment differs with the secret, as it must: the one thing set aside.
      return outsiders(seen).join('\n').replace(/\b[0-9a-f]{64}\b/g, '<sha256>');
    };
    const a = shell('HIDDEN-FO');
    expect(a).toContain('`S1` is Pinned');
    expect(shell('HIDDEN-R')).toBe(a);
  });

  it('GIVEN a hidden RPG team fires at a vehicle THEN it is revealed, as any hidden firer is', () => {
    const { q, must } = world('HIDDEN-FO');
    must('cat', '/fogo stand add id:HIDDEN-RPG type:rifle-rpg quality:regular fieldcraft:1 hidden:true');
    must('bob', '/fogo pass');
    q.push(6);
    const r = must('cat', '/fogo antitank firer:HIDDEN-RPG vehicle:"Panhard AML" armour:3');
    expect(r.outcome.public!.text).toContain('Revealed by firing: **HIDDEN-RPG**');
    expect(r.outcome.public!.text).toContain('**knocked out**');
  });
});
