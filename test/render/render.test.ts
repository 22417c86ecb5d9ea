import { fogoBoardView } from '../../src/rulesets/fogo/play/board-view.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BoardRenderViewData, SneakerMark } from '../../src/core/board/view.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { renderBoard } from '../../src/render/board.js';
import { font } from '../../src/render/fonts.js';
import { RENDER_WIDTH, TITLE_HEIGHT, mapLayout, sneakerBadgeCentre, sneakerRadius, toPixel } from '../../src/render/layout.js';
import { DUMMY_COLOUR, GREYED, REAL_COLOUR, SIDE_COLOURS, TITLE_BAR } from '../../src/render/palette.js';
import { FR, PT, SCENARIO, game } from '../core/board/game.js';
import { SIDES, asView, smallTableView, unit } from './fixtures.js';
import { decode } from './pixels.js';
import { parseScenario, scenarioBoardView } from '../helpers/boards.js';

const [BLUE, VERMILLION] = SIDE_COLOURS;

describe('renderBoard on a table', () => {
  const units = [
    unit('A1', 'Portugal', { x: 8, y: 10 }),
    unit('B1', 'FRELIMO', { x: 40, y: 25 }, { markers: ['pinned'] }),
    unit('B2', 'FRELIMO', { x: 8, y: 24 }, { greyed: true }),
  ];
  const sneaker: SneakerMark = { kind: 'sneaker', id: 'S3', number: 3, side: 'FRELIMO', position: { x: 34, y: 4 }, pinned: false };

  it('GIVEN a view THEN a 1600 px PNG with the title bar across its top', async () => {
    const png = await renderBoard(smallTableView(units));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const img = await decode(png);
    expect(img.width).toBe(RENDER_WIDTH);
    expect(img.height).toBeGreaterThan(TITLE_HEIGHT + 30 * 30);
    for (const [x, y] of [[3, 3], [800, 4], [1596, TITLE_HEIGHT - 3], [3, TITLE_HEIGHT - 3]] as const) expect(img.at(x, y)).toBe(TITLE_BAR);
    expect(img.at(3, TITLE_HEIGHT + 3)).not.toBe(TITLE_BAR);
  });

  it("GIVEN stands THEN each side's colour is at its stand's coordinates, and a hidden own stand is grey", async () => {
    const view = smallTableView(units);
    const img = await decode(await renderBoard(view));
    const m = mapLayout(view.board);
    const inside = (p: { x: number; y: number }) => ({ x: p.x - 0.55 * m.scale, y: p.y + 0.2 * m.scale });
    const a1 = inside(toPixel(m, units[0]!.position));
    const b1 = inside(toPixel(m, units[1]!.position));
    const b2 = inside(toPixel(m, units[2]!.position));
    expect(img.at(a1.x, a1.y)).toBe(BLUE);
    expect(img.at(b1.x, b1.y)).toBe(VERMILLION);
    expect(img.at(b2.x, b2.y)).toBe(GREYED);
    // Nothing of either side's colour where no stand stands.
    const empty = toPixel(m, { x: 16, y: 18 });
    expect(img.count(BLUE, { x0: empty.x - 30, y0: empty.y - 30, x1: empty.x + 30, y1: empty.y + 30 })).toBe(0);
  });

  it("GIVEN a Sneaker THEN its real/dummy badge is drawn only when the view carries it", async () => {
    const without = smallTableView(units, [sneaker]);
    const real = smallTableView(units, [{ ...sneaker, real: true, contents: ['B3'] }]);
    const dummy = smallTableView(units, [{ ...sneaker, real: false, contents: [] }]);
    const m = mapLayout(without.board);
    const c = sneakerBadgeCentre(toPixel(m, sneaker.position), sneakerRadius(m.scale));
    const box = { x0: c.x - 40, y0: c.y - 12, x1: c.x + 40, y1: c.y + 12 };
    const [a, b, d] = await Promise.all([without, real, dummy].map(async (v) => decode(await renderBoard(v))));
    expect(a!.count(REAL_COLOUR)).toBe(0);
    expect(a!.count(DUMMY_COLOUR)).toBe(0);
    expect(b!.count(REAL_COLOUR, box)).toBeGreaterThan(100);
    expect(b!.count(DUMMY_COLOUR)).toBe(0);
    expect(d!.count(DUMMY_COLOUR, box)).toBeGreaterThan(100);
    expect(d!.count(REAL_COLOUR)).toBe(0);
  });

  it('GIVEN the same view twice THEN byte-identical PNGs', async () => {
    const view = smallTableView(units, [sneaker, { kind: 'spoor', id: 'SP1', position: { x: 30, y: 20 }, side: 'Portugal' }]);
    const [p1, p2] = await Promise.all([renderBoard(view), renderBoard(view)]);
    expect(p1.equals(p2)).toBe(true);
    expect((await renderBoard(view)).equals(p1)).toBe(true);
  });
});

