import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { findSide, isGm } from '../../../core/campaign.js';
import { fail } from '../../../core/result.js';
import { namesUnit, qualifiedRef, sameUnit } from '../../../core/unit-ref.js';
import { PUBLIC, viewerOf } from '../../../core/views.js';
import { addHelicopter, boardHelicopter } from '../rules/support/air-assault.js';
import { deployForce, type ForceSource } from '../rules/forces/force-deployment.js';
import { helicopterSlots, standSlots, type HelicopterType } from '../rules/game/helicopters.js';
import { declareLootable } from '../rules/civilians/looting.js';
import { placeStand, tableSpot } from '../rules/table/placement.js';
import { addStands, anyStand, gmCorrection, ownStand, removeStand, setGroundHug, type StandCorrection } from '../rules/game/state.js';
import type { StandSpec } from '../rules/troops/stand-validation.js';
import { viewFogo } from '../rules/view.js';
import { boardedText, groundHugText, helicopterAddedText, lootableText } from './format-actions.js';
import { formatOrderOfBattleProblems } from './messages.js';
import { fogoTable, publicNamer, sharedInView, sideNote, viewNamer } from './session.js';
import { setupSide, standLine } from './setup.js';

/*
 * The fogo orders outside the turn (set-up, markers, the GM's corrections): each runs its one rule
 * (rules/) on the campaign's game, saves the game, and tells the public only what it may see and
 * the acting side (or the GM) the rest. No rule is checked here.
 */

/** The GM declares the scenario's lootable features (`declareLootable`); the list is public. */
export function declareLootableFeatures(ctx: CommandContext, features: string): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const declared = declareLootable(table.value.state, features);
  if (!declared.ok) return declared;
  const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: declared.value });
  const text = lootableText(declared.value.lootableFeatures);
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo lootable', text } });
  return { ok: true, value: { public: { text } } };
}

/** The GM corrects a stand (`gmCorrection`); a hidden stand may be concerned, so only the GM is told. */
export function correctStandAsGm(ctx: CommandContext, id: string, patch: StandCorrection): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const changed = gmCorrection(table.value.state, id, patch);
  if (!changed.ok) return changed;
  const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: changed.value });
  const target = anyStand(table.value.state, id);
  const view = viewFogo(changed.value, viewerOf(campaign, ctx.actor));
  const stand = target.ok ? view.stands.find((s) => sameUnit(s, target.value)) : undefined;
  return { ok: true, value: { private: { text: `GM correction: ${stand ? standLine(stand, sharedInView(view)) : userText(id)}` } } };
}

/**
 * A whole order of battle deployed (`deployForce`): the public hears only of the stands it can see
 * (a hidden stand is not even counted), the deploying player of every one.
 */
export function deployForceFor(ctx: CommandContext, named: string | undefined, source: ForceSource, hidden: boolean): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const side = setupSide(ctx, table.value, named);
  if (!side.ok) return side;
  const deployed = deployForce(table.value.state, side.value, source, { hidden });
  if (!deployed.ok) {
    if (!('problems' in deployed)) return deployed;
    return fail('fogo/order-of-battle-rejected', { count: deployed.problems.length, problems: formatOrderOfBattleProblems(deployed.problems) });
  }
  const { state, force } = deployed.value;
  const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: state });
  const ids = new Set(force.stands.map((s) => s.id));
  const deployedNow = (s: { side: string; id: string }): boolean => s.side === side.value && ids.has(s.id);
  const publicView = viewFogo(state, PUBLIC);
  const ownView = viewFogo(state, viewerOf(campaign, ctx.actor));
  const seen = publicView.stands.filter(deployedNow);
  const mine = ownView.stands.filter(deployedNow);
  const publicShared = sharedInView(publicView);
  const publicText = `**${userText(side.value)}** deploys ${userText(force.name)}: ${seen.length ? seen.map((s) => `\`${s.id}\`${sideNote(publicShared, s.id, s.side)}`).join(', ') : 'nothing in sight'}.`;
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo force', text: publicText } });
  return {
    ok: true,
    value: {
      public: { text: publicText },
      private: { text: [`Deployed for **${userText(side.value)}**:`, ...mine.map((s) => `• ${standLine(s, sharedInView(ownView))}`)].join('\n') },
    },
  };
}

/** One stand added (`addStands`): the public hears of it only if it can see it. */
export function addStandFor(ctx: CommandContext, named: string | undefined, spec: StandSpec): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const side = setupSide(ctx, table.value, named);
  if (!side.ok) return side;
  const added = addStands(table.value.state, side.value, [spec]);
  if (!added.ok) return added;
  const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: added.value });
  const it = (s: { side: string; id: string }): boolean => s.side === side.value && s.id === spec.id;
  const ownView = viewFogo(added.value, viewerOf(campaign, ctx.actor));
  const publicView = viewFogo(added.value, PUBLIC);
  const own = ownView.stands.find(it);
  const seen = publicView.stands.find(it);
  const publicText = seen ? `**${userText(side.value)}** deploys ${standLine(seen, sharedInView(publicView))}.` : undefined;
  if (publicText) {
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo stand add', text: publicText } });
  }
  const unseen = spec.offTable === true ? '\nKept off the table: the enemy has not been told.' : '\nDeployed hidden: the enemy has not been told.';
  return {
    ok: true,
    value: {
      ...(publicText ? { public: { text: publicText } } : {}),
      private: { text: `Added to **${userText(side.value)}**: ${own ? standLine(own, sharedInView(ownView)) : spec.id}${seen ? '' : unseen}` },
    },
  };
}

/** A stand taken out of the game (`removeStand`): your own, the GM's any; told in public only if the public saw it. */
export function removeStandFor(ctx: CommandContext, id: string): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const { state, campaign, side } = table.value;
  const gm = isGm(campaign, ctx.actor.id);
  if (!gm && side === undefined) return fail('move/not-a-player');
  const found = gm || side === undefined ? anyStand(state, id) : ownStand(state, side, id);
  if (!found.ok) return found;
  const stand = found.value;
  const publicView = viewFogo(state, PUBLIC);
  const wasPublic = publicView.stands.some((s) => sameUnit(s, stand));
  const removed = removeStand(state, qualifiedRef(stand));
  if (!removed.ok) return removed;
  ctx.tx.saveCampaign({ ...campaign, game: removed.value });
  const shared = sharedInView(wasPublic ? publicView : viewFogo(state, viewerOf(campaign, ctx.actor)));
  const text = `Stand \`${userText(stand.id)}\`${sideNote(shared, stand.id, stand.side)} removed from the game.`;
  return { ok: true, value: wasPublic ? { public: { text } } : { private: { text } } };
}

