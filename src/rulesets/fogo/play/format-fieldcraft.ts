import type { FieldcraftRoll } from '../rules/fieldcraft/roll.js';
import type { Place, SneakerContents } from '../rules/game/fieldcraft-state.js';
import type { SneakResult } from '../rules/fieldcraft/sneak.js';
import type { StartingAllocationResult } from '../rules/fieldcraft/allocation.js';
import type { HideResult } from '../rules/fieldcraft/hide.js';
import type { ConcealTrailResult } from '../rules/fieldcraft/conceal-trail.js';
import type { TrackResult } from '../rules/fieldcraft/track.js';
import type { ReorganiseResult } from '../rules/fieldcraft/reorganise.js';
import type { SneakerMoveResult, SneakerRallyResult, SneakerReconByFireResult } from '../rules/fieldcraft/sneaker-actions.js';
import type { AssignFireResult, RevealPublic, RevealResult, SneakerFireLanding, SneakerVolleyResult } from '../rules/fieldcraft/reveal.js';
import { userText } from '../../../app/format.js';
import { placeText } from './place-text.js';
export { placeText } from './place-text.js';
import { effectText, initiativeText, RESULT_WORDS, volleyText } from './format.js';
import type { Namer } from './session.js';


/** Sneaker or Spoor ids: numbered per game, never shared between sides. */
const ids = (xs: readonly string[]): string => xs.map((x) => `\`${userText(x)}\``).join(', ');
/** Stands of one side, named. */
const stands = (xs: readonly string[], side: string, name: Namer): string => xs.map((x) => name(x, side)).join(', ');

/** The attestations the owner swore, recorded publicly for challenge. */
export function attestedText(a: Readonly<Record<string, boolean>>): string {
  const sworn = Object.entries(a).filter(([, v]) => v).map(([k]) => k.replace(/([A-Z])/g, ' $1').toLowerCase());
  return sworn.length ? ` (attested: ${sworn.join(', ')})` : '';
}

/** What the board measured instead of the owner's word (`rules/game/board-distance.ts`). */
export function measuredText(m: readonly string[] | undefined): string {
  if (!m?.length) return '';
  return ` (measured on the board: ${m.map((k) => k.replace(/([A-Z])/g, ' $1').toLowerCase()).join(', ')})`;
}

/** A secret fieldcraft roll, for its side and the GM only: the dice count is itself a secret. */
export function fieldcraftRollText(r: FieldcraftRoll): string {
  if (r.ability === 0) return 'no dice';
  return `${r.ability}d6 hitting on 5+ [${r.faces.join(', ')}] = ${r.hits} hit${r.hits === 1 ? '' : 's'}${r.spoor ? ', exactly one: a Spoor is placed' : ''}`;
}

/** What `side`'s Sneakers hold, for that side and the GM. */
export function contentsText(sneakers: readonly SneakerContents[], side: string, name: Namer): string {
  return sneakers.map((s) => `\`${s.sneaker}\` ${s.stands.length ? `holds ${stands(s.stands, side, name)}` : 'is a dummy'}`).join('; ');
}

export function sneakPublicText(r: SneakResult, name: Namer): string {
  const p = r.public;
  const who = p.from === 'revealed' && p.stands?.length ? ` ${stands(p.stands, p.side, name)}` : '';
  const head = `**${userText(p.side)}**${who} ${p.from === 'revealed' ? 'vanish into the bush' : 'sneak'} ${placeText(p.place)}${attestedText(p.attested)}`;
  const automatic = p.automatic ? ' (automatic: an unallocated starting Sneaker was used, no dice)' : '';
  const outcome = p.success ? `new Sneaker${p.sneakers.length === 1 ? '' : 's'} ${ids(p.sneakers)}${automatic}` : 'the attempt fails';
  const spoor = p.spoor ? `; Spoor \`${p.spoor}\` left` : '';
  return `${head}: ${outcome}${spoor} — ${p.initiative === 'keep' ? 'initiative kept' : 'initiative passes'}.`;
}

