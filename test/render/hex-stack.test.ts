import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pointInShape } from '../../src/core/board/geometry.js';
import { hexCorners, parseHex, type HexCoord } from '../../src/core/board/hex.js';
import type { HexScenario } from '../../src/core/board/scenario.js';
import type { BoardRenderView } from '../../src/core/board/view.js';
import { PUBLIC } from '../../src/core/views.js';
import { renderBoard } from '../../src/render/board.js';
import { createCanvas } from '../../src/render/canvas.js';
import { measure, measurer } from '../../src/render/draw.js';
import { ensureFonts } from '../../src/render/fonts.js';
import { badgeWidth, fitWords, hexStackLayout, hexStacks } from '../../src/render/hex-stack.js';
import { mapLayout } from '../../src/render/layout.js';
import { lnlBoardView } from '../../src/rulesets/lnl/play/board-view.js';
import type { LnlState } from '../../src/rulesets/lnl/rules/game/state.js';
import type { Unit } from '../../src/rulesets/lnl/rules/game/units.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/game/view.js';
import { parseScenario } from '../helpers/boards.js';
import { harness } from '../helpers/harness.js';

const hex = (s: string): HexCoord => {
  const h = parseHex(s);
  if (!h.ok) throw new Error(s);
  return h.value;
};

/**
 * The hamlet with both example rosters, then piled up: six counters and markers in E6 (a wounded
 * leader Ops Complete, a Shaken squad that moved and fired, a medic, the scout, smoke and a
 * concentrated spotting round), a walking barrage on F6, and every other counter on the map in A8.
 */
