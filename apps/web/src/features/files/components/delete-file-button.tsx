import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteLibraryFile } from '../api/use-delete-library-file';
import type { ListedBucket } from '../api/use-library-files';

export function DeleteFileButton({ bucket, fileKey, name }: { bucket: ListedBucket | 'photos'; fileKey: string; name: string }) {
  const remove = useDeleteLibraryFile(bucket);
  return (
    <ConfirmDeleteButton
      label={name}
      title="Delete file"
      message={`Delete ${name}? Dealers will no longer see it.`}
      disabled={remove.isPending}
      onConfirm={() => remove.mutate(fileKey)}
    />
  );
}
