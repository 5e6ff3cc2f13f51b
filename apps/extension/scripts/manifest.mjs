import DOMAINS from '../src/content/marketplace-domains.json' with { type: 'json' };

/** Amazon's storefronts: one list, read by the content script too (src/content/asin.ts). */
export const MARKETPLACE_DOMAINS = DOMAINS;

/**
 * The public key Chrome derives the extension id from (kggigljlomfpapllmohmjnlkcfbclfkf): the
 * same id for every unpacked build, which the server lists (SELLER_EXTENSION_IDS). A store
 * listing is signed by the store and gets the store's id instead.
 */
export const PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzuZSXfmNwQpwX75ICk3rM/+Uu86E9BcEWblZTFSrxFqLPz8XpFEtaJxcja5VSGPzMPr7JHZMigbvcz6CKMjol2RkT0ylHhtG/hX0GUwbHDK82tGJ2DZRj+KHvf7KLISACb1WsEYp3x+Mt112CLPjQ8OSEUNmVrJ0r8eUtZ5l5sZjkq7w/QHdZnepEg3IM8rrHWFb2B6EdnuFNuTpevCeO9e8wxOBq3HoCzgg3zPehRU15dgafi42FF3AAEO2VlP1XXcEYGDwJ4src9286roCK22/ZqphGOJt5VELdULXBjWKxzIWe/vDA2iiY2Xc/+7SnWP270p4QLcjtAmv6+436QIDAQAB';

/** The match pattern of a server origin: any port, any path (a pattern with a port is refused). */
export const originPattern = (origin) => {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
};

/**
 * The manifest. `withKey`: the fixed development id (not in a store upload). `servers`: the origins whose web app may hand over a session and that the
 * service worker may call without asking (host_permissions); any other server is asked for at
 * run time from the options page (optional_host_permissions).
 */
export function manifest({ version, release, servers, withKey }) {
  const serverPatterns = [...new Set(servers.map(originPattern))];
  return {
    manifest_version: 3,
    name: 'ShelfScope',
    short_name: 'ShelfScope',
    description: 'Profit, fees, sales rank and scores at a glance on marketplace product pages.',
    version,
    // The release the build was stamped with (git describe): chrome://extensions shows it, the
    // options page too. `version` stays the package's dotted number, as Chrome requires.
    ...(release ? { version_name: release } : {}),
    // The store refuses a manifest with a key (it signs the package and assigns the id itself).
    ...(withKey ? { key: PUBLIC_KEY } : {}),
    minimum_chrome_version: '116',
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
    action: {
      default_title: 'ShelfScope',
      default_popup: 'popup.html',
      default_icon: { 16: 'icons/16.png', 32: 'icons/32.png' },
    },
    options_page: 'options.html',
    background: { service_worker: 'background.js', type: 'module' },
    permissions: ['storage'],
    host_permissions: serverPatterns,
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    content_scripts: [
      {
        matches: MARKETPLACE_DOMAINS.map((d) => `https://*.${d}/*`),
        js: ['content.js'],
        run_at: 'document_end',
      },
    ],
    externally_connectable: { matches: serverPatterns },
  };
}
