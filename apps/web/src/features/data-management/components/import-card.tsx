import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { notifications } from '@mantine/notifications';
import { useEffect, useEffectEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useImportRun } from '../api/use-import-run';
import { importPercent, type ImportRun } from '../import-run-types';

export interface ImportMessages {
  starting: string;
  succeeded: string;
  failed: string;
}

interface Props {
  title: string;
  description: string;
  buttonLabel: string;
  messages: ImportMessages;
  start: () => Promise<ImportRun>;
  /** Asked before the import runs (an import that rewrites records every dealer's prices hang on). */
  confirm?: string;
  /** Why the caller may not run it: the button is disabled and this says why. */
  disabledReason?: string | undefined;
}

/** Starts an ERP import, follows its progress (polled), then shows the counts or the reason. */
export function ImportCard({ title, description, buttonLabel, messages, start, confirm, disabledReason }: Props) {
  const [asking, setAsking] = useState(false);
  const [started, setStarted] = useState<ImportRun | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const polled = useImportRun(started?.id ?? null);
  const run = polled.data ?? started;
  const toastId = `import-${title}`;
  const status = run?.status;

  // Only a change of status toasts (the effect below); the message is read once it is final.
  const toastStatus = useEffectEvent(() => {
    if (status === 'succeeded') {
      notifications.update({ id: toastId, loading: false, color: 'green', message: messages.succeeded, autoClose: 5000, withCloseButton: true });
    } else if (status === 'failed') {
      notifications.update({
        id: toastId,
        loading: false,
        color: 'red',
        title: messages.failed,
        message: run?.errorMessage ?? '',
        autoClose: 5000,
        withCloseButton: true,
      });
    }
  });
  useEffect(() => toastStatus(), [status, toastId]);

  const onStart = () => {
    setStartError(null);
    setStarting(true);
    notifications.show({ id: toastId, loading: true, message: messages.starting, autoClose: false, withCloseButton: false });
    return start()
      .then(setStarted)
      .catch((error: unknown) => {
        const reason = errorMessage(error);
        setStartError(reason);
        notifications.update({ id: toastId, loading: false, color: 'red', title: messages.failed, message: reason, autoClose: 5000, withCloseButton: true });
      })
      .finally(() => setStarting(false));
  };

  const percent = run ? importPercent(run) : null;
  const running = status === 'running';

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Button onClick={() => (confirm ? setAsking(true) : void onStart())} loading={starting || running} disabled={disabledReason !== undefined}>
            {buttonLabel}
          </Button>
        </Group>
        {disabledReason && (
          <Text size="sm" c="dimmed">
            {disabledReason}
          </Text>
        )}
        {run && (
          <Progress
            aria-label={`${title} progress`}
            value={percent ?? 100}
            striped={percent === null}
            animated={running}
            color={status === 'failed' ? 'red' : status === 'succeeded' ? 'green' : undefined}
          />
        )}
        {run && running && (
          <Text size="sm" c="dimmed">
            {Object.entries(run.progress)
              .map(([entity, { fetched, total }]) => `${entity}: ${fetched}${total === null ? '' : ` of ${total}`}`)
              .join(' · ') || 'Starting...'}
          </Text>
        )}
        {run && status === 'succeeded' && (
          <Text size="sm">
            {messages.succeeded} Inserted {run.counts.inserted}, updated {run.counts.updated}, deactivated {run.counts.deactivated}, unchanged{' '}
            {run.counts.unchanged}.
          </Text>
        )}
        {run && status === 'failed' && (
          <Alert color="red" title={messages.failed}>
            {run.errorMessage}
          </Alert>
        )}
        {startError && (
          <Alert color="red" title={messages.failed}>
            {startError}
          </Alert>
        )}
        {polled.isError && (
          <Alert color="orange" title="Could not follow the import.">
            {errorMessage(polled.error)}
          </Alert>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={`${buttonLabel}?`} centered>
        <Text size="sm">{confirm}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setAsking(false);
              void onStart();
            }}
          >
            {buttonLabel}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
