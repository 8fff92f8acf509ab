import type { PostMetaData, PostType } from '@/lib/discussions/types';

/**
 * What the demo community talks about: its projects and about forty topics of every post type,
 * with questions, nested answers, accepted answers, upvotes, bookmarks, follows and pins. The
 * step in discussions.ts turns this into rows through the discussions service. Members are named
 * by username (server/demo/members.ts); times are days before the demo is loaded.
 */

interface DemoProject {
  slug: string;
  name: string;
  /** Usernames of the maintainers (they may pin the project's topics). */
  maintainers: string[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  { slug: 'plotline', name: 'Plotline', maintainers: ['sofia', 'jonas'] },
  { slug: 'harbor-cli', name: 'Harbor CLI', maintainers: ['mei', 'ethan'] },
  { slug: 'quillpress', name: 'Quillpress', maintainers: ['alex', 'hana'] },
  { slug: 'steadytest', name: 'Steadytest', maintainers: ['olga'] },
  { slug: 'glyphkit', name: 'Glyphkit', maintainers: ['sofia'] },
  { slug: 'pipewright', name: 'Pipewright', maintainers: ['fatima', 'carlos'] },
];

/** A reply inside a question's thread; `replies` are answers to this answer (quoted parent). */
export interface DemoAnswer {
  by: string;
  content: string;
  upvotes?: string[];
  /** The topic's main poster accepts this answer for its question. */
  accepted?: boolean;
  replies?: DemoAnswer[];
}

/** A reply to the main post (a "question"; on a faq topic, an answer to the topic's question). */
export interface DemoQuestion {
  by: string;
  content: string;
  upvotes?: string[];
  bookmarks?: string[];
  /** The topic's main poster accepts this reply as the answer to the main post. */
  accepted?: boolean;
  answers?: DemoAnswer[];
}

export interface DemoTopic {
  by: string;
  /** Days before the demo is loaded (fractions allowed). */
  daysAgo: number;
  postType: PostType;
  title: string;
  content: string;
  summary?: string;
  tags: string[];
  /** Project slugs; the first is the topic's main project. */
  projects?: string[];
  metaData?: PostMetaData;
  upvotes?: string[];
  bookmarks?: string[];
  follows?: string[];
  /** Pinned by this member (a moderator, an administrator or a maintainer of the first project). */
  pinnedBy?: string;
  /** Locked by this moderator or administrator, with the reason the author reads in their moderation log (issue 35). */
  lockedBy?: { by: string; reason: string };
  questions?: DemoQuestion[];
}

/** The podcast episodes shipped under public/audio (their scripts are the spoken audio). */
const DEMO_EPISODES = {
  maintainersCorner1: {
    file: 'maintainers-corner-01.mp3',
    duration: 29,
    script:
      "Welcome to Maintainers' Corner, the podcast where we sit down with the people who keep open source running. I'm Diego. Today's guest started a charting library as a weekend project, and five years later it is a dependency of thousands of applications. We talk about saying no to feature requests, writing a roadmap that contributors can actually follow, and how to hand over a release to someone new without losing sleep. Grab a coffee, and let's get into it.",
  },
  firstContributions1: {
    file: 'first-contributions-01.mp3',
    duration: 27,
    script:
      'This is First Contributions, a short show for people opening their very first pull request. In this episode: how to find a good first issue, how to read a contributing guide in five minutes, and what to do when your change sits without a review for a week. Spoiler: a friendly comment is always fine. Our guest is a student who landed a fix in a command line toolkit last month, and a maintainer who reviewed it.',
  },
  releaseNotes1: {
    file: 'release-notes-01.mp3',
    duration: 24,
    script:
      'You are listening to Release Notes, the community round-up of what shipped this week. The static site generator has a new incremental build mode, the testing library finally fixed its flaky timer mocks, and the icon set added sixty new accessible icons. We also cover one security advisory you should read before upgrading. Links to every changelog are in the topic below.',
  },
  maintainersCorner2: {
    file: 'maintainers-corner-02.mp3',
    duration: 24,
    script:
      "Welcome back to Maintainers' Corner. This time we talk about sustainability: sponsorship, burnout, and how a small project can share the load. Our guests run a data pipeline project with three maintainers on three continents. They explain their rotating triage week, why they label every issue within two days, and how writing things down made it easier for new people to help.",
  },
} as const;

const audio = (episode: { file: string; duration: number }): PostMetaData => ({
  audioUrl: `/audio/${episode.file}`,
  duration: episode.duration,
});

export const DEMO_TOPICS: DemoTopic[] = [
  // ------------------------------------------------------------------ community
  {
    by: 'priya',
    daysAgo: 59,
    postType: 'blog',
    title: 'Welcome! How discussions work here (and how to ask a great question)',
    summary: 'A short tour of the discussions: post types, questions and answers, accepted answers, upvotes and saved posts, plus five habits that get your question answered.',
    tags: ['community', 'guidelines', 'getting-started'],
    pinnedBy: 'priya',
    upvotes: ['alex', 'mei', 'noah', 'amara', 'hana', 'olga', 'diego'],
    bookmarks: ['noah', 'hana'],
    follows: ['alex', 'noah'],
    content: `Hello and welcome! This community is a place for people who build, maintain and contribute to open-source software. Here is how the discussions work.

## Post types

- **Question**: you are stuck on something. Replies are answers, and you can mark the one that solved it as **accepted**.
- **Blog**: a longer write-up: a release, a lesson learned, a how-to.
- **Link**: something worth reading elsewhere, with a few words on why.
- **Podcast**: an audio episode you can play right on the page.
- **AMA**: "ask me anything" with a maintainer. Everyone can ask; the host answers in the thread.

## Five habits that get questions answered

1. Say what you tried and what happened, not only what you want.
2. Paste the **exact** error message, in a code block:

~~~text
Error: Cannot find module 'quillpress/plugins'
~~~

3. Name versions: the project, your runtime and your operating system.
4. Add the project and one to three tags, so maintainers find your post.
5. When someone helps, upvote the answer, and accept it if it solved your problem.

## Be kind

We follow the [Contributor Covenant](https://www.contributor-covenant.org/). Disagree with ideas, never with people. If something looks wrong, use **Flag** on the post and a moderator will have a look.

Happy building!`,
    questions: [
      {
        by: 'noah',
        content: 'Is it fine to ask beginner questions here, or should those go somewhere else?',
        upvotes: ['hana', 'amara'],
        answers: [
          {
            by: 'priya',
            content: 'Absolutely fine, and very welcome. Add the `getting-started` tag and maintainers who like helping newcomers will see it.',
            upvotes: ['noah', 'mei', 'alex'],
            accepted: true,
            replies: [
              { by: 'noah', content: 'Thank you! Posting my first one today.' },
            ],
          },
        ],
      },
      {
        by: 'hana',
        content: 'Could we have a tag for translation and i18n questions? They come up across many projects.',
        upvotes: ['sofia'],
        answers: [
          { by: 'priya', content: 'Good idea. Use `i18n`; I will add it to the suggested tags.', upvotes: ['hana'] },
        ],
      },
    ],
  },
  {
    by: 'amara',
    daysAgo: 41,
    postType: 'faq',
    title: 'Good first issues for a meetup hack night: how do you pick them?',
    summary: 'Amara is preparing a contributor hack night and asks maintainers how they choose and prepare issues that newcomers can finish in two hours.',
    tags: ['good-first-issue', 'meetups', 'community'],
    upvotes: ['noah', 'mei', 'alex', 'diego'],
    bookmarks: ['alex', 'diego'],
    follows: ['noah', 'mei'],
    content: `Next month we host a contributor hack night in Lagos: about 25 people, two hours of coding, most of them have never opened a pull request.

I want every table to leave with something merged, or at least reviewed. How do you pick issues for an evening like that? What makes an issue a *good* first issue in your experience?`,
    questions: [
      {
        by: 'mei',
        content: `What works for the Harbor CLI docs:

- The issue names **the file** to change and **what done looks like**.
- No design decision left open. If we still need to decide, it is not a first issue.
- It can be tested locally in under five minutes.
- A maintainer is online that evening to review.

We also prepare a \`CONTRIBUTING.md\` section called "Your first pull request" with the three commands to run the tests.`,
        upvotes: ['amara', 'noah', 'alex', 'sofia', 'olga'],
        bookmarks: ['amara', 'noah'],
        accepted: true,
        answers: [
          {
            by: 'amara',
            content: 'The "no open design decision" rule is exactly what I was missing. Two of my candidates fail it.',
            upvotes: ['mei'],
          },
          {
            by: 'alex',
            content: 'Agree with all of it. I would add: label them a week before, so people can pick one at home and arrive with the project already cloned.',
            upvotes: ['amara', 'mei'],
            replies: [
              { by: 'mei', content: 'Yes, and check the setup instructions on a fresh machine before the night. Ours broke on Node 22 once.' },
            ],
          },
        ],
      },
      {
        by: 'olga',
        content: 'For Steadytest we keep a list of missing test cases for small helpers. Writing a test is a gentle first contribution: you learn the code without changing it.',
        upvotes: ['amara', 'ethan'],
      },
      {
        by: 'noah',
        content: 'As someone who just did their first PR: please make sure the issue says which branch to start from. I lost an hour on that.',
        upvotes: ['amara', 'mei'],
      },
    ],
  },
  {
    by: 'noah',
    daysAgo: 33,
    postType: 'faq',
    title: 'What license should I pick for a small TypeScript library?',
    tags: ['licensing', 'typescript', 'getting-started'],
    lockedBy: { by: 'alex', reason: 'Answered and settled. For a different case, please ask a new question and link this one.' },
    upvotes: ['hana', 'amara'],
    bookmarks: ['sofia'],
    content: `I wrote a small date-formatting helper in TypeScript and want to publish it on npm. I am not sure which license to choose.

I want people to use it freely, including at work, but I would like to be credited. Does it matter much for a library this small?`,
    questions: [
      {
        by: 'liam',
        content: `For a small library that should be easy to adopt, **MIT** or **Apache-2.0** are the usual choices. Both keep your copyright notice in copies, so you are credited.

Apache-2.0 adds an explicit patent grant, which some companies prefer. MIT is shorter. Either way:

1. Put the full text in a \`LICENSE\` file at the root.
2. Set \`"license": "MIT"\` (or \`"Apache-2.0"\`) in \`package.json\`.
3. Do not write your own license.

[choosealicense.com](https://choosealicense.com/) explains the differences well.`,
        upvotes: ['noah', 'alex', 'hana', 'mei'],
        accepted: true,
        answers: [
          { by: 'noah', content: 'Went with MIT. Thanks for the package.json tip, I had left it as ISC from npm init.', upvotes: ['liam'] },
        ],
      },
      {
        by: 'alex',
        content: 'One more reason to pick a common license: tools that scan dependencies recognise it automatically, so nobody at a company has to ask their legal team about your package.',
        upvotes: ['liam', 'noah'],
      },
    ],
  },
  {
    by: 'alex',
    daysAgo: 21,
    postType: 'ama',
    title: 'AMA: running an open-source community platform: moderation, onboarding and tooling',
    summary: 'Alex runs this community and maintains Quillpress. Ask about moderation, onboarding newcomers, and the tools behind the site.',
    tags: ['ama', 'community', 'moderation'],
    projects: ['quillpress'],
    upvotes: ['priya', 'amara', 'diego', 'noah', 'mei'],
    follows: ['priya', 'amara', 'diego'],
    content: `Hi everyone, I'm Alex. I started this community two years ago and I maintain Quillpress, a static site generator.

Ask me anything about:

- moderating a friendly technical community,
- helping newcomers find their first contribution,
- the tools we use to run the site,
- or Quillpress itself.

I'll be answering all week.`,
    questions: [
      {
        by: 'amara',
        content: 'What was the hardest moderation decision you had to make so far?',
        upvotes: ['priya', 'diego', 'noah'],
        answers: [
          {
            by: 'alex',
            content: 'Removing a very helpful long-time member who kept being rude to newcomers. Helpfulness does not buy an exception to the code of conduct. We talked first, twice, and wrote down why.',
            upvotes: ['amara', 'priya', 'liam', 'mei'],
            accepted: true,
            replies: [
              { by: 'priya', content: 'Writing it down mattered a lot. When it came up again later, we could point to the reasoning instead of arguing it from scratch.', upvotes: ['alex', 'amara'] },
            ],
          },
        ],
      },
      {
        by: 'noah',
        content: 'How do you keep newcomers from feeling ignored when their question gets no answer?',
        upvotes: ['hana', 'amara'],
        answers: [
          { by: 'alex', content: 'The moderators look at unanswered questions every Friday and ping a maintainer of the project. An answer after three days beats silence.', upvotes: ['noah'] },
          { by: 'mei', content: 'And maintainers can follow their project tags; new questions then show up for them right away.', upvotes: ['noah', 'alex'] },
        ],
      },
      {
        by: 'diego',
        content: 'Would you ever move the community to a chat platform instead?',
        answers: [
          { by: 'alex', content: 'Chat is great for hanging out, bad for answers people can find a year later. We keep both, and ask people to turn good chat answers into posts here.', upvotes: ['diego', 'priya'] },
        ],
      },
    ],
  },
  {
    by: 'amara',
    daysAgo: 12,
    postType: 'blog',
    title: 'Running a hybrid meetup for contributors: a checklist',
    tags: ['meetups', 'community', 'events'],
    upvotes: ['alex', 'priya', 'diego', 'fatima'],
    bookmarks: ['fatima', 'diego'],
    content: `We have run eight hybrid contributor meetups now: half the people in a room in Lagos, half online. Here is the checklist we use.

## A week before

- [ ] Pick three to five **good first issues** per project and label them.
- [ ] Test the setup instructions on a clean laptop.
- [ ] Send the stream link to online participants, and the address to the others.

## On the day

- One person only watches the chat and repeats online questions out loud.
- A wireless microphone for questions in the room, always.
- Pair every newcomer with someone who has merged a pull request before.

## After

- Post the recording and a list of merged pull requests.
- Thank every contributor by name.

The last point is the one that brings people back.`,
    questions: [
      {
        by: 'fatima',
        content: 'How do you handle time zones for the online half?',
        answers: [
          { by: 'amara', content: 'We pick a slot that works for Europe and Africa and record everything. Asia-Pacific friends watch the recording and join the follow-up thread here.', upvotes: ['fatima'] },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Quillpress
  {
    by: 'alex',
    daysAgo: 8,
    postType: 'blog',
    title: 'Quillpress 3.0 is out: incremental builds, i18n routes and a smaller core',
    summary: 'Quillpress 3.0 rebuilds only the pages that changed, adds per-language routes and sitemaps, and moves rarely used features into plugins.',
    tags: ['release', 'static-sites', 'i18n'],
    projects: ['quillpress'],
    pinnedBy: 'alex',
    upvotes: ['hana', 'jonas', 'mei', 'sofia', 'noah', 'ethan', 'priya', 'amara'],
    bookmarks: ['sofia', 'noah', 'ethan'],
    follows: ['hana', 'jonas', 'sofia'],
    content: `After nine months of work, **Quillpress 3.0** is released. Thank you to the 41 people who contributed to it!

## Incremental builds

Quillpress now keeps a dependency graph of your content. Change one page and only that page and the pages that include it are rebuilt:

~~~bash
npx quillpress build --incremental
# 1,204 pages, 3 rebuilt in 0.4 s
~~~

On our documentation site a full build takes 38 s; an incremental one usually under a second.

## i18n routes

Every language gets its own route prefix and its own sitemap:

~~~js
// quillpress.config.js
export default {
  languages: ['en', 'cs', 'de'],
  defaultLanguage: 'en',
  sitemap: { perLanguage: true },
};
~~~

Hana wrote the Czech plural rules and most of the routing; read her post about it.

## A smaller core

Feeds, search indexes and image resizing are now plugins. The core install is 40 % smaller.

## Upgrading

- Node 20 or newer is required.
- \`plugins\` in the config is now an array of functions instead of names.
- The old \`--watch\` flag is replaced by \`quillpress dev\`.

The full list is in the [changelog](https://keepachangelog.com/en/1.1.0/)-style \`CHANGELOG.md\` in the repository.`,
    questions: [
      {
        by: 'jonas',
        content: 'Does the plugin API change break plugins written for 2.x? We have a small syntax-highlighting plugin.',
        upvotes: ['ethan', 'sofia'],
        answers: [
          {
            by: 'alex',
            content: `Only how they are registered. A 2.x plugin keeps working if you wrap it:

~~~js
import legacy from 'quillpress/legacy';
import highlight from './highlight-plugin.js';

export default { plugins: [legacy(highlight)] };
~~~`,
            upvotes: ['jonas', 'hana', 'ethan'],
            accepted: true,
            replies: [
              { by: 'jonas', content: 'Works, thanks. I will port it properly next week.', upvotes: ['alex'] },
              {
                by: 'hana',
                content: 'Note that \`legacy()\` plugins do not take part in incremental builds: the pages they touch are always rebuilt.',
                upvotes: ['alex', 'jonas'],
              },
            ],
          },
        ],
      },
      {
        by: 'sofia',
        content: 'How does the incremental build know that a page uses a shared partial? Do I need to declare it?',
        upvotes: ['noah'],
        answers: [
          { by: 'alex', content: 'No declaration needed: the template engine records every partial and data file a page reads during the build.', upvotes: ['sofia'] },
        ],
      },
      {
        by: 'ethan',
        content: 'Any numbers for CI, where there is no previous build on disk?',
        answers: [
          { by: 'alex', content: 'Cache the `.quillpress/` folder between runs (it holds the graph) and CI gets the same speed-up.', upvotes: ['ethan'] },
        ],
      },
    ],
  },
  {
    by: 'noah',
    daysAgo: 47,
    postType: 'faq',
    title: 'How do I run Quillpress locally with live reload on Windows?',
    tags: ['quillpress', 'windows', 'getting-started'],
    projects: ['quillpress'],
    upvotes: ['hana'],
    bookmarks: ['hana'],
    content: `I'm on Windows 11 with Node 20. \`quillpress dev\` starts and serves the site, but when I edit a Markdown file nothing reloads. I have to stop and start the server each time.

~~~text
> quillpress dev
Serving on http://localhost:4000
Watching content/ for changes
~~~

Is there a setting I am missing?`,
    questions: [
      {
        by: 'mei',
        content: `Is the project inside WSL but opened from a Windows editor (or the other way round)? File change events do not cross that boundary.

Either keep everything on one side, or turn on polling:

~~~bash
quillpress dev --poll 500
~~~`,
        upvotes: ['noah', 'hana', 'alex'],
        accepted: true,
        answers: [
          { by: 'noah', content: 'That was it, the folder was in WSL and I used the Windows editor. Polling works.', upvotes: ['mei'] },
          {
            by: 'hana',
            content: 'You can also put `dev: { poll: 500 }` in the config so you do not have to remember the flag.',
            upvotes: ['noah', 'mei'],
            replies: [
              { by: 'alex', content: 'We should print a hint when the project sits on a WSL path. I opened an issue for it.', upvotes: ['hana', 'noah'] },
            ],
          },
        ],
      },
    ],
  },
  {
    by: 'sofia',
    daysAgo: 5,
    postType: 'faq',
    title: 'Can Quillpress generate a separate sitemap per language?',
    tags: ['quillpress', 'i18n', 'seo'],
    projects: ['quillpress'],
    upvotes: ['hana'],
    content: 'Our site has English and Italian versions. Search engines index the Italian pages poorly and someone suggested a sitemap per language. Can Quillpress 3 do that, and how do the two link to each other?',
    questions: [
      {
        by: 'hana',
        content: `Yes, since 3.0. Set \`sitemap: { perLanguage: true }\` and you get \`/en/sitemap.xml\`, \`/it/sitemap.xml\` and an index at \`/sitemap.xml\`.

Every page also gets \`hreflang\` links to its translations, so search engines know the pages belong together.`,
        upvotes: ['sofia', 'alex'],
        accepted: true,
      },
    ],
  },
  {
    by: 'hana',
    daysAgo: 6,
    postType: 'blog',
    title: 'Translating Quillpress into Czech: plural rules and other surprises',
    tags: ['i18n', 'translation', 'quillpress'],
    projects: ['quillpress'],
    upvotes: ['alex', 'sofia', 'mei', 'priya'],
    bookmarks: ['mei'],
    content: `English has two plural forms: *1 page*, *2 pages*. Czech has three, and the rules surprised even some Czech contributors:

| count | form |
| --- | --- |
| 1 | stránka |
| 2–4 | stránky |
| 0, 5 and more | stránek |

So a message like \`{count} pages\` cannot be translated with a simple "singular or plural" switch. Quillpress 3 now uses the ICU message format:

~~~text
{count, plural, one {# stránka} few {# stránky} other {# stránek}}
~~~

## Other surprises

- **Dates**: Czech month names change form after a day number ("5. května", not "5. květen").
- **Sorting**: "ch" sorts after "h". Use \`Intl.Collator('cs')\`, never a plain string compare.
- **Length**: German labels are often 30 % longer than English. Buttons need room.

If you maintain a project and want help with translations, tag your post with \`i18n\`. I'm happy to review.`,
  },

  // ------------------------------------------------------------------ Plotline
  {
    by: 'carlos',
    daysAgo: 52,
    postType: 'faq',
    title: 'Plotline renders blurry charts on high-DPI screens: what am I missing?',
    tags: ['plotline', 'canvas', 'rendering'],
    projects: ['plotline'],
    upvotes: ['fatima', 'ethan'],
    bookmarks: ['fatima'],
    content: `On my laptop (a 2x display) every Plotline chart looks blurry: text and lines are soft. On an external 1x monitor they are sharp.

~~~js
const chart = new Plotline.LineChart(canvas, { data, width: 600, height: 300 });
~~~

Version 4.2, Chrome and Firefox both.`,
    questions: [
      {
        by: 'sofia',
        content: `You are creating the chart on a canvas whose backing store is 600×300 while the screen draws it at 1200×600. Let Plotline size the canvas for you:

~~~js
const chart = new Plotline.LineChart(canvas, {
  data,
  width: 600,
  height: 300,
  pixelRatio: window.devicePixelRatio,
});
~~~

Since 4.3, \`pixelRatio: 'auto'\` also follows the window when it moves to another screen.`,
        upvotes: ['carlos', 'fatima', 'jonas', 'ethan'],
        accepted: true,
        answers: [
          { by: 'carlos', content: 'Sharp now. Upgrading to 4.3 for the auto mode.', upvotes: ['sofia'] },
        ],
      },
    ],
  },
  {
    by: 'fatima',
    daysAgo: 27,
    postType: 'faq',
    title: 'How do I stream live data into a Plotline line chart without re-rendering everything?',
    tags: ['plotline', 'performance', 'realtime'],
    projects: ['plotline'],
    upvotes: ['carlos', 'ethan', 'sofia'],
    bookmarks: ['carlos', 'ethan'],
    follows: ['carlos'],
    content: `I push a new sensor reading every 200 ms into a chart that shows the last ten minutes (3,000 points). Calling \`chart.setData(all)\` on each reading makes the page stutter after a few minutes.

Is there an append API?`,
    questions: [
      {
        by: 'jonas',
        content: `Yes: use a windowed series and \`append\`:

~~~js
const series = chart.addSeries({ window: 3000 });
socket.on('reading', (r) => series.append(r.time, r.value));
~~~

\`append\` draws only the new segment and shifts the old pixels; a full redraw happens only when the axis range changes.`,
        upvotes: ['fatima', 'carlos', 'sofia', 'ethan'],
        accepted: true,
        answers: [
          {
            by: 'fatima',
            content: 'Much better. The axis still rescales every second, which triggers full redraws. Can I stop that?',
            replies: [
              {
                by: 'jonas',
                content: 'Fix the y range (`yAxis: { min: 0, max: 100 }`) or set `rescale: "expand-only"` so it only grows.',
                upvotes: ['fatima', 'sofia'],
                replies: [
                  { by: 'fatima', content: '`expand-only` is perfect. Smooth at 60 fps now.', upvotes: ['jonas'] },
                ],
              },
            ],
          },
        ],
      },
      {
        by: 'sofia',
        content: 'Also consider batching: collect readings for 1 s and append them together. Users rarely notice, and it halves the work.',
        upvotes: ['fatima'],
      },
    ],
  },
  {
    by: 'jonas',
    daysAgo: 38,
    postType: 'faq',
    title: 'Is there a way to tree-shake Plotline so I only ship the bar chart?',
    tags: ['plotline', 'bundle-size', 'javascript'],
    projects: ['plotline'],
    upvotes: ['noah'],
    content: `Importing Plotline adds 180 KB to my bundle, but I only use one bar chart. I tried

~~~js
import { BarChart } from 'plotline';
~~~

and the bundle is the same size. Am I doing something wrong?`,
    questions: [
      {
        by: 'sofia',
        content: `The package root re-exports everything with side effects for the registry. Import from the per-chart entry points instead:

~~~js
import { BarChart } from 'plotline/bar';
~~~

That brings you to about 34 KB minified. Version 5 will mark the root \`sideEffects: false\` so your original import works too.`,
        upvotes: ['jonas', 'noah', 'ethan'],
        accepted: true,
      },
      {
        by: 'ethan',
        content: 'If you use a bundler analyser, check that no other dependency imports `plotline` from the root. That pulls the whole thing back in.',
        upvotes: ['jonas'],
      },
    ],
  },
  {
    by: 'mei',
    daysAgo: 16,
    postType: 'faq',
    title: 'How should I write alt text for a chart?',
    tags: ['accessibility', 'plotline', 'documentation'],
    projects: ['plotline'],
    upvotes: ['priya', 'sofia'],
    bookmarks: ['priya'],
    content: 'Our docs have dozens of Plotline charts. "Chart of downloads" as alt text feels useless. What do screen-reader users actually need from a chart?',
    questions: [
      {
        by: 'priya',
        content: `Say what the chart **shows**, not what it **is**: the takeaway first, then the key numbers.

- Bad: "Line chart of downloads."
- Better: "Weekly downloads grew from 2,000 in January to 9,500 in June, with a dip in April."

For detailed charts, add a data table below (Plotline can render one with \`accessibleTable: true\`) and keep the alt text short.`,
        upvotes: ['mei', 'sofia', 'alex', 'hana'],
        accepted: true,
        answers: [
          { by: 'sofia', content: 'We will add this to the Plotline docs. The accessible table is hidden visually but read by screen readers.', upvotes: ['priya', 'mei'] },
        ],
      },
    ],
  },
  {
    by: 'jonas',
    daysAgo: 30,
    postType: 'ama',
    title: "AMA: Rust, WebAssembly and rewriting Plotline's layout engine",
    summary: 'Jonas rewrote the Plotline layout engine in Rust compiled to WebAssembly. Ask about the rewrite, the numbers and what he would do differently.',
    tags: ['ama', 'rust', 'webassembly'],
    projects: ['plotline'],
    upvotes: ['sofia', 'carlos', 'ethan', 'noah'],
    follows: ['sofia', 'noah'],
    content: `Hi! I'm Jonas. Over the last year I rewrote the layout engine of Plotline (axis ticks, label collision, legend placement) in Rust, compiled to WebAssembly. It is 6× faster on large dashboards and shipped in 4.3.

Ask me anything: Rust for JavaScript developers, wasm-bindgen, debugging, binary size, or how to convince co-maintainers that a rewrite is a good idea (it usually is not!).`,
    questions: [
      {
        by: 'noah',
        content: 'I only know TypeScript. Is Rust a reasonable next language, or too hard?',
        upvotes: ['hana'],
        answers: [
          {
            by: 'jonas',
            content: 'Reasonable, if you give it time. The compiler errors are good teachers. Start with a small command-line tool, not WebAssembly.',
            upvotes: ['noah', 'ethan'],
            accepted: true,
          },
        ],
      },
      {
        by: 'carlos',
        content: 'How big is the wasm file, and does it delay the first chart?',
        upvotes: ['ethan'],
        answers: [
          { by: 'jonas', content: '92 KB compressed. We load it in parallel with the data and fall back to the JavaScript layout for the first paint if it is not ready.', upvotes: ['carlos', 'sofia'] },
          {
            by: 'sofia',
            content: 'The fallback was the hardest part: both engines must produce the same layout or the chart jumps.',
            upvotes: ['jonas'],
            replies: [
              { by: 'jonas', content: 'We run both on 500 recorded dashboards in CI and compare the results to the pixel.', upvotes: ['sofia', 'carlos'] },
            ],
          },
        ],
      },
      {
        by: 'ethan',
        content: 'What does the build look like in CI?',
        answers: [
          { by: 'jonas', content: '`cargo build --target wasm32-unknown-unknown`, then `wasm-bindgen` and `wasm-opt -Oz`. Cached, it adds about 40 s.', upvotes: ['ethan'] },
        ],
      },
    ],
  },
  {
    by: 'diego',
    daysAgo: 44,
    postType: 'podcast',
    title: "Maintainers' Corner #1: from weekend project to a dependency of thousands",
    summary: 'How a charting library grew from a weekend project: saying no to features, roadmaps contributors can follow, and handing over releases.',
    tags: ['podcast', 'maintainers', 'sustainability'],
    projects: ['plotline'],
    metaData: audio(DEMO_EPISODES.maintainersCorner1),
    upvotes: ['sofia', 'jonas', 'alex', 'amara', 'mei', 'noah'],
    bookmarks: ['amara', 'mei'],
    follows: ['sofia'],
    content: `In the first episode of **Maintainers' Corner** I talk with the maintainers of Plotline about how a weekend project became a dependency of thousands of applications.

## In this episode

- Saying no to feature requests, kindly
- A roadmap that contributors can actually follow
- Handing over a release to someone new

## Transcript of the intro

> ${DEMO_EPISODES.maintainersCorner1.script}`,
    questions: [
      {
        by: 'amara',
        content: 'The part about saying no was so useful. Do you have a template for declining a feature request?',
        upvotes: ['mei'],
        answers: [
          {
            by: 'sofia',
            content: `We use something like this:

> Thanks for the detailed proposal! This is outside what Plotline aims to do, so we will not add it to the core. It would work well as a plugin, and we are happy to review one.`,
            upvotes: ['amara', 'diego', 'mei'],
          },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Harbor CLI
  {
    by: 'noah',
    daysAgo: 36,
    postType: 'faq',
    title: 'How do I add a subcommand with its own flags in Harbor CLI?',
    tags: ['harbor-cli', 'typescript', 'cli'],
    projects: ['harbor-cli'],
    upvotes: ['hana', 'ethan'],
    content: `I'm building a small tool with Harbor CLI. \`mytool sync\` works, but I need \`mytool sync --dry-run --since 2024-01-01\` with flags that only \`sync\` accepts. The docs show global flags only.`,
    questions: [
      {
        by: 'mei',
        content: `Flags can live on the command itself:

~~~ts
import { command, flag } from 'harbor-cli';

export const sync = command({
  name: 'sync',
  flags: {
    dryRun: flag.boolean({ description: 'Show what would change' }),
    since: flag.date({ description: 'Only items changed after this date' }),
  },
  async run({ flags }) {
    if (flags.dryRun) console.log('Dry run since', flags.since);
  },
});
~~~

\`--help\` on \`sync\` then lists them. You are right that the guide hides this; I'll add a section.`,
        upvotes: ['noah', 'ethan', 'hana', 'alex'],
        accepted: true,
        answers: [
          {
            by: 'noah',
            content: 'Works! Does `flag.date` accept relative dates like `7d`?',
            replies: [
              { by: 'ethan', content: 'Not yet. There is an open good-first-issue for it, if you want to try.', upvotes: ['noah', 'mei'] },
            ],
          },
        ],
      },
    ],
  },
  {
    by: 'liam',
    daysAgo: 19,
    postType: 'faq',
    title: 'How do I verify the signature of a Harbor CLI release binary?',
    tags: ['security', 'harbor-cli', 'supply-chain'],
    projects: ['harbor-cli'],
    upvotes: ['ethan', 'carlos'],
    bookmarks: ['carlos'],
    content: 'The release page has `harbor-linux-x64.tar.gz` and a `.sig` file next to it. What key signs these, and what is the exact command to check one?',
    questions: [
      {
        by: 'ethan',
        content: `Releases are signed in CI with a keyless signature; the \`.sig\` and \`.pem\` files are the signature and certificate.

~~~bash
cosign verify-blob \\
  --certificate harbor-linux-x64.tar.gz.pem \\
  --signature harbor-linux-x64.tar.gz.sig \\
  --certificate-identity-regexp 'https://github.com/harbor-cli/harbor/.*' \\
  --certificate-oidc-issuer https://token.actions.githubusercontent.com \\
  harbor-linux-x64.tar.gz
~~~

It prints \`Verified OK\` when the file was built by our release workflow.`,
        upvotes: ['liam', 'carlos', 'mei'],
        accepted: true,
        answers: [
          { by: 'liam', content: 'Thanks. Could this go into SECURITY.md? That is where I looked first.', upvotes: ['ethan'] },
          { by: 'mei', content: 'Added to SECURITY.md and the install guide.', upvotes: ['liam', 'ethan'] },
        ],
      },
    ],
  },
  {
    by: 'hana',
    daysAgo: 10,
    postType: 'faq',
    title: 'How do I localise Harbor CLI help text?',
    tags: ['harbor-cli', 'i18n', 'cli'],
    projects: ['harbor-cli'],
    upvotes: ['mei'],
    content: 'We ship a tool built with Harbor CLI to Czech and German users. Can the `--help` output and error messages follow the system language?',
    questions: [
      {
        by: 'mei',
        content: 'Pass a `messages` catalogue per language to `createCli`; Harbor CLI picks the language from `LC_ALL`, `LC_MESSAGES` or `LANG`, in that order. Descriptions can be message keys instead of text.',
        upvotes: ['hana'],
        answers: [
          {
            by: 'hana',
            content: 'And the built-in messages like "Unknown flag"?',
            replies: [
              { by: 'mei', content: 'Those are in `harbor-cli/locales`. German is there; Czech would be a welcome contribution!', upvotes: ['hana'] },
            ],
          },
        ],
      },
    ],
  },
  {
    by: 'mei',
    daysAgo: 24,
    postType: 'blog',
    title: 'Docs are onboarding: how we rewrote the Harbor CLI guide',
    summary: 'What changed when Harbor CLI reorganised its documentation around tasks instead of features, and what it did to first contributions.',
    tags: ['documentation', 'harbor-cli', 'onboarding'],
    projects: ['harbor-cli'],
    upvotes: ['noah', 'alex', 'hana', 'priya', 'ethan'],
    bookmarks: ['alex', 'noah'],
    content: `Six months ago our guide was a list of features in the order we built them. New users read it top to bottom and still could not ship a command.

We rewrote it around **tasks**:

1. *Build your first command* (10 minutes)
2. *Add flags and arguments*
3. *Test your CLI*
4. *Publish it*

Reference pages still exist, but every task links to them instead of repeating them.

## What changed

- Questions starting with "how do I…" dropped by about half.
- First-time contributors went from 3 to 11 per month. Many of them fixed the docs first: a page that is easy to read is easy to improve.
- Maintainers answer fewer repeat questions, so reviews got faster.

## What we would do again

- Write the task page **before** the feature is merged.
- Test every code sample in CI. Broken examples cost trust fast.
- Keep each page short enough to read on a phone.`,
    questions: [
      {
        by: 'alex',
        content: 'How do you test the code samples? Extract them from the Markdown?',
        upvotes: ['hana'],
        answers: [
          { by: 'mei', content: 'Yes, a small script collects every `ts` block into files and type-checks them, then runs those marked `run`. About 200 lines.', upvotes: ['alex', 'hana', 'olga'] },
        ],
      },
    ],
  },
  {
    by: 'noah',
    daysAgo: 18,
    postType: 'blog',
    title: 'My first merged pull request (and the three things I got wrong)',
    tags: ['first-contribution', 'getting-started', 'harbor-cli'],
    projects: ['harbor-cli'],
    upvotes: ['mei', 'amara', 'alex', 'priya', 'diego', 'ethan', 'hana'],
    bookmarks: ['amara'],
    content: `Last week my first pull request was merged into Harbor CLI! It adds relative dates to \`flag.date\` (\`--since 7d\`). Here is what I got wrong, so you don't have to.

**1. I started on the wrong branch.** The project develops on \`next\`, not \`main\`. The contributing guide says so in the second paragraph, which I skipped.

**2. I changed too much.** My first version also "cleaned up" the formatting of the whole file. The reviewer kindly asked me to split it. Small diffs get reviewed faster.

**3. I was afraid to ask.** I was stuck on a failing test for two days before I asked in the thread. The answer took five minutes.

Thank you to Mei and Ethan for the patient reviews. On to the next issue!`,
    questions: [
      {
        by: 'mei',
        content: 'Congratulations, and thank you for writing this up! Mind if we link it from the contributing guide?',
        upvotes: ['noah', 'amara'],
        answers: [{ by: 'noah', content: 'Of course, I would be honoured!', upvotes: ['mei'] }],
      },
    ],
  },
  {
    by: 'diego',
    daysAgo: 29,
    postType: 'podcast',
    title: 'First Contributions #1: your first pull request, step by step',
    summary: 'Finding a good first issue, reading a contributing guide quickly, and what to do when a review takes a while.',
    tags: ['podcast', 'first-contribution', 'getting-started'],
    projects: ['harbor-cli'],
    metaData: audio(DEMO_EPISODES.firstContributions1),
    upvotes: ['noah', 'mei', 'amara', 'hana'],
    bookmarks: ['noah'],
    content: `A new short show for people opening their very first pull request.

With a student who landed a fix in Harbor CLI last month, and the maintainer who reviewed it.

## Transcript of the intro

> ${DEMO_EPISODES.firstContributions1.script}`,
    questions: [
      {
        by: 'noah',
        content: 'Fun to hear my own story! The tip about a friendly comment after a week really is true.',
        upvotes: ['diego', 'mei'],
      },
    ],
  },

  // ------------------------------------------------------------------ Steadytest
  {
    by: 'ethan',
    daysAgo: 45,
    postType: 'faq',
    title: 'Why do my Steadytest fake timers hang when I await a promise?',
    tags: ['steadytest', 'testing', 'async'],
    projects: ['steadytest'],
    upvotes: ['olga', 'jonas', 'carlos'],
    bookmarks: ['jonas'],
    follows: ['jonas'],
    content: `This test never finishes:

~~~ts
import { test, timers } from 'steadytest';

test('retries after a second', async () => {
  timers.useFake();
  const result = fetchWithRetry(url); // waits 1000 ms between tries
  timers.advance(1000);
  expect(await result).toBe('ok');
});
~~~

With real timers it passes (slowly). What am I doing wrong?`,
    questions: [
      {
        by: 'olga',
        content: `\`advance\` runs the timers that are due **now**, but your retry schedules its timer only after an awaited promise settles, which happens after \`advance\` returned. Use the async variant, which lets promises settle between timers:

~~~ts
await timers.advanceAsync(1000);
~~~`,
        upvotes: ['ethan', 'jonas', 'carlos', 'noah'],
        accepted: true,
        answers: [
          { by: 'ethan', content: 'That fixed it. Why is the sync one still the default?', upvotes: ['olga'] },
          {
            by: 'olga',
            content: 'Backwards compatibility. In 6.0 `advance` will warn when promises are pending.',
            upvotes: ['ethan', 'jonas'],
          },
        ],
      },
      {
        by: 'jonas',
        content: 'Same problem with `setInterval`-based polling. Does `advanceAsync` help there too?',
        upvotes: ['carlos'],
        answers: [
          { by: 'carlos', content: 'I think you need `runAllAsync()` for intervals?' },
          {
            by: 'olga',
            content: 'Not `runAllAsync`: with an interval it never ends. Use `advanceAsync(n)` with the time you want to simulate, or `runOnlyPendingAsync()` for one tick.',
            upvotes: ['jonas', 'ethan', 'carlos'],
            accepted: true,
            replies: [
              { by: 'carlos', content: 'Good catch, that would have looped forever.', upvotes: ['olga'] },
            ],
          },
        ],
      },
    ],
  },
  {
    by: 'diego',
    daysAgo: 14,
    postType: 'faq',
    title: 'How do I write table-driven tests in Steadytest?',
    tags: ['steadytest', 'testing', 'go'],
    projects: ['steadytest'],
    upvotes: ['olga'],
    content: `In Go I write tests as a table of cases and loop over them. Is there an idiomatic way to do that in Steadytest, with each case reported separately?`,
    questions: [
      {
        by: 'olga',
        content: `Use \`test.each\` with named cases:

~~~ts
test.each([
  { name: 'empty', input: '', want: 0 },
  { name: 'one word', input: 'hello', want: 1 },
  { name: 'spaces', input: '  a  b ', want: 2 },
])('counts words: $name', ({ input, want }) => {
  expect(countWords(input)).toBe(want);
});
~~~

Each case is its own test in the report, so a failure names the case.`,
        upvotes: ['diego', 'ethan'],
        accepted: true,
      },
    ],
  },
  {
    by: 'ethan',
    daysAgo: 34,
    postType: 'blog',
    title: 'Cutting our CI time from 14 minutes to 4 with caching and test sharding',
    summary: 'Three changes that made Steadytest CI three times faster: dependency caching, sharding by recorded test durations, and failing fast on lint.',
    tags: ['ci', 'performance', 'steadytest'],
    projects: ['steadytest'],
    upvotes: ['olga', 'jonas', 'carlos', 'alex', 'mei'],
    bookmarks: ['jonas', 'alex', 'carlos'],
    content: `Our CI took 14 minutes per pull request. Contributors waited, then forgot about their PR. Now it takes 4. Here is what we changed, in order of impact.

## 1. Shard by duration, not by file count

Steadytest records how long each file took. We split files into four shards with equal total time:

~~~bash
npx steadytest --shard=\${SHARD}/4 --shard-by=duration
~~~

Before, one shard got all the slow integration tests and finished last. **−6 minutes.**

## 2. Cache dependencies and the build

~~~yaml
- uses: actions/cache@v4
  with:
    path: |
      ~/.npm
      .steadytest/cache
    key: deps-\${{ hashFiles('package-lock.json') }}
~~~

**−3 minutes.**

## 3. Lint and type-check first

A typo used to fail after 14 minutes. Now lint runs in 40 s and stops the pipeline early. It does not make green builds faster, but red ones come back quickly.

What is your slowest CI step?`,
    questions: [
      {
        by: 'carlos',
        content: 'Our slowest step is starting PostgreSQL for integration tests: about 30 s. Any tricks?',
        upvotes: ['ethan'],
        answers: [
          {
            by: 'ethan',
            content: 'Use a service container so it starts in parallel with the checkout, and create one template database with the migrations applied; each test file then copies it with `CREATE DATABASE ... TEMPLATE`.',
            upvotes: ['carlos', 'olga', 'jonas'],
            accepted: true,
            replies: [
              { by: 'carlos', content: 'The template database trick took our setup from 30 s to 4 s. Thank you!', upvotes: ['ethan'] },
            ],
          },
        ],
      },
    ],
  },
  {
    by: 'olga',
    daysAgo: 3,
    postType: 'blog',
    title: 'Steadytest 5.2 release notes: deterministic ordering and better diffs',
    tags: ['release', 'steadytest', 'testing'],
    projects: ['steadytest'],
    upvotes: ['ethan', 'jonas', 'diego'],
    follows: ['ethan'],
    content: `Steadytest 5.2 is out.

### New
- **Deterministic ordering**: tests run in a seeded random order; the seed is printed, and \`--seed 1234\` reproduces a run. Order-dependent tests are now easy to find.
- **Better diffs** for long strings and nested objects, with the changed part highlighted.
- \`timers.runOnlyPendingAsync()\`.

### Fixed
- Fake timers no longer leak into the next test file when a test times out.
- \`test.each\` names with \`$\` placeholders now work with nested keys.

### Upgrading
No breaking changes. If your suite relied on file order, run with \`--order=file\` until you have fixed it.`,
  },
  {
    by: 'olga',
    daysAgo: 25,
    postType: 'ama',
    title: 'AMA: flaky tests, test isolation and maintaining Steadytest',
    summary: 'Olga has maintained Steadytest for six years. Ask about flaky tests, isolation, and the unglamorous side of maintaining a testing library.',
    tags: ['ama', 'testing', 'flaky-tests'],
    projects: ['steadytest'],
    upvotes: ['ethan', 'jonas', 'noah', 'carlos', 'priya', 'mei'],
    follows: ['ethan', 'noah'],
    content: `Hi, I'm Olga. I have maintained **Steadytest** for six years. I have seen more flaky tests than anyone should.

Ask me anything about:

- finding and fixing flaky tests,
- test isolation (databases, timers, global state),
- how a small team maintains a library used by many projects.`,
    questions: [
      {
        by: 'ethan',
        content: 'What is the most common cause of flaky tests you see?',
        upvotes: ['noah', 'jonas', 'carlos'],
        answers: [
          {
            by: 'olga',
            content: `Shared state between tests, by far. Then time (real clocks, time zones), then order (a test that passes only after another one ran).

Random ordering with a printed seed finds most of the first and last kind.`,
            upvotes: ['ethan', 'carlos', 'jonas', 'noah'],
            accepted: true,
          },
        ],
      },
      {
        by: 'noah',
        content: 'Should I mock the database or use a real one in tests?',
        upvotes: ['hana'],
        answers: [
          {
            by: 'olga',
            content: 'A real one for anything that touches queries. Mocks test what you think the database does, not what it does.',
            upvotes: ['noah', 'carlos', 'ethan'],
            replies: [
              {
                by: 'carlos',
                content: 'Strongly agree. A mocked query never catches a missing index or a wrong join.',
                upvotes: ['olga'],
                replies: [
                  { by: 'noah', content: 'Makes sense. Is it slow, though?', replies: [] },
                ],
              },
            ],
          },
        ],
      },
      {
        by: 'jonas',
        content: 'How do you avoid burning out on issue triage?',
        answers: [
          { by: 'olga', content: 'Two triage slots a week, never on weekends, and templates that ask for a reproduction. No reproduction after two weeks: the issue is closed, kindly.', upvotes: ['jonas', 'fatima', 'alex'] },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Glyphkit
  {
    by: 'noah',
    daysAgo: 22,
    postType: 'faq',
    title: 'Should an icon-only button use aria-label or visually hidden text?',
    tags: ['accessibility', 'glyphkit', 'html'],
    projects: ['glyphkit'],
    upvotes: ['sofia', 'priya'],
    bookmarks: ['priya', 'hana'],
    content: `I use Glyphkit icons for a "close" button with no visible text:

~~~html
<button><svg>…</svg></button>
~~~

Screen readers announce just "button". Which is better: \`aria-label="Close"\` on the button, or a hidden \`<span>\` with the text?`,
    questions: [
      {
        by: 'sofia',
        content: `Both give the button an accessible name. Glyphkit recommends the hidden text, because automatic translation tools translate it and \`aria-label\` is often skipped:

~~~html
<button>
  <svg aria-hidden="true" focusable="false">…</svg>
  <span class="visually-hidden">Close</span>
</button>
~~~

Note \`aria-hidden\` on the icon, so it is not read as well.`,
        upvotes: ['noah', 'priya', 'hana', 'mei'],
        accepted: true,
        answers: [
          {
            by: 'priya',
            content: 'And add a tooltip for sighted users who do not recognise the icon. The same text works for both.',
            upvotes: ['sofia', 'noah'],
          },
          {
            by: 'hana',
            content: 'Confirming the translation point: browser translation ignores `aria-label` in my tests, so Czech users heard English.',
            upvotes: ['sofia', 'priya'],
            replies: [
              { by: 'noah', content: 'I never would have thought of that. Switching to hidden text.', upvotes: ['hana'] },
            ],
          },
        ],
      },
    ],
  },
  {
    by: 'sofia',
    daysAgo: 15,
    postType: 'ama',
    title: 'AMA with the Glyphkit maintainers: designing icons that work for everyone',
    summary: 'Sofia maintains Glyphkit, an open icon set of 1,400 icons. Ask about icon design, accessibility, and keeping a large set consistent.',
    tags: ['ama', 'design', 'accessibility'],
    projects: ['glyphkit'],
    upvotes: ['priya', 'noah', 'hana', 'mei'],
    follows: ['priya'],
    content: `Hi! I'm Sofia, designer and maintainer of **Glyphkit**: 1,400 open-source icons, each drawn on a 24 px grid, with accessible names in 12 languages.

Ask me anything about designing icons, contributing new ones, accessibility, or how we review icon pull requests.`,
    questions: [
      {
        by: 'priya',
        content: 'How do you decide whether a new icon belongs in the set?',
        upvotes: ['hana', 'mei'],
        answers: [
          {
            by: 'sofia',
            content: 'It must stand for a concept, not a brand, and at least three projects must have asked for it. Then we check it still reads at 16 px.',
            upvotes: ['priya', 'mei'],
            accepted: true,
          },
        ],
      },
      {
        by: 'noah',
        content: 'I am not a designer. Can I still contribute to Glyphkit?',
        answers: [
          { by: 'sofia', content: 'Yes! Names and keywords for search, translations of the names, and the docs all need help. Look for the `no-design-needed` label.', upvotes: ['noah', 'hana'] },
        ],
      },
    ],
  },
  {
    by: 'sofia',
    daysAgo: 31,
    postType: 'link',
    title: 'ARIA Authoring Practices: accessible names for icon buttons',
    summary: 'The W3C guide on giving every control an accessible name; the section on icon buttons is short and worth bookmarking.',
    tags: ['accessibility', 'glyphkit', 'reference'],
    projects: ['glyphkit'],
    metaData: { url: 'https://www.w3.org/WAI/ARIA/apg/practices/names-and-descriptions/' },
    upvotes: ['priya', 'noah'],
    bookmarks: ['noah'],
    content: 'The W3C guide we link from every Glyphkit accessibility issue. Read the part on naming with hidden text versus `aria-label` before you add an icon button.',
  },

  // ------------------------------------------------------------------ Pipewright
  {
    by: 'fatima',
    daysAgo: 55,
    postType: 'ama',
    title: 'AMA: I maintain Pipewright, an open data pipeline toolkit. Ask me anything!',
    summary: 'Fatima maintains Pipewright, a toolkit for reproducible open-data pipelines. Ask about pipelines, public datasets, and working across time zones.',
    tags: ['ama', 'data-engineering', 'open-data'],
    projects: ['pipewright'],
    pinnedBy: 'fatima',
    upvotes: ['carlos', 'noah', 'ethan', 'amara', 'liam', 'diego', 'alex'],
    bookmarks: ['carlos', 'amara'],
    follows: ['carlos', 'ethan', 'noah'],
    content: `Hello! I'm Fatima, one of three maintainers of **Pipewright**, a toolkit for reproducible data pipelines: fetch public datasets, clean them, and publish the results with their provenance.

We are three maintainers on three continents. Ask me about:

- designing pipelines that can be re-run years later,
- working with public and government data,
- how we share the maintenance load.`,
    questions: [
      {
        by: 'carlos',
        content: 'Why not just use SQL scripts in a cron job? What does Pipewright add?',
        upvotes: ['ethan', 'liam'],
        answers: [
          {
            by: 'fatima',
            content: `Provenance and re-runs. Every step records its inputs (with checksums), code version and outputs, so you can answer "where did this number come from?" two years later, and re-run just the steps whose inputs changed.

SQL is still great inside a step: half our steps are SQL.`,
            upvotes: ['carlos', 'ethan', 'noah', 'liam'],
            accepted: true,
            replies: [
              { by: 'carlos', content: 'The checksums on inputs sold me. Our cron jobs silently processed a half-downloaded file last year.', upvotes: ['fatima', 'ethan'] },
            ],
          },
        ],
      },
      {
        by: 'noah',
        content: 'How do you work with maintainers in three time zones without endless meetings?',
        upvotes: ['amara'],
        answers: [
          {
            by: 'fatima',
            content: 'One call a month. Everything else is written: decisions go into the repository as short documents, and a rotating triage week means only one person watches new issues at a time.',
            upvotes: ['noah', 'amara', 'alex'],
          },
        ],
      },
      {
        by: 'liam',
        content: 'How do you handle datasets that contain personal data by accident?',
        upvotes: ['priya'],
        answers: [
          { by: 'fatima', content: 'Steps can declare columns as sensitive; publishing refuses to run until they are dropped or hashed. And we report it to the publisher.', upvotes: ['liam', 'priya', 'carlos'] },
        ],
      },
    ],
  },
  {
    by: 'hana',
    daysAgo: 26,
    postType: 'faq',
    title: 'Pipewright: how do I retry one failed step without re-running the whole pipeline?',
    tags: ['pipewright', 'data-engineering', 'cli'],
    projects: ['pipewright'],
    upvotes: ['carlos'],
    content: `My pipeline has eight steps. Step 6 (the upload) failed because of a network error. Running \`pipewright run\` again starts from step 1, which downloads 4 GB again.`,
    questions: [
      {
        by: 'fatima',
        content: `Steps whose inputs did not change are skipped when their outputs are in the cache; yours were probably not cached because the run was interrupted. Resume from the failed step:

~~~bash
pipewright run --from upload
~~~

And add \`retry: { attempts: 3, backoff: '30s' }\` to steps that talk to the network.`,
        upvotes: ['hana', 'carlos', 'ethan'],
        accepted: true,
        answers: [
          { by: 'hana', content: 'Resumed in seconds. Adding the retry now.', upvotes: ['fatima'] },
        ],
      },
    ],
  },
  {
    by: 'ethan',
    daysAgo: 11,
    postType: 'faq',
    title: 'Can Pipewright output feed a Plotline dashboard directly?',
    tags: ['pipewright', 'plotline', 'dashboards'],
    projects: ['pipewright', 'plotline'],
    upvotes: ['fatima', 'sofia'],
    content: 'We publish weekly statistics with Pipewright and draw them with Plotline. Right now a script converts the CSV output to JSON for the charts. Is there a more direct way?',
    questions: [
      {
        by: 'fatima',
        content: 'Pipewright can publish Parquet, CSV and JSON Lines. Add `format: jsonl` to the publish step and you skip the conversion.',
        upvotes: ['ethan'],
        answers: [
          {
            by: 'sofia',
            content: `And Plotline 4.3 reads JSON Lines directly:

~~~js
const data = await Plotline.load('/stats/weekly.jsonl', { x: 'week', y: 'downloads' });
~~~`,
            upvotes: ['ethan', 'fatima', 'jonas'],
            accepted: true,
          },
        ],
      },
    ],
  },
  {
    by: 'carlos',
    daysAgo: 40,
    postType: 'blog',
    title: 'Five PostgreSQL query plans that surprised me this year',
    summary: 'Carlos walks through five EXPLAIN ANALYZE outputs from Pipewright and other projects, and the fix for each.',
    tags: ['postgresql', 'performance', 'databases'],
    projects: ['pipewright'],
    upvotes: ['fatima', 'ethan', 'jonas', 'olga', 'alex', 'liam'],
    bookmarks: ['fatima', 'ethan', 'olga'],
    follows: ['fatima'],
    content: `I read a lot of query plans. These five surprised me this year.

## 1. The index that was never used

~~~sql
CREATE INDEX ON events (lower(email));
SELECT * FROM events WHERE email ILIKE 'a@b.org';
~~~

\`ILIKE\` cannot use an index on \`lower(email)\`. Write \`WHERE lower(email) = lower($1)\`.

## 2. \`OFFSET 100000\`

Paging with a large offset reads and throws away 100,000 rows. Use keyset paging: \`WHERE (created_at, id) < ($1, $2) ORDER BY created_at DESC, id DESC LIMIT 20\`.

## 3. \`count(*)\` on a big table

Exact counts scan. If an estimate will do, \`reltuples\` from \`pg_class\` is instant.

## 4. A CTE that blocked a filter

Since PostgreSQL 12, CTEs are inlined unless you write \`MATERIALIZED\`. One project still had \`MATERIALIZED\` from an old tuning session, and the filter could not be pushed down.

## 5. \`NOT IN\` with a NULL

~~~sql
SELECT * FROM a WHERE id NOT IN (SELECT a_id FROM b);
~~~

One NULL in \`b.a_id\` and the query returns **nothing**. Use \`NOT EXISTS\`.

Always run \`EXPLAIN (ANALYZE, BUFFERS)\`: the buffers line tells you what the time alone does not.`,
    questions: [
      {
        by: 'olga',
        content: 'Number 5 bit us in a test fixture once. Took a day to find.',
        upvotes: ['carlos', 'fatima'],
      },
      {
        by: 'jonas',
        content: 'For keyset paging, how do you jump to page 50 when the UI has page numbers?',
        upvotes: ['ethan'],
        answers: [
          { by: 'carlos', content: 'You do not, cheaply. For page numbers on big tables I keep offset paging but cap it, and offer "newer / older" links for deep browsing.', upvotes: ['jonas', 'fatima'] },
        ],
      },
    ],
  },
  {
    by: 'fatima',
    daysAgo: 9,
    postType: 'blog',
    title: 'Open data pipelines: what we learned from a year of public datasets',
    tags: ['open-data', 'data-engineering', 'pipewright'],
    projects: ['pipewright'],
    upvotes: ['carlos', 'amara', 'liam'],
    content: `A year ago we started publishing cleaned versions of 30 public datasets with Pipewright. Some lessons:

- **Publishers change formats without notice.** A column renamed on a Friday broke four pipelines. We now validate the schema of every input before anything runs.
- **Checksums catch half-downloads.** Two government servers cut large files short without an error.
- **Document every cleaning decision.** "Dropped 212 rows with negative ages" belongs next to the data, not in a commit message.
- **People use the data in ways you do not expect.** A school used our air quality data for a science project, and found a sensor that was wrong.

Next year: more datasets from West and North Africa. Suggestions welcome in the thread.`,
  },
  {
    by: 'diego',
    daysAgo: 2,
    postType: 'podcast',
    title: "Maintainers' Corner #2: sharing the load on a three-continent team",
    summary: 'Sustainability, sponsorship and burnout, with the Pipewright maintainers: rotating triage weeks and writing things down.',
    tags: ['podcast', 'maintainers', 'sustainability'],
    projects: ['pipewright'],
    metaData: audio(DEMO_EPISODES.maintainersCorner2),
    upvotes: ['fatima', 'carlos', 'amara', 'olga'],
    bookmarks: ['olga'],
    follows: ['fatima'],
    content: `Episode two of **Maintainers' Corner**, with the Pipewright maintainers.

- How a rotating triage week works
- Labelling every issue within two days
- Why written decisions make it easier for new people to help

## Transcript of the intro

> ${DEMO_EPISODES.maintainersCorner2.script}`,
    questions: [
      {
        by: 'olga',
        content: 'We tried a triage rotation for Steadytest and it fell apart during holidays. How do you handle that?',
        answers: [
          { by: 'fatima', content: 'Whoever is away swaps their week in advance, and the rota lives in a file in the repository so everyone can see it. When nobody can take a week, we say so in the issue template.', upvotes: ['olga', 'diego'] },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ cross-project
  {
    by: 'amara',
    daysAgo: 4,
    postType: 'podcast',
    title: 'Release Notes: incremental builds, calmer timers and sixty new icons',
    summary: 'This week: Quillpress 3.0, Steadytest fake-timer fixes, sixty new Glyphkit icons and one security advisory.',
    tags: ['podcast', 'release', 'news'],
    projects: ['quillpress', 'steadytest', 'glyphkit'],
    metaData: audio(DEMO_EPISODES.releaseNotes1),
    upvotes: ['alex', 'olga', 'sofia', 'hana', 'noah'],
    content: `The community round-up of what shipped this week.

- [Quillpress 3.0](/discussions?projects=quillpress): incremental builds and i18n routes
- Steadytest 5.2: fake timers no longer leak between files
- Glyphkit: sixty new icons, all with accessible names
- One security advisory: upgrade a YAML parser used by several static site generators

## Transcript of the intro

> ${DEMO_EPISODES.releaseNotes1.script}`,
  },
  {
    by: 'liam',
    daysAgo: 49,
    postType: 'blog',
    title: 'How to report a security bug to a small project (and how maintainers should answer)',
    summary: 'A practical guide for reporters and maintainers: where to report, what to include, and what a good first reply looks like.',
    tags: ['security', 'disclosure', 'maintainers'],
    upvotes: ['alex', 'ethan', 'carlos', 'priya', 'mei', 'olga'],
    bookmarks: ['ethan', 'alex', 'mei'],
    follows: ['ethan'],
    content: `Found a security bug in a small open-source project? Please don't open a public issue. Here is what to do instead.

## For reporters

1. Look for \`SECURITY.md\` or a "Security" tab. Many projects accept private reports there.
2. No policy? Email a maintainer and ask for a private channel, **without** details in the first mail.
3. Include: affected versions, a minimal reproduction, the impact as you understand it, and whether you plan to publish.
4. Give them time. 90 days is the common default; small projects may need more.

## For maintainers

- Add a \`SECURITY.md\` today, even if it only says "email me at …".
- Answer within a few days, even if only "received, looking at it".
- Credit the reporter in the advisory, unless they prefer not.

~~~markdown
# Security policy
Report vulnerabilities privately to security@example.org.
We answer within 5 working days.
~~~

That is a complete policy. It is enough.`,
    questions: [
      {
        by: 'ethan',
        content: 'What if the maintainer never answers?',
        upvotes: ['carlos', 'mei'],
        answers: [
          {
            by: 'liam',
            content: 'Try another maintainer, then the package registry\'s security team. After that, coordinate with a CVE authority before publishing anything.',
            upvotes: ['ethan', 'carlos', 'alex'],
            accepted: true,
          },
        ],
      },
    ],
  },
  {
    by: 'liam',
    daysAgo: 42,
    postType: 'link',
    title: 'OpenSSF Scorecard: automated checks for your project\'s supply-chain security',
    summary: 'Scorecard rates a repository on branch protection, pinned dependencies, signed releases and more; a quick way to find gaps.',
    tags: ['security', 'supply-chain', 'ci'],
    metaData: { url: 'https://github.com/ossf/scorecard' },
    upvotes: ['ethan', 'carlos', 'mei'],
    bookmarks: ['ethan'],
    content: `Scorecard runs about 18 checks on a repository (branch protection, pinned CI actions, signed releases, a security policy …) and explains each result.

We ran it on Harbor CLI and fixed three findings in an afternoon. Worth running once on your project.`,
    questions: [
      {
        by: 'mei',
        content: 'The "pinned dependencies" check flagged every GitHub Action we use. Is pinning to a commit hash really worth the churn?',
        answers: [
          { by: 'liam', content: 'For actions that see your secrets, yes. Let a bot update the hashes so the churn costs you nothing.', upvotes: ['mei', 'ethan'] },
        ],
      },
    ],
  },
  {
    by: 'mei',
    daysAgo: 37,
    postType: 'link',
    title: 'Keep a Changelog: still the best guide to writing release notes',
    tags: ['release', 'documentation', 'changelog'],
    metaData: { url: 'https://keepachangelog.com/en/1.1.0/' },
    upvotes: ['alex', 'olga', 'noah', 'hana'],
    bookmarks: ['olga'],
    content: 'Short, opinionated and right: changelogs are for humans, group changes by Added / Changed / Fixed / Removed, and keep an Unreleased section at the top. We follow it for Harbor CLI and Quillpress.',
  },
  {
    by: 'noah',
    daysAgo: 28,
    postType: 'link',
    title: 'Open Source Guides: How to Contribute to Open Source',
    tags: ['first-contribution', 'getting-started', 'guide'],
    metaData: { url: 'https://opensource.guide/how-to-contribute/' },
    upvotes: ['amara', 'mei', 'priya'],
    bookmarks: ['amara'],
    content: 'The guide that finally made it click for me: how to read a project, find something to do, and open the pull request. Recommended to anyone going to the next hack night.',
  },
  {
    by: 'ethan',
    daysAgo: 20,
    postType: 'link',
    title: 'Semantic Versioning 2.0.0, for the Harbor CLI 2.0 discussion',
    tags: ['versioning', 'release', 'harbor-cli'],
    projects: ['harbor-cli'],
    metaData: { url: 'https://semver.org/' },
    upvotes: ['mei', 'jonas'],
    content: 'Before we argue about whether renaming a flag is a breaking change: yes, it is. Read the spec, then let us decide what goes into 2.0.',
    questions: [
      {
        by: 'jonas',
        content: 'Is changing the default output format breaking too, if scripts parse it?',
        answers: [
          { by: 'mei', content: 'Yes. Anything scripts depend on is public API. We keep the old format behind `--format=v1` for one major version.', upvotes: ['jonas', 'ethan'] },
        ],
      },
    ],
  },
  {
    by: 'jonas',
    daysAgo: 13,
    postType: 'link',
    title: 'Conventional Commits: commit messages that write your changelog',
    tags: ['git', 'changelog', 'release'],
    metaData: { url: 'https://www.conventionalcommits.org/en/v1.0.0/' },
    upvotes: ['ethan', 'olga'],
    content: '`feat:`, `fix:`, `feat!:` for breaking changes. Plotline adopted it last month and release notes are now generated from the history. Contributors got used to it within a week.',
  },
];
