import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ConnectedSellerAccount, SellerAccountRegion } from '@shelfscope/contracts';
import { MARKETPLACES } from '@shelfscope/contracts';
import { PageHeader } from '../../components/page-header';
import { dateTime as dateTimeText } from '../../components/product-analysis/format';
import { useCompany } from '../../lib/company';
import { useAuthorizeSellerAccount, useDisconnectSellerAccount, useSellerAccount } from '../../lib/seller-account';

const REGIONS: { region: SellerAccountRegion; name: string; marketplaces: string }[] = [
  { region: 'NA', name: 'North America', marketplaces: 'Amazon.com, Amazon.ca, Amazon.com.mx' },
  { region: 'EU', name: 'Europe', marketplaces: 'Amazon.co.uk, .de, .fr, .it, .es' },
  { region: 'FE', name: 'Far East', marketplaces: 'Amazon.co.jp' },
];

/** What the consent redirect came back with (`?connected=NA` or `?error=...`). */
function outcome(): { connected?: string; error?: string } {
  const query = new URLSearchParams(window.location.search);
  return { connected: query.get('connected') ?? undefined, error: query.get('error') ?? undefined };
}

/**
 * Settings > Amazon seller account: connect the company's own account per region (organization
 * admins), so every product and price list says whether the seller may sell it.
 */
export default function SellerAccountPage() {
  const company = useCompany();
  const status = useSellerAccount();
  const { connected, error } = outcome();
  const header = (
    <PageHeader
      title="Amazon seller account"
      description="Connect your own seller account: ShelfScope then checks whether you may sell each product and marks what you already stock at Amazon."
    />
  );
  if (!status.data || !company.data) {
    return (
      <>
        {header}
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading" />
        </Group>
      </>
    );
  }
  const byRegion = new Map(status.data.accounts.map((a) => [a.region, a]));
  return (
    <>
      {header}
      <Stack gap="md">
        {connected ? (
          <Alert color="teal" variant="light" title="Connected">
            Your {REGIONS.find((r) => r.region === connected)?.name ?? connected} seller account is connected.
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" title="Not connected">
            {error === 'access_denied'
              ? 'The authorization was cancelled.'
              : `Amazon did not complete the connection (${error}).`}
          </Alert>
        ) : null}
        {status.data.mode === 'simulated' ? (
          <Text size="sm" c="dimmed">
            Offline mode: connecting opens the simulated Seller Central, whose account follows documented rules.
          </Text>
        ) : null}
        {REGIONS.map((r) => (
          <RegionCard key={r.region} {...r} account={byRegion.get(r.region)} canEdit={company.data.canEdit} />
        ))}
      </Stack>
    </>
  );
}

function RegionCard(props: {
  region: SellerAccountRegion;
  name: string;
  marketplaces: string;
  account: ConnectedSellerAccount | undefined;
  canEdit: boolean;
}) {
  const authorize = useAuthorizeSellerAccount();
  const disconnect = useDisconnectSellerAccount();
  const { account } = props;
  const connect = () => authorize.mutate(props.region, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${props.name} seller account`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Text fw={600}>{props.name}</Text>
            {account ? (
              <Badge color="teal" variant="light">
                Connected
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Not connected
              </Badge>
            )}
          </Group>
          {account ? (
            <Text size="sm">
              Seller {account.sellerId}
              {account.storeName ? ` · ${account.storeName}` : ''} ·{' '}
              {account.marketplaces.map((m) => MARKETPLACES[m].name).join(', ')}
              <br />
              Connected {dateTimeText(account.connectedAt)}
              {account.inventoryReadAt ? ` · inventory read ${dateTimeText(account.inventoryReadAt)}` : ''}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {props.marketplaces}
            </Text>
          )}
        </div>
        {props.canEdit ? (
          <Group gap="xs">
            <Button size="xs" variant={account ? 'default' : 'filled'} loading={authorize.isPending} onClick={connect}>
              {account ? 'Reconnect' : 'Connect'}
            </Button>
            {account ? (
              <Button
                size="xs"
                color="red"
                variant="subtle"
                loading={disconnect.isPending}
                onClick={() => disconnect.mutate(props.region)}
              >
                Disconnect
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
