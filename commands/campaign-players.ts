import { command, group } from '../src/app/command.js';
import { botSideOf } from '../src/app/campaign-access.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { leaving, logSeat, welcome } from '../src/app/seating.js';
import { addPlayer, approveRequest, refuseRequest, removePlayer, setGmOnly } from '../src/core/joining.js';

/*
 * The GM's say over who plays what (README, Who sees what): she answers requests to join a game under
 * way, seats or removes a player herself, and keeps a side for herself. Who plays what is public.
 */

const REQUEST = { type: 'string', description: 'Who asked (a request waiting for you)', required: true, autocomplete: 'join-request', maxLength: 64 } as const;

export const playersApprove = command({
  name: 'approve',
  description: 'Approve a request to join a side (GM only): they take it and read what it knows',
  help: 'The request\'s own button in your DMs does the same. If the side has a private thread, they are added to it and can read its history.',
  options: { player: REQUEST },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const r = approveRequest(c, o.player, botSideOf(ctx, c));
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    const { player, side } = r.value.request;
    logSeat(ctx, saved, { kind: 'player-added', side, player: player.name, asked: true });
    return {
      ok: true,
      value: {
        public: { text: `${userText(player.name)} joins **${userText(side)}**, approved by the GM.` },
        private: { text: `Approved: ${userText(player.name)} plays **${userText(side)}**.` },
        dms: [welcome(saved, player, side, 'the GM approved')],
      },
    };
  },
});

export const playersRefuse = command({
  name: 'refuse',
  description: 'Refuse a request to join a side (GM only)',
  options: { player: REQUEST },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const r = refuseRequest(campaignOf(ctx), o.player);
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    const { player, side } = r.value.request;
    logSeat(ctx, saved, { kind: 'join-refused', side, player: player.name }, player);
    return {
      ok: true,
      value: {
        private: { text: `Refused: ${userText(player.name)} does not join **${userText(side)}**.` },
        dms: [{ to: player, post: { text: `The GM of **${userText(saved.name)}** refused your request to join **${userText(side)}**.` } }],
      },
    };
  },
});

export const playersAdd = command({
  name: 'add',
  description: 'Seat a player on an open side yourself, asked or not (GM only)',
  options: {
    side: { type: 'string', description: 'The side they play', required: true, autocomplete: 'open-side', maxLength: 64 },
    player: { type: 'user', description: 'Who plays it', required: true },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const r = addPlayer(c, o.player, o.side, botSideOf(ctx, c));
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    const asked = (c.requests ?? []).some((q) => q.player.id === o.player.id);
    logSeat(ctx, saved, { kind: 'player-added', side: r.value.side, player: o.player.name, asked });
    return {
      ok: true,
      value: {
        public: { text: `${userText(o.player.name)} joins **${userText(r.value.side)}**, seated by the GM.` },
        dms: [welcome(saved, o.player, r.value.side, 'seated by the GM')],
      },
    };
  },
});

export const playersRemove = command({
  name: 'remove',
  description: 'Take a player off their side (GM only): nothing more of it reaches them',
  help: 'They are taken out of the side\'s private thread, if it has one; joining again is a request you answer.',
  options: {
    player: { type: 'string', description: 'The player', required: true, autocomplete: 'player', maxLength: 64 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const r = removePlayer(c, o.player);
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    const { player, side } = r.value;
    logSeat(ctx, saved, { kind: 'player-left', side, player: player.name });
    return {
      ok: true,
      value: {
        public: { text: `👋 The GM takes ${userText(player.name)} off **${userText(side)}**: nothing more of the side reaches them.` },
        dms: [{ to: player, post: { text: `The GM of **${userText(saved.name)}** took you off **${userText(side)}**: nothing more of it reaches you.` } }],
        ...leaving(c, player, side),
      },
    };
  },
});

export const playersGmOnly = command({
  name: 'gm-only',
  description: 'Keep a side for yourself, so no player may join it (on:false opens it again; GM only)',
  options: {
    side: { type: 'string', description: 'The side', required: true, autocomplete: 'side', maxLength: 64 },
    on: { type: 'boolean', description: 'true: only you play it; false: players may join it', required: true },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const r = setGmOnly(c, o.side, o.on, botSideOf(ctx, c));
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    logSeat(ctx, saved, { kind: 'side-gm-only', side: r.value.side, on: o.on });
    const dropped = (c.requests ?? []).filter((q) => !(saved.requests ?? []).includes(q));
    const side = userText(r.value.side);
    return {
      ok: true,
      value: {
        public: { text: o.on ? `🔒 The GM keeps **${side}** for herself: no player may join it.` : `🔓 **${side}** is open to players again.` },
        ...(dropped.length ? { dms: dropped.map((q) => ({ to: q.player, post: { text: `Your request to join **${side}** in **${userText(saved.name)}** went: the GM keeps the side for herself.` } })) } : {}),
      },
    };
  },
});

export const campaignPlayers = group('players', 'Who plays which side: requests to join, seating and removing players (GM only)', [
  playersApprove,
  playersRefuse,
  playersAdd,
  playersRemove,
  playersGmOnly,
]);
