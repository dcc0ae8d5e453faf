import { Button } from '@mantine/core';
import { useState } from 'react';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { ListPage } from '../../../shared/list/list-page';
import { ScopeFilters, useListScope } from '../../../shared/ui/scope-radio';
import { useDealerWarranties } from '../api/use-dealer-warranties';
import { NewWarrantyDialog } from '../components/new-warranty-dialog';
import { WarrantyViewDialog } from '../components/warranty-view-dialog';
import { warrantyColumns, WarrantiesTable } from '../components/warranties-table';

const pageSize = warrantyLimits.dealerPageSize;

const empty: Record<'mine' | 'team', string> = {
  mine: 'You have no warranty requests yet. Use New Warranty to report a defective part of an approved or shipped order.',
  team: 'Your team has no warranty requests yet.',
};

/** Spec §2 Warranty lists (the Warranties tab of /account): mine or my team's, 20 a page, the view and new dialogs. */
export function DealerWarrantiesPage() {
  const { scope, changeScope, offset, setOffset } = useListScope();
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const warranties = useDealerWarranties({ scope, offset });
  const columns = [
    warrantyColumns.placed,
    warrantyColumns.status,
    warrantyColumns.items,
    warrantyColumns.dateUpdated,
    ...(scope === 'team' ? [warrantyColumns.filedBy] : []),
  ];

  return (
    <ListPage
      filters={
        <ScopeFilters
          value={scope}
          onChange={changeScope}
          label="Warranty requests to show"
          mine="My Warranties"
          team="Team Warranties"
          busy={warranties.isFetching}
        >
          <Button onClick={() => setCreating(true)}>New Warranty</Button>
        </ScopeFilters>
      }
      list={warranties}
      noun="warranty requests"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => <WarrantiesTable warranties={items} columns={columns} empty={empty[scope]} onView={setViewing} />}
    >
      <WarrantyViewDialog warrantyId={viewing} onClose={() => setViewing(null)} />
      <NewWarrantyDialog opened={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
