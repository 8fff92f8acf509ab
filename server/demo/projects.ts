import { renderMarkdown } from '../discussions/markdown';
import { maintainersOf } from '../projects/queries';
import { addMaintainer, follow, insertProject, recomputeProjectActivity, updateProject } from '../projects/repository';
import type { DemoStep } from './seed';

/**
 * The demo projects' pages (R1.10, R1.11): descriptions, addresses, licences, languages, tags,
 * logos (static pictures in public/images/projects), creators, maintainers and followers. The
 * projects themselves (with their first maintainers) come from the discussions step, which
 * attaches topics to them; this step completes them. Every write is idempotent.
 */

interface DemoProjectPage {
  slug: string;
  name: string;
  description: string;
  repository: string;
  website: string;
  licence: string;
  language: string;
  tags: string[];
  /** More maintainers than the discussions step gave. */
  maintainers: string[];
  followers: string[];
}

const PAGES: DemoProjectPage[] = [
  {
    slug: 'plotline',
    name: 'Plotline',
    description:
      'Plotline is a charting library for the web: line, bar, area and scatter charts that stay **sharp on every screen** and readable for screen reader users.\n\n' +
      '- Canvas and SVG renderers\n- An accessible data table for every chart (`accessibleTable: true`)\n- A layout engine in Rust, compiled to WebAssembly\n\n' +
      'New here? Start with the questions tagged `good-first-issue`.',
    repository: 'https://github.com/plotline/plotline',
    website: 'https://plotline.dev',
    licence: 'MIT',
    language: 'TypeScript',
    tags: ['charts', 'visualization', 'accessibility'],
    maintainers: [],
    followers: ['alex', 'mei', 'carlos', 'amara', 'liam', 'priya'],
  },
  {
    slug: 'harbor-cli',
    name: 'Harbor CLI',
    description:
      'Harbor CLI manages container registries from the terminal: push, pull, prune and sign images across registries with one command.\n\n' +
      'It speaks your language (`LC_ALL`, `LC_MESSAGES`, `LANG`) and ships single static binaries for Linux, macOS and Windows.',
    repository: 'https://github.com/harbor-cli/harbor',
    website: 'https://harbor-cli.org',
    licence: 'Apache-2.0',
    language: 'Go',
    tags: ['containers', 'cli', 'devops'],
    maintainers: [],
    followers: ['jonas', 'carlos', 'sofia', 'liam'],
  },
  {
    slug: 'quillpress',
    name: 'Quillpress',
    description:
      'Quillpress is a static site generator for documentation and blogs. Quillpress 3 keeps a **dependency graph** of your content, so a rebuild touches only what changed.\n\n' +
      'Write Markdown, run `quillpress dev`, and publish anywhere.',
    repository: 'https://github.com/quillpress/quillpress',
    website: 'https://quillpress.io',
    licence: 'MIT',
    language: 'JavaScript',
    tags: ['static-sites', 'markdown', 'docs'],
    maintainers: [],
    followers: ['priya', 'jonas', 'mei', 'amara', 'sofia'],
  },
  {
    slug: 'steadytest',
    name: 'Steadytest',
    description:
      'Steadytest finds and fixes flaky tests: it reruns suspicious tests in isolation, records what differs between passing and failing runs, and tells you why.\n\n' +
      'Works with Jest, Vitest and pytest.',
    repository: 'https://github.com/steadytest/steadytest',
    website: 'https://steadytest.dev',
    licence: 'BSD-3-Clause',
    language: 'Python',
    tags: ['testing', 'ci', 'flaky-tests'],
    maintainers: ['liam'],
    followers: ['alex', 'carlos', 'mei'],
  },
  {
    slug: 'glyphkit',
    name: 'Glyphkit',
    description:
      'Glyphkit is an icon toolkit: 1,800 open icons, a font subsetter and React, Vue and Svelte components that load only the icons you use.',
    repository: 'https://github.com/glyphkit/glyphkit',
    website: 'https://glyphkit.design',
    licence: 'OFL-1.1',
    language: 'TypeScript',
    tags: ['icons', 'design', 'fonts'],
    maintainers: ['amara'],
    followers: ['jonas', 'priya'],
  },
  {
    slug: 'pipewright',
    name: 'Pipewright',
    description:
      'Pipewright builds data pipelines you can read: declare sources, steps and sinks in one file, run them locally or on a schedule, and replay any run.\n\n' +
      'Connectors for PostgreSQL, S3, Kafka and open data portals.',
    repository: 'https://github.com/pipewright/pipewright',
    website: 'https://pipewright.dev',
    licence: 'Apache-2.0',
    language: 'Rust',
    tags: ['data', 'pipelines', 'etl'],
    maintainers: [],
    followers: ['alex', 'jonas', 'mei', 'sofia', 'amara', 'liam', 'priya'],
  },
];

export const projectsStep: DemoStep = {
  name: 'projects',
  async run(ctx) {
    for (const page of PAGES) {
      const project = await insertProject({ name: page.name, slug: page.slug });
      // They joined after the first maintainers (server/demo/discussions.ts), in the order listed.
      const joined = Date.now();
      for (const [i, username] of page.maintainers.entries()) {
        const member = ctx.members.get(username);
        if (member) await addMaintainer(project.id, member.uid, new Date(joined + i * 1000));
      }
      const first = (await maintainersOf([project.id]))[0];
      await updateProject(
        project.id,
        {
          description: page.description,
          descriptionHtml: renderMarkdown(page.description),
          logo: `/images/projects/${page.slug}.svg`,
          repositoryUrl: page.repository,
          website: page.website,
          licence: page.licence,
          language: page.language,
          tags: page.tags,
          ...(first ? { createdBy: first.uid } : {}),
        },
        { touch: false },
      );
      for (const username of page.followers) {
        const member = ctx.members.get(username);
        if (member) await follow(project.id, member.uid);
      }
    }
    await recomputeProjectActivity();
  },
};