/** A stand put at a spot on the table (`tableSpot`, `placeStand`): your own, the GM's any; a hidden stand's spot stays its side's. */
export function placeStandAt(ctx: CommandContext, id: string, at: string): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const { campaign, state, side } = table.value;
  const spot = tableSpot(campaign.board, at);
  if (!spot.ok) return spot;
  const gm = isGm(campaign, ctx.actor.id);
  if (!gm && side === undefined) return fail('move/not-a-player');
  const found = gm || side === undefined ? anyStand(state, id) : ownStand(state, side, id);
  if (!found.ok) return found;
  const stand = found.value;
  const next = placeStand(state, stand, spot.value).state;
  ctx.tx.saveCampaign({ ...campaign, game: next });
  const { x, y } = spot.value.at;
  const where = `${x},${y}${spot.value.feature ? ` in ${userText(spot.value.feature)}` : ' in the open'}`;
  // Only a stand the public can see is placed in public; a hidden one's spot stays its side's.
  const publicView = viewFogo(next, PUBLIC);
  const seen = publicView.stands.some((s) => sameUnit(s, stand));
  const shared = sharedInView(seen ? publicView : viewFogo(next, viewerOf(campaign, ctx.actor)));
  const text = `\`${userText(stand.id)}\`${sideNote(shared, stand.id, stand.side)} is at ${where}.`;
  return { ok: true, value: seen ? { public: { text } } : { private: { text } } };
}

/** A player's stand to ground or up (`setGroundHug`): a hidden stand's marker is told to its side only. */
export function groundHugFor(ctx: CommandContext, id: string, on: boolean): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const { campaign, state, side } = table.value;
  if (side === undefined) return fail('move/not-a-player');
  const set = setGroundHug(state, { side, stand: id, on });
  if (!set.ok) return set;
  const saved = ctx.tx.saveCampaign({ ...campaign, game: set.value });
  const own = ownStand(set.value, side, id);
  const standId = own.ok ? own.value.id : id;
  const name = publicNamer(viewFogo(set.value, PUBLIC));
  if (name.seen(standId, side)) {
    const text = groundHugText(side, standId, on, name);
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo groundhug', text } });
    return { ok: true, value: { public: { text } } };
  }
  // A hidden stand's marker is its side's business: the channel hears nothing.
  const text = `${groundHugText(side, standId, on, viewNamer(viewFogo(set.value, viewerOf(saved, ctx.actor))))}\nIt is hidden: only your side knows.`;
  const to = (findSide(saved, side)?.players ?? []).map((p) => p.id);
  ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'hidden', to }, data: { kind: 'action', command: 'fogo groundhug', text } });
  return { ok: true, value: { private: { text } } };
}

/** A helicopter at base added (`addHelicopter`): off the table, so only its side (and the GM) learn of it. */
export function addHelicopterFor(ctx: CommandContext, named: string | undefined, id: string, type: HelicopterType): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const side = setupSide(ctx, table.value, named);
  if (!side.ok) return side;
  const added = addHelicopter(table.value.state, { side: side.value, id, type });
  if (!added.ok) return added;
  const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: added.value });
  const text = helicopterAddedText(side.value, id, type, helicopterSlots(type, table.value.rules));
  const to = (findSide(campaign, side.value)?.players ?? []).map((p) => p.id);
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'hidden', to }, data: { kind: 'action', command: 'fogo heli add', text } });
  return { ok: true, value: { private: { text } } };
}

/** Off-table stands board a helicopter at base (`boardHelicopter`): who flies in is secret until it lands. */
export function boardHelicopterFor(ctx: CommandContext, helicopter: string, stands: readonly string[]): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const { campaign, state, rules, side } = table.value;
  if (side === undefined) return fail('move/not-a-player');
  const boarded = boardHelicopter(state, { side, helicopter, stands: [...stands] }, rules);
  if (!boarded.ok) return boarded;
  const saved = ctx.tx.saveCampaign({ ...campaign, game: boarded.value });
  const h = boarded.value.helicopters.find((x) => x.side === side && namesUnit(x, helicopter));
  if (!h) throw new Error(`helicopter ${helicopter} vanished on boarding`);
  const aboard = boarded.value.stands.filter((s) => s.side === side && h.passengers.includes(s.id));
  const used = aboard.reduce((n, s) => n + standSlots(s), 0);
  const name = viewNamer(viewFogo(boarded.value, viewerOf(saved, ctx.actor)), 'code');
  const text = boardedText(side, h.id, h.passengers, used, helicopterSlots(h.type, rules), name);
  const to = (findSide(saved, side)?.players ?? []).map((p) => p.id);
  ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'hidden', to }, data: { kind: 'action', command: 'fogo heli board', text } });
  return { ok: true, value: { private: { text } } };
}
