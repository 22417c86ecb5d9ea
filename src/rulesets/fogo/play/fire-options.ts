import { TARGET_COVERS } from '../rules/fire/fire-pool.js';

/** Stand ids typed as a list: `CA-1, CA-2` or `CA-1 CA-2`. */
export function standIds(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** The options every fire command shares: who fires and, for several, how they are grouped. */
export const FIRE_OPTIONS = {
  firers: { type: 'string', description: 'Firing stand ids, comma-separated', required: true, maxLength: 200 },
  leader: { type: 'string', description: 'Fire group: the stand leading it', maxLength: 60, autocomplete: 'stand' },
  director: { type: 'string', description: 'Crossfire: the command stand directing it', maxLength: 60, autocomplete: 'stand' },
} as const;

/** Optional: without it, the cover of the target's terrain feature on the scenario (else the open). */
export const COVER_OPTION = {
  type: 'string',
  description: "Target's cover (default: its terrain)",
  choices: TARGET_COVERS,
} as const;

/** Who calls a fire mission (crossfire-core §1.9): one of your stands, or a Sneaker holding one. */
export const CALLER_OPTIONS = {
  caller: { type: 'string', description: 'Calling FO, light mortar or Command Team', maxLength: 60, autocomplete: 'stand' },
  sneaker: { type: 'string', description: 'Or: your Sneaker holding one', maxLength: 24 },
} as const;
