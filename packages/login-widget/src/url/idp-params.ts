/**
 * Whether the page address asks for the identity-provider consent or logout flow (spec section
 * 2): client_id, redirect_uri or post_logout_redirect_uri present. Kept tiny: it is all the first
 * load needs; the flows, screens and texts come with the idp chunk (idp/index.ts).
 */
export const isIdpAddress = (search: string): boolean => /[?&](client_id|redirect_uri|post_logout_redirect_uri)=/.test(search);
