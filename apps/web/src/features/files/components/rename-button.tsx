import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useRenameLibraryFile } from '../api/use-rename-library-file';
import type { ListedBucket } from '../api/use-library-files';

interface Props {
  bucket: ListedBucket | 'photos';
  /** The file's key as listed, or the folder's path ('Installation/Screens'). */
  path: string;
  /** What is shown: the file's display name or the folder's name. */
  name: string;
  kind: 'file' | 'folder';
}

/** Rename a file or folder (administrators): a dialog with the name, the server's refusal shown in it. */
export function RenameButton({ bucket, path, name, kind }: Props) {
  const [opened, modal] = useDisclosure(false);
  const [value, setValue] = useState(name);
  const rename = useRenameLibraryFile(bucket);
  const phone = usePhoneDialog();
  const open = () => {
    setValue(name);
    rename.reset();
    modal.open();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ path, name: value.trim() }, { onSuccess: modal.close });
  };
  const unchanged = value.trim() === '' || value.trim() === name;

  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={open} aria-label={`Rename ${name}`}>
        Rename
      </Button>
      <Modal opened={opened} onClose={modal.close} title={kind === 'folder' ? 'Rename folder' : 'Rename file'} fullScreen={phone} centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={kind === 'folder' ? 'Folder name' : 'File name'}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              maxLength={200}
              data-autofocus
              required
            />
            {kind === 'folder' && (
              <Text size="xs" c="dimmed">
                Every file in the folder moves with it.
              </Text>
            )}
            {rename.isError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(rename.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={modal.close}>
                Cancel
              </Button>
              <Button type="submit" loading={rename.isPending} disabled={unchanged}>
                Rename
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
