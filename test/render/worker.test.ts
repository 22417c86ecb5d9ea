import { afterAll, describe, expect, it } from 'vitest';
import { renderBoard } from '../../src/render/board.js';
import { closeRenderWorkers, renderBoardInWorker } from '../../src/render/worker-pool.js';
import { smallTableView, unit } from './fixtures.js';

afterAll(() => closeRenderWorkers());

describe('renderBoardInWorker', () => {
  const view = smallTableView([unit('A1', 'Portugal', { x: 8, y: 10 }), unit('B1', 'FRELIMO', { x: 40, y: 25 })]);

  it('GIVEN a view THEN the worker (TypeScript, started through the tsx bootstrap) draws the same PNG as the main thread', async () => {
    const [inWorker, inMain] = await Promise.all([renderBoardInWorker(view), renderBoard(view)]);
    expect(inWorker.equals(inMain)).toBe(true);
  });

  it('GIVEN several renders at once THEN each gets its own answer', async () => {
    const other = smallTableView([unit('C9', 'Portugal', { x: 20, y: 20 })]);
    const [a, b, c] = await Promise.all([renderBoardInWorker(view), renderBoardInWorker(other), renderBoardInWorker(view)]);
    expect(a.equals(c)).toBe(true);
    expect(a.equals(b)).toBe(false);
  });

  it('GIVEN the worker was closed THEN the next render starts a new one', async () => {
    await closeRenderWorkers();
    await closeRenderWorkers();
    const png = await renderBoardInWorker(view);
    expect(png.equals(await renderBoard(view))).toBe(true);
  });
});
