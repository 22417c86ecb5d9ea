import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { enemyOf, namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { declaredShot, declaredTarget, markResolved } from '../../src/rulesets/fireteam/play/declared-shot.js';
import { shootAtInfantry, type DirectShot } from '../../src/rulesets/fireteam/play/fire-resolve.js';
import { directShotText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { FIRETEAM_COVERS } from '../../src/rulesets/fireteam/rules/terrain.js';
import { declarationsOf, type FireteamGame } from '../../src/rulesets/fireteam/play/game.js';
import { fail, ok } from '../../src/core/result.js';
import { findUnit } from '../../src/rulesets/fireteam/rules/state.js';
import { WEAPON_KINDS } from '../../src/rulesets/fireteam/rules/weapons.js';

export const fireteamFireResolve = command({
  name: 'resolve',
  description: 'Firing: shoot a declared direct-fire shot, d10 on the target\'s cover line',
  help: 'The cover line is read from the board feature under the target (a linear obstacle within 1") unless you declare cover:. enfilade:true +1; suppressive: the inches the target is inside its cover (4 at most; pins only). weapon: fires one weapon alone; range comes from the positions. Snipers declared `with` this shooter roll with it and add their hits. A soft-skinned vehicle target: the team riding in it takes the hits.',
  options: {
    shooter: { type: 'string', description: 'Your unit that declared direct fire', required: true, maxLength: 32, autocomplete: 'stand' },
    cover: { type: 'string', description: 'The target\'s cover line (default: from the board)', choices: FIRETEAM_COVERS },
    enfilade: { type: 'boolean', description: 'Enfilading fire (+1)' },
    suppressive: { type: 'integer', description: 'Suppressive fire: inches inside its cover', min: 0, max: 12 },
    weapon: { type: 'string', description: 'Fire this weapon alone', choices: WEAPON_KINDS },
    range: { type: 'integer', description: 'Range in inches, if not on the board', min: 0, max: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam fire resolve', move: 'resolve-fire', side: o.side },
      ({ game, side, roller, rules, board }) => {
        const found = declaredShot(game, side, o.shooter, ['direct']);
        if (!found.ok) return found;
        const { shooter, declaration } = found.value;
        if (declaration.with !== undefined) return fail('fireteam/joined-shot', { unit: shooter.id, with: declaration.with });
        // Snipers of the shooter's side declared `with` it.
        const snipers = declarationsOf(game, side).filter((d) => d.with === shooter.id).flatMap((d) => findUnit(game, { side, id: d.unit }) ?? []);
        const done = (g: FireteamGame): FireteamGame => [shooter, ...snipers].reduce(markResolved, g);
        const target = declaredTarget(game, shooter, declaration);
        if (!target) return ok({ game: done(game), result: { gone: declaration.target ?? '', shooter: shooter.id, side } as const });
        const r = shootAtInfantry(game, shooter, target, o, roller, rules, board, snipers);
        if (!r.ok) return r;
        return ok({ game: done(r.value.game), result: r.value.result as DirectShot | { gone: string; shooter: string; side: string } });
      },
      (r, view) => {
        const name = namerFor(view);
        return 'gone' in r ? `${name(r.shooter, r.side)}'s target ${name(r.gone, enemyOf(view, r.side))} is gone from the table: no shot.` : directShotText(r, name);
      },
    ));
  },
});
