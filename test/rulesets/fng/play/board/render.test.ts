import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../../../src/core/board/scenario-validate.js';
import { scenarioBoardView } from '../../../../../src/core/board/view.js';
import { renderBoard } from '../../../../../src/render/board.js';
import { mapLayout, toPixel } from '../../../../../src/render/layout.js';
import { SIDE_COLOURS } from '../../../../../src/render/palette.js';
import { FNG_AREA_STYLES, FNG_BADGES, FNG_COUNTER_STYLES, FNG_MAP, FNG_STATUS_MARKERS, OPENING_DOOR, OPENING_WINDOW, SECTOR_LINE } from '../../../../../src/rulesets/fng/play/board/board-kit.js';
import { fngBoardFor, type FngBoardFigure } from '../../../../../src/rulesets/fng/play/board/board.js';
import { fngScenario } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { decode } from '../../../../render/pixels.js';

const parsed = parseScenario(readFileSync(new URL('../../../../../assets/scenarios/fng-patrol.json', import.meta.url), 'utf8'), new Map([['fng', FNG_MAP]]));
const patrol = parsed.ok ? fngScenario(parsed.value) : undefined;
if (!patrol) throw new Error('the patrol scenario checks out');

const [BLUE, VERMILLION] = SIDE_COLOURS;
const near = (p: { x: number; y: number }, r: number) => ({ x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r });

const pink: FngBoardFigure = { id: 'S1', label: 'Sgt Pink', side: 'US', x: 30, y: 34, markers: ['prone'], star: true };
const charles: FngBoardFigure = { id: 'S2', label: 'Pvt Charles', side: 'US', x: 23, y: 28, markers: ['stunned', 'out-of-ammo'] };
const tranh: FngBoardFigure = { id: 'VC1', label: 'Tranh', side: 'VC', x: 44, y: 29, markers: ['obviously-dead'] };
const away: FngBoardFigure = { id: 'VC2', label: 'Rifleman', side: 'VC', x: 70, y: 5, markers: [] };
const FIGURES = [pink, charles, tranh, away];

describe('the badges', () => {
  it('GIVEN every FNG status marker THEN a badge each, no two alike in text or fill, only obviously dead drawn as a cross', () => {
    expect(Object.keys(FNG_BADGES)).toEqual([...FNG_STATUS_MARKERS]);
    const badges = Object.values(FNG_BADGES);
    expect(new Set(badges.map((b) => b.text)).size).toBe(badges.length);
    expect(new Set(badges.map((b) => b.fill)).size).toBe(badges.length);
    expect(Object.entries(FNG_BADGES).filter(([, b]) => b.cross).map(([k]) => k)).toEqual(['obviously-dead']);
    for (const m of ['prone', 'duck-back', 'knocked-down', 'out-of-fight', 'obviously-dead', 'stunned', 'out-of-ammo', 'in-melee', 'star', 'leader']) {
      expect(FNG_STATUS_MARKERS).toContain(m);
    }
  });
});

