import { describe, expect, it } from 'vitest';
import { harness, SECRET_HEX, type Harness, shownBy } from '../helpers/harness.js';


/**
 * A campaign where cat (FRELIMO) makes a hidden roll for "HIDDEN…" reasons. Records every post
 * each person or the channel was shown, and every log line.
 */
function scenario() {
  const h = harness();
  const seen: { to: string; text: string; line: string }[] = [];
  const act = (who: string, line: string) => {
    const r = h.run(who, line);
    for (const s of shownBy(r, who)) seen.push({ ...s, line });
    return r;
  };
  act('ann', '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO"');
  act('bob', '/campaign join side:Portugal');
  act('cat', '/campaign join side:FRELIMO');
  const hidden = act('cat', '/roll dice:5d6>=5 reason:"HIDDENambush at the ford" hidden:true');
  const entry = h.store.transaction((tx) => tx.rolls('1')[0]!);
  const output = entry.parts[0]!.output!;
  return { h, seen, act, hidden, output, faces: entry.parts[0]!.faces };
}

const logText = (h: Harness) => JSON.stringify(h.logger.entries);

describe('a hidden roll in a campaign', () => {
  it('GIVEN a hidden roll THEN the channel learns only that roll #1 was made', () => {
    const { hidden } = scenario();
    expect(hidden.outcome.public?.text).toBe('🎲 Roll #1 by cat was made hidden.');
  });

  it('GIVEN a hidden roll THEN the dice and reason go to the GM by DM, and not to the roller', () => {
    const { hidden, output } = scenario();
    expect(hidden.outcome.gm?.to.name).toBe('ann');
    expect(hidden.outcome.gm?.post.text).toContain(output);
    expect(hidden.outcome.gm?.post.text).toContain('HIDDENambush');
    expect(hidden.outcome.private?.text).toBe('Your hidden roll #1 went to the GM, ann.');
  });

  it('GIVEN a running campaign THEN no one but the GM is ever shown the dice, the reason or the secret', () => {
    const { seen, act, output } = scenario();
    for (const [who, line] of [
      ['bob', '/campaign log'],
      ['cat', '/campaign log'],
      ['bob', '/campaign export'],
      ['dan', '/campaign export'],
      ['bob', '/campaign status'],
      ['bob', '/verify'],
      ['bob', '/verify ledger:1'],
      ['ann', '/campaign log'],
      ['ann', '/campaign export'],
    ] as const) act(who, line);
    const leaks = seen.filter((s) => s.to !== 'ann' && (s.text.includes('HIDDEN') || s.text.includes(output) || s.text.includes(SECRET_HEX)));
    expect(leaks).toEqual([]);
    // …and the GM does see them, in the log and the export.
    const gm = seen.filter((s) => s.to === 'ann').map((s) => s.text).join('\n');
    expect(gm).toContain('HIDDENambush');
    expect(gm).toContain(output);
    expect(gm).not.toContain(SECRET_HEX);
  });

  it('GIVEN another player\'s export THEN the hidden roll is listed without dice or reason', () => {
    const { act } = scenario();
    const r = act('bob', '/campaign export');
    const data = JSON.parse(Buffer.from(r.outcome.private!.files![0]!.data).toString('utf8'));
    expect(data.rolls[0]).toEqual({ n: 1, at: data.rolls[0].at, actor: 'cat', command: 'roll', hidden: true, visible: false });
    expect(data.campaign.ledger.secret).toBeUndefined();
  });

  it('GIVEN the campaign ends THEN everyone sees the hidden roll and the secret', () => {
    const { act, output } = scenario();
    act('ann', '/campaign end');
    const log = act('bob', '/campaign log').outcome.private!.text;
    expect(log).toContain(output);
    expect(log).toContain('HIDDENambush');
    expect(act('dan', '/verify').outcome.public!.text).toContain('PASS: 1/1');
  });

  it('GIVEN any number of commands THEN no log line carries a reason, a die or the secret', () => {
    const { h, act, output } = scenario();
    act('ann', '/campaign end');
    const logs = logText(h);
    expect(logs).not.toContain('HIDDEN');
    expect(logs).not.toContain(output);
    expect(logs).not.toContain(SECRET_HEX);
  });

  it('GIVEN autocomplete for every option THEN suggestions carry no secret', () => {
    const { h } = scenario();
    const lists = [
      h.app.autocomplete({ actor: { id: 'id-bob', name: 'bob' }, channelId: 'c1', path: ['campaign', 'join'] }, 'side', ''),
      h.app.autocomplete({ actor: { id: 'id-bob', name: 'bob' }, channelId: 'c1', path: ['campaign', 'rules', 'set'] }, 'name', ''),
      h.app.autocomplete({ actor: { id: 'id-bob', name: 'bob' }, channelId: 'c1', path: ['help'] }, 'command', ''),
    ];
    expect(lists[0]!.map((c) => c.value)).toEqual(['Portugal', 'FRELIMO']);
    expect(lists[1]!.length).toBeGreaterThan(10);
    expect(JSON.stringify(lists)).not.toMatch(/HIDDEN|5d6/);
  });

  it('GIVEN refused commands THEN their errors carry no secret', () => {
    const { act } = scenario();
    for (const line of ['/verify ledger:1', '/campaign end', '/campaign rules set name:x value:1', '/roll dice:nope']) {
      const r = act('bob', line);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(r)).not.toMatch(/HIDDEN|000102030405/);
    }
  });
});

describe('the GM rolling hidden', () => {
  it('GIVEN the GM rolls hidden THEN the dice come back privately, not as a DM to themself', () => {
    const { act } = scenario();
    const r = act('ann', '/roll dice:1d6 reason:HIDDENgm hidden:true');
    expect(r.outcome.public?.text).toBe('🎲 Roll #2 by ann was made hidden.');
    expect(r.outcome.private?.text).toContain('HIDDENgm');
    expect(r.outcome.gm).toBeUndefined();
  });
});
