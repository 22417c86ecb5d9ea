/**
 * Fogo Cruzado stand types and troop characteristics (Fogo Cruzado, Types of Stands and Other Troop
 * Characteristics; crossfire-core §1.4.1, §2.1–§2.3, §2.8 slots).
 */

export const STAND_TYPES = [
  'rifle-bolt-action',
  'rifle-assault',
  'rifle-lmg',
  'rifle-rpg',
  'smg',
  'scout',
  'bazooka',
  'mmg',
  'hmg',
  'recoilless-rifle',
  'light-mortar',
  'mortar',
  'bow-gang',
  'machete-gang',
  'civilians',
  'commander',
  'command-team',
  'commissar',
  'fo',
  'dragoons',
] as const;
export type StandType = (typeof STAND_TYPES)[number];

export const QUALITIES = ['green', 'regular', 'veteran'] as const;
export type Quality = (typeof QUALITIES)[number];

/** Characteristics beyond type and quality (crossfire-core §2.3). Fieldcraft dice are a number. */
export const TRAITS = ['untrained', 'timid', 'reckless', 'looter', 'uneducated', 'tracker'] as const;
export type Trait = (typeof TRAITS)[number];

/** The status ladder OK → Pinned → Suppressed → Killed (crossfire-core §0.3). */
export const STAND_STATUSES = ['ok', 'pinned', 'suppressed', 'killed'] as const;
export type StandStatus = (typeof STAND_STATUSES)[number];

/** Fieldcraft ability, 0d6 (rudimentary) to 3d6 (expert) (crossfire-core §2.7.4). */
export type FieldcraftDice = 0 | 1 | 2 | 3;

/** The level a command stand commands at (crossfire-core §1.1). */
export const ECHELONS = ['PC', 'CC', 'BC'] as const;
export type Echelon = (typeof ECHELONS)[number];

export interface Stand {
  readonly id: string;
  /** The name of the side that owns it. */
  readonly side: string;
  readonly type: StandType;
  readonly quality: Quality;
  readonly fieldcraft: FieldcraftDice;
  readonly traits: readonly Trait[];
  readonly status: StandStatus;
  /** Fired reactively and failed: cannot fire until cleared (crossfire-core §1.4.6). */
  readonly noFire: boolean;
  readonly groundHug: boolean;
  /** Hidden deployment: nothing on the table; the enemy does not know it exists (crossfire-core §1.5.2). */
  readonly hidden: boolean;
  /**
   * The enemy has seen a roll that used its troop quality (a rally, resist-looting, dismount or close
   * combat, whose target numbers and modifiers show it, as at the table); from then on the quality is
   * public. Only Looters are declared up front (seed 000, Looter).
   */
  readonly qualityShown?: boolean;
  /** Likewise a command stand's rating, once a roll the enemy saw added it (`showRatings`). */
  readonly ratingShown?: boolean;
  /** Free-text name of the terrain feature it occupies; secret while hidden. */
  readonly feature?: string;
  /** Where it stands on the table, in inches from the top-left corner; secret while hidden. */
  readonly position?: { readonly x: number; readonly y: number };
  /** Command stands only. */
  readonly echelon?: Echelon;
  /** Command stands only: the close-combat and rally modifier (crossfire-core §1.1). */
  readonly rating?: number;
  /** The command stand directly controlling it: its combat group, and who may direct its crossfires. */
  readonly commandedBy?: string;
  /** Bazooka Teams only: the Rifle Team it is attached to (crossfire-core §2.1). */
  readonly attachedTo?: string;
  /** Dragoons only: on horseback (crossfire-core §2.3). */
  readonly mounted?: boolean;
  /** Not yet on the table: in reserve, in an aircraft or a helicopter. */
  readonly offTable?: boolean;
  /** The helicopter it rides in. */
  readonly embarkedIn?: string;
  /** The initiative (counter value) in which it parachuted in (crossfire-core §2.8). */
  readonly landedInInitiative?: number;
}

/** Why a stand type throws no direct-fire dice. */
export type CannotFireReason = 'command' | 'observer' | 'anti-tank-only' | 'indirect-only' | 'melee-only' | 'unarmed';

/** How a stand type fires directly (crossfire-core §1.4.1, §2.1, §2.2, §2.3 Dragoon). */
export type FireProfile =
  /** A pool of `open` dice at a target in the open; protection takes one away. */
  | { readonly kind: 'pool'; readonly open: number }
  /** House rule `fire.smgDice` in the open, 4 at point blank. */
  | { readonly kind: 'smg' }
  /** HE pool of a direct-fire gun: house rule `fire.recoillessRifleHeDice`. */
  | { readonly kind: 'he' }
  /** Like a Rifle Team, but only while hidden (ambush fire): Command Team. */
  | { readonly kind: 'ambush-only'; readonly open: number }
  /** Mounted: 2 dice whatever the cover; dismounted: a Rifle Team. */
  | { readonly kind: 'dragoon' }
  | { readonly kind: 'none'; readonly why: CannotFireReason };

/** Who a stand type may start a close combat against (crossfire-core §2.1, §2.2). */
export type CloseCombatInitiative = 'any' | 'scouts-only' | 'support-only' | 'never';

export type CommandKind = 'commander' | 'command-team' | 'commissar';

