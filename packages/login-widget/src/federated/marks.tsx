import type { ReactNode } from 'react';
import type { OAuthProviderType } from '../config.js';

/** Each provider's mark, small inline SVGs (decorative: the button text names the provider). */
const MARKS: Record<OAuthProviderType, { viewBox: string; body: ReactNode }> = {
  google: {
    viewBox: '0 0 18 18',
    body: (
      <>
        <path
          fill="#4285F4"
          d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
        />
        <path
          fill="#34A853"
          d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.83.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z"
        />
        <path
          fill="#FBBC05"
          d="M3.97 10.72A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.18.29-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3.01-2.33z"
        />
        <path
          fill="#EA4335"
          d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.59A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z"
        />
      </>
    ),
  },
  microsoft: {
    viewBox: '0 0 21 21',
    body: (
      <>
        <rect x="1" y="1" width="9" height="9" fill="#F25022" />
        <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
        <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
        <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
      </>
    ),
  },
  hubspot: {
    viewBox: '0 0 24 24',
    body: (
      <g fill="#FF7A59">
        <circle cx="15.5" cy="14.5" r="3.2" fill="none" stroke="#FF7A59" strokeWidth="2.4" />
        <rect x="14.3" y="4.5" width="2.4" height="6" rx="1.2" />
        <circle cx="15.5" cy="3.6" r="2" />
        <path d="M4.2 6.3l8 5.9-1.4 1.9-8-5.9z" />
        <circle cx="3.6" cy="6" r="1.9" />
        <path d="M12.7 17.1l-4 4-1.6-1.6 4-4z" />
      </g>
    ),
  },
  slack: {
    viewBox: '0 0 24 24',
    body: (
      <>
        <rect x="9" y="2" width="4" height="11" rx="2" fill="#36C5F0" />
        <rect x="2" y="11" width="11" height="4" rx="2" fill="#E01E5A" />
        <rect x="11" y="11" width="4" height="11" rx="2" fill="#ECB22E" />
        <rect x="11" y="9" width="11" height="4" rx="2" fill="#2EB67D" />
      </>
    ),
  },
  github: {
    viewBox: '0 0 16 16',
    body: (
      <path
        fill="currentColor"
        d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z"
      />
    ),
  },
};

/** The mark of one provider, 18 px. */
export function ProviderMark({ provider }: { provider: OAuthProviderType }) {
  const mark = MARKS[provider];
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox={mark.viewBox} data-provider-mark={provider}>
      {mark.body}
    </svg>
  );
}

/** The SSO button's key mark (the theme's text color). */
export function SsoMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </svg>
  );
}
