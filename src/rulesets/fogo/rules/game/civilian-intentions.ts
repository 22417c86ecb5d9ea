/* The intention table of unarmed civilians (Fogo Cruzado, Unarmed Civilians; crossfire-core §2.4). */

/** What unarmed civilians mean to do this initiative (crossfire-core §2.4). */
export type CivilianIntention = 'mill-about' | 'to-cover' | 'toward-enemy' | 'away-from-both' | 'toward-friends';

/** The intention table, 1d6 (+1 if shooting in the vicinity): 1–2, 3, 4, 5, 6–7. */
export function civilianIntention(total: number): CivilianIntention {
  if (total <= 2) return 'mill-about';
  if (total === 3) return 'to-cover';
  if (total === 4) return 'toward-enemy';
  if (total === 5) return 'away-from-both';
  return 'toward-friends';
}
