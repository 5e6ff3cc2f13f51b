/** Asked once a session, dismissed until the next sign-in. */
export const DISMISSED = 'shelfscope.name-organization.dismissed';
