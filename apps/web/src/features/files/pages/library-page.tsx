import { Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/use-session';
import { DocumentsTab } from '../components/documents-tab';
import { PhotosTab } from '../components/photos-tab';
import { VideosTab } from '../components/videos-tab';

const tabs = ['documents', 'videos', 'photos'] as const;
type Tab = (typeof tabs)[number];

/** Spec §2 /docs: the library, for every approved account; administrators upload and delete. */
export function LibraryPage() {
  const user = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.find((t) => t === requested) ?? 'documents';
  const canWrite = !!user?.isAdmin;

  return (
    <Container size="lg" my="md" px={{ base: 'xs', sm: 'md' }}>
      <Title order={2} mb="md">
        Library
      </Title>
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'documents' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="videos">Videos</Tabs.Tab>
          <Tabs.Tab value="photos">Photos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <DocumentsTab canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="videos">
          <VideosTab canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <PhotosTab canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
