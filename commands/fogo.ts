import { group } from '../src/app/command.js';
import { fogoAssault } from './fogo-assault.js';
import { fogoCivilians } from './fogo-civilians.js';
import { fogoDismount } from './fogo-dismount.js';
import { fogoFire } from './fogo-fire.js';
import { fogoPlace } from './fogo-place.js';
import { fogoSneak } from './fogo-sneak.js';
import { fogoSneakers } from './fogo-sneakers.js';
import { fogoSneakerAllocate } from './fogo-sneaker-allocate.js';
import { fogoSneakerHide } from './fogo-sneaker-hide.js';
import { fogoSneakerConceal } from './fogo-sneaker-conceal.js';
import { fogoSneakerTrack } from './fogo-sneaker-track.js';
import { fogoSneakerReorganise } from './fogo-sneaker-reorganise.js';
import { fogoSneakerMove } from './fogo-sneaker-move.js';
import { fogoSneakerRally } from './fogo-sneaker-rally.js';
import { fogoSneakerRbf } from './fogo-sneaker-rbf.js';
import { fogoSneakerReveal } from './fogo-sneaker-reveal.js';
import { fogoSneakerFire } from './fogo-sneaker-fire.js';
import { fogoSneakerReactive } from './fogo-sneaker-reactive.js';
import { fogoSneakerAssign } from './fogo-sneaker-assign.js';
import { fogoForce } from './fogo-force.js';
import { fogoGroundhug } from './fogo-groundhug.js';
import { fogoHeliAdd } from './fogo-heli-add.js';
import { fogoHeliAdvance } from './fogo-heli-advance.js';
import { fogoHeliBoard } from './fogo-heli-board.js';
import { fogoLootable } from './fogo-lootable.js';
import { fogoMove } from './fogo-move.js';
import { fogoParadrop } from './fogo-paradrop.js';
import { fogoPass } from './fogo-pass.js';
import { fogoRally } from './fogo-rally.js';
import { fogoRbf } from './fogo-rbf.js';
import { fogoReactive } from './fogo-reactive.js';
import { fogoResist } from './fogo-resist.js';
import { fogoStandAdd } from './fogo-stand-add.js';
import { fogoStandChange } from './fogo-stand-change.js';
import { fogoStandList } from './fogo-stand-list.js';
import { fogoStandRemove } from './fogo-stand-remove.js';
import { fogoTempt } from './fogo-tempt.js';

/** Fogo Cruzado: one /fogo tree, a subcommand per action (Discord allows 25 at a level). */
export const fogo = group('fogo', 'Fogo Cruzado (Crossfire): stands, fire, rally, close combat and the initiative', [
  group('stand', 'Your stands: add, list, change (GM) and remove', [fogoStandAdd, fogoStandList, fogoStandChange, fogoStandRemove]),
  fogoForce,
  fogoLootable,
  fogoMove,
  fogoFire,
  fogoReactive,
  fogoRbf,
  fogoAssault,
  fogoRally,
  fogoGroundhug,
  fogoCivilians,
  fogoTempt,
  fogoResist,
  fogoDismount,
  fogoParadrop,
  group('heli', 'Air assault: add a helicopter, board it, advance it to hover, land and leave', [fogoHeliAdd, fogoHeliBoard, fogoHeliAdvance]),
  fogoSneakers,
  fogoPlace,
  group('sneaker', 'Fieldcraft: Sneakers and Spoor (secrets go to your side by DM)', [
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
  ]),
  fogoPass,
]);
