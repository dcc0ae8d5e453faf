import { Alert, Box, Button, Container, Grid, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { allowedOrderActions, orderViewerOf, type OrderViewer } from '@portal/domain/orders/order-actions';
import { orderMessages } from '@portal/domain/orders/order-schemas';
import type { TRoofConfigInput } from '@portal/domain/configuration/roof/roof-config';
import { readsRetail } from '@portal/domain/teams/team-roles';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { canSeeStore } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/use-session';
import { usePricingContext } from '../api/use-catalog';
import { useOrder } from '../api/use-order';
import { useOrderLimits } from '../api/use-order-limits';
import { useRetailQuote } from '../api/use-retail-quote';
import { quoteCart } from '../cart/cart-quote';
import { clearCart, hasUnsavedLines, loadCart, newLineId, readCart, updateCart, useCart } from '../cart/cart-store';
import type { CartPartConfig, CartScreen } from '../cart/cart-types';
import { addLineRefusal } from '../cart/line-limit';
import { cartFromOrder } from '../cart/load-order';
import { reconcileOrder } from '../cart/reconcile-order';
import { cartSubject, readOnlyReason } from '../cart/read-only-reason';
import { shownPrices } from '../cart/shown-prices';
import { showItemAdded } from '../cart/item-added-notice';
import { CartCard, type Editing, type LineKind } from '../components/cart-card';
import { useCartEstimates } from '../cart/cart-estimates';
import { CartSummaryBar } from '../components/cart-summary-bar';
import { cartAnchorId } from '../cart/jump-to-cart';
import { DiscardDialog } from '../components/discard-dialog';
import { OrderDialog } from '../components/order-dialog';
import { NoPricesAlert, noPricesReason } from '../components/no-prices-alert';
import { PartsTab } from '../components/parts-tab';
import { RejectDialog } from '../components/reject-dialog';
import { RoofForm } from '../components/roof-form';
import { ScreenForm } from '../components/screen-form';
import { downloadOrderWorkbook } from '../export/download-order-workbook';

type StoreTab = 'screens' | 'roofs' | 'parts';

/** A tab's panel: its form once the tab was first shown (kept after), a loader while that first mount renders (a moment on a slow phone). */
function StorePanel({ value, opened, children }: { value: StoreTab; opened: ReadonlySet<StoreTab>; children: ReactNode }) {
  return (
    <Tabs.Panel value={value}>
      {opened.has(value) ? (
        children
      ) : (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Opening the form" />
        </Group>
      )}
    </Tabs.Panel>
  );
}
/**
 * Spec §2 /store/{id?}: the three product tabs beside a sticky cart; ?order={id} loads that order.
 * The cart in browser storage is work in progress, never the truth about a stored order: the
 * server's order is loaded (on every visit, reload or ?order=) before anything is shown or offered.
 */
export function StorePage() {
  const user = useSession();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const params = useParams();
  const orderParam = searchParams.get('order') ?? params['id'] ?? null;
  const { cart, order } = useCart();
  const storedId = orderParam ?? order._id;
  const server = useOrder(storedId);
  const limits = useOrderLimits();
  // Set once the order was saved, processed or dropped: a late answer must not bring the old cart back.
  const leaving = useRef(false);

  const [tab, setTab] = useState<StoreTab>('screens');
  // A tab's form mounts the first time it is shown and stays mounted, hidden, after: switching back
  // is instant and keeps what was typed. That first mount renders in a transition, so the tab shows
  // as chosen at once and its form follows (issue 33: a tap answered within 100 ms).
  const [opened, setOpened] = useState<ReadonlySet<StoreTab>>(() => new Set(['screens']));
  const [, startOpening] = useTransition();
  const showTab = (next: StoreTab) => {
    setTab(next);
    if (!opened.has(next)) startOpening(() => setOpened((was) => new Set([...was, next])));
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [dialog, setDialog] = useState<'order' | 'reject' | null>(null);
  const [exporting, setExporting] = useState(false);
  const [stale, setStale] = useState(false);
  /** A discard waiting for the dealer's yes: what to do then. */
  const [discard, setDiscard] = useState<{ run: () => void; cancel?: () => void } | null>(null);

  const viewer: OrderViewer | null = user ? orderViewerOf(user) : null;
  const resetForms = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const showServerOrder = () => {
    if (!server.data) return;
    loadCart(cartFromOrder(server.data));
    setStale(false);
    resetForms();
  };

  // Runs for each answer of the server (dataUpdatedAt), not for each render: an effect event reads
  // the latest cart and session without listing them, and without an eslint suppression, which
  // would leave this page uncompiled by the React Compiler (every tab switch re-rendering both forms).
  const onServerAnswer = useEffectEvent(() => {
    // Only an answer fetched on this visit counts: a cached one may be the order before it changed.
    if (leaving.current || !server.data || !server.isFetchedAfterMount || !viewer || server.data._id !== storedId) return;
    const local = readCart();
    if (local.order._id !== server.data._id && hasUnsavedLines(local)) {
      // Another order was asked for while the cart holds lines never saved: ask first.
      setDiscard({ run: showServerOrder, cancel: () => void navigate('/store', { replace: true }) });
      return;
    }
    const outcome = reconcileOrder(local.order, server.data, viewer);
    if (outcome.kind === 'replace') {
      showServerOrder();
      if (outcome.lost)
        notifications.show({
          color: 'orange',
          title: orderMessages.changedSinceOpened,
          message: 'It can no longer be changed here, so the saved order is shown.',
        });
    } else {
      setStale(outcome.kind === 'stale');
    }
  });
  useEffect(() => onServerAnswer(), [server.dataUpdatedAt, server.isFetchedAfterMount, storedId]);

  // A loaded order prices at its owner's group (an admin sees the dealer's prices); the owner's own
  // open cart or draft at their tier of today, as the server will price it.
  const mineAndOpen = (order._id === null || order.ownerId === user?._id) && (order.status === 'DRAFT' || order.status === 'IN_CART');
  const priceGroup = order.owner?.priceGroup ?? user?.bc_customer_priceGroup ?? null;
  const tierRate = mineAndOpen ? (user?.bc_customer_tierRate ?? 0) : (order.owner?.tierRate ?? user?.bc_customer_tierRate ?? 0);
  const ctx = usePricingContext(priceGroup ?? 'USD', tierRate);
  // A salesperson reads retail prices only (issue 32): the catalog reaches them without prices, so
  // the server prices their cart; anyone else prices in the browser as they type.
  const retail = user !== null && readsRetail(user);
  const browserQuote = useMemo(() => (!retail && ctx && priceGroup ? quoteCart(ctx, cart) : null), [retail, ctx, priceGroup, cart]);
  const retailQuote = useRetailQuote(cart, retail && priceGroup !== null);
  const quote = retail ? retailQuote : browserQuote;
  const prices = useMemo(() => shownPrices(cart, quote, order.status), [cart, quote, order.status]);
  const estimates = useCartEstimates(cart, order.status);
  const addRefusal = addLineRefusal(cart, limits.maxLines);

  if (!user || !viewer) return null;
  if (!canSeeStore(user)) return <Navigate to="/" replace />;
  const isAdmin = user.isAdmin;
  const home = isAdmin ? '/admin' : '/account';
  const loading = storedId !== null && !server.isError && (!server.isFetchedAfterMount || order._id !== storedId || server.data?._id !== storedId);

  const actions = allowedOrderActions(viewer, cartSubject(order));
  if (priceGroup === null) for (const a of ['continue', 'save', 'submit'] as const) actions.delete(a);
  const canChange = actions.has('edit');
  // An account without an ERP customer has no prices: the forms say why instead of loading for ever.
  const noPrices = priceGroup === null ? noPricesReason(isAdmin) : undefined;

  /** Asks before dropping lines never saved; runs at once when there are none. */
  const confirmDiscard = (run: () => void) => (hasUnsavedLines(readCart()) ? setDiscard({ run }) : run());
  const leave = () => {
    leaving.current = true;
    void navigate(home);
    clearCart();
  };
  const startNew = () => {
    clearCart();
    setStale(false);
    resetForms();
    if (orderParam) void navigate('/store', { replace: true });
  };
  const reloadOrder = async () => {
    const fresh = await server.refetch();
    if (fresh.data) {
      loadCart(cartFromOrder(fresh.data));
      setStale(false);
      resetForms();
    }
    setDialog(null);
  };

  const saveScreen = (line: Omit<CartScreen, 'screenId' | 'original'>) => {
    if (editing?.kind === 'screen') {
      const index = editing.index;
      updateCart((c) => ({ ...c, screens: c.screens.map((s, i) => (i === index ? { ...s, ...line } : s)) }));
      resetForms();
    } else {
      updateCart((c) => ({ ...c, screens: [...c.screens, { ...line, screenId: newLineId() }] }));
      showItemAdded();
    }
  };
  const saveRoof = (config: TRoofConfigInput) => {
    if (editing?.kind === 'roof') {
      const index = editing.index;
      updateCart((c) => ({ ...c, roofs: c.roofs.map((r, i) => (i === index ? { ...r, config } : r)) }));
      resetForms();
    } else {
      updateCart((c) => ({ ...c, roofs: [...c.roofs, { roofId: newLineId(), config }] }));
      showItemAdded();
    }
  };
  const addPart = (config: CartPartConfig) => updateCart((c) => ({ ...c, parts: [...c.parts, { partId: newLineId(), config }] }));
  // Quick entry's lines, in one change of the cart.
  const addParts = (configs: CartPartConfig[]) =>
    updateCart((c) => ({ ...c, parts: [...c.parts, ...configs.map((config) => ({ partId: newLineId(), config }))] }));
  const cartRoom = limits.maxLines - (cart.screens.length + cart.roofs.length + cart.parts.length);

  const onEdit = (kind: LineKind, index: number) => {
    setEditing({ kind, index });
    setFormKey((k) => k + 1);
    showTab(kind === 'screen' ? 'screens' : 'roofs');
  };
  const onCopy = (kind: LineKind, index: number) => {
    if (addRefusal) return void notifications.show({ color: 'red', message: addRefusal });
    updateCart((c) => {
      // A copy is a new line: it has no original to compare with, and no stored price.
      if (kind === 'screen') {
        const s = c.screens[index];
        return s ? { ...c, screens: [...c.screens, { screenId: newLineId(), screenName: s.screenName, details: s.details, config: s.config }] } : c;
      }
      if (kind === 'roof') {
        const r = c.roofs[index];
        return r ? { ...c, roofs: [...c.roofs, { roofId: newLineId(), config: r.config }] } : c;
      }
      const p = c.parts[index];
      return p ? { ...c, parts: [...c.parts, { partId: newLineId(), config: p.config }] } : c;
    });
  };
  const onRemove = (kind: LineKind, index: number) => {
    if (editing) resetForms();
    updateCart((c) =>
      kind === 'screen'
        ? { ...c, screens: c.screens.filter((_, i) => i !== index) }
        : kind === 'roof'
          ? { ...c, roofs: c.roofs.filter((_, i) => i !== index) }
          : { ...c, parts: c.parts.filter((_, i) => i !== index) },
    );
  };
  const onPartQuantity = (index: number, quantity: number) =>
    updateCart((c) => ({ ...c, parts: c.parts.map((p, i) => (i === index ? { ...p, config: { ...p.config, quantity } } : p)) }));
  // A promise chain, not try/finally: the React Compiler leaves a component holding a finally clause uncompiled.
  const onExport = () => {
    if (!order._id) return;
    setExporting(true);
    void queryClient
      .fetchQuery(trpc.orders.get.queryOptions({ id: order._id }))
      .then(downloadOrderWorkbook)
      .catch((error: unknown) => notifications.show({ color: 'red', title: 'Could not export cart', message: errorMessage(error) }))
      .finally(() => setExporting(false));
  };

  const editingScreen = editing?.kind === 'screen' ? cart.screens[editing.index] : undefined;
  const editingRoof = editing?.kind === 'roof' ? cart.roofs[editing.index] : undefined;
  // What the screen and roof forms share; each adds the line it edits and where a saved line goes.
  const lineForm = {
    submitDisabled: !canChange,
    ctx: priceGroup ? ctx : null,
    priceGroup: priceGroup ?? 'USD',
    noPrices,
    retail,
    onCancel: resetForms,
    maxCopies: limits.maxCopies,
    addRefusal,
  };
  const partProblems = cart.parts.map((_, i) => {
    const p = quote?.parts[i];
    return p && !p.ok ? p.message : null;
  });

  return (
    <Container fluid px={{ base: 0, sm: 'md' }}>
      {server.isError && (
        <Alert color="red" mb="md" title="Could not load the order">
          <Stack>
            <Text size="sm">{errorMessage(server.error)}</Text>
            <Group>
              <Button size="xs" variant="light" onClick={startNew}>
                Start a new order
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {stale && (
        <Alert color="orange" mb="md" title={orderMessages.changedSinceOpened}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your unsaved changes are still here, but saving them would overwrite the newer order, so it will be refused. Reload the order to see the saved
              version.
            </Text>
            <Button size="xs" variant="light" color="orange" onClick={() => void reloadOrder()}>
              Reload order
            </Button>
          </Stack>
        </Alert>
      )}
      <NoPricesAlert accountPriceGroup={user.bc_customer_priceGroup} pricedByOwner={order.owner !== null} isAdmin={isAdmin} />
      {loading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading order" />
        </Group>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Tabs value={tab} onChange={(v) => v && showTab(v as StoreTab)} keepMountedMode="display-none">
              <Tabs.List mb="md">
                <Tabs.Tab value="screens">Retractable Screens</Tabs.Tab>
                <Tabs.Tab value="roofs">Louvered Roofs</Tabs.Tab>
                <Tabs.Tab value="parts">Parts &amp; Extras</Tabs.Tab>
              </Tabs.List>
              <StorePanel value="screens" opened={opened}>
                <ScreenForm key={`screen-${formKey}`} editing={editingScreen} onSubmit={saveScreen} {...lineForm} />
              </StorePanel>
              <StorePanel value="roofs" opened={opened}>
                <RoofForm key={`roof-${formKey}`} editing={editingRoof} onSubmit={saveRoof} {...lineForm} />
              </StorePanel>
              <StorePanel value="parts" opened={opened}>
                <PartsTab
                  ctx={priceGroup ? ctx : null}
                  priceGroup={priceGroup ?? 'USD'}
                  noPrices={noPrices}
                  retail={retail}
                  disabled={!canChange}
                  onAdd={addPart}
                  maxQuantity={limits.maxQuantity}
                  addRefusal={addRefusal}
                  quickEntry={{ room: cartRoom, maxLines: limits.maxLines, onAddLines: addParts }}
                />
              </StorePanel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            {/* The jumps to the cart (the phone's summary, 'Item added to cart') land here, under the header. */}
            <Box
              component="section"
              aria-label="Cart"
              id={cartAnchorId}
              tabIndex={-1}
              style={{ position: 'sticky', top: 76, scrollMarginTop: 76, outline: 'none' }}
            >
              <CartCard
                cart={cart}
                order={order}
                actions={actions}
                prices={prices}
                priceGroup={priceGroup ?? 'USD'}
                notice={readOnlyReason(viewer, order, actions)}
                partProblems={partProblems}
                maxQuantity={limits.maxQuantity}
                estimates={estimates}
                editing={editing}
                onEdit={onEdit}
                onCopy={onCopy}
                onRemove={onRemove}
                onPartQuantity={onPartQuantity}
                onClose={() => confirmDiscard(leave)}
                onClear={() => confirmDiscard(startNew)}
                onContinue={() => setDialog('order')}
                onReject={() => setDialog('reject')}
                onExport={onExport}
                exporting={exporting}
              />
            </Box>
          </Grid.Col>
        </Grid>
      )}
      {!loading && (
        <CartSummaryBar
          cart={cart}
          prices={prices}
          priceGroup={priceGroup ?? 'USD'}
          onContinue={actions.has('continue') ? () => setDialog('order') : null}
          continueDisabled={cart.screens.length + cart.roofs.length + cart.parts.length === 0 || editing !== null}
        />
      )}
      {dialog === 'order' && (
        <OrderDialog
          opened
          cart={cart}
          order={order}
          author={{ isAdmin, isCorporation: user.isCorporation, canSubmit: actions.has('submit') || actions.has('approve') }}
          onClose={() => setDialog(null)}
          onSaved={leave}
          onReload={() => void reloadOrder()}
        />
      )}
      {dialog === 'reject' && order._id && <RejectDialog opened orderId={order._id} onClose={() => setDialog(null)} onRejected={leave} />}
      <DiscardDialog
        opened={discard !== null}
        onKeep={() => {
          discard?.cancel?.();
          setDiscard(null);
        }}
        onDiscard={() => {
          discard?.run();
          setDiscard(null);
        }}
      />
    </Container>
  );
}
