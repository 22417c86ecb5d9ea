import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import type { FogoState } from '../../src/rulesets/fogo/rules/game/state.js';
import { loadImage } from '../../src/render/canvas.js';
import { harness, type Harness } from '../helpers/harness.js';

const out = mkdtempSync(join(tmpdir(), 'sitrep-board-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A fogo campaign on the road ambush, both sides deployed, FRELIMO with a hidden MMG. */
function ambush(): Harness {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
    return r;
  };
  must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-road-ambush');
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/fogo force builtin:frelimo-group');
  must('cat', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true');
  return h;
}

const refused = (h: Harness, who: string, line: string, code: string) => {
  const before = h.snapshot();
  const r = h.run(who, line);
  expect(r.ok ? 'ok' : r.error.code).toBe(code);
  expect(h.snapshot()).toBe(before);
};

describe('/board', () => {
  it('GIVEN a scenario at campaign creation THEN it is the campaign\'s board and its lootable buildings tempt looters', () => {
    const h = ambush();
    const c = h.store.transaction((tx) => tx.activeCampaign('c1')!);
    expect(c.board?.id).toBe('fogo-road-ambush');
    const lootable = c.board!.ruleset === 'fogo' ? c.board!.features.filter((f) => f.lootable).map((f) => f.name) : [];
    expect((c.game as FogoState).lootableFeatures).toEqual(lootable);
  });

  it('GIVEN the public board THEN the hidden stand is not on it; on its owner\'s and the GM\'s it is', () => {
    const h = ambush();
    // Everything drawn, on the map or in the off-map tray, as the projected view the renderer gets.
    const drawn = (who: string, line: string, part: 'public' | 'private') => JSON.stringify(h.run(who, line).outcome[part]?.boards?.[0] ?? null);
    const pub = drawn('bob', '/board show', 'public');
    expect(pub).toContain('CA-1');
    expect(pub).toContain('FR-1');
    expect(pub).not.toContain('HIDDEN');
    expect(drawn('bob', '/board show mine:true', 'private')).not.toContain('HIDDEN');
    expect(drawn('cat', '/board show mine:true', 'private')).toContain('HIDDEN-MG');
    expect(drawn('cat', '/board mine', 'private')).toContain('HIDDEN-MG');
    expect(drawn('bob', '/board mine', 'private')).not.toContain('HIDDEN');
    expect(drawn('ann', '/board show mine:true', 'private')).toContain('HIDDEN-MG');
  });

  it.each([
    ['ann', '/board load builtin:lnl-hamlet', 'board/wrong-ruleset'],
    ['ann', '/board load builtin:nowhere', 'board/unknown-scenario'],
    ['ann', '/board load', 'board/source'],
    ['bob', '/board load builtin:fogo-paddy-patrol', 'campaign/not-gm'],
  ])('GIVEN %s: %s THEN %s and nothing is written', (who, line, code) => {
    refused(ambush(), who, line, code);
  });

  it('GIVEN a scenario file with a bad feature type and a point off the table THEN every problem is listed and nothing is written', () => {
    const h = ambush();
    const before = h.snapshot();
    const bad = JSON.parse(readFileSync(join(import.meta.dirname, '../../assets/scenarios/fogo-road-ambush.json'), 'utf8'));
    bad.features[0].type = 'swamp';
    bad.features.push({ name: 'Far', type: 'woods', rect: { x: 100, y: 100, width: 5, height: 5, rotation: 0 } });
    const r = h.app.execute({ actor: { id: 'id-ann', name: 'ann' }, channelId: 'c1', path: ['board', 'load'], options: { file: { name: 'x.json', data: Buffer.from(JSON.stringify(bad)) } } });
    expect(r.ok ? 'ok' : r.error.code).toBe('board/bad-scenario');
    expect(r.outcome.private!.text).toMatch(/features\[0\]\.type/);
    expect(r.outcome.private!.text).toContain(`features[${bad.features.length - 1}]`);
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN no scenario THEN /board show says how to load one', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:fogo name:A sides:"A,B"');
    refused(h, 'ann', '/board show', 'board/none');
  });

  it('GIVEN the local table THEN /board show writes a 1600 px PNG of the scenario with both sides\' stands', async () => {
    const h = ambush();
    const lines: string[] = [];
    const table = new LocalTable(h.app, { json: true, outDir: out, write: (l) => lines.push(l) });
    table.handle('as bob');
    table.handle('in c1');
    const record = table.handle('/board show')!;
    await table.flush();
    const png = record.public!.images[0]!;
    expect(existsSync(png)).toBe(true);
    const image = await loadImage(readFileSync(png));
    expect(image.width).toBe(1600);
    expect(JSON.parse(lines[0]!).public.images).toEqual([png]);
  });
});

describe('boards by DM', () => {
  it('GIVEN a secret action on a scenario THEN its side gets its own board by DM, with the hidden troops only there', () => {
    const q: number[] = [];
    const h = harness({ faces: q });
    h.run('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-road-ambush');
    h.run('bob', '/campaign join side:Portugal');
    h.run('cat', '/campaign join side:FRELIMO');
    h.run('cat', '/fogo stand add id:HIDDEN-1 type:rifle-assault quality:regular fieldcraft:2 hidden:true feature:"Western bush"');
    h.run('bob', '/fogo pass');
    q.push(6, 6);
    const r = h.run('cat', '/fieldcraft sneak stands:HIDDEN-1 attest:true pick:real');
    expect(r.ok ? 'ok' : r.error.code).toBe('ok');
    const dm = r.outcome.dms!.find((d) => d.to.name === 'cat')!;
    expect(JSON.stringify(dm.post.boards)).toContain('HIDDEN-1');
    expect(r.outcome.public!.boards).toBeUndefined();
    expect(r.outcome.dms!.every((d) => d.to.name === 'cat')).toBe(true);
  });
});

describe('cover from the board', () => {
  it('GIVEN no cover declared THEN the target\'s feature on the scenario gives it; a declared cover wins, shown against the board\'s', () => {
    const q: number[] = [];
    const h = harness({ faces: q });
    h.run('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-road-ambush');
    h.run('bob', '/campaign join side:Portugal');
    h.run('cat', '/campaign join side:FRELIMO');
    h.run('bob', '/fogo force builtin:cacadores-combat-group');
    h.run('cat', '/fogo force builtin:frelimo-group');
    h.run('ann', '/fogo stand change id:FR-2 feature:"Miombo woods"');
    q.push(6, 6, 1);
    const inWoods = h.run('bob', '/fogo fire firers:CA-1 target:FR-2');
    expect(inWoods.ok ? 'ok' : inWoods.error.code).toBe('ok');
    expect(inWoods.outcome.public!.text).toContain('fires at **FR-2** (cover)');
    q.push(6, 6, 1);
    const open = h.run('bob', '/fogo fire firers:CA-2 target:FR-3');
    expect(open.outcome.public!.text).toContain('fires at **FR-3** (open)');
    q.push(6, 6, 1);
    const declared = h.run('bob', '/fogo fire firers:CA-3 target:FR-2 cover:open');
    // The declaration wins, and the post says the board disagrees (issue 41).
    expect(declared.outcome.public!.text).toContain('fires at **FR-2** (open, declared: the board reads cover)');
  });
});

describe('/fogo place', () => {
  it('GIVEN coordinates THEN the stand stands there, takes the feature under it, and is drawn there', () => {
    const h = ambush();
    const r = h.run('bob', '/fogo place stand:CA-1 at:"8,20"');
    expect(r.ok ? 'ok' : r.error.code).toBe('ok');
    expect(r.outcome.public!.text).toBe('`CA-1` is at 8,20 in Miombo woods.');
    const game = h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FogoState);
    expect(game.stands.find((s) => s.id === 'CA-1')).toMatchObject({ position: { x: 8, y: 20 }, feature: 'Miombo woods' });
    const board = h.run('bob', '/board show').outcome.public!.boards![0]!;
    expect(board.units.find((u) => u.id === 'CA-1')?.position).toEqual({ x: 8, y: 20 });
  });

  it('GIVEN a hidden stand placed THEN only its owner is told, and the public board shows no trace of it', () => {
    const h = ambush();
    const r = h.run('cat', '/fogo place stand:HIDDEN-MG at:"40,30"');
    expect(r.outcome.public).toBeUndefined();
    expect(r.outcome.private!.text).toContain('HIDDEN-MG');
    expect(JSON.stringify(h.run('bob', '/board show').outcome.public!.boards)).not.toMatch(/HIDDEN|40,30|"x":40/);
  });

  it.each([
    ['bob', '/fogo place stand:CA-1 at:"60,10"', 'board/off-table'],
    ['bob', '/fogo place stand:CA-1 at:"here"', 'board/bad-point'],
    ['bob', '/fogo place stand:FR-1 at:"1,1"', 'fogo/not-your-stand'],
    ['bob', '/fogo place stand:HIDDEN-MG at:"1,1"', 'fogo/unknown-stand'],
  ])('GIVEN %s: %s THEN %s and nothing is written', (who, line, code) => {
    refused(ambush(), who, line, code);
  });
});
