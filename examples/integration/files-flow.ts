// Files: the dealer uploads a photo to the order's files (a File, as the generated types take it),
// lists it with its signed links, opens one and deletes the file; an administrator uploads a
// document to the library, renames it and deletes it. A file of the wrong kind is refused by
// its content, naming the file.
import { expect, examplePdf, examplePng, fail, filesForm, type Portal } from './portal-client.js';
import type { ApprovedOrder } from './order-flow.js';

export async function filesFlow(dealer: Portal, admin: Portal, order: ApprovedOrder): Promise<void> {
  const folder: { bucket: 'orders'; a: string } = { bucket: 'orders', a: order._id };
  const uploaded = await dealer.POST('/api/files/{bucket}/{a}', {
    params: { path: folder },
    body: { files: [examplePng('site.png')] },
    bodySerializer: filesForm,
  });
  if (uploaded.error) fail('upload an order file', uploaded.error, uploaded.response);
  const [stored] = uploaded.data.uploadedFiles;
  if (!stored) throw new Error('the upload stored no file');
  console.log(`uploaded ${stored.name} (${stored.contentType}, ${stored.size} bytes) as ${stored.key}`);

  const listed = await dealer.GET('/api/files/{bucket}/{a}', { params: { path: folder } });
  if (listed.error) fail("list the order's files", listed.error, listed.response);
  const file = listed.data.items.find((f) => f.key === stored.key);
  if (!file) throw new Error('the uploaded file is not listed');
  const opened = await fetch(new URL(file.signedUrl, listed.response.url));
  expect(opened.ok, 'the signed link opens the file');

  // A text file sent as a photo: refused by its content, nothing stored.
  const wrongKind = await dealer.POST('/api/files/{bucket}/{a}', {
    params: { path: folder },
    body: { files: [new File(['not an image'], 'notes.png', { type: 'image/png' })] },
    bodySerializer: filesForm,
  });
  expect(wrongKind.error?.code === 'INVALID_INPUT', 'a file whose content is not of the kind is refused');

  const [, name] = stored.key.split('/');
  if (!name) throw new Error(`unexpected key ${stored.key}`);
  const deleted = await dealer.DELETE('/api/files/{bucket}/{a}/{b}', { params: { path: { ...folder, b: name } } });
  if (deleted.error) fail('delete the order file', deleted.error, deleted.response);

  // The library: administrators write it, every approved account reads it.
  const document = await admin.POST('/api/docs', { body: { files: [examplePdf('price-list.pdf')] }, bodySerializer: filesForm });
  if (document.error) fail('upload a document', document.error, document.response);
  const [doc] = document.data.uploadedFiles;
  if (!doc) throw new Error('the document upload stored no file');
  const library = await dealer.GET('/api/files/{bucket}', { params: { path: { bucket: 'docs' } } });
  if (library.error) fail('list the library', library.error, library.response);
  expect(
    library.data.items.some((f) => f.key === doc.key),
    'the dealer sees the new document',
  );
  const renamed = await admin.PATCH('/api/files/{bucket}/{a}', { params: { path: { bucket: 'docs', a: doc.key } }, body: { name: 'Price list.pdf' } });
  if (renamed.error) fail('rename the document', renamed.error, renamed.response);
  const removed = await admin.DELETE('/api/files/{bucket}/{a}', { params: { path: { bucket: 'docs', a: renamed.data.key } } });
  if (removed.error) fail('delete the document', removed.error, removed.response);
  const photos = await dealer.GET('/api/files/photos');
  if (photos.error) fail('list the photos', photos.error, photos.response);
  console.log(`files: order file uploaded, opened and deleted; document renamed to ${renamed.data.key} and deleted; ${photos.data.items.length} photos`);
}
