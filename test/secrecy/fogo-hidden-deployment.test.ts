import { describe, expect, it } from 'vitest';
import { harness, shownBy } from '../helpers/harness.js';


/**
 * FRELIMO (cat) deploys an MMG hidden in "HIDDENgrass" with id HIDDEN-MG; Portugal (bob) and the
 * channel must learn nothing of it from any command — lists, logs, exports, fire, errors,
 * autocomplete — until it reveals itself by firing.
 */
function scenario() {
  const q: number[] = [];
  const h = harness({ faces: q });
  const seen: { to: string; text: string; line: string }[] = [];
  const act = (who: string, line: string) => {
    const r = h.run(who, line);
    for (const s of shownBy(r, who)) seen.push({ ...s, line });
    return r;
  };
  act('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO"');
  act('bob', '/campaign join side:Portugal');
  act('cat', '/campaign join side:FRELIMO');
  act('bob', '/fogo force builtin:cacadores-combat-group');
  act('cat', '/fogo force builtin:frelimo-group');
  act('cat', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:HIDDENgrass');
  return { h, q, seen, act };
}

/** Canaries shown to `who`, not counting an id they typed themselves being echoed back. */
const leaks = (seen: { to: string; text: string; line: string }[], who: string[]) =>
  seen
    .filter((s) => who.includes(s.to))
    .filter((s) => /HIDDEN/.test(s.line.includes('HIDDEN-MG') ? s.text.replaceAll('HIDDEN-MG', '') : s.text))
    .map((s) => `${s.to}: ${s.text.slice(0, 80)}`);

describe('hidden deployment', () => {
  it('GIVEN a hidden stand THEN only its side and the GM ever see it, whatever the enemy tries', () => {
    const { seen, act, q } = scenario();
    q.push(6, 6, 6);
    for (const [who, line] of [
      ['bob', '/fogo stand list'],
      ['bob', '/campaign log'],
      ['bob', '/campaign export'],
      ['bob', '/campaign status'],
      ['bob', '/fogo fire firers:CA-1 target:HIDDEN-MG cover:open'],
      ['bob', '/fogo rbf firers:CA-2 feature:woods'],
      ['bob', '/fogo stand remove id:HIDDEN-MG'],
      ['dan', '/fogo stand list'],
    ] as const) act(who, line);
    expect(leaks(seen, ['channel', 'bob', 'dan'])).toEqual([]);
    // Its own side sees it in full.
    const cat = act('cat', '/fogo stand list').outcome.private!.text;
    expect(cat).toContain('`HIDDEN-MG` mmg in HIDDENgrass — veteran, fieldcraft 2, **hidden**');
    expect(act('ann', '/campaign export').outcome.private!.files![0]!.data.toString()).toContain('HIDDEN-MG');
  });

  it('GIVEN the enemy names the hidden stand THEN the refusal reads exactly as for a stand that does not exist', () => {
    const { act } = scenario();
    const hidden = act('bob', '/fogo fire firers:CA-1 target:HIDDEN-MG cover:open');
    const missing = act('bob', '/fogo fire firers:CA-1 target:NOSUCH-MG cover:open');
    expect(hidden.ok || missing.ok).toBe(false);
    if (hidden.ok || missing.ok) return;
    expect(hidden.error.code).toBe(missing.error.code);
    expect(hidden.error.message.replace('HIDDEN-MG', 'X')).toBe(missing.error.message.replace('NOSUCH-MG', 'X'));
  });

  it('GIVEN the hidden stand fires THEN it is revealed and named from then on', () => {
    const { h, act, q, seen } = scenario();
    act('bob', '/fogo pass');
    q.push(6, 6, 6, 6);
    const r = act('cat', '/fogo fire firers:HIDDEN-MG target:CA-1 cover:open');
    expect(r.ok ? 'ok' : r.error.code).toBe('ok');
    expect(r.outcome.public!.text).toContain('Revealed by firing: **HIDDEN-MG**');
    expect(act('bob', '/fogo stand list').outcome.private!.text).toContain('`HIDDEN-MG` mmg');
    // Where it hid is still the owner's business unless the rules make it public.
    expect(seen.filter((s) => s.to === 'bob').some((s) => s.text.includes('HIDDEN-MG'))).toBe(true);
    expect(JSON.stringify(h.logger.entries)).not.toContain('HIDDEN');
  });

  it('GIVEN a hidden stand in a force file THEN the public hears only of the stands it can see', () => {
    const file = { name: 'f.json', data: Buffer.from(JSON.stringify({ name: 'Ambushers', troopType: 'frelimo', stands: [
      { id: 'AM-1', type: 'rifle-assault', quality: 'regular', fieldcraft: 2 },
      { id: 'HIDDEN-AM2', type: 'rifle-lmg', quality: 'regular', fieldcraft: 2, hidden: true, feature: 'HIDDENridge' },
    ] })) };
    const h2 = scenario();
    const r = h2.h.app.execute({ actor: { id: 'id-cat', name: 'cat' }, channelId: 'c1', path: ['fogo', 'force'], options: { file } });
    expect(r.ok ? 'ok' : r.error.code).toBe('ok');
    expect(r.outcome.public!.text).toBe('**FRELIMO** deploys Ambushers: `AM-1`.');
    expect(r.outcome.private!.text).toContain('HIDDEN-AM2');
  });
});

describe('stand autocomplete', () => {
  it('GIVEN a hidden enemy stand THEN the enemy is never offered it, its own side is', () => {
    const { h } = scenario();
    const ask = (who: string) =>
      h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path: ['fogo', 'fire'] }, 'target', '').map((c) => c.value);
    expect(ask('bob')).not.toContain('HIDDEN-MG');
    expect(ask('bob')).toContain('FR-1');
    expect(ask('cat')).toContain('HIDDEN-MG');
    expect(ask('dan')).not.toContain('HIDDEN-MG');
    expect(h.app.autocomplete({ actor: { id: 'id-bob', name: 'bob' }, channelId: 'c1', path: ['fogo', 'fire'] }, 'target', 'hid')).toEqual([]);
  });
});
