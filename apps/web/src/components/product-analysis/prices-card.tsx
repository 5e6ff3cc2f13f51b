import { Card, SimpleGrid, Title } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { Field } from './field';
import { count, currencyOf, money, percent } from './format';

const domination = (min: number | null, max: number | null) =>
  min === null ? '–' : min === max || max === null ? percent(min) : `${percent(min)}–${percent(max)}`;

/** Who holds the buy box and at what price, the price statistics and the offer counts. */
export function PricesCard({ product: p }: { product: ProductDetail }) {
  const c = currencyOf(p);
  const holder = !p.hasBuyBox
    ? 'Nobody'
    : `${p.buyBoxSellerName ?? p.buyBoxSellerId ?? 'Unknown'}${p.buyBoxIsAmazon ? ' (Amazon)' : p.buyBoxIsFba ? ' (FBA)' : p.buyBoxIsFbm ? ' (FBM)' : ''}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="prices-title">
      <Title order={3} size="h5" mb="xs" id="prices-title">
        Buy box and prices
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Field label="Buy box holder" value={p.buyBoxIsUnqualified ? `${holder}, unqualified` : holder} />
        <Field
          label="Buy box now"
          value={`${money(p.buyBoxCurrent, c)}${p.buyBoxShipping ? ` + ${money(p.buyBoxShipping, c)}` : ''}`}
        />
        <Field
          label="Buy box avg 30 / 90 / 180 d"
          value={`${money(p.buyBoxAvg30, c)} / ${money(p.buyBoxAvg90, c)} / ${money(p.buyBoxAvg180, c)}`}
        />
        <Field label="Buy box low – high" value={`${money(p.buyBoxLowest, c)} – ${money(p.buyBoxHighest, c)}`} />
        <Field label="Amazon now" value={money(p.amazonCurrent, c)} />
        <Field
          label="Amazon avg 30 / 90 / 180 d"
          value={`${money(p.amazonAvg30, c)} / ${money(p.amazonAvg90, c)} / ${money(p.amazonAvg180, c)}`}
        />
        <Field label="Amazon low – high" value={`${money(p.amazonLowest, c)} – ${money(p.amazonHighest, c)}`} />
        <Field label="List price" value={money(p.listPrice, c)} />
        <Field label="Lowest new FBA" value={`${money(p.newFbaLowest ?? p.fbaSellerLowest, c)}`} />
        <Field label="Lowest new FBM" value={money(p.newFbmLowest ?? p.fbmSellerLowest, c)} />
        <Field label="Highest buy-box eligible" value={money(p.highestBuyBoxEligiblePrice, c)} />
        <Field label="Competition" value={count(p.competition)} hint="FBA and Amazon offers close to the lowest price" />
        <Field label="FBA / FBM offers" value={`${count(p.fbaOffersCount)} / ${count(p.fbmOffersCount)}`} />
        <Field
          label="Sellers at lowest FBA / FBM"
          value={`${count(p.fbaSellersLowestCount)} / ${count(p.fbmSellersLowestCount)}`}
        />
        <Field label="Buy-box domination 30 d" value={domination(p.minimumBuyBoxDomination30, p.maximumBuyBoxDomination30)} />
        <Field
          label="Domination 90 / 180 d"
          value={`${domination(p.minimumBuyBoxDomination90, p.maximumBuyBoxDomination90)} / ${domination(p.minimumBuyBoxDomination180, p.maximumBuyBoxDomination180)}`}
        />
      </SimpleGrid>
    </Card>
  );
}
