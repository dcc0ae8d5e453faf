import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@portal/domain/accounts/user';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { FakeXhr, fileLists, makeFileItem } from '../../../test/fake-files-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { LibraryPage } from './library-page';

afterEach(() => vi.unstubAllGlobals());

const dealer = makeUser();
const admin = makeUser({ isAdmin: true, fname: 'Ada' });

const docs = [
  makeFileItem('Installation/Screens/11111111-1111-4111-8111-111111111111-Screen guide.pdf'),
  makeFileItem('Installation/Roofs/22222222-2222-4222-8222-222222222222-Roof guide.pdf'),
  makeFileItem('Warranty/33333333-3333-4333-8333-333333333333-Terms.pdf'),
];

const photo = (key: string, category: string) => ({
  key,
  name: key.slice(key.lastIndexOf('/') + 1),
  category,
  url: {
    original: `https://files.example/${key}`,
    small: `https://files.example/small/${key}`,
    medium: `https://files.example/medium/${key}`,
    large: `https://files.example/large/${key}`,
    download: `https://files.example/${key}?download=1`,
  },
});
const photos = [photo('Patios/deck.jpg', 'Patios'), photo('Patios/porch.jpg', 'Patios'), photo('Pergolas/white.png', 'Pergolas')];

/** What the server lists for a dealer: the Sales folders are left out by the server. */
const dealerVideos = [
  makeFileItem('Training/Install/44444444-4444-4444-8444-444444444444-Mounting.mp4', { contentType: 'video/mp4' }),
  makeFileItem('Training/Sales pitch.mp4', { contentType: 'video/mp4' }),
];

/** `lists`: files.list answers by bucket (test/fake-files-api.ts); `procedures`: the other files calls. */
function renderPage(user: SignedInUser, tab = '', lists: Parameters<typeof fileLists>[0] = {}, procedures: Parameters<typeof fakeApi>[0] = {}) {
  writeSession(user);
  const requests = fakeApi({
    'files.list': fileLists({ docs: () => ({ items: docs }), videos: () => ({ items: dealerVideos }), ...lists }),
    'files.photos': () => ({ items: photos }),
    ...procedures,
  });
  renderRoutes(
    [
      {
        path: '/docs',
        element: (
          <TestEnv>
            <LibraryPage />
          </TestEnv>
        ),
      },
    ],
    `/docs${tab ? `?tab=${tab}` : ''}`,
  );
  return requests;
}

