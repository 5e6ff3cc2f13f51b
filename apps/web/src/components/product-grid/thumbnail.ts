/** Hosts that size a picture by the suffix in its name: the marketplace's, and our simulated one. */
const SIZED_HOST =
  /^(?:https:\/\/(?:m\.media-amazon\.com|images-na\.ssl-images-amazon\.com)\/images\/I\/|\/api\/market\/images\/)/;
const EXTENSION = /(?:\._[A-Z0-9_,]+_)?(\.(?:jpe?g|png|gif|webp|svg))$/i;

/**
 * A product picture's address at `pixels` on its longest side, by the marketplace image host's
 * naming (`51abc.jpg` -> `51abc._SL64_.jpg`), which the simulated marketplace follows too: a
 * grid row shows a 32-pixel picture, and the full one is up to 1,500. Other addresses are kept.
 */
export function thumbnailOf(image: string, pixels: number): string {
  if (!SIZED_HOST.test(image) || image.includes('?')) return image;
  return image.replace(EXTENSION, `._SL${Math.round(pixels)}_$1`);
}
