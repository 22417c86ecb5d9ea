import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { firstAid } from '../first-aid.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { has, inches, keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { hastyMgSetup, setupOptions, type MgKind } from '../hasty-mg.js';
import type { Rep } from '../../figures/figure.js';
import { resolveWeapons } from '../../figures/weapons.js';
import { weaponReadings } from '../../figures/forces-house-rules.js';

/**
 * The wounded and the kit (FNG 2nd Tour p.38–39, seed L954–L970; L753–L766, L808): First Aid by a medic
 * in contact since before this activation, one attempt a casualty; carrying a casualty (2" less move,
 * snap fire, never outgunned); reloading (the active fire is spent); setting up a machinegun.
 */

export type AidError = 'fng/not-a-medic' | 'fng/not-wounded' | 'fng/not-in-contact' | 'fng/first-aid-once' | 'fng/already-moved' | 'fng/already-carrying' | 'fng/not-carrying' | 'fng/not-out-of-ammo' | 'fng/fast-moved-no-reload' | 'fng/not-a-machinegun';

/** Base to base: within an inch, the table having no bases. */
export const CONTACT_INCHES = 1;

const isMedic = (f: TableFigure): boolean => f.role === 'medic' || has(f, 'medic');

/**
 * First Aid (L958–L970): the medic, in contact with an Out of the Fight friend since his last activation
 * (he has not moved in this one), spends this activation on 1d6 against his REP and 1d6 against the
 * casualty's: 2 a flesh wound, 1 back at REP −1, 0 stays Out of the Fight.
 */
export function aidOrder(a: OrderArgs, input: { readonly medic: string; readonly casualty: string }): RuleResult<Ordered> {
  const m = readyFigure(a, input.medic, 'fng/already-moved', { moved: true });
  if (!m.ok) return m;
  const c = ownFigure(a.game, a.side, input.casualty);
  if (!c.ok) return c;
  const medic = m.value;
  const cas = c.value;
  if (!isMedic(medic)) return fail('fng/not-a-medic', { figure: medic.id });
  if (cas.status !== 'out-of-fight' || cas.at === undefined) return fail('fng/not-wounded', { figure: cas.id });
  if (inches(medic, cas) > CONTACT_INCHES) return fail('fng/not-in-contact', { figure: medic.id });
  const r = firstAid(a.roller, { medicRep: medic.rep, casualtyRep: cas.rep, alreadyAttempted: cas.aidTried === true }, `first aid ${cas.id}`);
  if (!r.ok) return r;
  let g: FngGame = updateFigure(a.game, keyOf(medic), (x) => ({ ...x, busy: true, moved: true, fired: true }));
  g = updateFigure(g, keyOf(cas), (x) => ({
    ...x,
    aidTried: true,
    ...(r.value.rep === undefined ? {} : { status: 'carry-on' as const, rep: Math.max(1, r.value.rep) as Rep, walkingWounded: false }),
  }));
  const events: FngEvent[] = [{ kind: 'aid', medic: keyOf(medic), casualty: keyOf(cas), passes: r.value.passes, result: r.value.result, ...(r.value.rep === undefined ? {} : { rep: r.value.rep }), parts: r.value.parts }];
  return ok({ game: g, events });
}

/** Picks up a wounded friend in contact, or sets the one carried down (L954–L957). */
export function carryOrder(a: OrderArgs, input: { readonly carrier: string; readonly casualty?: string; readonly drop?: boolean }): RuleResult<Ordered> {
  const found = ownFigure(a.game, a.side, input.carrier);
  if (!found.ok) return found;
  const f = found.value;
  const may = mayAct(a.game, f, { moving: true });
  if (!may.ok) return may;
  if (input.drop) {
    if (f.carrying === undefined) return fail('fng/not-carrying', { figure: f.id });
    const cas = f.carrying;
    let g = updateFigure(a.game, keyOf(f), (x) => {
      const { carrying: _c, ...rest } = x;
      return rest;
    });
    g = updateFigure(g, cas, (x) => {
      const { carriedBy: _c, ...rest } = x;
      return rest;
    });
    return ok({ game: g, events: [{ kind: 'carry', carrier: keyOf(f), casualty: cas, drop: true }] });
  }
  if (f.carrying !== undefined) return fail('fng/already-carrying', { figure: f.id });
  const c = ownFigure(a.game, a.side, input.casualty ?? '');
  if (!c.ok) return c;
  const cas = c.value;
  if (!['out-of-fight', 'stunned'].includes(cas.status) || cas.at === undefined) return fail('fng/not-wounded', { figure: cas.id });
  if (inches(f, cas) > CONTACT_INCHES) return fail('fng/not-in-contact', { figure: f.id });
  let g = updateFigure(a.game, keyOf(f), (x) => ({ ...x, carrying: keyOf(cas) }));
  g = updateFigure(g, keyOf(cas), (x) => ({ ...x, carriedBy: keyOf(f), at: f.at! }));
  return ok({ game: g, events: [{ kind: 'carry', carrier: keyOf(f), casualty: keyOf(cas), drop: false }] });
}

