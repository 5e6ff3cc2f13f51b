/** The parts of a postal address as suppliers and companies keep them (spec section 3). */
export type AddressParts = {
  /** The street number, which the spec keeps apart from the street ("number"). */
  number?: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

/**
 * A postal address as a document prints it, one line per part: "12 Harbor Road" then
 * "Portland, OR 97201". The street number goes first unless the street line already starts
 * with it. Null when there is nothing to print.
 */
export function postalAddress(parts: AddressParts): string | null {
  const street = parts.address?.trim() ?? '';
  const number = parts.number?.trim() ?? '';
  const streetLine = number && !street.startsWith(number) ? `${number} ${street}`.trim() : street;
  const region = [parts.state?.trim(), parts.zipCode?.trim()].filter(Boolean).join(' ');
  const cityLine = [parts.city?.trim(), region].filter(Boolean).join(', ');
  return [streetLine, cityLine].filter(Boolean).join('\n') || null;
}
