import type { EventType } from '@/lib/events/types';

/**
 * The demo projects' earlier history (R1.15): questions and write-ups from the last three months,
 * with their answers a few hours later, and past meetups, so each project's community tab has a
 * living summary and graph. Authors only write after they joined (server/demo/members.ts).
 */

interface HistoryAnswer {
  by: string;
  /** Hours after the question. */
  after: number;
  content: string;
  accepted?: boolean;
}

export interface HistoryThread {
  project: string;
  daysAgo: number;
  by: string;
  postType: 'faq' | 'blog';
  title: string;
  content: string;
  tags: string[];
  answers: HistoryAnswer[];
}

export interface HistoryEvent {
  project: string;
  host: string;
  daysAgo: number;
  title: string;
  type: EventType;
  duration: number;
  timezone: string;
  summary: string;
  tags: string[];
  registrants: string[];
  /** One of the audio files shipped in public/audio. */
  recording: string;
}

export const HISTORY_THREADS: HistoryThread[] = [
  // Plotline
  {
    project: 'plotline', daysAgo: 86, by: 'jonas', postType: 'faq', tags: ['svg', 'performance'],
    title: 'Line chart with 50,000 points stutters when panning',
    content: 'Panning a line chart with about 50,000 points drops to a few frames per second with the SVG renderer. Is there a recommended limit, or should I switch renderers?',
    answers: [
      { by: 'carlos', after: 3, accepted: true, content: 'Past about 5,000 points use the canvas renderer (`renderer: "canvas"`) and turn on `decimate: "lttb"`; the accessible table still lists every point.' },
      { by: 'alex', after: 9, content: 'Decimation alone got me from 8 to 55 fps on a laptop, for what it is worth.' },
    ],
  },
  {
    project: 'plotline', daysAgo: 71, by: 'priya', postType: 'blog', tags: ['accessibility', 'charts'],
    title: 'How we test chart descriptions with screen readers',
    content: 'Every chart in our docs now has a generated description ("Downloads rose from 1,200 to 4,800 over six months"). This post walks through how we check them with NVDA and VoiceOver before each release.',
    answers: [{ by: 'mei', after: 20, content: 'The checklist at the end is going straight into our docs review template. Thank you!' }],
  },
  {
    project: 'plotline', daysAgo: 48, by: 'carlos', postType: 'faq', tags: ['dates', 'axes'],
    title: 'Time axis shows UTC instead of the viewer’s time zone',
    content: 'Our dashboard plots timestamps from PostgreSQL and the x axis labels come out in UTC. How do I make the axis use the browser’s time zone?',
    answers: [
      { by: 'jonas', after: 5, accepted: true, content: 'Set `timeZone: "local"` on the time scale. The default is UTC so server-rendered charts match the hydrated ones.' },
    ],
  },
  {
    project: 'plotline', daysAgo: 13, by: 'noah', postType: 'faq', tags: ['good-first-issue', 'typescript'],
    title: 'Where do the legend’s keyboard handlers live?',
    content: 'I picked the issue about Home/End keys in the legend. Which file handles the legend’s keyboard events, and is there a test I can copy?',
    answers: [
      { by: 'sofia', after: 2, accepted: true, content: '`src/legend/keyboard.ts`, and `legend.keyboard.test.ts` next to it has arrow-key cases you can extend. Welcome aboard!' },
      { by: 'priya', after: 6, content: 'Please also check that focus stays visible in high-contrast mode; there is a story for it in Storybook.' },
    ],
  },
  // Harbor CLI
  {
    project: 'harbor-cli', daysAgo: 83, by: 'carlos', postType: 'faq', tags: ['registry', 'auth'],
    title: 'harbor push fails with 401 on a self-hosted registry',
    content: '`harbor push` answers 401 Unauthorized against our registry behind nginx, while `docker push` works. Credentials come from `harbor login`.',
    answers: [
      { by: 'alex', after: 4, accepted: true, content: 'nginx drops the `WWW-Authenticate` header on the 401. Add `proxy_pass_header WWW-Authenticate;` so Harbor can start the token flow.' },
    ],
  },
  {
    project: 'harbor-cli', daysAgo: 64, by: 'mei', postType: 'blog', tags: ['docs', 'i18n'],
    title: 'Harbor CLI now speaks Japanese and Portuguese',
    content: 'Release 2.4 ships message catalogues for Japanese and Portuguese. Here is how the translation workflow works and how to add your language.',
    answers: [{ by: 'carlos', after: 12, content: 'Revi a tradução portuguesa, ficou ótima. A few plural forms still need love; I opened an issue.' }],
  },
  {
    project: 'harbor-cli', daysAgo: 39, by: 'jonas', postType: 'faq', tags: ['containers', 'prune'],
    title: 'Can prune keep the last N tags per repository?',
    content: 'We want to prune old images but always keep the five newest tags of every repository. Is that possible without a script?',
    answers: [
      { by: 'liam', after: 1.5, accepted: true, content: '`harbor prune --keep-last 5 --older-than 30d` does exactly that; add `--dry-run` first to see the list.' },
      { by: 'mei', after: 7, content: 'The docs page for prune now has this example too.' },
    ],
  },
  {
    project: 'harbor-cli', daysAgo: 6, by: 'diego', postType: 'faq', tags: ['signing', 'security'],
    title: 'Signing images in CI without storing a private key',
    content: 'Is keyless signing supported? Our CI runs on GitHub Actions and we would rather not keep a key in secrets.',
    answers: [{ by: 'liam', after: 8, content: 'Yes: `harbor sign --keyless` uses the workflow’s OIDC token. Give the job `id-token: write` permission.' }],
  },
  // Quillpress
  {
    project: 'quillpress', daysAgo: 88, by: 'alex', postType: 'blog', tags: ['release', 'static-sites'],
    title: 'Quillpress 3 beta: incremental builds for everyone',
    content: 'The beta of Quillpress 3 is out. Rebuilds now touch only the pages whose content or templates changed; our own docs rebuild in 300 ms instead of 9 s.',
    answers: [{ by: 'jonas', after: 6, content: 'Tried it on a 2,000-page site: 14 s down to under a second. Impressive.' }],
  },
  {
    project: 'quillpress', daysAgo: 74, by: 'mei', postType: 'faq', tags: ['markdown', 'plugins'],
    title: 'How do I add a custom admonition block?',
    content: 'We want `:::warning` blocks in Markdown rendered as our own component. Is there a plugin hook for that?',
    answers: [
      { by: 'alex', after: 10, accepted: true, content: 'Register a container plugin in `quillpress.config.js` (`markdown.containers: ["warning"]`) and map it to a layout partial.' },
    ],
  },
  {
    project: 'quillpress', daysAgo: 35, by: 'liam', postType: 'faq', tags: ['deploy', 'security'],
    title: 'Content-Security-Policy breaks the search box',
    content: 'After adding a strict CSP the built-in search stops working: the console complains about an inline script.',
    answers: [
      { by: 'alex', after: 3, accepted: true, content: 'Build with `search.inline: false`; the index loader then ships as a file you can allow by its hash.' },
      { by: 'priya', after: 26, content: 'We documented this under "Deploying behind a CSP" now.' },
    ],
  },
  {
    project: 'quillpress', daysAgo: 17, by: 'fatima', postType: 'faq', tags: ['data', 'templates'],
    title: 'Rendering a table from a CSV file at build time',
    content: 'Can a page read a CSV from the repository and render it as a table during the build?',
    answers: [{ by: 'mei', after: 30, content: 'Put it in `data/` and use `{{ table data.prices }}`; CSV, JSON and YAML are read automatically.' }],
  },
  // Steadytest
  {
    project: 'steadytest', daysAgo: 80, by: 'amara', postType: 'faq', tags: ['jest', 'flaky-tests'],
    title: 'Quarantining a flaky test without hiding it',
    content: 'We want flaky tests to keep running and reporting, but not to fail the build while someone investigates. What is the Steadytest way?',
    answers: [
      { by: 'carlos', after: 5, accepted: true, content: 'Mark it with `steady.quarantine("reason", test)`: it runs, its result is recorded, and the summary lists it, but it cannot fail the build.' },
    ],
  },
  {
    project: 'steadytest', daysAgo: 57, by: 'liam', postType: 'blog', tags: ['testing', 'ci'],
    title: 'Three kinds of flaky tests we see most',
    content: 'From six months of reports: shared temporary directories, timers that assume a fast machine, and tests that depend on the order they run in. Each comes with the fix we recommend.',
    answers: [{ by: 'amara', after: 14, content: 'The timer one bit us twice last month. Sharing this with the team.' }],
  },
  {
    project: 'steadytest', daysAgo: 29, by: 'ethan', postType: 'faq', tags: ['pytest', 'ci'],
    title: 'Reruns double our CI time on pytest',
    content: 'Since enabling Steadytest on our pytest suite, CI takes twice as long. Is it rerunning everything?',
    answers: [
      { by: 'liam', after: 2, accepted: true, content: 'Only failures should rerun: set `rerun: failed` (the 0.x default was `all`). With `isolate: true` they run one by one.' },
    ],
  },
  {
    project: 'steadytest', daysAgo: 5, by: 'hana', postType: 'faq', tags: ['i18n', 'reports'],
    title: 'Can the HTML report be translated?',
    content: 'Our team reads Czech and German. Are the report’s texts in a message file we could translate?',
    answers: [{ by: 'olga', after: 11, content: 'Not yet, but they are all in `report/messages.ts`; a pull request making it a catalogue would be very welcome.' }],
  },
  // Glyphkit
  {
    project: 'glyphkit', daysAgo: 78, by: 'priya', postType: 'faq', tags: ['accessibility', 'icons'],
    title: 'Should decorative icons have a title?',
    content: 'Our buttons have text next to the icon. Do the Glyphkit React components add a title or aria-label by default?',
    answers: [
      { by: 'amara', after: 4, accepted: true, content: 'No: without a `title` prop the SVG gets `aria-hidden="true"`, which is what you want next to text. Pass `title` only for icon-only buttons.' },
    ],
  },
  {
    project: 'glyphkit', daysAgo: 52, by: 'sofia', postType: 'blog', tags: ['design', 'icons'],
    title: 'Drawing 1,800 icons on one grid',
    content: 'Why every Glyphkit icon sits on a 24 px grid with a 2 px stroke, and how the grid keeps icons crisp at 16 px.',
    answers: [{ by: 'amara', after: 18, content: 'Love the before/after at 16 px. The rounded caps make such a difference.' }],
  },
  {
    project: 'glyphkit', daysAgo: 21, by: 'jonas', postType: 'faq', tags: ['fonts', 'build'],
    title: 'Subsetting the icon font for a Svelte app',
    content: 'The subsetter keeps every icon when I run it on our Svelte build. Does it understand `.svelte` files?',
    answers: [
      { by: 'amara', after: 6, accepted: true, content: 'Pass `--content "src/**/*.svelte"`; by default it only scans `.js`, `.jsx` and `.tsx`.' },
    ],
  },
  // Pipewright
  {
    project: 'pipewright', daysAgo: 85, by: 'carlos', postType: 'faq', tags: ['postgresql', 'etl'],
    title: 'Upserting into PostgreSQL from a pipeline',
    content: 'The PostgreSQL sink inserts rows; we need upserts on a natural key. Is there a mode for that?',
    answers: [
      { by: 'alex', after: 7, accepted: true, content: 'Use `mode: upsert` with `key: [country, day]`; it becomes `INSERT … ON CONFLICT … DO UPDATE` in batches of 1,000.' },
      { by: 'jonas', after: 20, content: 'Make sure the key has a unique index, otherwise PostgreSQL refuses the ON CONFLICT clause.' },
    ],
  },
  {
    project: 'pipewright', daysAgo: 67, by: 'liam', postType: 'faq', tags: ['security', 'data'],
    title: 'Keeping connector credentials out of pipeline files',
    content: 'How are people handling secrets for Pipewright connectors? Environment variables, a vault, something else?',
    answers: [
      { by: 'carlos', after: 3, content: 'Environment variables referenced as `${env:PG_PASSWORD}`, injected by the scheduler. Nothing in the repository.' },
      { by: 'jonas', after: 30, content: 'We use the Vault provider; rotation just works.' },
    ],
  },
  {
    project: 'pipewright', daysAgo: 42, by: 'fatima', postType: 'faq', tags: ['kafka', 'pipelines'],
    title: 'Replaying a run from a Kafka offset',
    content: 'A bad deploy wrote wrong rows for two hours. Can I replay the run from a given Kafka offset instead of from the start?',
    answers: [
      { by: 'carlos', after: 2.5, accepted: true, content: '`pipewright replay <run-id> --from-offset 18423` — replays write to the same sinks, so use upsert mode or clean up first.' },
    ],
  },
  {
    project: 'pipewright', daysAgo: 15, by: 'diego', postType: 'faq', tags: ['open-data', 'scheduling'],
    title: 'Running a pipeline every weekday at 06:00 local time',
    content: 'The schedule field takes cron, but our server runs in UTC. How do I say 06:00 Buenos Aires time?',
    answers: [{ by: 'fatima', after: 4, accepted: true, content: 'Add `timezone: America/Argentina/Buenos_Aires` next to `schedule: "0 6 * * 1-5"`.' }],
  },
  {
    project: 'pipewright', daysAgo: 1, by: 'hana', postType: 'faq', tags: ['i18n', 'csv'],
    title: 'CSV source mangles Czech characters',
    content: 'Names like "Šťastný" come out broken when reading a CSV from an open data portal. What encoding does the CSV source assume?',
    answers: [{ by: 'fatima', after: 3, content: 'UTF-8 unless you say otherwise; many portals still publish Windows-1250, so set `encoding: windows-1250`.' }],
  },
];