/**
 * Reloads a weapon out of ammo: it may still move, but no further than its normal move (L603, L787) —
 * so not after a Fast Move this activation, nor a Fast Move after it — and its active fire is spent (L612, L808).
 */
export function reloadOrder(a: OrderArgs, input: { readonly figure: string }): RuleResult<Ordered> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (!f.outOfAmmo) return fail('fng/not-out-of-ammo', { figure: f.id });
  if (f.moved && f.fastMoving) return fail('fng/fast-moved-no-reload', { figure: f.id });
  const g = updateFigure(a.game, keyOf(f), (x) => {
    const { outOfAmmo: _o, ...rest } = x;
    return { ...rest, fired: true, reloaded: true };
  });
  return ok({ game: g, events: [{ kind: 'reload', figure: keyOf(f) }] });
}

const MG_KIND: Readonly<Record<string, MgKind>> = { lmg: 'bipod-lmg', mmg: 'mmg', hmg: 'hmg' };

/**
 * Setting up a machinegun (L753–L766): a fully crewed bipod LMG (or BAR) simply goes prone; otherwise the
 * Hasty Machinegun Setup table (2d6 vs the gunner's REP, +1d6 for a short-crewed bipod LMG) says when it
 * may fire, or `full` spends the whole activation and it is ready when next active. The crew is the
 * gunner and the assistants within an inch.
 */
export function setupMgOrder(a: OrderArgs, input: { readonly gunner: string; readonly full?: boolean }): RuleResult<Ordered> {
  const found = ownFigure(a.game, a.side, input.gunner);
  if (!found.ok) return found;
  const f = found.value;
  const may = mayAct(a.game, f);
  if (!may.ok) return may;
  if (f.busy) return fail('fng/already-moved', { figure: f.id });
  const weapons = resolveWeapons(a.rules, weaponReadings(a.rules));
  const w = f.weapon === undefined ? undefined : weapons[f.weapon];
  const kind = w ? (w.id === 'bar' || w.id === 'm14a1' || w.id === 'bar-cf' ? 'bar' : MG_KIND[w.class]) : undefined;
  if (!kind) return fail('fng/not-a-machinegun', { figure: f.id });
  const crew = 1 + a.game.figures.filter((x) => x.side === f.side && keyOf(x) !== keyOf(f) && x.at !== undefined && x.status === 'carry-on' && x.role === 'lmg-assistant' && inches(x, f) <= CONTACT_INCHES).length;
  const opts = setupOptions({ kind, crew });
  if (!opts.ok) return opts;
  const key = keyOf(f);
  if (opts.value.byGoingProne) {
    const g = updateFigure(a.game, key, (x) => ({ ...x, prone: true, mg: { when: 'now', serial: a.game.serial } }));
    return ok({ game: g, events: [{ kind: 'mg-setup', figure: key, how: 'prone', when: 'now' }] });
  }
  if (input.full || opts.value.hasty === 'no') {
    // A full set-up is one uninterrupted activation (L612, L760).
    if (f.moved || f.fired) return fail('fng/already-moved', { figure: f.id });
    const g = updateFigure(a.game, key, (x) => ({ ...x, busy: true, moved: true, fired: true, mg: { when: 'next', serial: a.game.serial } }));
    return ok({ game: g, events: [{ kind: 'mg-setup', figure: key, how: 'full', when: 'next' }] });
  }
  const r = hastyMgSetup(a.roller, { leaderRep: f.rep, bipodLmgShortCrew: opts.value.hasty === 'yes-with-extra-die' }, `hasty setup ${f.id}`);
  if (!r.ok) return r;
  const when = r.value.result === 'ready-now' ? 'now' : r.value.result === 'fire-in-reaction' ? 'reaction' : 'next';
  const g = updateFigure(a.game, key, (x) => ({ ...x, prone: true, mg: { when, serial: a.game.serial }, ...(when === 'now' ? {} : { fired: true }) }));
  return ok({ game: g, events: [{ kind: 'mg-setup', figure: key, how: 'hasty', when, passes: r.value.passes, part: r.value.part }] });
}