describe('fngBoardFor', () => {
  const view = fngBoardFor(patrol, FIGURES, { campaign: 'Tour 1', audience: 'GM view' });

  it('GIVEN figures on and off the table THEN the ones on it are counters with their badges, a Star wears STAR first, the other is listed off the table', () => {
    expect(view.units.map((u) => [u.id, u.side, u.label, u.markers])).toEqual([
      ['S1', 'US', 'Sgt Pink', ['star', 'prone']],
      ['S2', 'US', 'Pvt Charles', ['stunned', 'out-of-ammo']],
      ['VC1', 'VC', 'Tranh', ['obviously-dead']],
    ]);
    expect(view.offMap).toEqual(['VC2 (off table)']);
    expect(view.title).toBe('Patrol along the paddies');
    expect(view.audience).toBe('GM view');
    expect(view.sides).toEqual(['US', 'VC']);
  });

  it('GIVEN the patrol THEN six numbered sector counters, the US entry on the south edge, and the sector lines over the terrain', () => {
    const counters = view.markers.flatMap((m) => (m.kind === 'counter' ? [[m.counter, m.label]] : []));
    expect(counters).toEqual([...[1, 2, 3, 4, 5, 6].map((n) => ['sector', `Sector ${n}`]), ['entry', 'US entry']]);
    expect(view.markers.find((m) => m.kind === 'counter' && m.counter === 'entry')).toMatchObject({ position: { x: 30, y: 36 }, side: 'US' });
    if (view.board.kind !== 'tabletop') throw new Error('a table');
    const lines = view.board.features.filter((f) => f.type === SECTOR_LINE);
    expect(lines.map((f) => f.shape.kind === 'polyline' && f.shape.points)).toEqual([
      [{ x: 20, y: 0 }, { x: 20, y: 36 }],
      [{ x: 40, y: 0 }, { x: 40, y: 36 }],
      [{ x: 0, y: 18 }, { x: 60, y: 18 }],
    ]);
    // Drawn last, so over every terrain feature; not a terrain type, so not in the legend.
    expect(view.board.features.slice(-3)).toEqual(lines);
    expect(view.legend.map((l) => l.type)).not.toContain(SECTOR_LINE);
    expect(view.legend.map((l) => l.type)).toEqual(expect.arrayContaining(['double-canopy-jungle', 'rice-paddy', 'hooch', 'stream', 'trail']));
  });

  it('GIVEN a figure whose side the scenario does not list THEN it still gets a colour of its own, after the scenario\'s sides', () => {
    const v = fngBoardFor(patrol, [{ ...charles, side: 'ARVN' }], { campaign: 'Tour 1', audience: 'Public view' });
    expect(v.sides).toEqual(['US', 'VC', 'ARVN']);
  });

  it('GIVEN the bare scenario map THEN the kit lays out the sectors and the entry in the open too', () => {
    const bare = scenarioBoardView(patrol, FNG_MAP, { campaign: 'Tour 1' });
    expect(bare.markers).toHaveLength(7);
    expect(bare.board.zones).toHaveLength(1);
  });
});

describe('the patrol drawn through the renderer', () => {
  it('GIVEN the patrol with four figures THEN a PNG of sane size, side colours at the figures, a distinct badge per status, a cross on the dead, sector lines drawn', async () => {
    const view = fngBoardFor(patrol, FIGURES, { campaign: 'Tour 1', audience: 'GM view' });
    const png = await renderBoard(view);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(50_000);
    expect(png.length).toBeLessThan(3_000_000);
    const img = await decode(png);
    expect(img.width).toBe(1600);
    const m = mapLayout(view.board);
    const at = (f: FngBoardFigure) => near(toPixel(m, { x: f.x, y: f.y }), 45);

    expect(img.count(BLUE, at(pink))).toBeGreaterThan(100);
    expect(img.count(BLUE, at(charles))).toBeGreaterThan(100);
    expect(img.count(VERMILLION, at(tranh))).toBeGreaterThan(100);

    const badge = (k: keyof typeof FNG_BADGES) => FNG_BADGES[k].fill;
    // Each status's badge is by its own figure and by no other.
    expect(img.count(badge('prone'), at(pink))).toBeGreaterThan(40);
    expect(img.count(badge('star'), at(pink))).toBeGreaterThan(40);
    expect(img.count(badge('stunned'), at(charles))).toBeGreaterThan(40);
    expect(img.count(badge('prone'), at(charles))).toBe(0);
    expect(img.count(badge('stunned'), at(pink))).toBe(0);
    expect(img.count(badge('star'), at(charles))).toBe(0);
    // Out of ammo is a white badge with red words.
    expect(img.count(FNG_BADGES['out-of-ammo'].ink, at(charles))).toBeGreaterThan(10);
    // Obviously dead: a cross over the counter, no badge above it.
    expect(img.count(badge('obviously-dead'), near(toPixel(m, tranh), 12))).toBeGreaterThan(20);
    // No one is out of the fight: its colour is nowhere on the board or in the legend.
    expect(img.count(badge('out-of-fight'))).toBe(0);

    // The dashed line between sectors 4 and 5, down its whole length; none a little way off it.
    const line = FNG_MAP.styles.lines[SECTOR_LINE]!.outer;
    const strip = (x: number) => {
      const top = toPixel(m, { x, y: 18.5 });
      const bottom = toPixel(m, { x, y: 36 });
      return { x0: top.x - 4, y0: top.y, x1: top.x + 4, y1: bottom.y };
    };
    expect(img.count(line, strip(20))).toBeGreaterThan(150);
    expect(img.count(line, strip(19))).toBe(0);
    // The paddy, and the sector and entry counters.
    expect(img.count(FNG_AREA_STYLES['rice-paddy'].fill, near(toPixel(m, { x: 34, y: 30 }), 15))).toBeGreaterThan(100);
    expect(img.count(FNG_COUNTER_STYLES.entry.fill, near(toPixel(m, { x: 30, y: 35.5 }), 40))).toBeGreaterThan(50);
  });
});

