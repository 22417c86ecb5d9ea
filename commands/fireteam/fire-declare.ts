import { command } from '../../src/app/command.js';
import { runDeclaration } from '../../src/rulesets/fireteam/play/declare.js';

export const fireteamFireDeclare = command({
  name: 'declare',
  description: 'Firing: nominate all your targets at once; the enemy sees them only when both have',
  help: 'shots:"r-sq1-ft1 > g-sq1-ft2; r-snp > g-sq1-ft2 with r-sq1-ft1; r-atr > g-tank; r-co > 40,20" — a unit target is direct fire (anti-tank at an armoured vehicle), `with` adds a sniper\'s hits to another team\'s shot, a point is an AOP calling in artillery, add `smoke` after it for smoke. No shots: hold fire. Units deployed this turn or on overwatch may not shoot. Targets must be in sight on the board (within 1" of the edge of their cover, nothing blocking between, a fixed gun\'s arc); visible:true attests they are.',
  options: {
    shots: { type: 'string', description: 'shooter > target; …  (a point x,y for an AOP, then smoke for smoke)', maxLength: 1000 },
    visible: { type: 'boolean', description: 'Attest every target is in sight and arc (the board is approximate)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runDeclaration(ctx, o);
  },
});
