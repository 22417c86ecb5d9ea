import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../../../../src/adapters/console/local-table.js';
import type { BoardRenderView } from '../../../../../src/core/board/view.js';
import { PUBLIC } from '../../../../../src/core/views.js';
import { renderBoard } from '../../../../../src/render/board.js';
import { createCanvas } from '../../../../../src/render/canvas.js';
import { measurer } from '../../../../../src/render/draw.js';
import { ensureFonts } from '../../../../../src/render/fonts.js';
import { mapLabelBox, tableLabels } from '../../../../../src/render/label-layout.js';
import { MAP_MARGIN, RENDER_WIDTH, mapLayout, toPixel } from '../../../../../src/render/layout.js';
import { drawTablePieces } from '../../../../../src/render/pieces.js';
import { crowds, insetLetterBox, piecesIn, planInsets } from '../../../../../src/render/table-insets.js';
import { baseSize, boxesOverlap, type Box, type TableLabel } from '../../../../../src/render/table-labels.js';
import { fngBoardView } from '../../../../../src/rulesets/fng/play/board/board-figures.js';
import { fngGameOf } from '../../../../../src/rulesets/fng/play/game.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { parseSteps, runSteps, tableBlocks } from '../../../../docs/readme-blocks.js';
import { harness } from '../../../../helpers/harness.js';
import { decode } from '../../../../render/pixels.js';

/**
 * A board legible in a firefight (issue 41): the walk-through in docs/fng.md where the GM plays the
 * VC and the In Sight is fought, played under several ledger secrets (the fight's statuses change the
 * badges), its board laid out as the PNG lays it out: no two stands' words overlap, none covers a
 * stand, a marker or a feature's name; where stands crowd, an inset shows them magnified, their words
 * kept inside it and apart.
 */

const ROOT = resolve(import.meta.dirname, '../../../../..');
const SECRETS = ['11', '4e', 'a7', 'c3', 'f0'].map((s) => s.repeat(32));
const out = mkdtempSync(join(tmpdir(), 'sitrep-fng-labels-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const block = tableBlocks(readFileSync(join(ROOT, 'docs/fng.md'), 'utf8')).find((b) => b.lines.some((l) => l.text.includes('/fng force builtin:fng-vc-cell side:VC')));
if (!block) throw new Error('docs/fng.md has the GM-as-the-enemy walk-through');

/** The README's firefight, played to its end under a secret, as the public board shows it. */
async function firefight(secret: string): Promise<BoardRenderView> {
  const h = harness({ secret });
  const table = new LocalTable(h.app, { json: true, outDir: join(out, secret.slice(0, 4)), write: () => {} });
  const run = runSteps(parseSteps(block!), table);
  await table.flush();
  expect(run.wrong).toEqual([]);
  const c = h.store.transaction((tx) => tx.activeCampaign('table')!);
  const view = fngBoardView(viewFng(fngGameOf(c.game), PUBLIC), c.board!, { campaign: c.name, audience: 'Public view' });
  h.store.close();
  if (!view) throw new Error('an FNG board');
  return view;
}

const pairsOverlapping = (boxes: readonly { name: string; box: Box }[]): string[] =>
  boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => boxesOverlap(a.box, b.box)).map((b) => `${a.name} × ${b.name}`));

const blocks = (labels: readonly TableLabel[]) => labels.flatMap((l) => l.boxes.map((box) => ({ name: l.unit.id, box })));
const bases = (labels: readonly TableLabel[]) => labels.map((l) => ({ name: `${l.unit.id}'s stand`, box: { x0: l.x - l.w / 2, y0: l.y - l.h / 2, x1: l.x + l.w / 2, y1: l.y + l.h / 2 } }));
const crossing = (words: readonly { name: string; box: Box }[], others: readonly { name: string; box: Box }[]) =>
  words.flatMap((w) => others.filter((o) => !o.name.startsWith(`${w.name}'s`) && boxesOverlap(w.box, o.box)).map((o) => `${w.name} × ${o.name}`));

