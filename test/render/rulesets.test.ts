import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fireteamBoardView, type FireteamUnitInput } from '../../src/rulesets/fireteam/play/board-view.js';
import { parseHex, type HexCoord } from '../../src/core/board/hex.js';
import { lnlBoardView } from '../../src/rulesets/lnl/play/board-view.js';
import type { HexScenario } from '../../src/core/board/scenario.js';
import type { BoardRenderView } from '../../src/core/board/view.js';
import { FIRETEAM_AREA_STYLES, FIRETEAM_LINE_STYLES } from '../../src/rulesets/fireteam/play/board-kit.js';
import type { FireteamScenario } from '../../src/rulesets/fireteam/rules/table/scenario.js';
import type { UnitSpec } from '../../src/rulesets/lnl/rules/game/roster.js';
import { addUnits, createLnlState, type LnlState } from '../../src/rulesets/lnl/rules/game/state.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/game/view.js';
import { PUBLIC, type Projected } from '../../src/core/views.js';
import { renderBoard } from '../../src/render/board.js';
import { MAP_MARGIN, TITLE_HEIGHT, mapLayout, toPixel } from '../../src/render/layout.js';
import { SIDE_COLOURS, TURN_PILL } from '../../src/render/palette.js';
import { asView, smallTableView, unit } from './fixtures.js';
import { decode, type Decoded } from './pixels.js';
import { COUNTER_STYLES, STATUS_BADGES, parseScenario, scenarioBoardView } from '../helpers/boards.js';

const [BLUE, VERMILLION] = SIDE_COLOURS;
const PINNED = STATUS_BADGES.pinned.fill;
const SMOKE = COUNTER_STYLES.smoke.fill;

