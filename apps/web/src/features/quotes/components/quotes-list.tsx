import { Anchor, Group, Loader, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { quoteLimits } from '@portal/domain/quotes/quote-schemas';
import { listSearchMaxLength } from '@portal/domain/paging/list-search';
import { ListPage } from '../../../shared/list/list-page';
import { useListPage, useListSearch } from '../../../shared/list/list-params';
import { useItemDialogParam } from '../../../shared/routing/item-dialog-param';
import { useQuotes } from '../api/use-quotes';
import { QuoteViewDialog } from './quote-view-dialog';
import { QuotesTable } from './quotes-table';

const pageSize = quoteLimits.pageSize;

/** The Quotes tab of /quotes: the team's quotes, searched (?q=), 20 a page (?page=), one opened on top (?quote=). */
export function QuotesList() {
  const { offset, setOffset } = useListPage(pageSize);
  const search = useListSearch();
  const dialog = useItemDialogParam('quote');
  const quotes = useQuotes({ offset, ...(search.q ? { q: search.q } : {}) });
  return (
    <ListPage
      filters={
        <Group justify="space-between" align="flex-end" gap="sm" preventGrowOverflow={false}>
          <TextInput
            label="Search quotes"
            placeholder="Number, customer or order"
            type="search"
            value={search.typed}
            maxLength={listSearchMaxLength}
            onChange={(event) => search.setTyped(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
          <Group gap="xs">
            {quotes.isFetching && <Loader size="xs" />}
            <Text size="sm" c="dimmed" maw={420}>
              Make a quote from an order: the Quote button of its row on{' '}
              <Anchor component={Link} to="/account/orders" size="sm">
                Account → Orders
              </Anchor>
              .
            </Text>
          </Group>
        </Group>
      }
      list={quotes}
      noun="quotes"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => <QuotesTable quotes={items} empty={search.q ? 'No quotes match this search.' : 'Your team has no quotes yet.'} onView={dialog.view} />}
    >
      <QuoteViewDialog quoteId={dialog.viewing} onClose={dialog.close} />
    </ListPage>
  );
}