describe('the firefight of docs/fng.md on the board (issue 41, item 4)', () => {
  ensureFonts();
  const ctx = createCanvas(RENDER_WIDTH, 2400).getContext('2d');
  const measure = measurer(ctx);

  for (const secret of SECRETS) {
    it(`GIVEN the firefight under secret ${secret.slice(0, 4)}… THEN no two labels' boxes intersect, nor a label a stand or a feature's name, on the map and in each inset`, async () => {
      const view = await firefight(secret);
      if (view.board.kind !== 'tabletop') throw new Error('a table');
      const m = mapLayout(view.board);
      const names = tableLabels(measure, view.board, m).map((l, i) => ({ name: `name ${i} (${l.text})`, box: mapLabelBox(measure, l) }));
      const labels = drawTablePieces(ctx, view.units, view.markers, m, view, { names: names.map((n) => n.box) });
      expect(labels).toHaveLength(view.units.length);
      expect(view.units.length).toBeGreaterThanOrEqual(9);
      expect(pairsOverlapping(blocks(labels))).toEqual([]);
      expect(crossing(blocks(labels), [...bases(labels), ...names])).toEqual([]);

      const insets = planInsets(measure, view.units, m, view.board, { left: MAP_MARGIN.left, top: m.y + m.height + MAP_MARGIN.bottom, width: RENDER_WIDTH - MAP_MARGIN.left - MAP_MARGIN.right });
      // The squad stands an inch or two apart: its bases overlap on the map, so it is shown magnified.
      expect(crowds(measure, view.units, m).length).toBeGreaterThan(0);
      expect(insets.length).toBeGreaterThan(0);
      for (const inset of insets) {
        const there = piecesIn(inset, view.units, view.markers);
        expect(there.units.map((u) => u.id)).toEqual(expect.arrayContaining([...inset.units]));
        const inside = drawTablePieces(ctx, there.units, there.markers, inset.layout, view, { bounds: inset.panel, names: [insetLetterBox(inset)] });
        expect(pairsOverlapping(blocks(inside))).toEqual([]);
        expect(crossing(blocks(inside), bases(inside))).toEqual([]);
        for (const b of blocks(inside)) expect(b.box.x0 >= inset.panel.x0 && b.box.x1 <= inset.panel.x1 && b.box.y0 >= inset.panel.y0 && b.box.y1 <= inset.panel.y1, b.name).toBe(true);
        // Magnified, the crowd's stands stand clear of each other.
        const crowd = bases(inside).filter((b) => inset.units.some((id) => b.name === `${id}'s stand`));
        expect(pairsOverlapping(crowd)).toEqual([]);
      }
    });
  }

  it('GIVEN the firefight drawn THEN the insets sit under the map, each framed, and the hills show their crest through the jungle', async () => {
    const view = await firefight(SECRETS[0]!);
    if (view.board.kind !== 'tabletop') throw new Error('a table');
    const m = mapLayout(view.board);
    const img = await decode(await renderBoard(view));
    const insets = planInsets(measure, view.units, m, view.board, { left: MAP_MARGIN.left, top: m.y + m.height + MAP_MARGIN.bottom, width: RENDER_WIDTH - MAP_MARGIN.left - MAP_MARGIN.right });
    for (const i of insets) {
      expect(i.panel.y0).toBeGreaterThan(m.y + m.height);
      // The frame's colour along the panel's top edge.
      expect(img.count('#1E2A38', { x0: i.panel.x0 + 30, y0: i.panel.y0 - 2, x1: i.panel.x1 - 2, y1: i.panel.y0 + 2 })).toBeGreaterThan(50);
      // Each crowded stand is drawn in the panel, in its side's colour, where the inset's layout puts it.
      for (const id of i.units) {
        const u = view.units.find((x) => x.id === id)!;
        const c = toPixel(i.layout, u.position);
        const { w } = baseSize(measure, u, m.scale);
        expect(img.count(u.side === 'US' ? '#0072B2' : '#D55E00', { x0: c.x - w / 2, y0: c.y - 8, x1: c.x + w / 2, y1: c.y + 8 }), id).toBeGreaterThan(30);
      }
    }
    // Hill 40 lies under the Hill jungle: its crest (7,14 to 9.5,14 in inches, the ridge along its long axis) is drawn over the canopy.
    const crest = toPixel(m, { x: 8, y: 14 });
    expect(img.count('#5C3D12', { x0: crest.x - 20, y0: crest.y - 5, x1: crest.x + 20, y1: crest.y + 5 })).toBeGreaterThan(20);
  });
});
