import { describe, expect, it } from 'vitest';
import { paginate, pagedPost } from '../../src/app/pages.js';
import { MESSAGE_LIMIT } from '../../src/app/post-fit.js';

const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i} ${'·'.repeat(60)}`);

describe('paginate', () => {
  it('GIVEN sections THEN pages of whole lines within the limit, each naming the sections that start on it', () => {
    const pages = paginate(
      [
        { title: '**A**', lines: many('a', 30) },
        { title: '**B**', lines: many('b', 2) },
        { title: '', label: 'c', lines: many('c', 30) },
      ],
      1000,
    );
    expect(pages.every((p) => p.lines.join('\n').length <= 1000)).toBe(true);
    expect(pages.flatMap((p) => p.lines)).toEqual(['**A**', ...many('a', 30), '**B**', ...many('b', 2), ...many('c', 30)]);
    expect(pages.flatMap((p) => p.starts)).toEqual(['A', 'B', 'c']);
    expect(pages[0]!.starts).toEqual(['A']);
  });

  it('GIVEN a title that would end a page THEN it starts the next one with its first line', () => {
    const pages = paginate([{ title: 'T1', lines: ['x'.repeat(90)] }, { title: 'T2', lines: ['y'.repeat(50)] }], 100);
    expect(pages.map((p) => p.lines)).toEqual([['T1', 'x'.repeat(90)], ['T2', 'y'.repeat(50)]]);
  });

  it('GIVEN nothing THEN one empty page', () => {
    expect(paginate([], 100)).toEqual([{ lines: [], starts: [] }]);
  });
});

describe('pagedPost', () => {
  const read = (page: number | undefined, extra: Partial<Parameters<typeof pagedPost>[0]> = {}) =>
    pagedPost({ head: '**Read**', sections: [{ title: '**One**', lines: many('one', 40) }, { title: '**Two**', lines: many('two', 40) }], page, path: ['campaign', 'log'], options: { last: '80' }, menu: true, ...extra });

  it('GIVEN a long read THEN each page fits one message, says which it is, and the post shows the page asked for with every page kept', () => {
    const p = read(2);
    expect(p.pages!.length).toBeGreaterThanOrEqual(3);
    expect(p.pages!.every((t) => t.length <= MESSAGE_LIMIT)).toBe(true);
    expect(p.text).toBe(p.pages![1]);
    expect(p.text.split('\n')[0]).toBe(`**Read** — page 2 of ${p.pages!.length}`);
  });

  it('GIVEN a middle page THEN ◀ and ▶ run the same read for the pages either side, and a menu jumps to each section', () => {
    const p = read(2);
    expect(p.actions!.slice(0, 2)).toEqual([
      { label: '◀', path: ['campaign', 'log'], options: { last: '80', page: '1' } },
      { label: '▶', path: ['campaign', 'log'], options: { last: '80', page: '3' } },
    ]);
    const menu = p.actions![2]!;
    expect(menu.choose).toMatchObject({ option: 'page', labels: ['One', 'Two'] });
    const two = Number(menu.choose!.values[1]);
    expect(read(two).text).toContain('**Two**');
  });

  it('GIVEN the first or last page, or a page past the last THEN only the button that leads somewhere; past the last is the last', () => {
    const total = read(1).pages!.length;
    expect(read(1).actions!.map((a) => a.label)).toEqual(['▶', 'Jump to a section']);
    expect(read(total).actions!.map((a) => a.label)).toEqual(['◀', 'Jump to a section']);
    expect(read(99).text).toBe(read(total).text);
    expect(read(undefined).text).toBe(read(1).text);
  });

  it('GIVEN a read that cannot change THEN its buttons last; GIVEN one that fits one page THEN no pages and no buttons', () => {
    expect(read(1, { lasting: true }).actions!.every((a) => a.lasting === true)).toBe(true);
    const short = pagedPost({ head: '**Short**', sections: [{ title: '', lines: ['a', 'b'] }], page: undefined, path: ['help'] });
    expect(short).toEqual({ text: '**Short**\na\nb' });
  });
});
