import { describe, expect, it } from 'vitest';
import { SCHEMA_ENTERPRISE_USER } from './attributes.js';
import { applyPatch, parseEq, parsePath } from './patch.js';

describe('SCIM PATCH paths and operations', () => {
  it('parses the path forms IdPs send', () => {
    expect(parsePath('name.givenName')).toEqual({ attribute: 'name', sub: 'givenName' });
    expect(parsePath('emails[type eq "work"].value')).toEqual({
      attribute: 'emails',
      filter: { attribute: 'type', value: 'work' },
      sub: 'value',
    });
    expect(parsePath(`${SCHEMA_ENTERPRISE_USER}:manager.value`)).toEqual({
      urn: SCHEMA_ENTERPRISE_USER,
      attribute: 'manager',
      sub: 'value',
    });
    expect(parsePath(SCHEMA_ENTERPRISE_USER)).toEqual({ attribute: SCHEMA_ENTERPRISE_USER });
    expect(parsePath('urn:ietf:params:scim:schemas:core:2.0:User:userName')).toEqual({ attribute: 'userName' });
    expect(() => parsePath('emails[type ne "work"]')).toThrow();
    expect(() => parsePath('a..b')).toThrow();
    expect(parseEq('userName eq "a\\"b"')).toEqual({ attribute: 'userName', value: 'a"b' });
    expect(() => parseEq('userName sw "a"')).toThrow();
  });

  it('applies Entra path-less values with an extension object and dotted names', () => {
    const user: Record<string, unknown> = { userName: 'a@example.com', name: { givenName: 'A' } };
    applyPatch(user, {
      Operations: [
        { op: 'Add', value: { 'name.familyName': 'B', [SCHEMA_ENTERPRISE_USER]: { department: 'Ops' } } },
        { op: 'Replace', path: 'NAME.GIVENNAME', value: 'C' },
        { op: 'remove', path: 'emails[type eq "home"]' },
      ],
    });
    expect(user).toEqual({
      userName: 'a@example.com',
      name: { givenName: 'C', familyName: 'B' },
      [SCHEMA_ENTERPRISE_USER]: { department: 'Ops' },
    });
  });
});
