import { expect, it } from 'vitest';
import { decodePng } from '../../../test/png.js';
import { encodePng } from './png.js';

it('writes the pixels it is given as a PNG that reads back the same', () => {
  const rgb = Uint8Array.from({ length: 3 * 5 * 3 }, (_, i) => (i * 37) % 256);
  const png = decodePng(encodePng(3, 5, rgb));
  expect(png.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
  expect([png.width, png.height]).toEqual([3, 5]);
  expect([...png.rgb]).toEqual([...rgb]);
});

it('refuses a size its bytes do not match, or no size at all', () => {
  expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
  expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
});
