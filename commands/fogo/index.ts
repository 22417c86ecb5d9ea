import { group } from '../../src/app/command.js';
import { fogoAntitank } from './antitank.js';
import { fogoAssault } from './assault.js';
import { fogoBarrage } from './barrage.js';
import { fogoCivilians } from './civilians.js';
import { fogoDismount } from './dismount.js';
import { fogoFire } from './fire.js';
import { fogoPlace } from './place.js';
import { fogoSneak } from './sneak.js';
import { fogoSneakers } from './sneakers.js';
import { fogoSneakerAllocate } from './sneaker-allocate.js';
import { fogoSneakerHide } from './sneaker-hide.js';
import { fogoSneakerConceal } from './sneaker-conceal.js';
import { fogoSneakerTrack } from './sneaker-track.js';
import { fogoSneakerReorganise } from './sneaker-reorganise.js';
import { fogoSneakerMove } from './sneaker-move.js';
import { fogoSneakerRally } from './sneaker-rally.js';
import { fogoSneakerRbf } from './sneaker-rbf.js';
import { fogoSneakerReveal } from './sneaker-reveal.js';
import { fogoSneakerFire } from './sneaker-fire.js';
import { fogoSneakerReactive } from './sneaker-reactive.js';
import { fogoSneakerAssign } from './sneaker-assign.js';
import { fogoForce } from './force.js';
import { fogoGroundhug } from './groundhug.js';
import { fogoHeliAdd } from './heli-add.js';
import { fogoHeliAdvance } from './heli-advance.js';
import { fogoHeliBoard } from './heli-board.js';
import { fogoHeliFire } from './heli-fire.js';
import { fogoHeliAa } from './heli-aa.js';
import { fogoGroupMove } from './groupmove.js';
import { fogoLootable } from './lootable.js';
import { fogoMove } from './move.js';
import { fogoParadrop } from './paradrop.js';
import { fogoPass } from './pass.js';
import { fogoRally } from './rally.js';
import { fogoRbf } from './rbf.js';
import { fogoSmoke } from './smoke.js';
import { fogoReactive } from './reactive.js';
import { fogoResist } from './resist.js';
import { fogoStandAdd } from './stand-add.js';
import { fogoStandChange } from './stand-change.js';
import { fogoStandList } from './stand-list.js';
import { fogoStandRemove } from './stand-remove.js';
import { fogoTempt } from './tempt.js';

/** Fogo Cruzado: one /fogo tree, a subcommand per action (Discord allows 25 at a level); fieldcraft below. */
export const fogo = group('fogo', 'Fogo Cruzado (Crossfire): stands, fire, rally, close combat and the initiative', [
  group('stand', 'Your stands: add, list, change (GM) and remove', [fogoStandAdd, fogoStandList, fogoStandChange, fogoStandRemove]),
  fogoForce,
  fogoLootable,
  fogoMove,
  fogoGroupMove,
  fogoFire,
  fogoReactive,
  fogoRbf,
  fogoBarrage,
  fogoSmoke,
  fogoAntitank,
  fogoAssault,
  fogoRally,
  fogoGroundhug,
  fogoCivilians,
  fogoTempt,
  fogoResist,
  fogoDismount,
  fogoParadrop,
  group('heli', 'Air assault: add, board, advance (hover, land, leave), fire; AA fire at an enemy one', [fogoHeliAdd, fogoHeliBoard, fogoHeliAdvance, fogoHeliFire, fogoHeliAa]),
  fogoPlace,
  fogoPass,
]);

/**
 * Fogo Cruzado's fieldcraft rules (seed 001) as a top-level command of their own: Discord allows
 * 8,000 characters per command, and /fogo with them came within 65 of it.
 */
export const fieldcraft = group('fieldcraft', 'Fogo Cruzado fieldcraft: Sneakers and Spoor (secrets go to your side by DM)', [
  fogoSneakers,
  fogoSneakerAllocate,
  fogoSneak,
  fogoSneakerHide,
  fogoSneakerConceal,
  fogoSneakerTrack,
  fogoSneakerReorganise,
  fogoSneakerMove,
  fogoSneakerRally,
  fogoSneakerRbf,
  fogoSneakerReveal,
  fogoSneakerFire,
  fogoSneakerReactive,
  fogoSneakerAssign,
]);
