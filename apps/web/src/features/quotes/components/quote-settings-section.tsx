import { Alert, Grid, Loader } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useQuoteSettings } from '../api/use-quote-settings';
import { QuoteCompanyCard } from './quote-company-card';
import { QuoteLogoCard } from './quote-logo-card';
import { QuoteSettingsForm } from './quote-settings-form';

/**
 * The Settings tab of /quotes: markups and company block beside the logo (under it on a phone).
 * A salesperson (issue 32: the markups withheld, null) saves neither: they read the company block
 * their quotes print, at the team's markups.
 */
export function QuoteSettingsSection() {
  const settings = useQuoteSettings();
  if (settings.isPending) return <Loader />;
  if (settings.isError)
    return (
      <Alert color="red" title="Could not fetch your quote settings.">
        {errorMessage(settings.error)}
      </Alert>
    );
  const { markups } = settings.data;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {markups ? <QuoteSettingsForm settings={{ ...settings.data, markups }} /> : <QuoteCompanyCard company={settings.data.company} />}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <QuoteLogoCard hasLogo={settings.data.hasLogo} />
      </Grid.Col>
    </Grid>
  );
}
