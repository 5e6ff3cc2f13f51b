import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { Company, CompanyProfileInput } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { PageHeader } from '../../components/page-header';
import { useCompany, useSaveCompany } from '../../lib/company';
import { fieldErrors, onlyFieldErrors } from '../../lib/field-errors';
import { ApprovalsSwitch } from './approvals-switch';
import { type MarketplaceVat, MarketplaceVatFields, marketplaceVatInput, marketplaceVatOf } from './marketplace-vat';
import { SlugOffer, useChangeSlug, useSlugChoice } from './organization-slug';

const FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
  'taxId',
  'shipTo',
  'defaultTerms',
  'orderNumberPrefix',
] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const fromCompany = (c: Company): Draft => Object.fromEntries(FIELDS.map((f) => [f, (c[f] as string | null) ?? ''])) as Draft;

/** The draft as the API takes it: an emptied optional field is sent as null, which clears it. */
function toInput(draft: Draft): CompanyProfileInput {
  const value = (f: Field) => draft[f].trim() || null;
  return {
    name: draft.name.trim(),
    address: value('address'),
    city: value('city'),
    state: value('state'),
    zipCode: value('zipCode'),
    phone: value('phone'),
    email: value('email'),
    taxId: value('taxId'),
    shipTo: value('shipTo'),
    defaultTerms: value('defaultTerms'),
    ...(draft.orderNumberPrefix.trim() ? { orderNumberPrefix: draft.orderNumberPrefix.trim() } : {}),
  };
}

/**
 * The company profile: the organization's name (renaming it renames the organization) and what
 * every new purchase order prints about the buyer: address, phone, email, tax id, where to ship,
 * the payment terms asked for and the order numbers' prefix. The organization's admins edit it;
 * other members read it.
 */
export default function CompanyPage() {
  const company = useCompany();
  const save = useSaveCompany();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tax, setTax] = useState<MarketplaceVat | null>(null);
  const renamed = Boolean(company.data?.canEdit && draft?.name.trim() && draft.name.trim() !== company.data.name);
  const slug = useSlugChoice(draft?.name ?? '', renamed);
  const [withSlug, setWithSlug] = useState(true);
  const changeSlug = useChangeSlug();
  useEffect(() => {
    if (company.data) {
      setDraft(fromCompany(company.data));
      setTax(marketplaceVatOf(company.data));
    }
  }, [company.data]);

  if (company.isError) return <ErrorText error={company.error} />;
  if (!company.data || !draft || !tax)
    return (
      <Group justify="center" p="xl">
        <Loader role="status" size="sm" aria-label="Loading the company profile" />
      </Group>
    );
  const readOnly = !company.data.canEdit;
  const errors = fieldErrors(save.error);
  const field = (f: Field, label: string, extra: { placeholder?: string; description?: string; maxLength?: number } = {}) => (
    <TextInput
      label={label}
      value={draft[f]}
      readOnly={readOnly}
      maxLength={extra.maxLength ?? 200}
      placeholder={extra.placeholder}
      description={extra.description}
      error={errors[f]}
      onChange={(e) => setDraft({ ...draft, [f]: e.currentTarget.value })}
    />
  );
  const prefix = (draft.orderNumberPrefix.trim() || 'PO').toUpperCase();

  return (
    <>
      <PageHeader
        title="Company profile"
        description="Your organization's name and what your purchase orders say about you as the buyer."
      />
      {readOnly ? (
        <Alert variant="light" mb="md">
          Only your organization's admins can change the profile.
        </Alert>
      ) : null}
      {company.data.hasDefaultName && !readOnly ? (
        <Alert variant="light" color="yellow" mb="md" title="Your organization still has its sign-up name">
          Give it the name your suppliers know you by: it is printed on every purchase order.
        </Alert>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // The slug follows once the name is saved; a slug taken meanwhile is the identity API's 409, said below.
          const newSlug = withSlug && slug.isFree ? slug.proposed : null;
          changeSlug.reset();
          save.mutate(
            { ...toInput(draft), ...marketplaceVatInput(tax) },
            { onSuccess: () => (newSlug ? changeSlug.mutate(newSlug) : undefined) },
          );
        }}
      >
        <Stack gap="md" maw={880}>
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              Organization
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Stack gap="xs">
                {field('name', 'Name', { description: 'Renames the organization for everyone in it.' })}
                <SlugOffer choice={slug} checked={withSlug} onChange={setWithSlug} />
              </Stack>
              {field('taxId', 'Tax ID', { maxLength: 50, placeholder: 'e.g. EIN 91-1234567' })}
              {field('phone', 'Phone', { maxLength: 40 })}
              {field('email', 'Email', { maxLength: 254, placeholder: 'buying@example.com' })}
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              Address
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('address', 'Street and number', { maxLength: 300 })}
              {field('city', 'City', { maxLength: 100 })}
              {field('state', 'State', { maxLength: 100 })}
              {field('zipCode', 'ZIP code', { maxLength: 20 })}
            </SimpleGrid>
          </Paper>
          <MarketplaceVatFields value={tax} onChange={setTax} readOnly={readOnly} errors={errors} />
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              Purchase orders
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea
                label="Default ship-to address"
                description="Where suppliers send the goods (a prep center, a warehouse); the address above when empty."
                rows={4}
                maxLength={500}
                readOnly={readOnly}
                value={draft.shipTo}
                error={errors.shipTo}
                onChange={(e) => setDraft({ ...draft, shipTo: e.currentTarget.value })}
              />
              <Stack gap="sm">
                {field('defaultTerms', 'Default payment terms', { placeholder: 'e.g. Net 30' })}
                {field('orderNumberPrefix', 'Order number prefix', {
                  maxLength: 12,
                  placeholder: 'PO',
                  description: `The next order will be ${
                    draft.orderNumberPrefix.trim().toUpperCase() === company.data.orderNumberPrefix
                      ? company.data.nextOrderNumber
                      : company.data.nextOrderNumber.replace(/^.*(-\d{4}-\d{4})$/, `${prefix}$1`)
                  }.`,
                })}
              </Stack>
            </SimpleGrid>
          </Paper>
          <ApprovalsSwitch />
          {save.error && !onlyFieldErrors(save.error) ? <ErrorText error={save.error} /> : null}
          <ErrorText error={changeSlug.error} />
          {changeSlug.isSuccess ? (
            <Alert variant="light" color="teal" py={6}>
              The sign-in address is now “{changeSlug.variables}”.
            </Alert>
          ) : null}
          {readOnly ? null : (
            <Group>
              <Button type="submit" loading={save.isPending} disabled={draft.name.trim() === ''}>
                Save profile
              </Button>
              <Text size="xs" c="dimmed">
                New purchase orders copy the profile; orders already made keep what they were sent with.
              </Text>
            </Group>
          )}
        </Stack>
      </form>
    </>
  );
}
