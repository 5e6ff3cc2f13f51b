import { Button, Group, List, Select, Stack, Text } from '@mantine/core';
import type { SCIMConnection } from '@shelfscope/identity-client';
import { useState } from 'react';
import { roleName } from '../../../lib/names';
import { useSaveScimRules, useScimGroups } from '../api/scim';
import { useRoleOptions } from '../organization-admin';

/** Group-to-role rules: members of an IdP group get a role. Saved as the whole list. */
export function ScimRules({ connection }: { connection: SCIMConnection }) {
  const groups = useScimGroups();
  const roles = useRoleOptions().filter((r) => r.value !== '');
  const save = useSaveScimRules();
  const [group, setGroup] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const rules = connection.scim_group_implicit_role_assignments;
  const saveRules = (next: { role_id: string; group_id: string }[]) =>
    save.mutate({ connection_id: connection.connection_id, rules: next });
  const plain = rules.map(({ role_id, group_id }) => ({ role_id, group_id }));
  const groupOptions = (groups.data ?? []).map((g) => ({ value: g.group_id, label: g.group_name }));
  return (
    <Stack gap="xs" component="section" aria-label="Group-to-role rules">
      <Text size="sm" fw={500}>
        Group-to-role rules
      </Text>
      {rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rule yet: SCIM gives members no role of its own.
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" aria-label="Rules">
          {rules.map((r) => (
            <List.Item key={`${r.group_id}:${r.role_id}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Members of <b>{r.group_name || r.group_id}</b> are {roleName(r.role_id)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  loading={save.isPending}
                  aria-label={`Remove the rule for ${r.group_name || r.group_id}`}
                  onClick={() => saveRules(plain.filter((p) => p.group_id !== r.group_id || p.role_id !== r.role_id))}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {groupOptions.length === 0 ? (
        <Text size="xs" c="dimmed">
          Rules name groups your identity provider has pushed: they appear here once it sends them.
        </Text>
      ) : (
        <Group gap="xs" align="flex-end">
          <Select label="Group" data={groupOptions} value={group} onChange={setGroup} w={200} searchable />
          <Select label="Role" data={roles} value={role} onChange={setRole} w={200} />
          <Button
            disabled={!group || !role}
            loading={save.isPending}
            onClick={() => {
              if (!group || !role) return;
              saveRules([...plain, { group_id: group, role_id: role }]);
              setGroup(null);
              setRole(null);
            }}
          >
            Add rule
          </Button>
        </Group>
      )}
    </Stack>
  );
}
