const rules = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right number, thousands separated: "1 duplicate", "2 duplicates",
 * "1,204 rows" (`many` when the plural is not the noun plus "s"). The web app has the same rule
 * (apps/web/src/lib/plural.ts) for its own texts.
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? one : many}`;
}
