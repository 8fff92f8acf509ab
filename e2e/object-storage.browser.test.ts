import fs from 'node:fs';
import path from 'node:path';
import { startTestS3, type TestS3 } from '../__tests__/support/s3Server';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Issue 39, uploads on object storage, in the built app and Chromium: the app started with S3_*
 * settings pointing at an S3-protocol server (s3rver, __tests__/support/s3Server.ts). A host
 * uploads an event's recording from the host form; the file lands in the bucket (not in the app's
 * data folder), the player plays it from the store through the app, with byte ranges, and seeks.
 */

const RECORDING = path.join(process.cwd(), 'public/audio/first-contributions-01.mp3');
let s3: TestS3;
const env = setUpBrowserApp(async () => {
  s3 = await startTestS3();
  return { demoSeed: true, env: s3.env };
});
afterAll(async () => {
  await s3?.stop();
});

function inTwoDays(): string {
  const when = new Date(Date.now() + 2 * 86_400_000);
  return `${when.toISOString().slice(0, 10)}T16:00`;
}

describe('issue 39 uploads on an S3-compatible store', () => {
  it('issue 39 a recording uploaded in the browser is stored in the bucket and plays and seeks from it', async () => {
    const health = await (await fetch(`${env.app().baseUrl}/api/health`)).json();
    expect(health.storage).toEqual({ mode: 's3' });

    const page = await env.pages.newPage();
    await signInAs(page, 'amara');
    await open(page, '/events/host');
    await page.getByLabel('Title').fill('Recorded office hours');
    await page.getByLabel('Time zone of the event').selectOption('UTC');
    await page.getByLabel('Starts').fill(inTwoDays());
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/events\/\d+\//);
    const id = Number(/\/events\/(\d+)\//.exec(page.url())![1]);

    await open(page, `/events/host?id=${id}`);
    await page.getByLabel(/^Upload a recording/).setInputFiles(RECORDING);
    await page.getByText('Uploaded “first-contributions-01.mp3”. Save the event to publish the recording.').waitFor();
    const recordingUrl = await page.getByLabel(/^Recording address/).inputValue();
    const key = recordingUrl.replace('/uploads/', '');
    // In the bucket, not in the app's data folder.
    expect(await s3.keys()).toContain(key);
    expect(fs.existsSync(path.join(env.app().dataDir, 'uploads'))).toBe(false);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/events\/\d+\//);

    // Chromium asks for the audio by byte ranges; the app answers each from the store.
    const answers: { range: string | undefined; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === recordingUrl) answers.push({ range: response.request().headers().range, status: response.status() });
    });
    await page.getByRole('region', { name: 'Recording' }).getByRole('button', { name: /^Play / }).click();
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return Boolean(audio && audio.currentTime > 0.2 && audio.duration > 3);
    });
    expect(answers.some((a) => a.range?.startsWith('bytes=') && a.status === 206)).toBe(true);
    // Seeking: to a second before the end, where it goes on playing.
    const target = await page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')!;
      audio.currentTime = Math.max(1, audio.duration - 1);
      return audio.currentTime;
    });
    await page.waitForFunction((at) => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
      return Boolean(audio && !audio.error && audio.currentTime > at);
    }, target);

    // A range asked for directly is the file's own bytes.
    const part = await page.request.get(recordingUrl, { headers: { Range: 'bytes=50000-50999' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 50000-50999/${fs.statSync(RECORDING).size}`);
    expect((await part.body()).equals(fs.readFileSync(RECORDING).subarray(50000, 51000))).toBe(true);
  });
});