export function sneakSecretText(r: SneakResult, name: Namer): string {
  const s = r.secret;
  const how = s.automatic ? 'automatic success (an unallocated starting Sneaker was used)' : s.roll ? fieldcraftRollText(s.roll) : 'no roll';
  const real = s.real ? `\`${s.real}\` is the real one` : 'the troops stayed hidden where they were';
  return `Sneak by ${stands(s.unit, s.side, name)}: ${how}. ${r.public.success ? `${real}. ${contentsText(s.sneakers, s.side, name)}.` : 'Failed.'} Unallocated starting Sneakers left: ${s.unallocatedLeft}.`;
}

/*
 * The other fieldcraft actions (crossfire-core §2.7). Public texts are built only from a result's
 * `public` part and the Namer (which names a stand only when the public view shows it): never a
 * Sneaker's contents, whether it is real, a troop count or a fieldcraft dice count. Secret texts go
 * to the acting side and the GM only.
 */

const sideName = (s: string): string => `**${userText(s)}**`;
const marker = (id: string): string => `Sneaker \`${userText(id)}\``;
const spoorLeft = (id: string | undefined, where = ''): string => (id ? `; Spoor \`${userText(id)}\` left${where}` : '');
const outcome = (success: boolean, yes: string, no = 'the attempt fails'): string => (success ? yes : no);

const CAUSE: Readonly<Record<RevealPublic['cause'], string>> = {
  'recon-by-fire': 'by recon by fire',
  fire: 'by fire',
  owner: 'by its owner',
  track: 'by tracking',
};

/** A Sneaker revealed (crossfire-core §2.7.6): removed if empty, else where each of its stands now stands. */
export function revealText(r: RevealPublic, name: Namer): string {
  const head = `${marker(r.sneaker)} (${userText(r.side)}) is revealed ${CAUSE[r.cause]} ${placeText(r.place)}`;
  if (r.empty) return `${head}: it held no troops and is removed.`;
  const inFeature = r.stands.filter((s) => s.feature !== undefined).map((s) => s.id);
  const inOpen = r.stands.filter((s) => s.feature === undefined).map((s) => s.id);
  const parts: string[] = [];
  if (r.place.feature !== undefined) {
    if (inFeature.length) parts.push(`${stands(inFeature, r.side, name)} placed in ${userText(r.place.feature)}`);
    if (inOpen.length) parts.push(`${stands(inOpen, r.side, name)} in the open within one stand width`);
  } else {
    const first = r.atMarker ?? r.stands[0]?.id;
    const rest = r.stands.map((s) => s.id).filter((id) => id !== first);
    if (first !== undefined) parts.push(`${name(first, r.side)} replaces the marker`);
    if (rest.length) parts.push(`${stands(rest, r.side, name)} within one stand width of it`);
  }
  return `${head}: ${parts.join('; ')}.`;
}

// Starting Sneakers.

export function allocatePublicText(r: StartingAllocationResult): string {
  const p = r.public;
  const list = p.sneakers.map((s) => `${marker(s.id)} ${placeText(s.place)}`);
  return `${sideName(p.side)} sets up its starting Sneakers: ${list.length ? list.join(', ') : 'none on the table yet'}.`;
}

export function allocateSecretText(r: StartingAllocationResult, name: Namer): string {
  const s = r.secret;
  const per = s.allowance.perTroopType.map((a) => `${a.troopType} ${a.allocated} + ${a.bonus} bonus`).join(', ');
  const nominal = s.nominalFieldcraft === undefined ? 'house rule `fieldcraft.dummyNominalDice`' : `${s.nominalFieldcraft}d6`;
  return [
    `Starting Sneakers: allowance ${s.allowance.total} (${per || 'no forces'}).`,
    s.sneakers.length ? `${contentsText(s.sneakers, s.side, name)}.` : 'None on the table yet.',
    `Unallocated starting Sneakers: ${s.unallocated}. Dummies roll ${nominal}.`,
  ].join(' ');
}

// Hide.

