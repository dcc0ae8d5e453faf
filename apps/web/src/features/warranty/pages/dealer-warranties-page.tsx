import { Alert, Button, Group, Loader, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { errorMessage } from '../../../shared/api/api-error';
import { useDealerWarranties } from '../api/use-dealer-warranties';
import { NewWarrantyDialog } from '../components/new-warranty-dialog';
import { WarrantyListFooter } from '../components/warranty-list-footer';
import { WarrantyViewDialog } from '../components/warranty-view-dialog';
import { warrantyColumns, WarrantiesTable } from '../components/warranties-table';

type Scope = 'mine' | 'team';
const pageSize = warrantyLimits.dealerPageSize;

const empty: Record<Scope, string> = {
  mine: 'You have no warranty requests yet. Use New Warranty to report a defective part of an approved or shipped order.',
  team: 'Your team has no warranty requests yet.',
};

/** Spec §2 Warranty lists (the Warranties tab of /account): mine or my team's, 20 a page, the view and new dialogs. */
export function DealerWarrantiesPage() {
  const [scope, setScope] = useState<Scope>('mine');
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const warranties = useDealerWarranties({ scope, offset });
  const columns = [warrantyColumns.placed, warrantyColumns.status, warrantyColumns.items, warrantyColumns.dateUpdated, ...(scope === 'team' ? [warrantyColumns.filedBy] : [])];

  return (
    <Stack>
      <Group justify="space-between">
        <Radio.Group
          value={scope}
          onChange={(value) => {
            setScope(value as Scope);
            setOffset(0);
          }}
          aria-label="Warranty requests to show"
        >
          <Group>
            <Radio value="mine" label="My Warranties" />
            <Radio value="team" label="Team Warranties" />
          </Group>
        </Radio.Group>
        <Group gap="xs">
          {warranties.isFetching && <Loader size="xs" />}
          <Button onClick={() => setCreating(true)}>New Warranty</Button>
        </Group>
      </Group>
      {warranties.isError && (
        <Alert color="red" title="Could not fetch warranty requests.">
          {errorMessage(warranties.error)}
        </Alert>
      )}
      {warranties.isPending && <Loader />}
      {warranties.data && (
        <>
          <WarrantiesTable warranties={warranties.data.items} columns={columns} empty={empty[scope]} onView={setViewing} />
          <WarrantyListFooter offset={offset} pageSize={pageSize} total={warranties.data.total} count={warranties.data.items.length} onOffset={setOffset} />
        </>
      )}
      <WarrantyViewDialog warrantyId={viewing} onClose={() => setViewing(null)} />
      <NewWarrantyDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
