import { describe, expect, it } from 'vitest';
import { manifest } from '../scripts/manifest.mjs';

describe('the manifest', () => {
  it('asks only for storage, the servers it talks to and, optionally, another one', () => {
    const m = manifest({ version: '1.0.0', servers: ['http://localhost:3000', 'https://app.shelfscope.com'], withKey: true });
    expect(m).toMatchObject({
      manifest_version: 3,
      permissions: ['storage'],
      host_permissions: ['http://localhost/*', 'https://app.shelfscope.com/*'],
      optional_host_permissions: ['https://*/*', 'http://*/*'],
      externally_connectable: { matches: ['http://localhost/*', 'https://app.shelfscope.com/*'] },
      background: { service_worker: 'background.js', type: 'module' },
    });
    expect(typeof m.key).toBe('string');
  });

  it('names the release the build was stamped with (version_name), keeping the dotted version', () => {
    const m = manifest({
      version: '1.0.0',
      release: 'v1.0.0-4-gabc1234',
      servers: ['https://app.shelfscope.com'],
      withKey: false,
    });
    expect(m).toMatchObject({ version: '1.0.0', version_name: 'v1.0.0-4-gabc1234' });
    expect(manifest({ version: '1.0.0', servers: ['https://app.shelfscope.com'], withKey: false })).not.toHaveProperty(
      'version_name',
    );
  });

  it('leaves the development key out of a store build', () => {
    expect(manifest({ version: '1.0.0', servers: ['https://app.shelfscope.com'], withKey: false })).not.toHaveProperty('key');
  });
});
