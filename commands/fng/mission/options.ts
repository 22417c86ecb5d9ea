/** Options the support commands share, so each reads and is limited the same way. */
export const spot = { type: 'string', description: 'A spot, "x,y"', maxLength: 20 } as const;
export const line = { type: 'string', description: 'The run, "x,y to x,y"', maxLength: 40 } as const;
export const support = { type: 'string', description: 'Which support (S1…)', maxLength: 8 } as const;
