import { SimpleGrid, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSession } from '../../../shared/session/use-session';
import { useStartCustomersImport, useStartItemsImport } from '../api/use-start-import';
import { ImportCard } from '../components/import-card';
import { PortalItemsExport } from '../components/portal-items-export';
import { PriceSheetGenerator } from '../components/price-sheet-generator';
import { canManageData } from '../data-access';

/** Spec §2 /admin/data: imports from the ERP, the portal items export and the price-sheet generator. */
export function DataManagementPage() {
  const session = useSession();
  if (!canManageData(session)) return <Navigate to="/admin" replace />;
  return <DataManagementContent />;
}

function DataManagementContent() {
  const session = useSession();
  const importItems = useStartItemsImport();
  const importCustomers = useStartCustomersImport();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ImportCard
          title="Import Customers"
          description="Customers, price groups and contacts from Business Central."
          buttonLabel="Import Customers"
          messages={{ starting: 'Importing customers from BC...', succeeded: 'Customers import successful!', failed: 'Customers import failed.' }}
          start={() => importCustomers.mutateAsync()}
          // Disabled as portal.md §2 says; a super admin keeps it, behind the confirmation (the server refuses anyone else).
          disabledReason={session?.isSuperAdmin ? undefined : 'Disabled: customers are kept in Business Central. Only a super admin can run this import.'}
          confirm={
            "This replaces every customer's name, price group and contacts with Business Central's. " +
            "Dealers' prices follow their customer's price group. Run the import now?"
          }
        />
        <ImportCard
          title="Import Items"
          description="Items, prices, units of measure and kits from Business Central."
          buttonLabel="Import Items"
          messages={{ starting: 'Importing items from BC...', succeeded: 'Items import successful!', failed: 'Items import failed.' }}
          start={() => importItems.mutateAsync()}
        />
      </SimpleGrid>
      <PortalItemsExport />
      <PriceSheetGenerator />
    </Stack>
  );
}
