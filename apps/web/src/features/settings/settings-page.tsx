import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import type { ScoreThresholds, UserSettings, UserSettingsInput } from '@shelfscope/contracts';
import { isOrderedThreshold, SCORE_NAMES } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useCompanyCurrency } from '../../lib/company';
import { fieldErrors, onlyFieldErrors } from '../../lib/field-errors';
import { currencySymbol } from '../../lib/money';
import { usePermissions } from '../../lib/permissions';
import { useSaveSettings, useSettings } from './api/settings';
import { CompanyProfileSection } from './company-profile';
import { AuditLogLink, DevelopersLink, SellerAccountLink } from './developers-link';
import { DomainsSection } from './domains/domain-settings';
import { FulfilmentSettings } from './fulfilment-settings';
import { MfaSettings } from './mfa/mfa-settings';
import { OrganizationAdmin } from './organization-admin';
import { PasskeySettings } from './passkeys/passkey-settings';
import { PortalLinksSection } from './portal/portal-links';
import { SessionList } from './sessions/session-list';
import { SsoSection } from './sso/sso-settings';
import { ThresholdEditor } from './threshold-editor';

type Draft = Omit<UserSettingsInput, 'defaultColumns'>;

const toDraft = (s: UserSettings): Draft => ({
  theme: s.theme,
  measurementSystem: s.measurementSystem,
  inboundFees: s.inboundFees,
  roiPercentage: s.roiPercentage,
  competitionMargin: s.competitionMargin,
  defaultPreparationCost: s.defaultPreparationCost,
  applyDefaultPreparationCostWhenZero: s.applyDefaultPreparationCostWhenZero,
  scoreThresholds: s.scoreThresholds as ScoreThresholds,
  // Settings saved before marketplaces have neither: FBA, no FBM shipping.
  defaultFulfilment: s.defaultFulfilment ?? 'FBA',
  fbmShippingPerUnit: s.fbmShippingPerUnit ?? 0,
});

type NumberField = 'inboundFees' | 'roiPercentage' | 'competitionMargin' | 'defaultPreparationCost';

/** Settings: the member's preferences, then their sign-in security (two-factor authentication). */
export default function SettingsPage() {
  return (
    <Stack gap="md">
      <PreferencesForm />
      <MfaSettings />
      <PasskeySettings />
      <SessionList />
    </Stack>
  );
}

