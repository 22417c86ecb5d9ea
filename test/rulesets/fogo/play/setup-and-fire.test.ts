import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FORCES } from '../../../../src/rulesets/fogo/rules/forces/built-in-forces.js';
import type { FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { harness, texts, type Harness } from '../../../helpers/harness.js';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** GM ann; bob plays Portugal (Caçadores), cat FRELIMO; Portugal holds the initiative. */
function table(faces?: number[]) {
  const h = harness(faces ? { faces } : {});
  const must = (line: string, who: string) => expect(h.run(who, line).ok ? 'ok' : h.run(who, line)).toBe('ok');
  must('/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO"', 'ann');
  must('/campaign join side:Portugal', 'bob');
  must('/campaign join side:FRELIMO', 'cat');
  must('/fogo force builtin:cacadores-combat-group', 'bob');
  must('/fogo force builtin:frelimo-group', 'cat');
  return h;
}

const game = (h: Harness): FogoState => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FogoState);
const stand = (h: Harness, id: string) => game(h).stands.find((s) => s.id === id)!;

function refused(h: Harness, who: string, line: string, code: string) {
  const before = h.snapshot();
  const r = h.run(who, line);
  expect(r.ok ? 'ok' : r.error.code).toBe(code);
  expect(h.snapshot()).toBe(before);
  return r;
}

describe('built-in forces', () => {
  it('GIVEN assets/forces THEN each file is exactly the built-in force the bot deploys', () => {
    for (const [key, force] of Object.entries(BUILT_IN_FORCES)) {
      expect(JSON.parse(readFileSync(join(ROOT, 'assets/forces', `${key}.json`), 'utf8'))).toEqual(force);
    }
  });
});

describe('/fogo stand and /fogo force', () => {
  it('GIVEN a new fogo campaign THEN the game starts empty with the first side holding the initiative', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:fogo name:A sides:"Portugal,FRELIMO"');
    expect(game(h)).toMatchObject({ initiative: 'Portugal', stands: [] });
  });

  it('GIVEN the GM THEN stands are added for the side named, and a side must be named', () => {
    const h = table();
    refused(h, 'ann', '/fogo stand add id:X1 type:scout quality:green fieldcraft:1', 'move/gm-names-side');
    expect(h.run('ann', '/fogo stand add id:X1 type:scout quality:green fieldcraft:1 side:frelimo').ok).toBe(true);
    expect(stand(h, 'X1')).toMatchObject({ side: 'FRELIMO', type: 'scout', quality: 'green', fieldcraft: 1, status: 'ok' });
  });

  it.each([
    ['bob', '/fogo stand add id:X1 type:scout quality:green fieldcraft:1 side:FRELIMO', 'move/side-for-gm-only'],
    ['dan', '/fogo stand add id:X1 type:scout quality:green fieldcraft:1', 'move/not-a-player'],
    ['bob', '/fogo stand add id:CA-1 type:scout quality:green fieldcraft:1', 'fogo/duplicate-stand'],
    ['bob', '/fogo stand add id:X1 type:scout quality:green fieldcraft:1 traits:brave', 'fogo/unknown-trait'],
    ['bob', '/fogo stand change id:CA-1 status:pinned', 'campaign/not-gm'],
    ['ann', '/fogo stand change id:CA-1', 'fogo/nothing-to-change'],
    ['cat', '/fogo stand remove id:CA-1', 'fogo/not-your-stand'],
    ['bob', '/fogo force builtin:flechas-group file:x.json', 'input/not-an-attachment'],
    ['bob', '/fogo force', 'fogo/force-source'],
  ])('GIVEN %s: %s THEN %s and nothing is written', (who, line, code) => {
    refused(table(), who, line, code);
  });

  it('GIVEN a malformed order of battle file THEN every problem is listed with its line and nothing is written', () => {
    const h = table();
    {
      const bad = JSON.stringify({ name: 'Bad', troopType: 'frelimo', stands: [{ id: 'B1', type: 'tank', quality: 'elite', fieldcraft: 7 }, { id: 'B1', type: 'scout', quality: 'green', fieldcraft: 1 }] }, null, 2);
      const before = h.snapshot();
      const r = h.app.execute({
        actor: { id: 'id-cat', name: 'cat' },
        channelId: 'c1',
        path: ['fogo', 'force'],
        options: { file: { name: 'bad.json', data: Buffer.from(bad) } },
      });
      expect(r.ok ? 'ok' : r.error.code).toBe('fogo/order-of-battle-rejected');
      const text = r.outcome.private!.text;
      expect(text).toMatch(/stands\[0\]\.type/);
      expect(text).toMatch(/stands\[0\]\.quality/);
      expect(text).toMatch(/stands\[0\]\.fieldcraft/);
      // Each problem points at the line its stand starts on (the second stand starts on line 11).
      expect(text).toContain('line 5: `stands[0].type`');
      expect(text.match(/line 5:/g)).toHaveLength(3);
      expect(h.snapshot()).toBe(before);
    }
  });

  it('GIVEN the GM corrects a stand THEN it changes and only the GM is told', () => {
    const h = table();
    const r = h.run('ann', '/fogo stand change id:CA-2 status:suppressed nofire:true');
    expect(r.outcome.public).toBeUndefined();
    expect(stand(h, 'CA-2')).toMatchObject({ status: 'suppressed', noFire: true });
  });

  it('GIVEN a stand removed by its owner THEN it is gone', () => {
    const h = table();
    expect(texts(h.run('bob', '/fogo stand remove id:CA-4')).public).toContain('CA-4');
    expect(game(h).stands.some((s) => s.id === 'CA-4')).toBe(false);
  });
});

