import { Alert, Button, Group, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '@portal/domain/orders/order-view';
import { quoteLimits, ZCreateQuoteInput, type TQuote, type TQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { Modal } from '../../../shared/ui/modal';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useCreateQuote } from '../api/use-create-quote';
import { useQuoteSettings } from '../api/use-quote-settings';
import { dayFromToday, formatDay, quoteMoney } from '../quote-format';
import { BelowCostConfirm } from './below-cost-confirm';
import { MarkupFields, markupsOf, type MarkupValues } from './markup-fields';
import { notesFieldProps } from './quote-notes';
import { QuotePdfButton } from './quote-pdf-button';
import { useMarkupFormSend } from './use-markup-form-send';

type QuotedOrder = Pick<OrderView, '_id' | 'orderName' | 'portalNumber'>;
/** The order on its row: a quote needs lines, so an empty draft offers none. */
type QuotableOrder = QuotedOrder & Pick<OrderView, 'screens' | 'roofs' | 'parts'>;

interface QuoteValues {
  customerName: string;
  customerAddress: string;
  validUntil: string;
  notes: string;
  /** Null for a salesperson, who quotes at the team's markups (withheld from them): none is sent. */
  markups: MarkupValues | null;
}

/** A quote holds 30 days unless the dealer says otherwise. */
const validDays = 30;
// Below-cost markups are the confirmation's question, not a field error: the form checks the rest.
const validate = zod4Resolver(ZCreateQuoteInput);
/** The markups a quote sends: its own, or none (the team's) for a salesperson. */
const sentMarkups = (markups: MarkupValues | null) => (markups ? { markups: markupsOf(markups) } : {});

function QuoteForm({
  order,
  settings,
  onMade,
  onCancel,
}: {
  order: QuotedOrder;
  settings: TQuoteSettings;
  onMade: (quote: TQuote) => void;
  onCancel: () => void;
}) {
  const create = useCreateQuote();
  const form = useForm<QuoteValues>({
    initialValues: {
      customerName: '',
      customerAddress: '',
      validUntil: dayFromToday(validDays),
      notes: '',
      markups: settings.markups ? { ...settings.markups } : null,
    },
    validate: ({ markups, ...values }) => validate({ ...values, ...(markups ? { markups } : {}), orderId: order._id, allowBelowCost: true }),
  });
  const { submit, gate, problem } = useMarkupFormSend(form, ({ markups, ...values }, choice, refused) =>
    create.mutate({ ...values, orderId: order._id, ...sentMarkups(markups), ...choice }, { onSuccess: onMade, onError: refused }),
  );
  const markups = form.values.markups;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {markups ? (
          <Text size="sm">
            A quote for your customer from <strong>{order.orderName}</strong> ({order.portalNumber}): each line at your price × its kind&apos;s markup. The PDF
            shows your customer these prices only, never your cost.
          </Text>
        ) : (
          <Text size="sm">
            A quote for your customer from <strong>{order.orderName}</strong> ({order.portalNumber}): each line at your team&apos;s retail price.
          </Text>
        )}
        <TextInput label="Customer name" withAsterisk data-autofocus maxLength={quoteLimits.nameMax} {...form.getInputProps('customerName')} />
        <Textarea label="Customer address" rows={2} resize="vertical" maxLength={quoteLimits.addressMax} {...form.getInputProps('customerAddress')} />
        <TextInput label="Valid until" type="date" withAsterisk min={dayFromToday(0)} w={{ base: '100%', sm: 220 }} {...form.getInputProps('validUntil')} />
        {markups && <MarkupFields legend="Markups for this quote" values={markups} inputProps={(kind) => form.getInputProps(`markups.${kind}`)} />}
        <Textarea {...notesFieldProps} {...form.getInputProps('notes')} />
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Make the quote
          </Button>
        </Group>
      </Stack>
      <BelowCostConfirm gate={gate} action="Make the quote" />
    </form>
  );
}

function QuoteMade({ quote, onClose }: { quote: TQuote; onClose: () => void }) {
  return (
    <Stack>
      <Text size="sm">
        Quote <strong>{quote.number}</strong> for {quote.customerName}: {quoteMoney(quote, quote.retailTotalCents)}, valid until {formatDay(quote.validUntil)}.
        Send your customer its PDF; it is kept with your team&apos;s quotes.
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button variant="light" component={Link} to={`/quotes?quote=${encodeURIComponent(quote._id)}`}>
          Open in Quotes
        </Button>
        <QuotePdfButton quote={quote} />
      </Group>
    </Stack>
  );
}

/** The dialog's content while it is open: the team's settings first (the markups start from them), then the form. */
function MakeQuoteBody({ order, onMade, onClose }: { order: QuotedOrder; onMade: (quote: TQuote) => void; onClose: () => void }) {
  const settings = useQuoteSettings();
  if (settings.isPending) return <Loader />;
  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  return <QuoteForm order={order} settings={settings.data} onMade={onMade} onCancel={onClose} />;
}

/** Make a quote on a dealer's order row (issue 31), given to the order list by app/: features do not import each other. */
export function MakeQuoteButton({ order }: { order: QuotableOrder }) {
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState<TQuote | null>(null);
  const phone = usePhoneDialog();
  const open = () => {
    setMade(null);
    setOpened(true);
  };
  const close = () => setOpened(false);
  if (order.screens.length + order.roofs.length + order.parts.length === 0) return null;
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={open} aria-label={`Quote ${order.orderName}`}>
        Quote
      </Button>
      <Modal opened={opened} onClose={close} title={made ? `Quote ${made.number} made` : 'Make a quote'} size="lg" fullScreen={phone && !made}>
        {made ? <QuoteMade quote={made} onClose={close} /> : <MakeQuoteBody order={order} onMade={setMade} onClose={close} />}
      </Modal>
    </>
  );
}
