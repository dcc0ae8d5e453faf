import { Alert, Grid, Loader } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useQuoteSettings } from '../api/use-quote-settings';
import { QuoteLogoCard } from './quote-logo-card';
import { QuoteSettingsForm } from './quote-settings-form';

/** The Settings tab of /quotes: markups and company block beside the logo (under it on a phone). */
export function QuoteSettingsSection() {
  const settings = useQuoteSettings();
  if (settings.isPending) return <Loader />;
  if (settings.isError)
    return (
      <Alert color="red" title="Could not fetch your quote settings.">
        {errorMessage(settings.error)}
      </Alert>
    );
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <QuoteSettingsForm settings={settings.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <QuoteLogoCard hasLogo={settings.data.hasLogo} />
      </Grid.Col>
    </Grid>
  );
}
