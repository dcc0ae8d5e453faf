import { Alert, Loader } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useLeadTimes } from '../api/use-lead-times';
import { LeadTimesForm } from '../components/lead-times-form';

/** Issue 32, /admin/lead-times: the lead-time table the store's estimates and the approvals' promised dates are counted from (administrators). */
export function LeadTimesPage() {
  const table = useLeadTimes();
  if (table.isPending) return <Loader />;
  if (table.isError) {
    return (
      <Alert color="red" title="Could not load the lead times.">
        {errorMessage(table.error)}
      </Alert>
    );
  }
  // Filled once from the table read; a later refetch does not overwrite edits in progress.
  return <LeadTimesForm table={table.data} />;
}
