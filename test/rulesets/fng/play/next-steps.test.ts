import { describe, expect, it } from 'vitest';
import { fngNextSteps, fngPassOffered } from '../../../../src/rulesets/fng/play/next-steps.js';
import type { FngView, FngViewData } from '../../../../src/rulesets/fng/rules/view.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/game/state.js';
import type { Execution } from '../../../../src/app/app.js';
import { turnLine } from '../../../../src/rulesets/fng/play/format.js';
import { harness } from '../../../helpers/harness.js';
import { fngTable, missionAt } from '../helpers/fng-table.js';
import type { Projected } from '../../../../src/core/views.js';

const view = (pending?: FngViewData['pending']) => ({ ...(pending ? { pending } : {}) }) as unknown as Projected<FngViewData>;

describe('FNG next steps under a post', () => {
  it('GIVEN two Stars asked for their Free Will, one answered THEN one menu, 2/1/0/roll, for the other (L344)', () => {
    const steps = fngNextSteps(view({ asked: ['pink', 'kelly'], answered: ['pink'], question: 'free-will', test: 'received-fire', askedAt: '' }));
    expect(steps).toEqual([{ label: 'kelly: Free Will', path: ['fng', 'react'], options: { figure: 'kelly' }, choose: { option: 'answer', values: ['2', '1', '0', 'roll'] } }]);
  });

  it('GIVEN an In Sight question THEN the In Sight actions (L670); nothing asked, no menu', () => {
    expect(fngNextSteps(view({ asked: ['pink'], answered: [], question: 'in-sight-action', test: 'in-sight', askedAt: '' }))[0]?.choose?.values).toEqual(['fire', 'duck-back', 'charge', 'roll']);
    expect(fngNextSteps(view())).toEqual([]);
  });
});

/**
 * The next step is named (issue 34 item 10): buttons offer only steps that make sense — no `[1] Done`
 * under `/fng-tour start` — and a tour-rolled mission tells what ends it before `/fng-mission end` is
 * refused for want of it (a Patrol's `exited:`, L2227).
 */
describe('only steps that make sense, and what ends the mission', () => {
  const labels = (r: Execution) => (r.ok ? (r.outcome.public?.actions ?? []).map((a) => a.label) : []);

  it('GIVEN /fng-tour start THEN no Done under its post: no turn is under way to end', () => {
    const h = harness({ secret: '04'.repeat(32) });
    h.run('ann', '/campaign new ruleset:fng name:"Tour" sides:"US,VC"');
    h.run('bob', '/campaign join side:US');
    const r = h.run('bob', '/fng-tour start army:us-army corps:II');
    expect(r.ok).toBe(true);
    expect(labels(r)).not.toContain('Done');
  });

  it('GIVEN a turn under way THEN Done is offered under the post; set up, over, or waiting on a Star, not', () => {
    const t = fngTable([3, 3, 3, 3, 3, 3], { us: 'pink@10,10; barnes@12,10; able@13,10; kelly@11,12; nobles@13,12; charles@12,12; phil@10,13' });
    expect(labels(t.h.run('bob', '/fng move moves:"pink@11,10"'))).toContain('Done');
    const v = (over: Partial<FngViewData>) => ({ turn: 1, acting: 'fwf', dice: { fwf: 1, cf: 1 }, ...over }) as unknown as Projected<FngViewData>;
    expect(fngPassOffered(v({}))).toBe(true);
    expect(fngPassOffered(v({ turn: 0 }))).toBe(false);
    expect(fngPassOffered(v({ acting: undefined }))).toBe(false);
    expect(fngPassOffered(v({ pending: { asked: ['pink'], answered: [], question: 'free-will', test: 'x', askedAt: '' } }))).toBe(false);
    expect(fngPassOffered(v({ mission: { ended: { turn: 9 } } as FngViewData['mission'] }))).toBe(false);
  });

  it('GIVEN a Patrol under way THEN the guide says what ends it and the `/fng-mission end` it needs (exited:, sectors:, revealed:) before it is refused', () => {
    const patrol = (g: FngGame): FngGame => ({ ...g, mission: { ...missionAt(3), type: 'patrol', length: { minimumTurns: 14, after: 'end-roll' } } });
    const t = fngTable([], { us: 'pink@10,10; barnes@12,10; able@13,10; kelly@11,12; nobles@13,12; charles@12,12; phil@10,13', game: patrol });
    const status = t.h.run('bob', '/campaign status');
    const text = status.ok ? (status.outcome.private?.text ?? '') : '';
    expect(text).toContain('A Patrol (L2227): see the centre of each sector from inside it and every PEF, then leave by your entry point before its time runs out (the bot rolls its end after turn 14). Then `/fng-mission end exited:true sectors:<n> revealed:<n>`');
    const refused = t.h.run('bob', '/fng-mission end');
    expect(refused.ok ? 'ok' : refused.error.code).toBe('fng/say-exited');
  });

  it('GIVEN a Patrol whose time ran out THEN the turn line names the end with exited:, not a bare `/fng-mission end` that is refused', () => {
    const v = { turn: 15, mission: { type: 'patrol', ended: { turn: 15, by: 'time' } }, figures: [], sides: ['US', 'VC'] } as unknown as FngView;
    expect(turnLine(v)).toBe("The mission's time ran out on turn 15: `/fng-mission end exited:true sectors:<n> revealed:<n>` (`exited:false` if the squad did not leave by its entry point in time) counts it.");
  });
});
