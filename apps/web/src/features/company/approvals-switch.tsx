import { Paper, Switch, Title } from '@mantine/core';
import { ErrorText } from '../../components/error-text';
import { Permitted } from '../../components/permitted';
import { useCompany, useSetApprovals } from '../../lib/company';

/**
 * Whether a VA's additions to a shortlist wait for a buyer's approval (docs/teams.md). Owners
 * (`company:write`) switch it; everyone else sees it disabled with the reason on hover.
 */
export function ApprovalsSwitch() {
  const company = useCompany();
  const set = useSetApprovals();
  if (!company.data) return null;
  const on = set.isPending && set.variables !== undefined ? set.variables : company.data.approvalsRequired;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Approvals">
      <Title order={3} size="h5" mb="sm">
        Approvals
      </Title>
      <Permitted permission="company:write">
        {(allowed) => (
          <Switch
            label="A buyer approves what a VA adds to a shortlist"
            description="On: a VA's finds wait as proposals, outside the totals and purchase orders, until a buyer approves them. Off suits small teams."
            checked={on}
            disabled={!allowed || set.isPending}
            onChange={(event) => set.mutate(event.currentTarget.checked)}
          />
        )}
      </Permitted>
      <ErrorText error={set.error} />
    </Paper>
  );
}
