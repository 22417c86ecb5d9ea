import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { boolRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { sumDice, type Modifier, type Protection } from '../game/modifiers.js';
import { sneakerOf, type FogoState } from '../game/state.js';
import { hasTrait, isMounted, profileOf, type CannotFireReason, type Stand } from '../troops/stands.js';

/** The target's terrain as the players declare it; the bot judges no positions (crossfire-core §1.1.1). */
export type TargetCover = 'open' | 'cover' | 'entrenched' | 'bunker';
export const TARGET_COVERS: readonly TargetCover[] = ['open', 'cover', 'entrenched', 'bunker'];

/** Everything about a shot that is not the firer. */
export interface FireSituation {
  readonly cover: TargetCover;
  readonly targetGroundHug: boolean;
  /** Paratroops count as in the open in the initiative they land (crossfire-core §2.8). */
  readonly targetJustLanded: boolean;
  /** Reactive fire at a stand closing to close combat: SMGs throw 4 (crossfire-core §1.4.1). */
  readonly pointBlank: boolean;
}

/** One firer's pool before the roll. */
export interface FirePool {
  readonly stand: string;
  /** Dice against a target in the open. */
  readonly base: number;
  /** The house-rule key the base comes from, when one does (SMG, HE). */
  readonly baseRule?: string;
  readonly modifiers: readonly Modifier[];
  /** Dice thrown: base plus modifiers, never below 0. */
  readonly dice: number;
  readonly hitOn: 5 | 6;
  /** The Bazooka that added its die, if one did. */
  readonly bazooka?: string;
}

export type FirerError =
  | 'fogo/not-on-table'
  | 'fogo/stand-suppressed'
  | 'fogo/no-fire'
  | 'fogo/ground-hugging'
  | 'fogo/cannot-fire'
  | 'fogo/ambush-fire-only';

const onTable = (s: Stand): boolean => s.offTable !== true && s.embarkedIn === undefined;

/**
 * Whether a living stand is free to shoot now, whatever its weapon: on the table, not Suppressed,
 * not marked NO FIRE, and not hugging the ground if house rule `groundHug.blocksFire` (crossfire-core
 * §1.4.2, §1.5.1). Pinned stands may fire.
 */
export function readyToFire(stand: Stand, rules: HouseRules): RuleResult<Stand, FirerError> {
  if (!onTable(stand)) return fail('fogo/not-on-table', { stand: stand.id });
  if (stand.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: stand.id });
  if (stand.noFire) return fail('fogo/no-fire', { stand: stand.id });
  if (stand.groundHug && boolRule(rules, 'groundHug.blocksFire')) return fail('fogo/ground-hugging', { stand: stand.id });
  return ok(stand);
}

function cannotFire(stand: Stand, why: CannotFireReason): RuleResult<never, FirerError> {
  return fail('fogo/cannot-fire', { stand: stand.id, reason: why });
}

/** Dice against a target in the open, by the firer's profile (crossfire-core §1.4.1, §2.1–§2.3). */
interface Base {
  readonly base: number;
  readonly baseRule?: string;
  readonly mods: readonly Modifier[];
}

function basePool(stand: Stand, situation: FireSituation, rules: HouseRules): RuleResult<Base, FirerError> {
  const fire = profileOf(stand).fire;
  switch (fire.kind) {
    case 'none':
      return cannotFire(stand, fire.why);
    case 'pool':
      return ok({ base: fire.open, mods: [] });
    case 'ambush-only':
      if (!stand.hidden) return fail('fogo/ambush-fire-only', { stand: stand.id });
      return ok({ base: fire.open, mods: [] });
    case 'dragoon':
      return ok({ base: isMounted(stand) ? 2 : 3, mods: [] });
    case 'smg': {
      const base = intRule(rules, 'fire.smgDice');
      const extra = Math.max(0, 4 - base);
      const mods: Modifier[] = situation.pointBlank && extra > 0 ? [{ reason: 'smg-point-blank', dice: extra }] : [];
      return ok({ base, baseRule: 'fire.smgDice', mods });
    }
    case 'he': {
      const base = intRule(rules, 'fire.recoillessRifleHeDice');
      const mods: Modifier[] = hasTrait(stand, 'uneducated') ? [{ reason: 'uneducated-he', dice: -1 }] : [];
      return ok({ base, baseRule: 'fire.recoillessRifleHeDice', mods });
    }
  }
}

