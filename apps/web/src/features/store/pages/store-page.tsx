import { Alert, Box, Container, Grid, Loader, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TRoofConfigInput } from '@portal/domain/pricing/roof/roof-config';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { canSeeStore } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/use-session';
import { usePricingContext } from '../api/use-catalog';
import { useOrder } from '../api/use-order';
import { quoteCart } from '../cart/cart-quote';
import { roofSubmitDisabled, screenSubmitDisabled, canEditRoofAndPartRows } from '../cart/cart-rules';
import { clearCart, newLineId, updateCart, useCart, writeCart, writeOrderInfo } from '../cart/cart-store';
import type { CartPartConfig, CartScreen } from '../cart/cart-types';
import { cartFromOrder } from '../cart/load-order';
import { showItemAdded } from '../cart/item-added-notice';
import { CartCard, type Editing, type LineKind } from '../components/cart-card';
import { OrderDialog } from '../components/order-dialog';
import { NoPricesAlert } from '../components/no-prices-alert';
import { PartsTab } from '../components/parts-tab';
import { RejectDialog } from '../components/reject-dialog';
import { RoofForm } from '../components/roof-form';
import { ScreenForm } from '../components/screen-form';
import { downloadOrderWorkbook } from '../export/download-order-workbook';

type StoreTab = 'screens' | 'roofs' | 'parts';

/** Spec §2 /store/{id?}: the three product tabs beside a sticky cart; ?order={id} loads that order. */
export function StorePage() {
  const user = useSession();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const params = useParams();
  const orderParam = searchParams.get('order') ?? params['id'] ?? null;
  const { cart, order } = useCart();
  const needsLoad = orderParam !== null && order._id !== orderParam;
  const loaded = useOrder(needsLoad ? orderParam : null);

  const [tab, setTab] = useState<StoreTab>('screens');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [dialog, setDialog] = useState<'order' | 'reject' | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (!needsLoad || !loaded.data) return;
    const next = cartFromOrder(loaded.data);
    writeCart(next.cart);
    writeOrderInfo(next.order);
    setEditing(null);
  }, [needsLoad, loaded.data]);

  // A loaded order prices at its owner's group and tier (an admin sees the dealer's prices).
  const priceGroup = order.owner?.priceGroup ?? user?.bc_customer_priceGroup ?? 'USD';
  const tierRate = order.owner?.tierRate ?? user?.bc_customer_tierRate ?? 0;
  const ctx = usePricingContext(priceGroup, tierRate);
  const quote = useMemo(() => (ctx ? quoteCart(ctx, cart) : null), [ctx, cart]);

  if (!user) return null;
  if (!canSeeStore(user)) return <Navigate to="/" replace />;
  const isAdmin = user.isAdmin;
  const home = isAdmin ? '/admin' : '/account';

  const resetForms = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const leave = () => {
    clearCart();
    resetForms();
    void navigate(home);
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

  const onEdit = (kind: LineKind, index: number) => {
    setEditing({ kind, index });
    setFormKey((k) => k + 1);
    setTab(kind === 'screen' ? 'screens' : 'roofs');
  };
  const onCopy = (kind: LineKind, index: number) =>
    updateCart((c) => {
      // A copy is a new line: it has no original to compare with.
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
  const onClear = () => {
    clearCart();
    resetForms();
    if (orderParam) void navigate('/store', { replace: true });
  };
  const onExport = async () => {
    if (!order._id) return;
    setExporting(true);
    try {
      const stored = await queryClient.fetchQuery(trpc.orders.get.queryOptions({ id: order._id }));
      await downloadOrderWorkbook(stored);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not export cart', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const editingScreen = editing?.kind === 'screen' ? cart.screens[editing.index] : undefined;
  const editingRoof = editing?.kind === 'roof' ? cart.roofs[editing.index] : undefined;

  return (
    <Container fluid px={{ base: 0, sm: 'md' }}>
      {needsLoad && loaded.isPending && <Loader size="sm" mb="sm" aria-label="Loading order" />}
      {needsLoad && loaded.isError && (
        <Alert color="red" mb="md" title="Could not load the order">
          {errorMessage(loaded.error)}
        </Alert>
      )}
      <NoPricesAlert accountPriceGroup={user.bc_customer_priceGroup} pricedByOwner={order.owner !== null} isAdmin={isAdmin} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Tabs value={tab} onChange={(v) => v && setTab(v as StoreTab)} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="screens">Retractable Screens</Tabs.Tab>
              <Tabs.Tab value="roofs">Louvered Roofs</Tabs.Tab>
              <Tabs.Tab value="parts">Parts &amp; Extras</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="screens">
              <ScreenForm
                key={`screen-${formKey}`}
                editing={editingScreen}
                submitDisabled={screenSubmitDisabled(order.status, isAdmin)}
                ctx={ctx}
                priceGroup={priceGroup}
                onSubmit={saveScreen}
                onCancel={resetForms}
              />
            </Tabs.Panel>
            <Tabs.Panel value="roofs">
              <RoofForm
                key={`roof-${formKey}`}
                editing={editingRoof}
                submitDisabled={roofSubmitDisabled(order.status, isAdmin)}
                ctx={ctx}
                priceGroup={priceGroup}
                onSubmit={saveRoof}
                onCancel={resetForms}
              />
            </Tabs.Panel>
            <Tabs.Panel value="parts">
              <PartsTab ctx={ctx} priceGroup={priceGroup} disabled={!canEditRoofAndPartRows(order.status)} onAdd={addPart} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Box style={{ position: 'sticky', top: 76 }}>
            <CartCard
              cart={cart}
              order={order}
              quote={quote}
              priceGroup={priceGroup}
              isAdmin={isAdmin}
              editing={editing}
              onEdit={onEdit}
              onCopy={onCopy}
              onRemove={onRemove}
              onPartQuantity={onPartQuantity}
              onClose={leave}
              onClear={onClear}
              onContinue={() => setDialog('order')}
              onReject={() => setDialog('reject')}
              onExport={() => void onExport()}
              exporting={exporting}
            />
          </Box>
        </Grid.Col>
      </Grid>
      {dialog === 'order' && (
        <OrderDialog opened cart={cart} order={order} author={{ isAdmin, isCorporation: user.isCorporation }} onClose={() => setDialog(null)} onSaved={leave} />
      )}
      {dialog === 'reject' && order._id && <RejectDialog opened orderId={order._id} onClose={() => setDialog(null)} onRejected={leave} />}
    </Container>
  );
}
