import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error';

interface Props {
  /** Sends the chosen files, reporting progress (0–100); rejects with the server's message. */
  upload: (files: File[], onProgress: (percent: number) => void) => Promise<unknown>;
  /** After a stored upload: the caller reloads its list from the server. */
  onUploaded: () => void;
  /** What the files may be, in plain words ('PDF or images'). */
  accept?: string;
  hint?: string;
  /** Extra fields beside the picker (the library's folder choice). */
  children?: ReactNode;
  disabled?: boolean;
  /** Shows a refusal elsewhere (a toast) instead of the alert under the picker. */
  onRefused?: (message: string) => void;
  /** The picker's label ('Files'). */
  label?: string;
}

/** Choose files, upload with a progress bar, and show the server's refusal (it names the file). */
export function FileUpload({ upload, onUploaded, accept, hint, children, disabled, onRefused, label = 'Files' }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  const send = () => {
    setError(null);
    setProgress(0);
    return upload(files, setProgress)
      .then(() => {
        setFiles([]);
        onUploaded();
      })
      .catch((e: unknown) => (onRefused ?? setError)(errorMessage(e)))
      .finally(() => setProgress(null));
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        {children}
        <FileInput
          label={label}
          placeholder="Choose files"
          multiple
          clearable
          value={files}
          onChange={setFiles}
          accept={accept}
          disabled={busy || disabled}
          miw={200}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void send()} disabled={files.length === 0 || busy || disabled} loading={busy}>
          Upload
        </Button>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {busy && <Progress value={progress} aria-label="Upload progress" animated size="lg" />}
      {busy && (
        <Text size="xs" aria-live="polite">
          Uploading… {progress}%
        </Text>
      )}
      {error && (
        <Alert color="red" title="Upload refused" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