export function hidePublicText(r: HideResult): string {
  const p = r.public;
  const result = outcome(p.success, `it hides${spoorLeft(p.spoor, ' beside it')}`);
  return `${sideName(p.side)} ${marker(p.sneaker)} tries to hide${attestedText(p.attested)}: ${result} — ${initiativeText(p.initiative)}.`;
}

export function hideSecretText(r: HideResult, name: Namer): string {
  const s = r.secret;
  const head = `Hide by \`${userText(s.sneaker)}\`: ${fieldcraftRollText(s.roll)}.`;
  if (!r.public.success) return `${head} Failed.`;
  const left = s.leftHidden.length
    ? `Left hidden ${placeText(s.cache?.place ?? {})}${s.cache ? ` (${s.cache.id})` : ''}: ${stands(s.leftHidden, s.side, name)}; \`${userText(s.sneaker)}\` is now empty.`
    : 'The troops stay with the Sneaker.';
  return `${head} ${left}${s.keptWithSneaker.length && s.leftHidden.length ? ` Still in it: ${stands(s.keptWithSneaker, s.side, name)}.` : ''}`;
}

// Conceal Trail.

export function concealPublicText(r: ConcealTrailResult, name: Namer): string {
  const p = r.public;
  const by = 'sneaker' in p.by ? marker(p.by.sneaker) : 'stand' in p.by ? name(p.by.stand, p.side) : 'a hidden unit';
  if (p.variant === 'split') {
    const result = outcome(p.success, `new Sneaker \`${userText(p.newSneaker ?? '?')}\`${spoorLeft(p.spoor, ' beside the original')}`);
    return `${sideName(p.side)} ${by} conceals its trail: ${result} — ${initiativeText(p.initiative)}.`;
  }
  const result = outcome(p.success, `Spoor \`${userText(p.removedSpoor ?? '?')}\` is wiped out`);
  return `${sideName(p.side)} ${by} conceals the trail${attestedText(p.attested ?? {})}: ${result} — ${initiativeText(p.initiative)}.`;
}

export function concealSecretText(r: ConcealTrailResult, name: Namer): string {
  const s = r.secret;
  const split = s.sneakers ? ` ${contentsText(s.sneakers, r.public.side, name)}.` : '';
  return `Conceal Trail: ${fieldcraftRollText(s.roll)}.${r.public.success ? split : ' Failed.'}`;
}

// Track.

export function trackPublicText(r: TrackResult, name: Namer): string {
  const p = r.public;
  const head = `${sideName(p.side)} ${name(p.stand, p.side)} tracks Spoor \`${userText(p.spoor)}\`${attestedText(p.attested)}${measuredText(p.measured)}`;
  const closest = p.closestTo === 'TRACKER' ? 'the tracker' : 'the Spoor';
  const result = p.success
    ? p.revealed
      ? `success, named as the Sneaker closest to ${closest}. ${revealText(p.revealed, name)}`
      : 'success; no Sneaker named.'
    : 'the attempt fails.';
  return `${head}: ${result} The Spoor is removed — ${initiativeText(p.initiative)}.`;
}

export function trackSecretText(r: TrackResult, name: Namer): string {
  return `Track by ${name(r.public.stand, r.public.side)}: ${fieldcraftRollText(r.secret.roll)}.`;
}

// Reorganise.

export function reorganisePublicText(r: ReorganiseResult): string {
  const p = r.public;
  const result = outcome(p.success, `done${spoorLeft(p.spoor)}`);
  return `${sideName(p.side)} reorganises Sneakers ${ids(p.sneakers)}${attestedText(p.attested)}${measuredText(p.measured)}: ${result} — ${initiativeText(p.initiative)}.`;
}

export function reorganiseSecretText(r: ReorganiseResult, name: Namer): string {
  const s = r.secret;
  return `Reorganise: ${fieldcraftRollText(s.roll)}.${r.public.success && s.sneakers ? ` ${contentsText(s.sneakers, s.side, name)}.` : ' Failed.'}`;
}

// Open Sneaker actions: move, rally, recon by fire, reveal.

