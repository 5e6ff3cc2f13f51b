import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { CompanySettingsProfileInput, ProductColumn, ScoreThresholds, UserSettings } from '@shelfscope/contracts';
import { Permitted } from '../../components/permitted';
import { useCompanyProfile, useSaveCompanyProfile } from './api/company-profile';

/**
 * The company's default profile (target ROI, score thresholds, product columns) for members who
 * keep none of their own, and its lock for VAs. Owners set it from their own saved settings: one
 * editor for the values, not a second copy of the form above.
 */
export function CompanyProfileSection({ mine }: { mine: UserSettings }) {
  const profile = useCompanyProfile();
  const save = useSaveCompanyProfile();
  if (!profile.data) return null;
  const current = profile.data;
  const put = (change: Partial<CompanySettingsProfileInput>) =>
    save.mutate({
      roiPercentage: current.roiPercentage,
      scoreThresholds: current.scoreThresholds as ScoreThresholds,
      defaultColumns: current.defaultColumns as ProductColumn[],
      isLocked: current.isLocked,
      ...change,
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Company default profile">
      <Text fw={600}>Company default profile</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        The target ROI, score thresholds and product columns of members who have not set their own, new members included. Locked,
        VAs use them and cannot change them.
      </Text>
      <Stack gap="sm">
        <Text size="sm">
          {current.isSet ? 'Set by your company' : 'ShelfScope’s defaults'}: target ROI {current.roiPercentage}%,{' '}
          {current.defaultColumns.length} product columns.
        </Text>
        <Group gap="md">
          <Permitted permission="company:write">
            {(allowed) => (
              <Button
                variant="default"
                disabled={!allowed || save.isPending}
                onClick={() =>
                  put({
                    roiPercentage: mine.roiPercentage,
                    scoreThresholds: mine.scoreThresholds as ScoreThresholds,
                    defaultColumns: mine.defaultColumns as ProductColumn[],
                  })
                }
              >
                Use my saved settings as the company default
              </Button>
            )}
          </Permitted>
          <Permitted permission="company:write">
            {(allowed) => (
              <Switch
                label="Lock for VAs"
                checked={current.isLocked}
                disabled={!allowed || save.isPending}
                onChange={(e) => put({ isLocked: e.currentTarget.checked })}
              />
            )}
          </Permitted>
        </Group>
      </Stack>
    </Paper>
  );
}
