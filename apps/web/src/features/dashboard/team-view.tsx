import { Alert, Button, Group, Loader, Paper, SegmentedControl, Skeleton, Table, Text, Title } from '@mantine/core';
import { TEAM_COUNTS, type TeamCount, type TeamMemberActivity } from '@shelfscope/contracts';
import { lazy, Suspense, useState } from 'react';
import { useCompany } from '../../lib/company';
import { count } from '../../lib/format';
import { usePermissions } from '../../lib/permissions';
import { useTeamActivity } from './api/team';
import { LookupHistory } from './lookup-history';

// uPlot stays off the first screen: only owners and buyers ask for this chunk (docs/web.md).
const TeamChart = lazy(() => import('./team-chart'));

/** The counts as people read them, with what each one counts (docs/dashboard.md, "Team view"). */
export const COUNT_LABELS: Record<TeamCount, { label: string; help: string }> = {
  lookups: { label: 'Lookups', help: 'Products analysed (added, refreshed, or from a price list) and eligibility checks' },
  uploads: { label: 'Uploads', help: 'Price lists uploaded' },
  proposals: { label: 'Proposals', help: 'Shortlist items proposed for approval' },
  approvals: { label: 'Approvals', help: 'Proposals approved' },
};

const SPANS = ['7', '30', '90'];

/**
 * The team view for owners and buyers (dashboard:team): each member's counts per day as a
 * chart, every figure in a table, and a member's lookup history. Not shown to VAs and viewers,
 * whom the server refuses.
 */
export function TeamView() {
  const { may } = usePermissions();
  // Asked for once the member's permissions are known: a VA's page never sends the refused call.
  const allowed = Boolean(useCompany().data) && may('dashboard:team');
  const [days, setDays] = useState('30');
  const [shown, setShown] = useState<TeamCount>('lookups');
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const activity = useTeamActivity(Number(days), allowed);
  if (!allowed) return null;
  const data = activity.data;
  const selected = data?.members.find((m) => m.memberId === historyOf);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mb="lg" component="section" aria-labelledby="team-title">
      <Group justify="space-between" align="flex-end" gap="xs" mb="xs">
        <div>
          <Title order={3} size="h5" id="team-title">
            Team activity
          </Title>
          <Text size="xs" c="dimmed">
            What each member did, per day{data ? ` (${data.timeZone})` : ''}.
          </Text>
        </div>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Count shown"
            data={TEAM_COUNTS.map((c) => ({ value: c, label: COUNT_LABELS[c].label }))}
            value={shown}
            onChange={(v) => setShown(v as TeamCount)}
          />
          <SegmentedControl
            size="xs"
            aria-label="Days shown"
            data={SPANS.map((s) => ({ value: s, label: `${s} days` }))}
            value={days}
            onChange={setDays}
          />
        </Group>
      </Group>
      {activity.isError ? (
        <Alert color="red" variant="light" role="alert" title="The team's activity could not be loaded">
          {activity.error.message}
        </Alert>
      ) : !data ? (
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading the team's activity" />
        </Group>
      ) : (
        <>
          {data.members.some((m) => m.totals[shown] > 0) ? (
            <Suspense fallback={<Skeleton h={240} radius="md" />}>
              <TeamChart activity={data} count={shown} label={COUNT_LABELS[shown].label} />
            </Suspense>
          ) : (
            <Text size="sm" c="dimmed" mb="sm">
              No {COUNT_LABELS[shown].label.toLowerCase()} in the last {days} days.
            </Text>
          )}
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing={4} aria-label={`Team activity, last ${days} days`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  {TEAM_COUNTS.map((c) => (
                    <Table.Th key={c} ta="right" title={COUNT_LABELS[c].help}>
                      {COUNT_LABELS[c].label}
                    </Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.members.map((m) => (
                  <MemberRow
                    key={m.memberId}
                    member={m}
                    isOpen={historyOf === m.memberId}
                    onHistory={() => setHistoryOf(m.memberId)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {selected ? (
            <Paper withBorder radius="sm" p="sm" mt="md" component="section" aria-label="Lookup history">
              <LookupHistory key={selected.memberId} memberId={selected.memberId} name={selected.member ?? 'A former member'} />
            </Paper>
          ) : null}
        </>
      )}
    </Paper>
  );
}

/** A member's totals and the button that opens their lookup history. */
function MemberRow({ member, isOpen, onHistory }: { member: TeamMemberActivity; isOpen: boolean; onHistory: () => void }) {
  const name = member.member ?? 'A former member';
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      {TEAM_COUNTS.map((c) => (
        <Table.Td key={c} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count(member.totals[c])}
        </Table.Td>
      ))}
      <Table.Td ta="right">
        <Button
          size="compact-xs"
          variant={isOpen ? 'light' : 'subtle'}
          aria-label={`Lookup history of ${name}`}
          onClick={onHistory}
        >
          Lookups
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
