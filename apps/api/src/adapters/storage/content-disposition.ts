/**
 * Content-Disposition with the file's name (RFC 6266): an ASCII `filename` for old clients and
 * `filename*` (RFC 8187, UTF-8, percent-encoded) with the real name. Quotes, backslashes and
 * control characters never reach the header.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const cleaned = fileName.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/[/\\]/g, '_') || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/["%]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
