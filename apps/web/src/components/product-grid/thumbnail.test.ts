import { expect, it } from 'vitest';
import { thumbnailOf } from './thumbnail';

it("asks the marketplace's image host and the simulated one for a sized picture", () => {
  expect(thumbnailOf('https://m.media-amazon.com/images/I/51Qx9AbC+L.jpg', 64)).toBe(
    'https://m.media-amazon.com/images/I/51Qx9AbC+L._SL64_.jpg',
  );
  expect(thumbnailOf('https://m.media-amazon.com/images/I/51Qx9AbC+L._AC_SX300_.jpg', 64)).toBe(
    'https://m.media-amazon.com/images/I/51Qx9AbC+L._SL64_.jpg',
  );
  expect(thumbnailOf('/api/market/images/sim-B005O8OH8H.svg', 64)).toBe('/api/market/images/sim-B005O8OH8H._SL64_.svg');
});

it('keeps any other address as it is', () => {
  for (const url of [
    'https://example.com/images/I/51Qx9AbC.jpg',
    'https://m.media-amazon.com/images/I/51Qx9AbC',
    'https://m.media-amazon.com/images/I/51Qx9AbC.jpg?x=1',
    'data:image/png;base64,iVBORw0KGgo=',
  ]) {
    expect(thumbnailOf(url, 64)).toBe(url);
  }
});
