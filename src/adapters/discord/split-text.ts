/** Discord's limit on a message's content. */
export const MESSAGE_LIMIT = 2000;

/**
 * Splits text into pieces Discord accepts, at line breaks where possible, so a long log or
 * verify report arrives whole over several messages.
 */
export function splitText(text: string, limit = MESSAGE_LIMIT): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    let cut = rest.lastIndexOf('\n', limit);
    if (cut <= 0) cut = limit;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\n/, '');
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}