export function sneakerMoveText(r: SneakerMoveResult): string {
  const p = r.public;
  const bare = (x: Place): string => placeText(x).replace(/^in the open$/, 'the open').replace(/^(in|at) /, '');
  return `${sideName(p.side)} ${marker(p.sneaker)} moves from ${bare(p.from)} to ${bare(p.to)}.`;
}

export function sneakerRallyText(r: SneakerRallyResult): string {
  const p = r.public;
  const result = p.success ? 'success, no longer Pinned' : 'fails, still Pinned';
  return `${sideName(p.side)} ${marker(p.sneaker)} rallies from its pin: 1d6 [${p.die}] against ${p.target}+, unmodified — ${result} — ${initiativeText(p.initiative)}.`;
}

export function sneakerRbfText(r: SneakerReconByFireResult, name: Namer): string {
  const p = r.public;
  const lines = [
    `${sideName(p.side)} ${marker(p.sneaker)} fires recon by fire into ${userText(p.feature)}: 2d6 as for any Sneaker, 5+ a hit, needs ${p.needed} — [${p.faces.join(', ')}] = ${p.hits} hit${p.hits === 1 ? '' : 's'}, ${p.success ? 'success' : 'failed'}.`,
  ];
  if (p.success) {
    lines.push(p.revealedStands.length ? `Revealed: ${p.revealedStands.map((id, i) => name(id, p.revealedStandSides[i] ?? '')).join(', ')}.` : 'No hidden stand revealed.');
    for (const s of p.revealedSneakers) lines.push(revealText(s, name));
  }
  p.effects.forEach((e, i) => lines.push(effectText(e, name, p.effectSides[i] ?? '')));
  lines.push(`${initiativeText(p.initiative)}.`);
  return lines.join('\n');
}

export function sneakerRevealText(r: RevealResult, name: Namer): string {
  return `${sideName(r.public.side)} reveals a Sneaker. ${revealText(r.public, name)}`;
}

// Fire at Sneakers.

/** What a volley did to the Sneaker (crossfire-core §2.7.6, §2.11 (1), (2)). */
export function landingText(p: SneakerFireLanding['public'], name: Namer): string[] {
  const word = RESULT_WORDS[p.result];
  if (!p.reveal) {
    if (p.result === 'pin') return [`Result: PIN — ${marker(p.sneaker)} is Pinned (a Pin does not reveal it).`];
    return [`Result: ${word} on ${marker(p.sneaker)}${p.pinned ? ', which stays Pinned' : ''}.`];
  }
  const lines = [`Result: ${word}. ${revealText(p.reveal, name)}`];
  const owner = p.reveal.side;
  if (p.awaitingTarget?.length) {
    lines.push(`${sideName(p.firingSide)} names the stand that takes the ${word} with \`/fieldcraft assign\`: ${stands(p.awaitingTarget, owner, name)}.`);
  }
  for (const e of p.effects) lines.push(effectText(e, name, owner));
  if (p.reveal.empty) lines.push(p.success ? 'It counts as a successful fire.' : 'It does not count as a successful fire (house rule).');
  return lines;
}

export function fireAtSneakerText(r: SneakerVolleyResult, name: Namer): string {
  const p = r.public;
  const reactive = r.kind === 'reactive-fire-at-sneaker';
  return [
    `${sideName(p.side)} fires${reactive ? ' reactively' : ''} at ${marker(p.sneaker)} (${p.cover})`,
    volleyText(p.volley, name, p.side),
    ...landingText(p, name),
    ...(p.noFire?.length ? [`NO FIRE: ${stands(p.noFire, p.side, name)}`] : []),
    `${initiativeText(p.initiative)}.`,
  ].join('\n');
}

export function assignFireText(r: AssignFireResult, name: Namer): string {
  const p = r.public;
  return `${sideName(p.firingSide)} names ${name(p.effect.stand, p.targetSide)} to take the fire that revealed ${marker(p.sneaker)}: ${effectText(p.effect, name, p.targetSide)}.`;
}