/**
 * The attached Bazooka able to add its die to `rifle`'s fire, if any (crossfire-core §2.1, §2.11 (13)).
 * A Bazooka inside a Sneaker is not with its team: it acts only through its marker.
 */
export function attachedBazooka(state: FogoState, rifle: Stand, rules: HouseRules): Stand | undefined {
  if (!profileOf(rifle).rifleTeam) return undefined;
  return state.stands.find(
    (b) =>
      b.type === 'bazooka' &&
      b.side === rifle.side &&
      b.status !== 'killed' &&
      b.attachedTo?.toLowerCase() === rifle.id.toLowerCase() &&
      sneakerOf(state, b) === undefined &&
      readyToFire(b, rules).ok,
  );
}

/** What protects a target: cover, entrenchment, a bunker, ground hug (crossfire-core §1.4.2). */
function protectionOf(situation: FireSituation): { readonly causes: readonly Protection[]; readonly bunker: boolean } {
  const causes: Protection[] = [];
  if (situation.cover !== 'open') causes.push(situation.cover);
  if (situation.targetGroundHug) causes.push('ground-hug');
  return { causes, bunker: situation.cover === 'bunker' };
}

/**
 * The modifier a target's protection gives a pool that does not ignore cover (crossfire-core §1.4.2,
 * §2.8): one die between cover, entrenchment and ground hug; a bunker takes one and hits only on 6;
 * paratroops just landed count as in the open. None in the open.
 */
export function protectionModifiers(situation: FireSituation): Modifier[] {
  const { causes, bunker } = protectionOf(situation);
  if (causes.length === 0) return [];
  if (situation.targetJustLanded) return [{ reason: 'target-just-landed', dice: 0, causes }];
  return [{ reason: bunker ? 'target-bunker' : 'target-protected', dice: -1, causes, ...(bunker ? { hitOn: 6 } : {}) }];
}

/**
 * One firer's dice and hit number against a target (crossfire-core §1.4.1–§1.4.2): a Pinned firer
 * loses house rule `fire.pinnedPenalty` dice (none by default); cover,
 * entrenchment and ground hug take one die between them; a bunker takes one and hits only on 6;
 * mounted Dragoons ignore cover; paratroops just landed count as in the open; an attached Bazooka
 * adds a die against a protected target; Uneducated gunners lose a die of HE.
 */
export function firePool(
  state: FogoState,
  firer: Stand,
  situation: FireSituation,
  rules: HouseRules,
): RuleResult<FirePool, FirerError> {
  const ready = readyToFire(firer, rules);
  if (!ready.ok) return ready;
  const basic = basePool(firer, situation, rules);
  if (!basic.ok) return basic;
  const mods = [...basic.value.mods];
  const pinnedPenalty = firer.status === 'pinned' ? intRule(rules, 'fire.pinnedPenalty') : 0;
  if (pinnedPenalty > 0) mods.push({ reason: 'firer-pinned', dice: -pinnedPenalty, rule: 'fire.pinnedPenalty' });
  let hitOn: 5 | 6 = 5;
  let bazooka: string | undefined;

  const { causes, bunker } = protectionOf(situation);

  if (causes.length > 0 && situation.targetJustLanded) {
    mods.push(...protectionModifiers(situation));
  } else if (causes.length > 0) {
    if (isMounted(firer)) {
      mods.push({ reason: 'mounted-ignores-cover', dice: 0, causes });
      if (bunker) mods.push({ reason: 'target-bunker', dice: 0, hitOn: 6 });
    } else {
      mods.push(...protectionModifiers(situation));
    }
    if (bunker) hitOn = 6;
    const b = bunker && !boolRule(rules, 'bazooka.augmentsBunker') ? undefined : attachedBazooka(state, firer, rules);
    if (b) {
      bazooka = b.id;
      mods.push({ reason: 'bazooka', dice: 1, stand: b.id, ...(bunker ? { rule: 'bazooka.augmentsBunker' } : {}) });
    }
  }

  const dice = Math.max(0, basic.value.base + sumDice(mods));
  return ok({
    stand: firer.id,
    base: basic.value.base,
    ...(basic.value.baseRule === undefined ? {} : { baseRule: basic.value.baseRule }),
    modifiers: mods,
    dice,
    hitOn,
    ...(bazooka === undefined ? {} : { bazooka }),
  });
}