export interface StandProfile {
  readonly type: StandType;
  readonly fire: FireProfile;
  /** A Rifle Team: an attached Bazooka may add a die against targets in cover. */
  readonly rifleTeam: boolean;
  /** Counts as a heavy weapon in close combat. */
  readonly heavyWeapon: boolean;
  /** Counts as a squad (+1 each) in close combat. */
  readonly squad: boolean;
  readonly command?: CommandKind;
  readonly closeCombat: {
    readonly initiate: CloseCombatInitiative;
    /** A fixed modifier of the type: Scouts and Bow Gangs −2 (crossfire-core §2.1). */
    readonly modifier: number;
    /** Unarmed civilians are destroyed automatically. */
    readonly autoDestroyed: boolean;
  };
  /** Helicopter load: small team 1, large team 2, lone commander 0 (crossfire-core §2.8). */
  readonly slots: 0 | 1 | 2;
  /** Has anti-tank capability under the core AT rules (not resolved here, crossfire-core §1.10). */
  readonly antiTank: boolean;
}

const RIFLE_FIRE: FireProfile = { kind: 'pool', open: 3 };
const NORMAL_CC = { initiate: 'any', modifier: 0, autoDestroyed: false } as const;

function profile(type: StandType, p: Partial<Omit<StandProfile, 'type'>> & Pick<StandProfile, 'fire'>): StandProfile {
  return {
    type,
    rifleTeam: false,
    heavyWeapon: false,
    squad: false,
    closeCombat: NORMAL_CC,
    slots: 2,
    antiTank: false,
    ...p,
  };
}

const rifle = (type: StandType, antiTank = false): StandProfile =>
  profile(type, { fire: RIFLE_FIRE, rifleTeam: true, squad: true, antiTank });

const heavy = (type: StandType, fire: FireProfile, antiTank: boolean, slots: 1 | 2 = 2): StandProfile =>
  profile(type, { fire, heavyWeapon: true, antiTank, slots });

/** Every stand type's profile. */
export const STAND_PROFILES: Readonly<Record<StandType, StandProfile>> = {
  'rifle-bolt-action': rifle('rifle-bolt-action'),
  'rifle-assault': rifle('rifle-assault'),
  'rifle-lmg': rifle('rifle-lmg'),
  'rifle-rpg': rifle('rifle-rpg', true),
  smg: profile('smg', { fire: { kind: 'smg' }, squad: true }),
  scout: profile('scout', {
    fire: { kind: 'pool', open: 2 },
    squad: true,
    closeCombat: { initiate: 'scouts-only', modifier: -2, autoDestroyed: false },
    slots: 1,
  }),
  bazooka: heavy('bazooka', { kind: 'none', why: 'anti-tank-only' }, true, 1),
  mmg: heavy('mmg', { kind: 'pool', open: 4 }, false),
  hmg: heavy('hmg', { kind: 'pool', open: 4 }, true),
  'recoilless-rifle': heavy('recoilless-rifle', { kind: 'he' }, true),
  'light-mortar': profile('light-mortar', { fire: { kind: 'none', why: 'observer' }, slots: 1 }),
  mortar: heavy('mortar', { kind: 'none', why: 'indirect-only' }, false),
  'bow-gang': profile('bow-gang', {
    fire: { kind: 'pool', open: 2 },
    squad: true,
    closeCombat: { initiate: 'any', modifier: -2, autoDestroyed: false },
  }),
  'machete-gang': profile('machete-gang', { fire: { kind: 'none', why: 'melee-only' }, squad: true }),
  civilians: profile('civilians', {
    fire: { kind: 'none', why: 'unarmed' },
    closeCombat: { initiate: 'never', modifier: 0, autoDestroyed: true },
  }),
  commander: profile('commander', {
    fire: { kind: 'none', why: 'command' },
    command: 'commander',
    closeCombat: { initiate: 'support-only', modifier: 0, autoDestroyed: false },
    slots: 0,
  }),
  'command-team': profile('command-team', { fire: { kind: 'ambush-only', open: 3 }, command: 'command-team' }),
  commissar: profile('commissar', {
    fire: { kind: 'none', why: 'command' },
    command: 'commissar',
    closeCombat: { initiate: 'support-only', modifier: 0, autoDestroyed: false },
    slots: 0,
  }),
  fo: profile('fo', { fire: { kind: 'none', why: 'observer' }, slots: 1 }),
  dragoons: profile('dragoons', { fire: { kind: 'dragoon' }, squad: true }),
};

export function isStandType(x: unknown): x is StandType {
  return typeof x === 'string' && (STAND_TYPES as readonly string[]).includes(x);
}

export function profileOf(stand: Pick<Stand, 'type'>): StandProfile {
  return STAND_PROFILES[stand.type];
}

export function hasTrait(stand: Pick<Stand, 'traits'>, trait: Trait): boolean {
  return stand.traits.includes(trait);
}

export function isCommandStand(stand: Pick<Stand, 'type'>): boolean {
  return profileOf(stand).command !== undefined;
}

/** Mounted Dragoons, or a stand of any type that never mounts. */
export function isMounted(stand: Pick<Stand, 'type' | 'mounted'>): boolean {
  return stand.type === 'dragoons' && stand.mounted === true;
}

/**
 * The combat group a stand belongs to, named by its command stand: a command stand heads its own;
 * any other stand belongs to the stand commanding it, or stands alone.
 */
export function combatGroupOf(stand: Pick<Stand, 'id' | 'type' | 'commandedBy'>): string {
  if (isCommandStand(stand)) return stand.id;
  return stand.commandedBy ?? stand.id;
}

/** Whether the stand may go to ground: not Untrained, not mounted (crossfire-core §1.5.1, §2.3). */
export function canGroundHug(stand: Stand): boolean {
  return !hasTrait(stand, 'untrained') && !isMounted(stand);
}
