import { describe, expect, it } from 'vitest';
import { remainder } from '../../src/build/render-chunk';

const text = (buffers: Uint8Array[]) => Buffer.concat(buffers).toString();

describe('the rest of a partly written page', () => {
  it('starts at the first byte not yet written, wherever it falls among the pieces', () => {
    const pieces = ['<head>', '<style>a{}</style>', '', '<body>x</body>'].map((piece) => Buffer.from(piece));
    const whole = text(pieces);
    for (let written = 0; written <= whole.length; written++) expect(text(remainder(pieces, written))).toBe(whole.slice(written));
  });
});
