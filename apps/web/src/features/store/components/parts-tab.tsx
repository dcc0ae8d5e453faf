import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { formatMoney } from '@portal/domain/money/money';
import { partMessages } from '@portal/domain/configuration/parts/part-config';
import { pricePart } from '@portal/domain/pricing/parts/part-price';
import { buildPortalItems, type PortalItemFamily } from '@portal/domain/pricing/parts/portal-items';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { orderLimitCeilings } from '../api/use-order-limits';
import type { CartPartConfig } from '../cart/cart-types';
import { showItemAdded } from '../cart/item-added-notice';
import { QuickEntry, type QuickEntryCart } from './quick-entry';
import { RetailPriceNote } from './retail-price-note';

interface Props {
  ctx: PricingContext | null;
  priceGroup: PriceGroup;
  disabled: boolean;
  onAdd: (config: CartPartConfig) => void;
  /** The most of one part line (the order limit); the schema's ceiling when not given. */
  maxQuantity?: number;
  /** Why nothing can be priced (an account without an ERP customer): shown instead of the parts. */
  noPrices?: string | undefined;
  /** Why no line may be added now (the cart holds the order's most), shown when the dealer tries. */
  addRefusal?: string | null;
  /** Quick entry above the parts (pasted lines or a CSV), given the cart's room: the store's; left out where no cart takes lines. */
  quickEntry?: QuickEntryCart;
  /** A salesperson (issue 32): no price is computed here; the cart shows the server's retail prices. */
  retail?: boolean | undefined;
}

interface RowProps {
  family: PortalItemFamily;
  ctx: PricingContext;
  priceGroup: PriceGroup;
  disabled: boolean;
  onAdd: Props['onAdd'];
  maxQuantity: number;
  addRefusal: string | null | undefined;
  retail: boolean;
}

/** Families shown at once; the search narrows the rest. */
const pageSize = 40;

function PartRow({ family, ctx, priceGroup, disabled, onAdd, maxQuantity, addRefusal, retail }: RowProps) {
  const [options, setOptions] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState<number | ''>(1);
  const config: CartPartConfig = { family: family.name, options, quantity: quantity === '' ? 0 : quantity };
  // The price each shows; a salesperson's catalog has none (the cart shows theirs, from the server).
  const priced = retail ? null : pricePart(ctx, { ...config, quantity: 1 });

  const add = () => {
    // A full cart first (nothing in the row helps), then in the order the dealer reads them: quantity, options, the combination.
    if (addRefusal) return void notifications.show({ color: 'red', message: addRefusal });
    if (!quantity) return void notifications.show({ color: 'red', message: partMessages.quantity });
    if (quantity > maxQuantity) return void notifications.show({ color: 'red', message: orderLimitMessages.quantity(maxQuantity) });
    if (family.optionNames.some((n) => !options[n])) return void notifications.show({ color: 'red', message: partMessages.options });
    // Checks the combination; a catalog without prices (a salesperson's) still knows the parts.
    const result = pricePart(ctx, config);
    if (!result.ok) return void notifications.show({ color: 'red', message: result.message });
    onAdd(config);
    showItemAdded();
    setOptions({});
    setQuantity(1);
  };

  return (
    <Paper withBorder p="sm" data-testid={`part-${family.name}`}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Text fw={600}>{family.name}</Text>
        <Text size="sm" c="dimmed">
          {family.itemCategoryCode}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {family.optionNames.map((name) => (
          <Select
            key={name}
            label={name}
            placeholder="Choose"
            data={family.optionValues[name] ?? []}
            value={options[name] ?? null}
            onChange={(v) => v && setOptions((o) => ({ ...o, [name]: v }))}
            allowDeselect={false}
          />
        ))}
        <NumberInput
          label="Quantity"
          aria-label={`Quantity of ${family.name}`}
          value={quantity}
          min={0}
          max={maxQuantity}
          allowDecimal={false}
          allowNegative={false}
          onChange={(v) => setQuantity(typeof v === 'number' ? v : '')}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text size="sm">
          {!priced
            ? ''
            : priced.ok
              ? `${formatMoney(priced.quote.unitPriceCents, priceGroup)} each`
              : family.optionNames.length > 0
                ? 'Choose options to see the price'
                : ''}
        </Text>
        <Button size="xs" onClick={add} disabled={disabled} aria-label={`Add to Cart: ${family.name}`}>
          Add to Cart
        </Button>
      </Group>
    </Paper>
  );
}

export function PartsTab({
  ctx,
  priceGroup,
  disabled,
  onAdd,
  maxQuantity = orderLimitCeilings.maxQuantity,
  addRefusal,
  noPrices,
  quickEntry,
  retail = false,
}: Props) {
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const portalItems = useMemo(() => (ctx ? buildPortalItems(ctx.index) : null), [ctx]);
  const matches = useMemo(() => {
    if (!portalItems) return [];
    const needle = search.trim().toLowerCase();
    return portalItems.families.filter((f) => (!category || f.itemCategoryCode === category) && (!needle || f.name.toLowerCase().includes(needle)));
  }, [portalItems, category, search]);

  if (noPrices) return <Text c="dimmed">{noPrices}</Text>;
  if (!ctx || !portalItems) return <Text c="dimmed">Loading parts…</Text>;
  return (
    <Stack gap="sm">
      {quickEntry && <QuickEntry portalItems={portalItems} disabled={disabled} addRefusal={addRefusal} {...quickEntry} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Category" placeholder="All categories" clearable data={portalItems.categories} value={category} onChange={setCategory} />
        <TextInput label="Search parts" placeholder="Part name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </SimpleGrid>
      {retail && <RetailPriceNote />}
      {matches.length === 0 && <Text c="dimmed">No parts match.</Text>}
      {matches.slice(0, pageSize).map((family) => (
        <PartRow
          key={family.name}
          family={family}
          ctx={ctx}
          priceGroup={priceGroup}
          disabled={disabled}
          onAdd={onAdd}
          maxQuantity={maxQuantity}
          addRefusal={addRefusal}
          retail={retail}
        />
      ))}
      {matches.length > pageSize && (
        <Text size="sm" c="dimmed">
          Showing {pageSize} of {matches.length}: narrow the search to see more.
        </Text>
      )}
    </Stack>
  );
}
