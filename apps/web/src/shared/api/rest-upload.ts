import { clearSession, readSession } from '../session/session-store';
import { authorization, refusalOf } from './rest-auth';
import { requestTimeoutMs } from './trpc';

/**
 * POSTs `files` as multipart/form-data (field `files`) to a REST path, reporting progress from 0
 * to 100. XMLHttpRequest, not fetch: only it reports upload progress. A 401 signs out, as
 * restJson does; any other refusal rejects with the server's message (it names the file).
 */
export function uploadMultipart<T>(path: string, files: readonly File[], onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.timeout = requestTimeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401 && readSession()) clearSession();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as T);
      } else reject(refusalOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached. Please try again.'));
    xhr.ontimeout = () => reject(new Error('The upload took too long and was stopped. Please try again.'));
    xhr.send(body);
  });
}
