import type { AllocationError } from './allocation.js';
import type { ConcealTrailError } from './conceal-trail.js';
import type { HideError } from './hide.js';
import type { ReorganiseError } from './reorganise.js';
import type { FireAtSneakerError, RevealError, SneakerFireError } from './reveal.js';
import type { SneakError } from './sneak.js';
import type { SneakerMoveError, SneakerReconByFireError } from './sneaker-actions.js';
import type { TrackError } from './track.js';

/**
 * Every code the fieldcraft rules return (crossfire-core §2.7). About Sneakers: `fogo/unknown-sneaker`
 * answers alike for "no such Sneaker" and "another side's" (DESIGN.md), and `fogo/sneaker-cannot` is
 * the one answer to anything a Sneaker may not do, whatever the hidden reason (dummy, no FO, no
 * fieldcraft), so neither text can betray contents. The board's own codes (a marker's x,y off the
 * table) have their words in the app's board messages.
 */
export type FieldcraftError =
  | AllocationError
  | SneakError
  | HideError
  | ConcealTrailError
  | TrackError
  | ReorganiseError
  | RevealError
  | SneakerFireError
  | FireAtSneakerError
  | Exclude<SneakerMoveError, `board/${string}`>
  | SneakerReconByFireError
  | 'fogo/sneaker-not-pinned'
  | 'fogo/target-not-phasing'
  | 'fogo/no-pending-fire'
  | 'fogo/not-a-candidate';
