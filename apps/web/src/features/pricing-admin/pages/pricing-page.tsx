import { Alert, Card, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useCustomerTiers } from '../api/use-customer-tiers';
import { usePricingHistory } from '../api/use-pricing-history';
import { usePricingRules } from '../api/use-pricing-rules';
import { useSaveCustomerTiers } from '../api/use-save-customer-tiers';
import { useSaveRule } from '../api/use-save-rule';
import { useSaveTier } from '../api/use-save-tier';
import { CustomerTierTable } from '../components/customer-tier-table';
import { PricingHistory } from '../components/pricing-history';
import { PricingRuleCard } from '../components/pricing-rule-card';
import { TierEditor } from '../components/tier-editor';
import { canManagePricing } from '../pricing-access';

/** Spec §2 /admin/pricing: portal pricing cards, customer tiers, and the recent changes. */
export function PricingPage() {
  const session = useSession();
  if (!canManagePricing(session)) return <Navigate to="/admin" replace />;
  return <PricingPageContent />;
}

function PricingPageContent() {
  const rules = usePricingRules();
  const tiers = useCustomerTiers();
  const history = usePricingHistory();
  const saveRule = useSaveRule();
  const saveCustomerTiers = useSaveCustomerTiers();
  const saveTier = useSaveTier();

  return (
    <Stack gap="xl">
      <Stack>
        <Title order={3}>Portal Pricing</Title>
        {rules.isError && (
          <Alert color="red" title="Could not load portal pricing.">
            {errorMessage(rules.error)}
          </Alert>
        )}
        {rules.isPending ? (
          <Loader />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {(rules.data ?? []).map((rule) => (
              // Keyed by the saved values, so a refetch after another admin's save resets the card.
              <PricingRuleCard
                key={`${rule._id}:${rule.portalPricingMethod}:${rule.portalPricingValue}`}
                rule={rule}
                onSave={(input) => saveRule.mutateAsync(input)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack>
        <Title order={3}>Customer Tiers</Title>
        {tiers.isError && (
          <Alert color="red" title="Could not load customer tiers.">
            {errorMessage(tiers.error)}
          </Alert>
        )}
        {tiers.isPending ? (
          <Loader />
        ) : (
          tiers.data && (
            <>
              <Card withBorder>
                <Title order={5} mb="sm">
                  Tiers
                </Title>
                <TierEditor tiers={tiers.data.tiers} onSave={(input) => saveTier.mutateAsync(input)} />
              </Card>
              <CustomerTierTable
                tiers={tiers.data.tiers}
                customers={tiers.data.customers}
                onSave={(bcCustomersToUpdate) => saveCustomerTiers.mutateAsync({ bcCustomersToUpdate })}
              />
            </>
          )
        )}
      </Stack>

      <Stack>
        <Title order={3}>Recent changes</Title>
        {history.isError && (
          <Alert color="red" title="Could not load the pricing history.">
            {errorMessage(history.error)}
          </Alert>
        )}
        {history.isPending ? (
          <Loader />
        ) : (
          <PricingHistory changes={history.data ?? []} names={new Map((tiers.data?.tiers ?? []).map((tier) => [tier._id, tier.customerTierName]))} />
        )}
      </Stack>
    </Stack>
  );
}
