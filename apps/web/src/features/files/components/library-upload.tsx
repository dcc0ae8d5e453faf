import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { uploadFiles } from '../../../shared/api/rest-files';
import { FileUpload } from '../../../shared/ui/file-upload';
import { useReloadLibraryFiles, type ListedBucket } from '../api/use-library-files';

/** The server takes files at most two folders deep: /api/files/{bucket}/{a}/{b}. */
export const maxFolderDepth = 2;

interface Props {
  bucket: ListedBucket | 'photos';
  /** The folders the keys already have ('Installation/Screens'). */
  folders: readonly string[];
  accept: string;
  hint: string;
  /** Where files go when no folder is chosen ('' is the top). */
  defaultFolder?: string;
}

/** Administrators: upload into an existing folder, or a new one inside it (folders exist by their files). */
export function LibraryUpload({ bucket, folders, accept, hint, defaultFolder = '' }: Props) {
  const reload = useReloadLibraryFiles(bucket);
  const [folder, setFolder] = useState(defaultFolder);
  const [newFolder, setNewFolder] = useState('');
  const target = [...folder.split('/'), newFolder.trim()].filter(Boolean);
  const tooDeep = target.length > maxFolderDepth;
  const badName = /[/\\]|\.\./.test(newFolder);
  const options = [...new Set([defaultFolder, folder, ...folders])].filter((f) => f.split('/').length <= maxFolderDepth);

  return (
    <FileUpload
      upload={(files, onProgress) => uploadFiles(bucket, target, files, onProgress)}
      onUploaded={() => {
        // The new folder exists now: the next upload goes there too unless another is chosen.
        if (newFolder.trim()) setFolder(target.join('/'));
        setNewFolder('');
        void reload();
      }}
      accept={accept}
      hint={hint}
      disabled={tooDeep || badName}
    >
      <Select
        label="Folder"
        data={[{ value: '', label: 'Top level' }, ...options.filter(Boolean).map((f) => ({ value: f, label: f.replaceAll('/', ' / ') }))]}
        value={folder}
        onChange={(value) => setFolder(value ?? '')}
        allowDeselect={false}
        searchable
        miw={180}
        style={{ flex: 1 }}
      />
      <TextInput
        label="New folder"
        placeholder="Optional, inside the folder"
        value={newFolder}
        onChange={(e) => setNewFolder(e.currentTarget.value)}
        error={badName ? "A folder name cannot hold '/', '\\' or '..'" : tooDeep ? 'Folders go at most two levels deep' : undefined}
        miw={180}
        style={{ flex: 1 }}
      />
    </FileUpload>
  );
}
