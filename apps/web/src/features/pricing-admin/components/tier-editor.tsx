import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CustomerTier } from '../pricing-admin-types';

export interface SaveTierInput {
  _id?: string;
  customerTierName: string;
  customerTierRate: number;
}

type OnSave = (input: SaveTierInput) => Promise<unknown>;

function TierRow({ tier, onSave }: { tier?: CustomerTier; onSave: OnSave }) {
  const [name, setName] = useState(tier?.customerTierName ?? '');
  const [rate, setRate] = useState<number | string>(tier?.customerTierRate ?? '');
  const [saving, setSaving] = useState(false);
  const label = tier ? tier.customerTierName : 'new tier';
  const nameError = name.trim() === '' ? 'Enter a name' : null;
  const rateError = typeof rate !== 'number' ? 'Enter a rate' : rate < 0 || rate > 1 ? 'The rate is between 0 and 1' : null;
  const dirty = !tier || name !== tier.customerTierName || rate !== tier.customerTierRate;

  const save = () => {
    if (nameError || rateError) return;
    setSaving(true);
    return onSave({ ...(tier ? { _id: tier._id } : {}), customerTierName: name.trim(), customerTierRate: Number(rate) })
      .then(() => {
        if (!tier) {
          setName('');
          setRate('');
        }
      })
      .catch(() => {
        // The toast carries the server's reason.
      })
      .finally(() => setSaving(false));
  };

  return (
    <Group align="flex-start" wrap="nowrap">
      <TextInput
        aria-label={`Name of ${label}`}
        placeholder="Tier name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={dirty && name !== '' ? nameError : null}
      />
      <NumberInput
        aria-label={`Rate of ${label}`}
        placeholder="Rate"
        value={rate}
        onChange={setRate}
        min={0}
        max={1}
        decimalScale={4}
        hideControls
        w={120}
        error={dirty && rate !== '' ? rateError : null}
      />
      <Button variant={tier ? 'default' : 'filled'} onClick={() => void save()} disabled={!dirty || !!nameError || !!rateError} loading={saving}>
        {tier ? 'Save' : 'Add tier'}
      </Button>
    </Group>
  );
}

/** Customer tiers: a name and a rate (0 to 1, e.g. 0.85) the dealer's prices are multiplied by when above 0 (spec §9). */
export function TierEditor({ tiers, onSave }: { tiers: CustomerTier[]; onSave: OnSave }) {
  return (
    <Stack gap="xs">
      {tiers.map((tier) => (
        // Keyed by value too, so a refetched name or rate resets the row.
        <TierRow key={`${tier._id}:${tier.customerTierName}:${tier.customerTierRate}`} tier={tier} onSave={onSave} />
      ))}
      <TierRow onSave={onSave} />
    </Stack>
  );
}
