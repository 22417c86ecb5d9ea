import { featureAt } from '../../../core/board/placement.js';
import type { TableFeature } from '../../../core/board/scenario.js';
import type { PageIntent, PageKit, PageOffer, PagePreview, PageTable } from '../../../core/page-orders.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { sameName } from '../../../core/same-name.js';
import type { FogoView, FogoViewData, StandViewData } from '../rules/view.js';

/*
 * Fogo Cruzado's orders on the web page (issue 40). Crossfire has no move distance: a stand moves from
 * terrain feature to terrain feature (crossfire-core §2.2), so a click names the feature it ends in
 * (the open ground outside any); several stands move as a group move (§2.2.3). Stands fire at an enemy
 * stand they see, its cover read from its terrain, unless attested (§2.4). Only the side holding the
 * initiative acts (§2.1); the preview says who holds it. Whether the enemy saw the move, and line of
 * sight, are the player's to attest, as at the table. All from the viewer's own view.
 */

function ownStands(view: FogoView, side: string, ids: readonly string[]): RuleResult<StandViewData[]> {
  const out: StandViewData[] = [];
  for (const id of ids) {
    const s = view.stands.find((x) => sameName(x.side, side) && sameName(x.id, id) && x.status !== 'killed');
    if (!s) return fail('fogo/unknown-stand', { stand: id });
    out.push(s);
  }
  return out.length > 0 ? ok(out) : fail('fogo/no-firers');
}

function offers(view: FogoView, side: string, units: readonly string[]): readonly PageOffer[] {
  const mine = ownStands(view, side, units);
  if (!mine.ok) return [];
  const many = mine.value.length > 1;
  return [
    { order: 'move', label: many ? 'Group move' : 'Move', target: 'point', hint: 'To the terrain feature you tap (open ground outside any); unseen by the enemy, as you attest' },
    { order: 'move-seen', label: many ? 'Group move, seen' : 'Move, seen', target: 'point', hint: 'The same, in sight of the enemy: a hidden stand is revealed, and the enemy may fire reactively' },
    { order: 'fire', label: 'Fire', target: 'unit', hint: 'Direct fire at an enemy stand you see; its cover from its terrain' },
  ];
}

/** Who holds the initiative: only that side's stands move and fire (crossfire-core §2.1). */
function initiativeLine(view: FogoView, side: string): { readonly text: string; readonly ok: boolean } {
  const yours = sameName(view.initiative, side);
  return { text: yours ? `${side} holds the initiative` : `${view.initiative} holds the initiative: ${side} may only fire reactively`, ok: yours };
}

function movePreview(view: FogoView, side: string, stands: readonly StandViewData[], at: { readonly x: number; readonly y: number }, seen: boolean, table: PageTable | undefined): RuleResult<PagePreview> {
  const feature = table?.board.kind === 'tabletop' ? featureAt(table.features as readonly TableFeature[], at) : undefined;
  const to = feature?.name ?? 'open';
  const lines = [
    ...stands.map((s) => ({ text: `${s.id}${s.status === 'ok' ? '' : ` (${s.status})`}: from ${s.feature ?? 'the open'} to ${feature ? feature.name : 'the open'}`, ok: true })),
    initiativeLine(view, side),
    { text: seen ? 'In sight of the enemy (attested): hidden stands are revealed' : 'Out of the enemy\'s sight (attested)', ok: true },
  ];
  const options: Record<string, string | boolean> = stands.length > 1 ? { stands: stands.map((s) => s.id).join(','), feature: to } : { stand: stands[0]!.id, feature: to };
  if (seen) options['seen'] = true;
  return ok({ path: ['fogo', stands.length > 1 ? 'groupmove' : 'move'], options, lines, ends: stands.map((s) => ({ id: s.id, x: at.x, y: at.y, ok: true })) });
}

function firePreview(view: FogoView, side: string, firers: readonly StandViewData[], target: string): RuleResult<PagePreview> {
  const enemy = view.stands.find((x) => !sameName(x.side, side) && sameName(x.id, target) && x.status !== 'killed');
  if (!enemy) return fail('fogo/unknown-stand', { stand: target });
  const lines = [
    ...firers.map((s) => ({ text: s.noFire ? `${s.id} is marked NO FIRE` : `${s.id}${s.status === 'ok' ? '' : ` (${s.status})`} fires`, ok: !s.noFire })),
    { text: `At ${enemy.id}, in ${enemy.feature ?? 'the open'}: its cover from its terrain`, ok: true },
    initiativeLine(view, side),
    { text: 'Line of sight: yours to attest, as at the table', ok: true },
  ];
  return ok({ path: ['fogo', 'fire'], options: { firers: firers.map((s) => s.id).join(','), target: enemy.id }, lines });
}

function preview(view: FogoView, side: string, intent: PageIntent, table: PageTable | undefined): RuleResult<PagePreview> {
  const mine = ownStands(view, side, intent.units);
  if (!mine.ok) return mine;
  if ((intent.order === 'move' || intent.order === 'move-seen') && intent.target?.kind === 'point') return movePreview(view, side, mine.value, intent.target, intent.order === 'move-seen', table);
  if (intent.order === 'fire' && intent.target?.kind === 'unit') return firePreview(view, side, mine.value, intent.target.id);
  return fail('fogo/no-firers');
}

export const fogoPage: PageKit<FogoViewData> = { offers, preview };