describe('/fogo fire, reactive, rbf and pass', () => {
  it('GIVEN direct fire with scripted dice THEN the pool, the modifiers, the faces and the effect are explained and the state follows', () => {
    const q: number[] = [];
    const h = table(q);
    // CA-1 (rifle+LMG, 3 dice) with its Bazooka (+1) into cover (−1): 3 dice; 6, 5 = two hits → SUPPRESS.
    q.push(6, 5, 1);
    const r = h.run('bob', '/fogo fire firers:CA-1 target:FR-2 cover:cover');
    expect(r.ok).toBe(true);
    const t = texts(r).public;
    expect(t).toContain('🎲 #1 **Portugal** fires at **FR-2** (cover)');
    expect(t).toContain('−1 die (target protected: cover)');
    expect(t).toContain('+1 die (attached Bazooka **CA-BZ**)');
    expect(t).toContain('[6, 5, 1] = 2 hits, SUPPRESS');
    expect(t).toContain('initiative kept');
    expect(stand(h, 'FR-2').status).toBe('suppressed');
    expect(game(h).initiative).toBe('Portugal');
  });

  it('GIVEN a fire that only pins THEN the initiative passes and FRELIMO\'s players are pinged', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(5, 1, 1);
    const r = h.run('bob', '/fogo fire firers:CA-1 target:FR-2 cover:open');
    expect(texts(r).public).toContain('➡️ The initiative passes to **FRELIMO**.');
    expect(r.outcome.public?.ping?.map((a) => a.name)).toEqual(['cat']);
    expect(game(h).initiative).toBe('FRELIMO');
  });

  it('GIVEN a changed house rule used by the move THEN the result says so', () => {
    const q: number[] = [];
    const h = table(q);
    h.run('ann', '/campaign rules set name:fire.pinnedPenalty value:1');
    h.run('ann', '/fogo stand change id:CA-1 status:pinned');
    q.push(6, 6, 6, 6, 6);
    const t = texts(h.run('bob', '/fogo fire firers:CA-1 target:FR-2 cover:open')).public;
    expect(t).toMatch(/📜 House rule: .*`fire\.pinnedPenalty` = 1/);
  });

  it('GIVEN reactive fire that suppresses the mover THEN the initiative passes to the reacting side', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(6, 6, 1);
    const r = h.run('cat', '/fogo reactive firers:FR-4 target:CA-3 cover:open');
    expect(r.ok ? 'ok' : r.error.code).toBe('ok');
    expect(texts(r).public).toContain('fires reactively at **CA-3**');
    expect(game(h).initiative).toBe('FRELIMO');
  });

  it('GIVEN a pass THEN the other side holds the initiative, with no roll number used', () => {
    const h = table();
    expect(texts(h.run('bob', '/fogo pass')).public).toBe('**Portugal** passes the initiative.\n➡️ The initiative passes to **FRELIMO**.');
    expect(h.store.transaction((tx) => tx.ledger('1')!.rolls)).toBe(0);
  });

  it.each([
    ['cat', '/fogo fire firers:FR-1 target:CA-1 cover:open', 'fogo/not-phasing'],
    ['bob', '/fogo fire firers:XX-9 target:FR-1 cover:open', 'fogo/unknown-stand'],
    ['bob', '/fogo fire firers:FR-1 target:FR-2 cover:open', 'fogo/not-your-stand'],
    ['bob', '/fogo fire firers:CA-1 target:CA-2 cover:open', 'fogo/own-stand'],
    ['bob', '/fogo fire firers:CA-PC target:FR-1 cover:open', 'fogo/cannot-fire'],
    ['bob', '/fogo fire firers:CA-1 target:FR-1 cover:open leader:CA-1 director:CA-PC', 'fogo/two-groups'],
    ['bob', '/fogo reactive firers:CA-1 target:FR-1 cover:open', 'fogo/phasing-side'],
    ['cat', '/fogo pass', 'fogo/not-phasing'],
    ['ann', '/fogo pass', 'move/gm-plays-no-side'],
  ])('GIVEN %s: %s THEN %s and nothing is written', (who, line, code) => {
    refused(table(), who, line, code);
  });

  it('GIVEN a killed or suppressed stand firing THEN a specific refusal and nothing written', () => {
    const h = table();
    h.run('ann', '/fogo stand change id:CA-1 status:killed');
    refused(h, 'bob', '/fogo fire firers:CA-1 target:FR-1 cover:open', 'fogo/stand-killed');
    h.run('ann', '/fogo stand change id:CA-2 status:suppressed');
    refused(h, 'bob', '/fogo fire firers:CA-2 target:FR-1 cover:open', 'fogo/stand-suppressed');
  });

  it('GIVEN a campaign of another ruleset THEN /fogo commands say so', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:lnl name:A sides:"US,VC"');
    refused(h, 'ann', '/fogo stand list', 'move/other-ruleset');
  });
});

describe('order-of-battle line numbers', () => {
  it('GIVEN nested objects, strings with brackets and commas THEN each stand is found on its own line', async () => {
    const { elementLines } = await import('../../../../src/core/json-lines.js');
    const text = '{\n  "name": "x [y], {z}",\n  "stands": [\n    { "id": "A", "traits": ["a"] },\n\n    {\n      "id": "B\\"]"\n    }\n  ]\n}';
    expect(elementLines(text, 'stands')).toEqual([4, 6]);
  });
});
