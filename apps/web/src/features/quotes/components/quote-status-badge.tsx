import { quoteStatusLabels, type QuoteStatus } from '@portal/domain/quotes/quote-schemas';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<QuoteStatus, string> = { open: 'blue', won: 'green', lost: 'gray' };

export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => <StatusBadge color={colors[status]} label={quoteStatusLabels[status]} />;
