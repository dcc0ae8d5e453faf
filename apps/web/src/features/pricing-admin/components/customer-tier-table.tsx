import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
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

/** Spec §2 Pricing page: ERP customer to tier; 'Save BC Customers' sends only the rows changed. */
export function CustomerTierTable({ tiers, customers, onSave }: Props) {
  const [edits, setEdits] = useState<Record<string, string | null>>({});
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  const tierOptions = tiers.map((tier) => ({ value: tier._id, label: `${tier.customerTierName} (${tier.customerTierRate})` }));

  const changed: CustomerTierUpdate[] = customers
    .filter((customer) => customer.bc_customer_id in edits && edits[customer.bc_customer_id] !== customer.customerTier)
    .map((customer) => ({ bc_customer_id: customer.bc_customer_id, customerTier: edits[customer.bc_customer_id] ?? null }));

  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? customers.filter((customer) => `${customer.bc_customer_displayName} ${customer.bc_customer_id}`.toLowerCase().includes(needle))
    : customers;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(changed);
      setEdits({});
    } catch {
      // The toast says why; the edits stay so the admin can retry.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput label="Search customers" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} w={280} />
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {changed.length} changed
          </Text>
          <Button onClick={() => void save()} disabled={changed.length === 0} loading={saving}>
            Save BC Customers
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={700} maxHeight={480}>
        <Table striped stickyHeader verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ERP Customer</Table.Th>
              <Table.Th>Price Group</Table.Th>
              <Table.Th>Tier</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((customer) => {
              const value = customer.bc_customer_id in edits ? (edits[customer.bc_customer_id] ?? null) : customer.customerTier;
              const dirty = value !== customer.customerTier;
              return (
                <Table.Tr key={customer.bc_customer_id}>
                  <Table.Td>
                    <Text size="sm" fw={dirty ? 700 : 400}>
                      {customer.bc_customer_displayName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {customer.bc_customer_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{customer.bc_customer_priceGroup ?? '—'}</Table.Td>
                  <Table.Td miw={220}>
                    <Select
                      aria-label={`Tier for ${customer.bc_customer_displayName}`}
                      placeholder="No tier"
                      data={tierOptions}
                      value={value}
                      clearable
                      allowDeselect={false}
                      onChange={(next) => setEdits((current) => ({ ...current, [customer.bc_customer_id]: next }))}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center">
                    No customers found
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
