import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';

/** The refusal `who` gets for `line`, which must be refused. */
function refusal(h: ReturnType<typeof harness>, who: string, line: string): string {
  const r = h.run(who, line);
  expect(r.ok, line).toBe(false);
  return r.outcome.private!.text;
}

/** Issue 14, "What a newcomer hits today": each refusal now says what would work. */
describe('a newcomer following the README', () => {
  function fireteam() {
    const h = harness();
    h.run('gm', '/campaign new ruleset:fireteam name:Z sides:"Russians,Germans" scenario:fireteam-river-crossing');
    h.run('ana', '/campaign join side:Russians');
    h.run('ben', '/campaign join side:Germans');
    return h;
  }

  it('GIVEN /fireteam force with a list that does not exist THEN the lists that do are named', () => {
    expect(refusal(fireteam(), 'ana', '/fireteam force list:germans squads:2')).toBe('The option `list` must be one of: fallschirmjager, russians, british, us, finns.');
  });

  it('GIVEN a section the list does not have THEN the sections it has are named', () => {
    const text = refusal(fireteam(), 'ben', '/fireteam force list:fallschirmjager squads:2 weapons:1');
    expect(text).toContain('the list has no section `weapons`; its sections: squad');
  });

  it('GIVEN /fireteam setup before a side has mustered THEN refused, naming the side and what to do', () => {
    const h = fireteam();
    h.run('ana', '/fireteam force list:russians squads:2');
    expect(refusal(h, 'gm', '/fireteam setup patrol:true')).toBe('Not yet: Germans must muster first (`/fireteam force`), then `/fireteam setup` starts the battle.');
  });

  it('GIVEN a jump-off point or done in the patrol phase THEN the refusal says how the phase ends and what to do meanwhile', () => {
    const h = fireteam();
    h.run('ana', '/fireteam force list:russians squads:2');
    h.run('ben', '/fireteam force list:fallschirmjager squads:2');
    h.run('gm', '/fireteam setup patrol:true');
    const expected =
      'That is not done in the patrol phase. It ends when all 8 patrol markers are locked (a marker locks within 12" of an enemy one): 0 are, 0 of them yours. Until then, move your markers with `/fireteam patrol move`.';
    expect(refusal(h, 'ana', '/fireteam patrol jop at:25,22.5')).toBe(expected);
    expect(refusal(h, 'ana', '/fireteam done')).toBe(expected);
  });

  it('GIVEN a Sneak from the table without saying which marker is real THEN the option to use is named, not an internal field', () => {
    const h = harness();
    h.run('gm', '/campaign new ruleset:fogo name:T sides:"Portugal,FRELIMO"');
    h.run('ana', '/campaign join side:Portugal');
    h.run('ana', '/fogo force builtin:cacadores-combat-group');
    const text = refusal(h, 'ana', '/fieldcraft sneak stands:CA-1 attest:true pick:real');
    expect(text).toBe('Sneaking from the table, choose which of the two new Sneakers holds the stands: `real:first` or `real:second`.');
  });

  it('GIVEN bad dice THEN the refusal points to a /help that answers; on the local table /roll 2d6 and /help roll work (bare-words test)', () => {
    const h = harness();
    expect(refusal(h, 'ana', '/roll dice:foo')).toContain('`/help command:roll` shows every form.');
  });

  it('GIVEN the GM joining a side THEN refused with the reason (the README never has the GM join)', () => {
    const h = harness();
    h.run('gm', '/campaign new ruleset:fogo name:T sides:"Portugal,FRELIMO"');
    expect(refusal(h, 'gm', '/campaign join side:Portugal')).toBe('The GM sees every secret, so the GM cannot also play a side.');
  });
});