const scenario = (file: string) => {
  const r = parseScenario(readFileSync(new URL(`../../assets/scenarios/${file}`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(r.params.problems);
  return r.value;
};

const hex = (s: string): HexCoord => {
  const h = parseHex(s);
  if (!h.ok) throw new Error(s);
  return h.value;
};

/** Everything under the map: the legend. */
const legendBox = (view: BoardRenderView, img: Decoded) => {
  const m = mapLayout(view.board);
  return { x0: 0, y0: m.y + m.height + MAP_MARGIN.bottom, x1: img.width, y1: img.height };
};
const titleBox = { x0: 0, y0: 0, x1: 1600, y1: TITLE_HEIGHT };
const near = (p: { x: number; y: number }, r: number) => ({ x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r });

function lnlGame(): LnlState {
  const base = createLnlState({ sides: ['US', 'VC'], initiative: 'US' });
  if (!base.ok) throw new Error(base.code);
  const spec = (id: string, name: string, at: HexCoord): UnitSpec => ({ id, kind: 'squad', name, firepower: 2, range: 6, morale: 6, at });
  const us = addUnits(base.value, 'US', [spec('1st Sqd', 'US Rifle', hex('E9'))]);
  if (!us.ok) throw new Error(us.code);
  const vc = addUnits(us.value, 'VC', [spec('VC-1', 'Main Force', hex('G3'))]);
  if (!vc.ok) throw new Error(vc.code);
  return { ...vc.value, turn: 2, phase: 'operations', impulse: 'VC', hexMarkers: [{ kind: 'smoke', at: hex('E9'), level: 1 }] };
}

describe('the legend shows only what the board holds', () => {
  it('GIVEN no pinned stand THEN no pinned badge anywhere; one pinned stand THEN the badge is in the legend too', async () => {
    const plain = smallTableView([unit('A1', 'Portugal', { x: 8, y: 10 })]);
    const pinned = smallTableView([unit('A1', 'Portugal', { x: 8, y: 10 }, { markers: ['pinned'] })]);
    const [a, b] = await Promise.all([plain, pinned].map(async (v) => decode(await renderBoard(v))));
    expect(a!.count(PINNED)).toBe(0);
    expect(b!.count(PINNED, legendBox(pinned, b!))).toBeGreaterThan(100);
  });

  it('GIVEN a smoke marker THEN a smoke swatch in the legend; none THEN none', async () => {
    const game = lnlGame();
    const hamlet = scenario('lnl-hamlet.json') as HexScenario;
    const smoky = lnlBoardView(hamlet, viewLnl(game, PUBLIC), { campaign: 'Nam' });
    const clear = lnlBoardView(hamlet, viewLnl({ ...game, hexMarkers: [] }, PUBLIC), { campaign: 'Nam' });
    const [a, b] = await Promise.all([smoky, clear].map(async (v) => decode(await renderBoard(v))));
    expect(a!.count(SMOKE, legendBox(smoky, a!))).toBeGreaterThan(100);
    expect(b!.count(SMOKE, legendBox(clear, b!))).toBe(0);
  });
});

describe('renderBoard from a Lock n Load game', () => {
  it('GIVEN units and smoke THEN side colours and the smoke counter in their hexes, and the turn in the title bar', async () => {
    const view = lnlBoardView(scenario('lnl-hamlet.json') as HexScenario, viewLnl(lnlGame(), PUBLIC), { campaign: 'Nam' });
    const img = await decode(await renderBoard(view));
    const m = mapLayout(view.board);
    const us = toPixel(m, hex('E9'));
    const vc = toPixel(m, hex('G3'));
    expect(img.count(SMOKE, near(us, m.scale))).toBeGreaterThan(200);
    expect(img.count(BLUE, near(us, m.scale))).toBeGreaterThan(200);
    expect(img.count(VERMILLION, near(vc, m.scale))).toBeGreaterThan(200);
    expect(img.count(TURN_PILL, titleBox)).toBeGreaterThan(2000);
    // The side to act underlines the turn pill: VC's vermillion in the title bar, beside the US initiative.
    expect(img.count(VERMILLION, titleBox)).toBeGreaterThan(500);
    const noTurn = await decode(await renderBoard(asView({ ...view, turn: undefined })));
    expect(noTurn.count(TURN_PILL, titleBox)).toBe(0);
  });
});

describe('renderBoard on a Fire Team table', () => {
  const river = scenario('fireteam-river-crossing.json') as FireteamScenario;

  it('GIVEN the river crossing THEN the river, the kolkhoz barn and a Russian JOP in their colours at their places', async () => {
    const view = scenarioBoardView(river, { campaign: 'Kursk' });
    const img = await decode(await renderBoard(view));
    const m = mapLayout(view.board);
    expect(img.count(FIRETEAM_LINE_STYLES.river.inner, near(toPixel(m, { x: 36.5, y: 40 }), 20))).toBeGreaterThan(300);
    const barn = river.features.find((f) => f.name === 'Kolkhoz barn')!;
    if (barn.shape.kind !== 'rect') throw new Error('the barn is a rect');
    // Its lower left, clear of its name.
    const c = toPixel(m, { x: barn.shape.x + 1, y: barn.shape.y + 2.3 });
    expect(img.count(FIRETEAM_AREA_STYLES['wooden-building'].fill, near(c, 12))).toBeGreaterThan(100);
    const jop = river.jumpOffPoints.find((p) => p.side === 'Russians')!;
    expect(img.count(BLUE, near(toPixel(m, jop.at), 30))).toBeGreaterThan(100);
    expect(img.count(COUNTER_STYLES.jop.fill, near(toPixel(m, jop.at), 30))).toBeGreaterThan(200);
  });

  it('GIVEN units on the table THEN each side colour at its unit, and the Fire Team badges in the legend', async () => {
    const r1: FireteamUnitInput = { id: 'R1', side: 'Russians', label: 'Rifle team', position: { x: 10, y: 36 }, markers: ['overwatch'] };
    const g1: FireteamUnitInput = { id: 'G1', side: 'Germans', label: 'MG 42', position: { x: 60, y: 10 }, markers: ['permanently-pinned'] };
    // The cast stands in for the Fire Team game view's projection.
    const view = fireteamBoardView(river, [r1, g1] as readonly FireteamUnitInput[] as Projected<readonly FireteamUnitInput[]>, { campaign: 'Kursk' });
    const img = await decode(await renderBoard(view));
    const m = mapLayout(view.board);
    expect(img.count(BLUE, near(toPixel(m, r1.position!), 14))).toBeGreaterThan(100);
    expect(img.count(VERMILLION, near(toPixel(m, g1.position!), 14))).toBeGreaterThan(100);
    const legend = legendBox(view, img);
    expect(img.count(STATUS_BADGES.overwatch.fill, legend)).toBeGreaterThan(100);
    expect(img.count(STATUS_BADGES['permanently-pinned'].fill, legend)).toBeGreaterThan(100);
  });
});
