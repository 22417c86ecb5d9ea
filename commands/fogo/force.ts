import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { fogoTable, sharedInView, sideNote } from '../../src/rulesets/fogo/play/session.js';
import { setupSide, standLine } from '../../src/rulesets/fogo/play/setup.js';
import { formatOrderOfBattleProblems } from '../../src/rulesets/fogo/play/messages.js';
import { fail } from '../../src/core/result.js';
import { BUILT_IN_FORCES, deployOrderOfBattle, parseOrderOfBattle, type OrderOfBattle } from '../../src/rulesets/fogo/rules/order-of-battle.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { PUBLIC, viewerOf } from '../../src/core/views.js';

const BUILT_IN = Object.keys(BUILT_IN_FORCES) as (keyof typeof BUILT_IN_FORCES)[];

export const fogoForce = command({
  name: 'force',
  description: 'Deploy a whole order of battle: a built-in force or your own JSON file',
  help: 'Built-in forces: ' + BUILT_IN.join(', ') + '. A file is JSON like assets/forces/cacadores-combat-group.json; every problem in it is listed with its line. On the local table give a path: file:forces/mine.json. Stands marked "hidden": true are deployed secretly; hidden:true deploys the whole force hidden, as a side that will allocate starting Sneakers must.',
  options: {
    builtin: { type: 'string', description: 'A built-in force', choices: BUILT_IN },
    file: { type: 'attachment', description: 'Your order of battle (JSON)' },
    hidden: { type: 'boolean', description: 'Deploy all hidden (needed for Sneakers)' },
    side: { type: 'string', description: 'GM only: the side it belongs to', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const side = setupSide(ctx, table.value, o.side);
    if (!side.ok) return side;
    if ((o.builtin === undefined) === (o.file === undefined)) return fail('fogo/force-source');
    let oob: OrderOfBattle;
    if (o.builtin !== undefined) oob = BUILT_IN_FORCES[o.builtin];
    else {
      const text = Buffer.from(o.file!.data).toString('utf8');
      const parsed = parseOrderOfBattle(text);
      if (!parsed.ok) {
        return fail('fogo/order-of-battle-rejected', { count: parsed.problems.length, problems: formatOrderOfBattleProblems(parsed.problems) });
      }
      oob = parsed.value;
    }
    const deployed = deployOrderOfBattle(table.value.state, side.value, oob, { hidden: o.hidden === true });
    if (!deployed.ok) return fail(deployed.code, deployed.params);
    const campaign = ctx.tx.saveCampaign({ ...table.value.campaign, game: deployed.value });
    const ids = new Set(oob.stands.map((s) => s.id));
    const deployedNow = (s: { side: string; id: string }): boolean => s.side === side.value && ids.has(s.id);
    const publicView = viewFogo(deployed.value, PUBLIC);
    const ownView = viewFogo(deployed.value, viewerOf(campaign, ctx.actor));
    const seen = publicView.stands.filter(deployedNow);
    const mine = ownView.stands.filter(deployedNow);
    const publicShared = sharedInView(publicView);
    // The public hears only of the stands it can see: a hidden stand is not even counted.
    const publicText = `**${userText(side.value)}** deploys ${userText(oob.name)}: ${seen.length ? seen.map((s) => `\`${s.id}\`${sideNote(publicShared, s.id, s.side)}`).join(', ') : 'nothing in sight'}.`;
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo force', text: publicText } });
    return {
      ok: true,
      value: {
        public: { text: publicText },
        private: { text: [`Deployed for **${userText(side.value)}**:`, ...mine.map((s) => `• ${standLine(s, sharedInView(ownView))}`)].join('\n') },
      },
    };
  },
});
