/**
 * A set-up guide for one identity provider: text steps ("screenshots as text") and, per step, the
 * values of our side to paste into the provider, each shown with a copy button. One file per
 * provider; `sso-guide.tsx` renders any of them.
 */
export type SsoGuide = {
  id: string;
  /** The provider's name as its admins know it. */
  name: string;
  protocol: 'SAML' | 'OIDC';
  /** Sent as the connection's `identity_provider`. */
  identityProvider: string;
  /** One sentence on what the admin will do, and where. */
  intro: string;
  /** Steps in the provider's console, in order; the last step (entering its values here) is the screen's. */
  steps: GuideStep[];
  /** SAML: what the provider offers to import from (its metadata URL, a file, or values to type). */
  metadataHint?: string;
};

export type GuideStep = {
  title: string;
  /** What to click and fill in, as the provider's console words it. */
  text: string;
  /** Our values to paste in this step. */
  values?: GuideValue[];
  /** Attribute or claim mappings to set up: the name to send, and what it carries. */
  attributes?: { name: string; value: string }[];
};

/** A value of our side: resolved from the connection once it exists (`guideValues`). */
export type GuideValue = {
  /** How the provider's console labels the field. */
  label: string;
  key: 'acs_url' | 'entity_id' | 'sp_metadata_url' | 'redirect_uri' | 'name_id_format' | 'scopes';
};

/** The SAML attributes every guide asks for (the server reads these names first). */
export const SAML_ATTRIBUTES = [
  { name: 'email', value: "the user's primary email address" },
  { name: 'first_name', value: "the user's first (given) name" },
  { name: 'last_name', value: "the user's last name (surname)" },
  { name: 'groups', value: "the user's groups (for group-to-role rules; optional)" },
];