export const HISTORY_EVENTS: HistoryEvent[] = [
  {
    project: 'quillpress', host: 'mei', daysAgo: 76, title: 'Docs sprint: Quillpress 3 migration guide', type: 'tutorial', duration: 120, timezone: 'Asia/Tokyo',
    summary: 'Two hours of writing the migration guide together, one section each.', tags: ['documentation', 'sprint'],
    registrants: ['alex', 'jonas', 'priya', 'carlos'],
    recording: '/audio/maintainers-corner-02.mp3',
  },
  {
    project: 'pipewright', host: 'carlos', daysAgo: 62, title: 'Office hours: PostgreSQL sinks and upserts', type: 'webinar', duration: 60, timezone: 'Europe/Lisbon',
    summary: 'Bring your slow loads and your ON CONFLICT questions.', tags: ['postgresql', 'office-hours'],
    registrants: ['alex', 'jonas', 'liam', 'mei', 'amara'],
    recording: '/audio/release-notes-01.mp3',
  },
  {
    project: 'plotline', host: 'sofia', daysAgo: 40, title: 'Live coding: an accessible legend for Plotline', type: 'live_coding', duration: 90, timezone: 'Europe/Rome',
    summary: 'Keyboard support and screen reader labels for the chart legend, from the issue to the pull request.', tags: ['accessibility', 'live-coding'],
    registrants: ['priya', 'noah', 'jonas', 'fatima', 'mei'],
    recording: '/audio/maintainers-corner-01.mp3',
  },
  {
    project: 'steadytest', host: 'olga', daysAgo: 19, title: 'Flaky test clinic', type: 'tutorial', duration: 60, timezone: 'Europe/Tallinn',
    summary: 'Send a flaky test, and we find out together why it fails one run in twenty.', tags: ['testing', 'flaky-tests'],
    registrants: ['ethan', 'liam', 'noah', 'carlos'],
    recording: '/audio/first-contributions-01.mp3',
  },
];
