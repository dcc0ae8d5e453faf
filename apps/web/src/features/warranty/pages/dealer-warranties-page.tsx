import { Button } from '@mantine/core';
import { useState } from 'react';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { ListPage } from '../../../shared/list/list-page';
import { useListSearch } from '../../../shared/list/list-params';
import { ScopeFilters, useListScope } from '../../../shared/ui/scope-radio';
import { useDealerWarranties } from '../api/use-dealer-warranties';
import { NewWarrantyDialog } from '../components/new-warranty-dialog';
import { useWarrantyDialogParam } from '../components/warranty-dialog-param';
import { WarrantyViewDialog } from '../components/warranty-view-dialog';
import { warrantyColumns, WarrantiesTable } from '../components/warranties-table';

const pageSize = warrantyLimits.dealerPageSize;

const empty: Record<'mine' | 'team', string> = {
  mine: 'You have no warranty requests yet. Use New Warranty to report a defective part of an approved or shipped order.',
  team: 'Your team has no warranty requests yet.',
};

/** Spec §2 Warranty lists (the Warranties tab of /account): mine or my team's, 20 a page, the view and new dialogs. */
export function DealerWarrantiesPage() {
  const { scope, changeScope, offset, setOffset } = useListScope(pageSize);
  const search = useListSearch();
  const dialog = useWarrantyDialogParam();
  const [creating, setCreating] = useState(false);
  const warranties = useDealerWarranties({ scope, offset, ...(search.q ? { search: search.q } : {}) });
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
          search={{ label: 'Search warranty requests', placeholder: 'Number, order or message', value: search.typed, onChange: search.setTyped }}
        >
          <Button onClick={() => setCreating(true)}>New Warranty</Button>
        </ScopeFilters>
      }
      list={warranties}
      noun="warranty requests"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => (
        <WarrantiesTable
          warranties={items}
          columns={columns}
          empty={search.q ? 'No warranty requests match this search.' : empty[scope]}
          onView={dialog.view}
        />
      )}
    >
      <WarrantyViewDialog warrantyId={dialog.viewing} onClose={dialog.close} />
      <NewWarrantyDialog opened={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
