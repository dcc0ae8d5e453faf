import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const mb = 1024 * 1024;
const videoBytes = 200 * mb;
const chunk = 1 * mb;

/** The API process's resident memory now (Linux), in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** Samples the process's memory every 10 ms while `work` runs; answers the peak. */
async function peakWhile(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

/** A 200 MB "MP4" made on the fly: an ftyp box (what the content check reads), then filler, never whole in memory. */
async function* videoBody(boundary: string): AsyncGenerator<Buffer> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="Bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  yield ftyp;
  const filler = Buffer.alloc(chunk, 0x2a);
  for (let left = videoBytes - ftyp.length; left > 0; left -= chunk) yield left >= chunk ? filler : filler.subarray(0, left);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/**
 * The API's memory (a separate process, sampled from /proc every 10 ms) while a 200 MB training
 * video uploads as one streamed multipart request, and while it streams back whole and in 8 MB
 * range requests (how a <video> element seeks). Target: flat, within 50 MB of idle.
 */
export async function benchFiles() {
  console.log('files (embedded PGlite and local disk, the API in its own process)');
  const server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./files-server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = server.pid;
  if (!pid) throw new Error('the API did not start');
  const first = await new Promise<string>((resolve) => createInterface({ input: server.stdout }).once('line', resolve));
  const { port } = JSON.parse(first) as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    // Warm the listing path, then collect: idle is the API at rest, without its start-up garbage.
    await fetch(`${base}/api/files/videos/Training`, { headers: auth });
    const settle = async () => {
      server.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 1000));
      return rssMb(pid);
    };
    const idle = await settle();

    const boundary = '----portal-bench';
    let uploaded = 0;
    const started = Date.now();
    const uploadPeak = await peakWhile(pid, async () => {
      const res = await fetch(`${base}/api/files/videos/Training`, {
        method: 'POST',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Readable.toWeb(Readable.from(videoBody(boundary))) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      uploaded = ((await res.json()) as { uploadedFiles: { size: number }[] }).uploadedFiles[0]?.size ?? 0;
    });
    const uploadSeconds = (Date.now() - started) / 1000;

    await settle();
    const list = (await (await fetch(`${base}/api/files/videos/Training`, { headers: auth })).json()) as { items: { signedUrl: string }[] };
    const url = new URL(list.items[0]!.signedUrl, base).toString();
    let read = 0;
    const wholePeak = await peakWhile(pid, async () => {
      const res = await fetch(url);
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) read += part.length;
    });
    await settle();
    let ranged = 0;
    const rangePeak = await peakWhile(pid, async () => {
      for (let from = 0; from < uploaded; from += 8 * mb) {
        const res = await fetch(url, { headers: { range: `bytes=${from}-${Math.min(from + 8 * mb, uploaded) - 1}` } });
        if (res.status !== 206) throw new Error(`range answered ${res.status}`);
        ranged += (await res.arrayBuffer()).byteLength;
      }
    });
    const row = (label: string, peak: number) => console.log(`  ${label.padEnd(58)} peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB over idle)`);
    console.log(`  API idle                                                   ${idle.toFixed(0)} MB`);
    row(`upload of a ${(uploaded / mb).toFixed(0)} MB video (${uploadSeconds.toFixed(1)} s)`, uploadPeak);
    row(`download of it whole (${(read / mb).toFixed(0)} MB)`, wholePeak);
    row(`download in 8 MB range requests (${(ranged / mb).toFixed(0)} MB)`, rangePeak);
  } finally {
    server.kill('SIGTERM');
  }
}
