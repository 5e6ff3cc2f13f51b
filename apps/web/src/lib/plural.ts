import { formatCount } from './locale';

// The words are English, so English plural rules choose between them; the number is the member's.
const rules = new Intl.PluralRules('en');

/**
 * A count with its noun in the right number, thousands separated: "1 column", "2 columns",
 * "1,204 rows". `many` is the plural when it is not the noun plus "s" ("1 match", "2 matches").
 * Our own texts use it; the spec's own texts stay as the spec words them.
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${rules.select(count) === 'one' ? one : many}`;
}

/** A name's possessive: "Sunbelt Toys’ products", "Acme’s products" (not "Distributors's"). */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);