describe('renderBoard from a fogo game', () => {
  it("GIVEN the enemy's and the owner's view of the same game THEN only the owner's image shows real/dummy", async () => {
    const positions = new Map([['CA-1', { x: 10, y: 30 }], ['CA-2', { x: 14, y: 30 }]]);
    const render = async (side: string) =>
      decode(await renderBoard(fogoBoardView(SCENARIO, viewFogo(game(), { kind: 'member', userId: side, side, gm: false }), { campaign: 'Mueda', positions })));
    const [enemy, owner] = await Promise.all([render(PT), render(FR)]);
    // The legend's key shows a grey swatch in every view, and anti-aliasing may make a stray grey
    // pixel: count on the map, where a greyed stand fills hundreds.
    const m = mapLayout({ ...SCENARIO.board, features: [], zones: [] });
    const map = { x0: m.x, y0: m.y, x1: m.x + m.width, y1: m.y + m.height };
    expect(enemy.count(REAL_COLOUR)).toBe(0);
    expect(enemy.count(DUMMY_COLOUR)).toBe(0);
    expect(enemy.count(GREYED, map)).toBeLessThan(20);
    expect(owner.count(REAL_COLOUR, map)).toBeGreaterThan(100);
    expect(owner.count(DUMMY_COLOUR, map)).toBeGreaterThan(100);
    expect(owner.count(GREYED, map)).toBeGreaterThan(100);
  });
});

describe('renderBoard on a hex map', () => {
  it('GIVEN the hamlet with counters THEN a 1600 px image with the counter colours in their hexes', async () => {
    const r = parseScenario(readFileSync(new URL('../../assets/scenarios/lnl-hamlet.json', import.meta.url), 'utf8'));
    if (!r.ok) throw new Error('invalid');
    const base = scenarioBoardView(r.value, { campaign: 'Nam', showDeployment: false });
    const view = asView({
      ...base,
      sides: ['US', 'VC'],
      units: [unit('1st Sqd', 'US', { col: 4, row: 8 }), unit('VC-1', 'VC', { col: 6, row: 2 }, { markers: ['suppressed'] })],
    });
    const img = await decode(await renderBoard(view));
    expect(img.width).toBe(1600);
    const m = mapLayout(view.board);
    const us = toPixel(m, { col: 4, row: 8 });
    const vc = toPixel(m, { col: 6, row: 2 });
    const near = (p: { x: number; y: number }) => ({ x0: p.x - m.scale, y0: p.y - m.scale, x1: p.x + m.scale, y1: p.y + m.scale });
    expect(img.count(BLUE, near(us))).toBeGreaterThan(200);
    expect(img.count(VERMILLION, near(vc))).toBeGreaterThan(200);
    expect(img.count(VERMILLION, near(us))).toBe(0);
  });
});

describe('the projected-only input', () => {
  it('GIVEN plain board data that did not come through a projection THEN the compiler refuses it', () => {
    const raw: BoardRenderViewData = { ...smallTableView([]) };
    // @ts-expect-error — renderBoard takes only a Projected view (DESIGN.md, Hidden information).
    const refused = (): Promise<Buffer> => renderBoard(raw);
    expect(typeof refused).toBe('function');
  });
});

describe('fonts', () => {
  it('GIVEN any size THEN no text below 14 px, in the bundled family', () => {
    expect(font(9)).toBe('14px "Sitrep DejaVu Sans"');
    expect(font(20, 'bold')).toBe('bold 20px "Sitrep DejaVu Sans"');
  });

  it('GIVEN the side list THEN the same side keeps its colour in every view', () => {
    expect(SIDES).toEqual([PT, FR]);
  });
});
