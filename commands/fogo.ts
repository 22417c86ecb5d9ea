import { group } from '../src/app/command.js';
import { fogoFire } from './fogo-fire.js';
import { fogoForce } from './fogo-force.js';
import { fogoPass } from './fogo-pass.js';
import { fogoRbf } from './fogo-rbf.js';
import { fogoReactive } from './fogo-reactive.js';
import { fogoStandAdd } from './fogo-stand-add.js';
import { fogoStandChange } from './fogo-stand-change.js';
import { fogoStandList } from './fogo-stand-list.js';
import { fogoStandRemove } from './fogo-stand-remove.js';

/** Fogo Cruzado: one /fogo tree, a subcommand per action (Discord allows 25 at a level). */
export const fogo = group('fogo', 'Fogo Cruzado (Crossfire): stands, fire, rally, close combat and the initiative', [
  group('stand', 'Your stands: add, list, change (GM) and remove', [fogoStandAdd, fogoStandList, fogoStandChange, fogoStandRemove]),
  fogoForce,
  fogoFire,
  fogoReactive,
  fogoRbf,
  fogoPass,
]);
