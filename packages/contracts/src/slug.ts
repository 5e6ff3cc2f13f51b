/**
 * An organization's slug made from its name, as the identity server makes one for an organization
 * created without a slug ("Alex Northwind's organization" -> "alex-northwind-s-organization"),
 * and as the company profile offers one when the organization is renamed: lower-case letters and
 * digits, dashes between, at most 60 characters; a name too short for a slug gets "org-" first.
 */
export function slugFromName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base.length >= 2 ? base : `org-${base}`;
}
