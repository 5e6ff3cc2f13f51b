/**
 * What the team view counts per member and day (docs/dashboard.md, "Team view"): lookups (the
 * plan's lookups: products analysed and eligibility checks), price lists uploaded, shortlist
 * proposals made, and proposals approved.
 *
 * A module without zod: the web app's team view reads it without loading the schemas.
 */
export const TEAM_COUNTS = ['lookups', 'uploads', 'proposals', 'approvals'] as const;
export type TeamCount = (typeof TEAM_COUNTS)[number];
