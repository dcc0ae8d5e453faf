import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useListSearch } from '../../../shared/list/list-params';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import type { CustomerTier, TierCustomer } from '../pricing-admin-types';

export interface CustomerTierUpdate {
  bc_customer_id: string;
  /** Null clears the customer's tier. */
  customerTier: string | null;
}

interface Props {
  tiers: CustomerTier[];
  customers: TierCustomer[];
  /** Resolves once saved; the table then forgets its edits (the refetched list has them). */
  onSave: (bcCustomersToUpdate: CustomerTierUpdate[]) => Promise<unknown>;
}

/** A customer as the table shows it: the tier chosen (edited or stored) and whether that is a change. */
interface Row {
  _id: string;
  customer: TierCustomer;
  value: string | null;
  dirty: boolean;
}

/** Spec §2 Pricing page: ERP customer to tier; 'Save BC Customers' sends only the rows changed. */
export function CustomerTierTable({ tiers, customers, onSave }: Props) {
  const [edits, setEdits] = useState<Record<string, string | null>>({});
  // The search lives in the address (?q=, written once typing stops) like the other lists' filters; the
  // rows are all loaded, so they filter on the text as typed. The table has no sort or pages of its own.
  const search = useListSearch();
  const [saving, setSaving] = useState(false);
  const tierOptions = tiers.map((tier) => ({ value: tier._id, label: `${tier.customerTierName} (${tier.customerTierRate})` }));

  const changed: CustomerTierUpdate[] = customers
    .filter((customer) => customer.bc_customer_id in edits && edits[customer.bc_customer_id] !== customer.customerTier)
    .map((customer) => ({ bc_customer_id: customer.bc_customer_id, customerTier: edits[customer.bc_customer_id] ?? null }));

  const needle = search.typed.trim().toLowerCase();
  const rows: Row[] = (
    needle ? customers.filter((customer) => `${customer.bc_customer_displayName} ${customer.bc_customer_id}`.toLowerCase().includes(needle)) : customers
  ).map((customer) => {
    const value = customer.bc_customer_id in edits ? (edits[customer.bc_customer_id] ?? null) : customer.customerTier;
    return { _id: customer.bc_customer_id, customer, value, dirty: value !== customer.customerTier };
  });
  const columns: ListColumn<Row>[] = [
    {
      label: 'ERP Customer',
      cell: ({ customer, dirty }) => (
        <>
          <Text size="sm" fw={dirty ? 700 : 400}>
            {customer.bc_customer_displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {customer.bc_customer_id}
          </Text>
        </>
      ),
    },
    { label: 'Price Group', cell: ({ customer }) => customer.bc_customer_priceGroup ?? '—' },
    {
      label: 'Tier',
      miw: 220,
      cell: ({ customer, value }) => (
        <Select
          aria-label={`Tier for ${customer.bc_customer_displayName}`}
          placeholder="No tier"
          data={tierOptions}
          value={value}
          clearable
          allowDeselect={false}
          onChange={(next) => setEdits((current) => ({ ...current, [customer.bc_customer_id]: next }))}
        />
      ),
    },
  ];

  const save = () => {
    setSaving(true);
    return onSave(changed)
      .then(() => setEdits({}))
      .catch(() => {
        // The toast says why; the edits stay so the admin can retry.
      })
      .finally(() => setSaving(false));
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput label="Search customers" value={search.typed} onChange={(event) => search.setTyped(event.currentTarget.value)} w={280} />
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {changed.length} changed
          </Text>
          <Button onClick={() => void save()} disabled={changed.length === 0} loading={saving}>
            Save BC Customers
          </Button>
        </Group>
      </Group>
      <ListTable rows={rows} columns={columns} empty="No customers found" minWidth={700} maxHeight={480} striped stickyHeader highlightOnHover={false} />
    </Stack>
  );
}
