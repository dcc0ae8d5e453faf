import { Alert, Box, Button, FileInput, Group, Image, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defaultUploadLimits, uploadMessages } from '@portal/domain/files/upload-rules';
import { quoteLimits } from '@portal/domain/quotes/quote-schemas';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useQuoteLogoUrl, useUploadQuoteLogo } from '../api/use-quote-logo';
import { SectionCard } from '../../../shared/ui/section-card';

const logoLimits = { ...defaultUploadLimits, maxFiles: 1, maxFileBytes: quoteLimits.logoBytesMax, maxTotalBytes: quoteLimits.logoBytesMax };

/** The logo printed at the top of the team's quotes: the current one, and a new one (GIF, JPEG or PNG, at most 2 MB). */
export function QuoteLogoCard({ hasLogo }: { hasLogo: boolean }) {
  const url = useQuoteLogoUrl(hasLogo);
  const upload = useUploadQuoteLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: File | null) => {
    setProblem(null);
    setFile(next);
  };
  const send = () => {
    if (!file) return;
    // The server refuses it too; a big file is not worth the upload.
    if (file.size > quoteLimits.logoBytesMax) return setProblem(uploadMessages.fileTooLarge(file.name, logoLimits));
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifications.show({ color: 'green', message: 'Logo saved: your quotes print it from now on' });
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return (
    <SectionCard title="Logo" hint="Printed at the top of your quotes.">
      <Box
        h={120}
        p="xs"
        bg="var(--mantine-color-gray-0)"
        style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center' }}
      >
        {url ? (
          <Image src={url} alt="Your current logo" mah={100} maw="100%" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {hasLogo ? 'Loading your logo…' : 'No logo yet: your quotes print your company name.'}
          </Text>
        )}
      </Box>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <FileInput
          label={hasLogo ? 'Replace the logo' : 'Upload a logo'}
          description="GIF, JPEG or PNG, at most 2 MB"
          placeholder="Choose an image"
          accept="image/gif,image/jpeg,image/png"
          clearable
          value={file}
          onChange={choose}
          disabled={upload.isPending}
          miw={200}
          style={{ flex: 1 }}
        />
        <Button onClick={send} disabled={!file} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
      {problem && (
        <Alert color="red" title="Logo refused" role="alert">
          {problem}
        </Alert>
      )}
    </SectionCard>
  );
}