function crowdedHamlet(): BoardRenderView {
  const parsed = parseScenario(readFileSync(new URL('../../assets/scenarios/lnl-hamlet.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.code);
  const h = harness();
  h.run('gm', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  h.run('ana', '/campaign join side:US');
  h.run('ben', '/campaign join side:VC');
  h.run('ana', '/lnl roster builtin:lnl-us-rifle-platoon');
  h.run('ben', '/lnl roster builtin:lnl-vc-platoon');
  const g = h.store.transaction((tx) => tx.activeCampaign('c1')!.game as LnlState);
  const moves: Record<string, string> = { 'Lt Kelly': 'E6', '1st Sqd': 'E6', 'FO Banks': 'E6', 'Doc Hale': 'E6', '2nd Sqd': 'F6', 'Sgt Reyes': 'F6' };
  const units = g.units.map((u): Unit => {
    const at = moves[u.id] !== undefined ? hex(moves[u.id]!) : u.at === undefined ? undefined : hex('A8');
    const moved = at === undefined ? u : { ...u, at };
    if (u.id === '1st Sqd') return { ...moved, status: 'shaken', markers: ['moved', 'fired'] };
    if (u.id === 'Lt Kelly') return { ...moved, wounded: true, markers: ['ops-complete'] };
    return moved;
  });
  const game: LnlState = {
    ...g,
    units,
    hexMarkers: [
      { kind: 'smoke', at: hex('E6'), level: 1 },
      { kind: 'spotting-round', at: hex('E6'), side: 'US', mission: 'concentrated', spotter: 'FO Banks', firepower: 6 },
      { kind: 'ffe', at: hex('F6'), side: 'US', mission: 'walking-barrage', firepower: 6, walk: { direction: 'NE', turnsLeft: 2 } },
      { kind: 'acquisition', at: hex('F4'), firer: 'M60 team', target: 'VC 1', level: 2 },
    ],
  };
  return lnlBoardView(parsed.value as HexScenario, viewLnl(game, PUBLIC), { campaign: 'Nam' });
}

describe('LnL counters on the hex map (issue 14)', () => {
  ensureFonts();
  const ctx = createCanvas(10, 10).getContext('2d');
  const view = crowdedHamlet();
  const m = mapLayout(view.board);
  const stacks = hexStacks(view.units, view.markers, m).map((s) => ({ ...s, layout: hexStackLayout(measurer(ctx), s.items, s.centre, m.scale, view.styles) }));
  const bold = (s: string) => measure(ctx, s, 14, 'bold');

  it('GIVEN a crowded hamlet THEN every counter\'s rectangle lies inside its hex', () => {
    let counted = 0;
    for (const { centre, layout } of stacks) {
      const hexagon = { kind: 'polygon' as const, points: hexCorners(centre, m.scale) };
      for (const s of layout.slots) {
        for (const p of [{ x: s.x, y: s.y }, { x: s.x + s.w, y: s.y }, { x: s.x, y: s.y + s.h }, { x: s.x + s.w, y: s.y + s.h }]) {
          expect(pointInShape(p, hexagon), `${s.label} at ${Math.round(p.x)},${Math.round(p.y)}`).toBe(true);
        }
        counted++;
      }
    }
    expect(counted).toBeGreaterThan(12);
  });

  it('GIVEN a crowded hamlet THEN every label fits its counter beside its badges, in whole words of its full text', () => {
    for (const { layout } of stacks) {
      for (const s of layout.slots) {
        expect(s.label, 'a counter with no words').not.toBe('');
        const badges = s.badges.reduce((a, b) => a + badgeWidth(measurer(ctx), b) + 3, 0);
        if (s.item.kind === 'unit') {
          expect(bold(s.label) + 10 + badges, s.label).toBeLessThanOrEqual(s.w);
          const u = s.item.unit;
          const texts = [`${u.id} ${u.label}`, `${u.id} ${(u.carrying ?? []).map((c) => `+${c}`).join(' ')}`];
          expect(texts.some((t) => `${t} `.startsWith(`${s.label} `)), s.label).toBe(true);
        } else if (s.item.marker.kind === 'counter') {
          expect(bold(s.label) + 8, s.label).toBeLessThanOrEqual(s.w);
          expect(`${s.item.marker.label} `.startsWith(`${s.label} `), s.label).toBe(true);
        }
      }
      if (layout.more) expect(bold(layout.more.text)).toBeLessThanOrEqual(layout.more.room);
    }
  });

  it('GIVEN six pieces in E6 THEN all six show, fanned; ten in A8 THEN as many as fit and "+n more"', () => {
    const e6 = stacks.find((s) => s.items.length === 6 && s.items.some((i) => i.kind === 'unit' && i.unit.id === 'Doc Hale'))!;
    expect(e6.layout.slots).toHaveLength(6);
    expect(e6.layout.more).toBeUndefined();
    expect(e6.layout.slots.map((s) => s.label)).toEqual(['Smoke 1', 'Spotting', expect.stringMatching(/^Lt Kelly/), expect.stringMatching(/^1st Sqd/), expect.stringMatching(/^Doc Hale/), expect.stringMatching(/^FO/)]);
    const a8 = stacks.find((s) => s.items.length >= 8)!;
    expect(a8.layout.slots.length).toBeGreaterThanOrEqual(5);
    expect(a8.layout.more?.text).toBe(`+${a8.items.length - a8.layout.slots.length} more`);
  });

  it('GIVEN the crowded hamlet THEN it renders', async () => {
    expect((await renderBoard(view)).length).toBeGreaterThan(10_000);
  });

  it('GIVEN words too long for a counter THEN whole words only, no open bracket or dangling colon; none when the first word does not fit', () => {
    expect(fitWords(measurer(ctx), ['Spotting (concentrated)'], bold('Spotting (conc'))).toBe('Spotting');
    expect(fitWords(measurer(ctx), ['FFE (walking-barrage NE×2)'], bold('FFE (walking'))).toBe('FFE');
    expect(fitWords(measurer(ctx), ['Acq 2: M60 team'], bold('Acq 2: M6'))).toBe('Acq 2');
    expect(fitWords(measurer(ctx), ['Lt Kelly Lt Kelly', 'Lt Kelly'], bold('Lt Kelly'))).toBe('Lt Kelly');
    expect(fitWords(measurer(ctx), ['Spotting'], bold('Spot'))).toBe('');
  });
});
