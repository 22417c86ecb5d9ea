import { describe, expect, it } from 'vitest';
import { harness, texts } from '../helpers/harness.js';

function started(scenario = '') {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.code}`).toBe(true);
    return r;
  };
  must('ann', `/campaign new ruleset:fogo name:"Op Tridente" sides:"Portugal,FRELIMO"${scenario}`);
  must('bob', '/campaign join side:portugal');
  must('cat', '/campaign join side:FRELIMO');
  return { h, must };
}

const recap = (h: ReturnType<typeof harness>, who: string) => texts(h.run(who, '/campaign recap')).private;

describe('/campaign recap', () => {
  it("GIVEN others acted after bob THEN bob sees just those entries, cat's hidden roll without its dice", () => {
    const { h, must } = started();
    must('bob', '/roll dice:1d6 reason:mine');
    must('cat', '/roll dice:2d6 reason:theirs');
    must('cat', '/roll dice:3d6 hidden:true reason:HIDDEN-aim');
    const text = recap(h, 'bob');
    const lines = text.split('\n');
    expect(lines[0]).toBe('**Op Tridente**: 2 entries since your last action (log #4).');
    expect(text).toContain('theirs');
    expect(text).not.toContain('mine');
    expect(text).not.toContain('HIDDEN-aim');
    expect(text).toMatch(/Roll #3 by cat/);
  });

  it('GIVEN the asker acted last THEN nothing since, naming that action; the GM, who sees the dice, gets them', () => {
    const { h, must } = started();
    must('cat', '/roll dice:3d6 hidden:true reason:HIDDEN-aim');
    expect(recap(h, 'cat')).toMatch(/^\*\*Op Tridente\*\*: nothing has happened since your last action \(.*Roll #1 by cat/);
    expect(recap(h, 'ann')).toContain('HIDDEN-aim');
  });

  it('GIVEN someone who never acted THEN everything so far, as they may see it', () => {
    const { h, must } = started();
    must('cat', '/roll dice:3d6 hidden:true reason:HIDDEN-aim');
    const text = recap(h, 'dan');
    expect(text.split('\n')[0]).toBe('**Op Tridente**: you have not acted in this campaign yet; everything so far:');
    expect(text).toContain('bob joined Portugal.');
    expect(text).not.toContain('HIDDEN-aim');
  });

  it('GIVEN more than 40 entries since THEN the latest 40 and the log command for the rest', () => {
    const { h, must } = started();
    for (let i = 1; i <= 45; i++) must('cat', `/roll dice:1d6 reason:r${i}`);
    const text = recap(h, 'bob');
    expect(text).toContain('46 entries since your last action'); // cat's join, then her 45 rolls
    expect(text).toContain('(6 earlier ones: `/campaign log last:46`)');
    expect(text).toContain('r45');
    expect(text).not.toMatch(/\br5\b/);
  });

  it('GIVEN a board THEN it comes with the recap, drawn for the asker; an ended campaign has none and says so', () => {
    const { h, must } = started(' scenario:fogo-road-ambush');
    const r = h.run('bob', '/campaign recap');
    expect(r.outcome.private?.boards).toHaveLength(1);
    expect(JSON.stringify(r.outcome.private?.boards)).toContain('Portugal');
    must('ann', '/campaign end');
    const after = h.run('bob', '/campaign recap');
    expect(after.outcome.private?.boards).toBeUndefined();
    expect(texts(after).private).toContain('This campaign has ended.');
  });

  it('GIVEN no campaign in the channel THEN a specific refusal and nothing written', () => {
    const h = harness();
    const before = h.snapshot();
    expect(h.run('bob', '/campaign recap')).toMatchObject({ ok: false, error: { code: 'campaign/none' } });
    expect(h.snapshot()).toBe(before);
  });
});