describe('the hamlet\'s Shophouse: doors, windows and stairs drawn (L999, L1002), and a red light\'s 6" to the front (L366)', () => {
  const village = (() => {
    const r = parseScenario(readFileSync(new URL('../../../../../assets/scenarios/fng-village.json', import.meta.url), 'utf8'), new Map([['fng', FNG_MAP]]));
    const s = r.ok ? fngScenario(r.value) : undefined;
    if (!s) throw new Error('the village scenario checks out');
    return s;
  })();
  const scout: FngBoardFigure = { id: 'S3', label: '', side: 'US', x: 20, y: 30, markers: [], redLight: 0 };

  it('GIVEN the Shophouse THEN each door and window a 1" stretch of its wall, its stairs a 1" square, and the scout\'s light a half circle of 6" to his front (north)', () => {
    const view = fngBoardFor(village, [scout], { campaign: 'Tour 1', audience: 'US view' });
    const board = view.board;
    if (board.kind !== 'tabletop') throw new Error('a table');
    const of = (type: string) => board.features.filter((f) => f.type === type).map((f) => f.shape);
    // The Shophouse's two doors, then Hooch 1's.
    expect(of(OPENING_DOOR)).toEqual([
      { kind: 'polyline', points: [{ x: 28.5, y: 15 }, { x: 27.5, y: 15 }], width: 0.3 },
      { kind: 'polyline', points: [{ x: 24, y: 12.5 }, { x: 24, y: 11.5 }], width: 0.3 },
      { kind: 'polyline', points: [{ x: 38, y: 10.5 }, { x: 37, y: 10.5 }], width: 0.3 },
    ]);
    expect(of(OPENING_WINDOW)).toHaveLength(3);
    expect(of('opening-stairs')).toEqual([{ kind: 'rect', x: 26, y: 10.5, width: 1, height: 1, rotation: 0 }]);
    const light = of('red-light')[0];
    if (light?.kind !== 'polygon') throw new Error('the light is a polygon');
    expect(light.points[0]).toEqual({ x: 20, y: 30 });
    expect(light.points.map((p) => Math.round(Math.hypot(p.x - 20, p.y - 30) * 10) / 10)).toEqual([0, ...Array<number>(13).fill(6)]);
    expect(Math.min(...light.points.map((p) => p.y))).toBe(24);
    expect(Math.max(...light.points.map((p) => p.y))).toBe(30);
  });

  it('GIVEN the board drawn THEN the door\'s light wood, the window\'s pale blue and the red light show where they are', async () => {
    const view = fngBoardFor(village, [scout], { campaign: 'Tour 1', audience: 'US view' });
    const img = await decode(await renderBoard(view));
    const m = mapLayout(view.board);
    const styles = FNG_MAP.styles;
    expect(img.count(styles.lines[OPENING_DOOR]!.inner, near(toPixel(m, { x: 28, y: 15 }), 12))).toBeGreaterThan(5);
    expect(img.count(styles.lines[OPENING_WINDOW]!.inner, near(toPixel(m, { x: 32, y: 12 }), 12))).toBeGreaterThan(5);
    expect(img.count(styles.lines[OPENING_WINDOW]!.inner, near(toPixel(m, { x: 28, y: 15 }), 12))).toBe(0);
    expect(img.count(styles.areas['opening-stairs']!.edge, near(toPixel(m, { x: 26.5, y: 11 }), 14))).toBeGreaterThan(10);
    expect(img.count(styles.areas['red-light']!.edge, near(toPixel(m, { x: 24.2, y: 25.8 }), 14))).toBeGreaterThan(5);
    expect(img.count(styles.areas['red-light']!.edge, near(toPixel(m, { x: 20, y: 34 }), 14))).toBe(0);
  });
});