describe('LibraryPage: Documents (spec §2 Library)', () => {
  it('shows the tree built from the keys, collapsed, and Expand all / Collapse all', async () => {
    const requests = renderPage(dealer);
    const tree = await screen.findByRole('list', { name: 'Documents' });
    expect(within(tree).getByRole('button', { name: 'Expand Installation' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(tree).getByRole('button', { name: 'Expand Warranty' }).isConnected).toBe(true);
    expect(screen.queryByText('Screen guide.pdf')).toBeNull();
    expect(requests[0]?.authorization).toBe(`Bearer ${dealer.token}`);

    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    const guide = screen.getByRole('link', { name: 'Screen guide.pdf' });
    expect(guide.getAttribute('href')).toBe(docs[0]!.signedUrl);
    expect(guide.getAttribute('target')).toBe('_blank');
    const download = screen.getByRole('link', { name: 'Download Terms.pdf' });
    expect(download.getAttribute('download')).toBe('Terms.pdf');
    // The attachment link: a browser ignores `download` on another host's link (S3's).
    expect(download.getAttribute('href')).toBe(docs[2]!.downloadUrl);

    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByText('Screen guide.pdf')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Expand Installation' }));
    expect(screen.getByRole('button', { name: 'Collapse Installation' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand Screens' }).isConnected).toBe(true);
    // A folder or file is named by what it shows (a treeitem labelled by its name alone hid its
    // Download and Delete buttons from its name: axe's label-content-name-mismatch, seen in the journey).
    for (const item of within(tree).getAllByRole('listitem')) expect(item.hasAttribute('aria-label')).toBe(false);
    expect(screen.queryByText('Screen guide.pdf')).toBeNull();
  });

  it('searches: only the matching files show, in their opened folders; no match says so', async () => {
    renderPage(dealer);
    const search = await screen.findByRole('textbox', { name: 'Search documents' });
    fireEvent.change(search, { target: { value: 'roof' } });
    expect(screen.getByText('Roof guide.pdf').isConnected).toBe(true);
    expect(screen.queryByText('Screen guide.pdf')).toBeNull();
    expect(screen.queryByText('Warranty')).toBeNull();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No documents match “zzz”.').isConnected).toBe(true);
  });

  it('says so in plain words when there are no documents', async () => {
    renderPage(dealer, '', { docs: () => ({ items: [] }) });
    expect((await screen.findByText('There are no documents yet.')).isConnected).toBe(true);
  });

  it('offers upload and delete to administrators only', async () => {
    renderPage(dealer);
    await screen.findByRole('list', { name: 'Documents' });
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename / })).toBeNull();
  });
});

describe('LibraryPage: administrator uploads', () => {
  it('uploads into a new folder with progress, reads the list again, and shows a refusal’s message', async () => {
    FakeXhr.install();
    let listed = 0;
    renderPage(admin, '', { docs: () => ((listed += 1), { items: docs }) });
    await screen.findByRole('list', { name: 'Documents' });
    expect(listed).toBe(1);
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'New folder' }), { target: { value: 'Brochures' } });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(upload);

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/docs/Brochures');
    expect(xhr.headers.Authorization).toBe(`Bearer ${admin.token}`);
    expect((xhr.body?.getAll('files')[0] as File).name).toBe('flyer.pdf');
    act(() => xhr.progress(50, 100));
    expect(screen.getByText('Uploading… 50%').isConnected).toBe(true);
    act(() => xhr.respond(201, { uploadedFiles: [{ key: 'Brochures/x-flyer.pdf', name: 'flyer.pdf', size: 8, contentType: 'application/pdf' }] }));
    await waitFor(() => expect(listed).toBe(2));
    expect(screen.queryByText(/Uploading…/)).toBeNull();

    // The new folder is chosen now: the next upload goes into it too.
    // The choice is a state update of the upload's success: waited for, not read at once.
    await waitFor(() => expect((screen.getByLabelText('Folder', { selector: 'input' }) as HTMLInputElement).value).toBe('Brochures'));
    expect((screen.getByRole('textbox', { name: 'New folder' }) as HTMLInputElement).value).toBe('');

    // A refusal: the server's message, which names the file.
    fireEvent.change(input, { target: { files: [new File(['x'], 'huge.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.last!.url).toBe('/api/files/docs/Brochures');
    act(() => FakeXhr.last!.respond(413, { code: 'PAYLOAD_TOO_LARGE', message: 'huge.pdf: Maximum file size is 10MB' }));
    expect((await screen.findByRole('alert')).textContent).toContain('huge.pdf: Maximum file size is 10MB');
    expect(listed).toBe(2);
  });

  it('refuses a folder deeper than the server takes', async () => {
    renderPage(admin);
    await screen.findByRole('list', { name: 'Documents' });
    fireEvent.change(screen.getByRole('textbox', { name: 'New folder' }), { target: { value: 'a/b' } });
    expect(screen.getByText("A folder name cannot hold '/', '\\' or '..'").isConnected).toBe(true);
  });

  it('deletes after a confirmation and reads the list again', async () => {
    let listed = 0;
    const requests = renderPage(admin, '', { docs: () => ((listed += 1), { items: docs }) }, { 'files.remove': () => ({ message: 'Terms.pdf deleted' }) });
    await screen.findByRole('list', { name: 'Documents' });
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Terms.pdf' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('Terms.pdf deleted')).isConnected).toBe(true);
    await waitFor(() => expect(listed).toBe(2));
    expect(requests.filter((r) => r.path === 'files.remove').map((r) => r.input)).toEqual([
      { bucket: 'docs', path: ['Warranty', '33333333-3333-4333-8333-333333333333-Terms.pdf'] },
    ]);
  });
});

describe('LibraryPage: administrator renames', () => {
  it('renames a folder in a dialog, shows a refusal there, and lists the new name', async () => {
    let renamed = false;
    let conflict = true;
    const renamedDocs = [docs[0]!, docs[1]!, makeFileItem('Guarantees/33333333-3333-4333-8333-333333333333-Terms.pdf')];
    const requests = renderPage(
      admin,
      '',
      { docs: () => ({ items: renamed ? renamedDocs : docs }) },
      {
        'files.rename': () => {
          if (conflict) throw { code: 'CONFLICT', message: 'A folder named Installation already exists' };
          renamed = true;
          return { message: 'Folder Warranty renamed to Guarantees', key: 'Guarantees' };
        },
      },
    );
    await screen.findByRole('list', { name: 'Documents' });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Warranty' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename folder' });
    const input = within(dialog).getByRole('textbox', { name: 'Folder name' }) as HTMLInputElement;
    expect(input.value).toBe('Warranty');

    fireEvent.change(input, { target: { value: 'Installation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A folder named Installation already exists');

    conflict = false;
    fireEvent.change(input, { target: { value: 'Guarantees' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect((await screen.findByRole('button', { name: 'Expand Guarantees' })).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Expand Warranty' })).toBeNull();
    expect(screen.getByText('Folder Warranty renamed to Guarantees').isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename folder' })).toBeNull());
    expect(requests.filter((r) => r.path === 'files.rename').map((r) => r.input)).toEqual([
      { bucket: 'docs', path: ['Warranty'], name: 'Installation' },
      { bucket: 'docs', path: ['Warranty'], name: 'Guarantees' },
    ]);
  });

  it('offers Rename on each file to administrators, never to dealers', async () => {
    renderPage(admin);
    await screen.findByRole('list', { name: 'Documents' });
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Rename Terms.pdf' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Rename Screens' }).isConnected).toBe(true);
  });
});

describe('LibraryPage: Photos', () => {
  it('groups by category, searches, and shows 300/600/900 px versions with a download', async () => {
    renderPage(dealer, 'photos');
    const patios = await screen.findByRole('region', { name: 'Patios' });
    expect(
      within(patios)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['deck.jpg', 'porch.jpg']);
    expect(
      within(screen.getByRole('region', { name: 'Pergolas' }))
        .getByRole('img')
        .getAttribute('src'),
    ).toBe(photos[2]!.url.small);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search photos' }), { target: { value: 'porch' } });
    expect(screen.queryByRole('region', { name: 'Pergolas' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open porch.jpg' }));

    const lightbox = screen.getByRole('dialog');
    expect(within(lightbox).getByRole('img', { name: 'porch.jpg (600px)' }).getAttribute('src')).toBe(photos[1]!.url.medium);
    fireEvent.click(within(lightbox).getByText('Small (300px)'));
    expect(within(lightbox).getByRole('img', { name: 'porch.jpg (300px)' }).getAttribute('src')).toBe(photos[1]!.url.small);
    fireEvent.click(within(lightbox).getByText('Large (900px)'));
    expect(within(lightbox).getByRole('img', { name: 'porch.jpg (900px)' }).getAttribute('src')).toBe(photos[1]!.url.large);
    expect(within(lightbox).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(photos[1]!.url.download);
  });

  it('says so when there are no photos', async () => {
    renderPage(dealer, 'photos', {}, { 'files.photos': () => ({ items: [] }) });
    expect((await screen.findByText('There are no photos yet.')).isConnected).toBe(true);
  });
});

describe('LibraryPage: Videos', () => {
  it('groups a dealer’s videos (Sales folders left out by the server) by sub-folder under Training and plays one', async () => {
    renderPage(dealer, 'videos');
    const install = await screen.findByRole('region', { name: 'Install' });
    expect(within(install).getByText('Mounting.mp4').isConnected).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Training' })).getByText('Sales pitch.mp4').isConnected).toBe(true);
    expect(screen.queryByRole('region', { name: /^Sales/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play Mounting.mp4' }));
    const player = within(screen.getByRole('dialog')).getByLabelText('Mounting.mp4') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe(dealerVideos[0]!.signedUrl);
    // The portal's own controls, which the dialog's focus trap and Escape reach (issue 29).
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Play' }).isConnected).toBe(true);
    expect(dialog.getByRole('slider', { name: 'Position' }).isConnected).toBe(true);
    expect(dialog.getByRole('button', { name: 'Mute' }).isConnected).toBe(true);
  });

  it('shows an administrator the Sales folder the server lists for them, and the upload', async () => {
    renderPage(admin, 'videos', { videos: () => ({ items: [...dealerVideos, makeFileItem('Sales Training/Pitch deck.mp4')] }) });
    expect((await screen.findByRole('region', { name: 'Sales Training (staff only)' })).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload' }).isConnected).toBe(true);
  });

  it('says so when there are no videos', async () => {
    renderPage(dealer, 'videos', { videos: () => ({ items: [] }) });
    expect((await screen.findByText('There are no training videos yet.')).isConnected).toBe(true);
  });
});
