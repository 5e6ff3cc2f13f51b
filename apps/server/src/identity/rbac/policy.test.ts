import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { buildRbacPolicy, isAuthorized, loadRbacPolicy } from './policy.js';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' } as const;
const policy = buildRbacPolicy({
  resources: [{ resource_id: 'reports', description: '', actions: ['read', 'export'] }],
  roles: [
    { role_id: 'analyst', description: '', permissions: [{ resource_id: 'reports', actions: ['read'] }] },
    { role_id: 'auditor', description: '', permissions: [{ resource_id: 'reports', actions: ['*'] }] },
  ],
}).policy;

describe('the RBAC policy', () => {
  it('authorises a role for an action it lists or "*", and nothing for unknown roles or resources', () => {
    expect(isAuthorized(policy, ['analyst'], 'reports', 'read')).toBe(true);
    expect(isAuthorized(policy, ['analyst'], 'reports', 'export')).toBe(false);
    expect(isAuthorized(policy, ['auditor'], 'reports', 'export')).toBe(true);
    expect(isAuthorized(policy, ['stytch_member', 'analyst'], 'stytch.member', 'search')).toBe(true);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.member', 'delete')).toBe(false);
    expect(isAuthorized(policy, ['stytch_admin'], 'stytch.organization', 'delete')).toBe(true);
    expect(isAuthorized(policy, ['stytch_admin'], 'stytch.sso', 'create')).toBe(true);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.sso', 'get')).toBe(false);
    expect(isAuthorized(policy, ['stytch_admin'], 'stytch.scim', 'rotate')).toBe(true);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.scim', 'get')).toBe(false);
    expect(isAuthorized(policy, ['ghost'], 'reports', 'read')).toBe(false);
    expect(isAuthorized(policy, ['stytch_admin'], 'reports', 'read')).toBe(false);
  });

  it('keeps the built-in roles and resources first and adds the configured ones', () => {
    expect(policy.roles.map((r) => r.role_id)).toEqual([
      'stytch_admin',
      'stytch_member',
      'shelfscope_owner',
      'shelfscope_buyer',
      'shelfscope_va',
      'shelfscope_viewer',
      'analyst',
      'auditor',
    ]);
    expect(policy.resources.map((r) => r.resource_id)).toEqual([
      'stytch.organization',
      'stytch.member',
      'stytch.self',
      'stytch.sso',
      'stytch.scim',
      'shelfscope.products',
      'shelfscope.suppliers',
      'shelfscope.uploads',
      'shelfscope.shortlists',
      'shelfscope.orders',
      'shelfscope.company',
      'shelfscope.dashboard',
      'shelfscope.settings',
      'shelfscope.notifications',
      'shelfscope.billing',
      'shelfscope.integrations',
      'shelfscope.audit',
      'reports',
    ]);
  });

  it('grants the seller roles their resources, and organization admins all of them', () => {
    expect(isAuthorized(policy, ['shelfscope_va'], 'shelfscope.shortlists', 'propose')).toBe(true);
    expect(isAuthorized(policy, ['shelfscope_va'], 'shelfscope.shortlists', 'write')).toBe(false);
    expect(isAuthorized(policy, ['shelfscope_va'], 'shelfscope.orders', 'write')).toBe(false);
    expect(isAuthorized(policy, ['shelfscope_buyer'], 'shelfscope.shortlists', 'approve')).toBe(true);
    expect(isAuthorized(policy, ['shelfscope_buyer'], 'shelfscope.billing', 'read')).toBe(false);
    expect(isAuthorized(policy, ['shelfscope_owner'], 'shelfscope.billing', 'write')).toBe(true);
    expect(isAuthorized(policy, ['shelfscope_viewer'], 'shelfscope.products', 'write')).toBe(false);
    expect(isAuthorized(policy, ['stytch_admin'], 'shelfscope.integrations', 'write')).toBe(true);
    expect(isAuthorized(policy, ['shelfscope_owner'], 'stytch.member', 'delete')).toBe(false);
  });

  it('names every problem of a bad document', () => {
    const { problems } = buildRbacPolicy({
      resources: [{ resource_id: 'stytch.billing', description: '', actions: ['read'] }],
      roles: [
        { role_id: 'stytch_owner', description: '', permissions: [] },
        { role_id: 'typo', description: '', permissions: [{ resource_id: 'reprots', actions: ['read'] }] },
        { role_id: 'greedy', description: '', permissions: [{ resource_id: 'stytch.member', actions: ['explode'] }] },
      ],
    });
    expect(problems).toEqual([
      'resource stytch.billing: the stytch. prefix is reserved',
      'role stytch_owner: the stytch_ prefix is reserved',
      'role typo: unknown resource reprots',
      'role greedy: stytch.member has no action explode',
    ]);
  });

  it('is read from IDENTITY_RBAC_POLICY or a file, and a bad one stops the server at boot', () => {
    const document = { roles: [{ role_id: 'viewer', permissions: [{ resource_id: 'stytch.member', actions: ['search'] }] }] };
    const inline = loadConfig({ ...base, IDENTITY_RBAC_POLICY: JSON.stringify(document) });
    expect(inline.identity.rbacPolicy.roles.map((r) => r.role_id)).toContain('viewer');

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rbac-')), 'policy.json');
    writeFileSync(file, JSON.stringify(document));
    expect(loadRbacPolicy({ file }).policy.roles.map((r) => r.role_id)).toContain('viewer');

    expect(() => loadConfig({ ...base, IDENTITY_RBAC_POLICY: '{not json' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, IDENTITY_RBAC_POLICY: JSON.stringify({ roles: [], extra: 1 }) })).toThrow(
      /IDENTITY_RBAC_POLICY/,
    );
    expect(() => loadConfig({ ...base, IDENTITY_RBAC_POLICY_FILE: '/no/such/policy.json' })).toThrow(/cannot read/);
  });
});