/** The member's preferences (GET/PUT /api/UserSettings); the theme follows the header's toggle. */
function PreferencesForm() {
  const settings = useSettings();
  const save = useSaveSettings();
  const { why } = usePermissions();
  // Money settings are in the currency of the company's default marketplace.
  const currency = useCompanyCurrency();
  const { setColorScheme } = useMantineColorScheme();
  const [draft, setDraft] = useState<Draft | null>(null);
  // The theme field is the colour scheme in force, the one the header's toggle shows and sets
  // (remembered in this browser), so both always say the same. Changing it here or with the
  // toggle while the form is open is an edit; a browser that shows another theme than the saved
  // one (toggled elsewhere and not saved) is not: the form opens clean, and a save of other
  // fields keeps the account's theme.
  const liveTheme = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark' ? 1 : 0;
  const [openedTheme, setOpenedTheme] = useState(liveTheme);
  const [themeEdited, setThemeEdited] = useState(false);
  if (!themeEdited && liveTheme !== openedTheme) setThemeEdited(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme in force when the settings (re)load is the form's start
  useEffect(() => {
    if (!settings.data) return;
    setDraft(toDraft(settings.data));
    setOpenedTheme(liveTheme);
    setThemeEdited(false);
  }, [settings.data]);

  if (settings.isError) {
    return (
      <>
        <PageHeader title="Settings" />
        <Alert color="red" variant="light" title="Your settings could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {settings.error.message}
          </Text>
        </Alert>
      </>
    );
  }
  if (!draft || !settings.data) {
    return (
      <>
        <PageHeader title="Settings" />
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading settings" />
        </Group>
      </>
    );
  }

  const saved = toDraft(settings.data);
  const isLocked = settings.data.isProfileLocked;
  const current: Draft = { ...draft, theme: themeEdited ? liveTheme : saved.theme };
  const dirty = JSON.stringify(saved) !== JSON.stringify(current);
  const ordered = SCORE_NAMES.every((name) => isOrderedThreshold(name, draft.scoreThresholds[name]));
  const errors = fieldErrors(save.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const number = (key: NumberField, label: string, props: Partial<React.ComponentProps<typeof NumberInput>>) => (
    <NumberInput
      label={label}
      value={draft[key]}
      onChange={(v) => set(key, typeof v === 'number' ? v : Number(v) || 0)}
      error={errors[key]}
      decimalScale={2}
      min={0}
      {...props}
    />
  );

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty && ordered) save.mutate(current);
        }}
      >
        <PageHeader
          title="Settings"
          description="Your preferences (how ShelfScope looks and works out your profit and scores) and your two-factor authentication apply to your account only. An organization admin’s sections below apply to everyone in the organization."
          actions={
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!dirty || save.isPending}
                onClick={() => {
                  setDraft(saved);
                  setColorScheme(openedTheme === 1 ? 'dark' : 'light');
                  setThemeEdited(false);
                  save.reset();
                }}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!dirty || !ordered}>
                Save settings
              </Button>
            </Group>
          }
        />
        <Stack gap="md">
          {save.error && !onlyFieldErrors(save.error) ? (
            <Alert color="red" variant="light" role="alert" title="The settings were not saved">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {save.error.message}
              </Text>
            </Alert>
          ) : null}
          <ProfileNotice settings={settings.data} why={why('settings:override')} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Display">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="theme-label">
                  Theme
                </Text>
                <SegmentedControl
                  aria-labelledby="theme-label"
                  data={[
                    { value: '0', label: 'Light' },
                    { value: '1', label: 'Dark' },
                  ]}
                  value={String(liveTheme)}
                  onChange={(v) => setColorScheme(v === '1' ? 'dark' : 'light')}
                />
                {current.theme !== liveTheme ? (
                  <Text size="xs" c="dimmed">
                    Saved for your account: {saved.theme === 1 ? 'Dark' : 'Light'}. This browser shows{' '}
                    {liveTheme === 1 ? 'Dark' : 'Light'} until you sign in again or choose here.
                  </Text>
                ) : null}
                <Text size="sm" fw={500} mt="sm" id="units-label">
                  Measurement system
                </Text>
                <SegmentedControl
                  aria-labelledby="units-label"
                  data={[
                    { value: '0', label: 'Imperial (in, lb)' },
                    { value: '1', label: 'Metric (cm, kg)' },
                  ]}
                  value={String(draft.measurementSystem)}
                  onChange={(v) => set('measurementSystem', Number(v))}
                />
                {errors.theme || errors.measurementSystem ? (
                  <Text size="xs" c="red" role="alert">
                    {errors.theme ?? errors.measurementSystem}
                  </Text>
                ) : null}
              </Stack>
            </Section>
            <Section
              title="Costs and targets"
              hint={`Amounts are in ${currency}, the currency of your company’s default marketplace. Products on a marketplace with another currency use them converted at their analysis’s exchange rate.`}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {number('roiPercentage', 'Target ROI', {
                  suffix: '%',
                  max: 1000,
                  description: 'The return a buy should reach',
                  disabled: isLocked,
                })}
                {number('competitionMargin', 'Competition margin', {
                  suffix: '%',
                  max: 100,
                  description: 'Offers this close to the lowest still compete',
                })}
                {number('inboundFees', 'Inbound fees', {
                  prefix: currencySymbol(currency),
                  fixedDecimalScale: true,
                  max: 100,
                  description: `Per unit, shipping and placement, ${currency}`,
                })}
                {number('defaultPreparationCost', 'Default preparation cost', {
                  prefix: currencySymbol(currency),
                  fixedDecimalScale: true,
                  max: 1000,
                  description: `Per unit: labels, bags, prep centre, ${currency}`,
                })}
              </SimpleGrid>
              <Text size="sm" fw={600} mt="md" mb={4}>
                Fulfilment
              </Text>
              <FulfilmentSettings
                value={{ defaultFulfilment: draft.defaultFulfilment ?? 'FBA', fbmShippingPerUnit: draft.fbmShippingPerUnit ?? 0 }}
                onChange={(change) => setDraft({ ...draft, ...change })}
                currency={currency}
                errors={errors}
              />
              <Switch
                mt="md"
                label="Apply the default preparation cost when a product has none"
                description="Otherwise a product without its own preparation cost is analysed with none."
                checked={draft.applyDefaultPreparationCostWhenZero}
                onChange={(e) => set('applyDefaultPreparationCostWhenZero', e.currentTarget.checked)}
              />
            </Section>
          </SimpleGrid>
          <Section
            title="Score thresholds"
            hint="The value from which a product reaches each level. Values short of Very weak rate below it. The bar shows the five colour bands in the product grid."
          >
            <ThresholdEditor
              value={draft.scoreThresholds}
              errors={errors}
              onChange={(name, value) => set('scoreThresholds', { ...draft.scoreThresholds, [name]: value })}
              disabled={isLocked}
            />
          </Section>
        </Stack>
      </form>
      <CompanyProfileSection mine={settings.data} />
      <OrganizationAdmin />
      <SsoSection />
      <DomainsSection />
      <PortalLinksSection />
      <SellerAccountLink />
      <DevelopersLink />
      <AuditLogLink />
    </>
  );
}

/** Whose target ROI, thresholds and columns the member has: theirs, the company's, or the company's locked. */
function ProfileNotice({ settings, why }: { settings: UserSettings; why: string }) {
  if (settings.isProfileLocked) {
    return (
      <Alert color="yellow" variant="light" title="Your company locked these settings for VAs">
        <Text size="sm">
          Your target ROI, score thresholds and product columns are your company’s, and only an owner changes them. {why}
        </Text>
      </Alert>
    );
  }
  if (settings.profileSource === 'company') {
    return (
      <Text size="sm" c="dimmed">
        Your target ROI, score thresholds and product columns are your company’s defaults until you change them.
      </Text>
    );
  }
  return null;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {hint ? (
        <Text size="xs" c="dimmed" mb="sm" maw={720}>
          {hint}
        </Text>
      ) : (
        <Text mb="sm" />
      )}
      {children}
    </Paper>
  );
}
