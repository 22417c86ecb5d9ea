import { boolRule, choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { weaponProfile } from '../troops/weapon-profiles.js';
import type { WeaponKind, WeaponLoad } from '../troops/weapons.js';

/** How a team counts on the fire table: small −1, normal ±0, large +1, or no fire effect at all. */
export const FIRE_TEAM_SIZES = ['none', 'small', 'normal', 'large'] as const;
export type FireTeamSize = (typeof FIRE_TEAM_SIZES)[number];

/** What decided the size, for the explanation. */
export type SizeSource =
  | 'lmg-crew'
  | 'hmg-crew'
  | 'gun'
  | 'mortar'
  | 'multi-barrel'
  | 'sniper'
  | 'flamethrower'
  | 'anti-tank-weapon'
  | 'smgs'
  | 'riflemen'
  | 'nothing';

export interface FireTeamComposition {
  readonly weapons: readonly WeaponLoad[];
  /** Figures crewing the team's crew-served weapon (LMG, HMG, gun, mortar); 0 when it has none. */
  readonly crew: number;
  /** Inches to the target; weapons that do not reach it do not count. Without it every weapon counts. */
  readonly range?: number;
  /** Multi-barrelled weapons count large for infantry fire. */
  readonly multiBarrel?: boolean;
  /** False when the team breaks the deploying rules (1" apart, 2 ranks deep): it counts small. */
  readonly legal?: boolean;
}

export interface SizeReading {
  readonly size: FireTeamSize;
  readonly source: SizeSource;
  /** The team broke the deploying rules and so counts small. */
  readonly illegal: boolean;
  /** Figures counted as riflemen and as SMGs at this range. */
  readonly riflemen: number;
  readonly smgs: number;
}

const RANK: Readonly<Record<FireTeamSize, number>> = { none: 0, small: 1, normal: 2, large: 3 };

interface Candidate {
  readonly size: FireTeamSize;
  readonly source: SizeSource;
}

const CREW_SERVED_SIZE: Partial<Record<WeaponKind, Candidate>> = {
  'light-gun': { size: 'small', source: 'gun' },
  'recoilless-rifle': { size: 'small', source: 'gun' },
  'medium-gun': { size: 'normal', source: 'gun' },
  'heavy-gun': { size: 'large', source: 'gun' },
  'light-mortar': { size: 'small', source: 'mortar' },
  'medium-mortar': { size: 'normal', source: 'mortar' },
  'at-rifle': { size: 'small', source: 'anti-tank-weapon' },
  bazooka: { size: 'small', source: 'anti-tank-weapon' },
  panzerschreck: { size: 'small', source: 'anti-tank-weapon' },
  rpg: { size: 'small', source: 'anti-tank-weapon' },
};

/** The class a team's own weapon gives it: crew-served weapons need at least one crew figure. */
function weaponSize(kind: WeaponKind, crew: number, rules: HouseRules): Candidate | undefined {
  switch (kind) {
    case 'sniper-rifle':
      return { size: 'small', source: 'sniper' };
    case 'flamethrower': {
      const size = choiceRule(rules, 'fire.flamethrowerSize', ['SMALL', 'NORMAL', 'LARGE'] as const);
      return { size: size === 'SMALL' ? 'small' : size === 'NORMAL' ? 'normal' : 'large', source: 'flamethrower' };
    }
    case 'lmg':
      return crew < 1 ? undefined : { size: crew === 1 ? 'small' : 'normal', source: 'lmg-crew' };
    case 'hmg':
      return crew < 1 ? undefined : { size: crew === 1 ? 'small' : 'large', source: 'hmg-crew' };
    default:
      return crew < 1 ? undefined : CREW_SERVED_SIZE[kind];
  }
}

/**
 * The size a fire team shoots as (Fire Team, seed 004, Firing: the three fire-team columns and
 * "4 or less riflemen have no fire effect"; Deploying Fire Teams: illegal teams count small). The
 * largest class any part of the team reaches decides: an LMG with 1 crew or an HMG with 1 crew, 5–9
 * riflemen, a small gun or mortar are small; an LMG with 2–3 crew, 3–6 SMGs, a medium gun or mortar
 * normal; an HMG with 2–5 crew, 7–10 SMGs, a large gun or mortar, multiple barrels large. Assault
 * rifles count as SMGs under 12", as rifles beyond; rifle grenadiers count as riflemen.
 */
export function fireTeamSize(team: FireTeamComposition, rules: HouseRules): SizeReading {
  const inRange = (kind: WeaponKind): boolean => {
    const reach = weaponProfile(kind).range;
    return team.range === undefined || reach === undefined || team.range <= reach;
  };
  const candidates: Candidate[] = [];
  let rifles = 0;
  let smgs = 0;
  for (const load of team.weapons) {
    if (load.count < 1 || !inRange(load.kind)) continue;
    switch (load.kind) {
      case 'rifle':
      case 'rifle-grenade':
        rifles += load.count;
        break;
      case 'smg':
        smgs += load.count;
        break;
      case 'assault-rifle':
        if (team.range === undefined || team.range < 12) smgs += load.count;
        else rifles += load.count;
        break;
      default: {
        const c = weaponSize(load.kind, team.crew, rules);
        if (c) candidates.push(c);
      }
    }
  }
  if (smgs < 3 && boolRule(rules, 'size.fewSmgsAsRiflemen')) {
    rifles += smgs;
    smgs = 0;
  }
  if (smgs >= 7) candidates.push({ size: 'large', source: 'smgs' });
  else if (smgs >= 3) candidates.push({ size: 'normal', source: 'smgs' });
  if (rifles >= 5) candidates.push({ size: 'small', source: 'riflemen' });
  if (team.multiBarrel === true) candidates.push({ size: 'large', source: 'multi-barrel' });

  const best = candidates.reduce<Candidate>((a, c) => (RANK[c.size] > RANK[a.size] ? c : a), { size: 'none', source: 'nothing' });
  const illegal = team.legal === false && best.size !== 'none';
  return { size: illegal ? 'small' : best.size, source: best.source, illegal, riflemen: rifles, smgs };
}
