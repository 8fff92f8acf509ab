import type { PostData } from '@/lib/discussions/types';
import type { Locale } from '@/lib/i18n/locales';
import { displayName, unescapeText } from '@/lib/names';
import { PROJECT_RESOURCE_LABELS, PROJECT_TAB_LABELS, projectViewPath, type ProjectView } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { pageCardImage } from '@/lib/seo/cards';
import type { IndexedPage, PageHeadProps } from '@/lib/seo/head';
import { absoluteUrl } from '@/lib/seo/site';
import { plainProps } from '@/lib/ssr/page';
import type { ProjectListSeed, TopicSeed } from '@/lib/ssr/seed';
import { truncate } from '@/lib/text';
import { htmlToText } from '../discussions/markdown';
import { translator } from '../i18n/catalogues';
import { topicPageHead } from './topicHead';

/**
 * The project page's head for visitors, search engines and link previews (R1.11): title and
 * description, the canonical address of the view, OpenGraph with the project's social card, and schema.org JSON-LD:
 * `SoftwareSourceCode` for a project with a repository, else `Organization`; the FAQ tab adds a
 * `FAQPage` when it has answered questions; breadcrumbs. Built by the page's loader
 * (server/ssr/projects.ts) and handed to the page as its `head`; the FAQ's JSON-LD holds the full
 * text of the answers, which only the server's htmlToText reads out of their HTML.
 */

const DESCRIPTION_LENGTH = 160;

/** The projects messages said in a language. */
type Say = ReturnType<typeof translator<'projects'>>;

/** The project's description as plain text, shortened (R9.3). */
const projectText = (project: Pick<ProjectData, 'summary'>) => project.summary;

/** What the view is called in the title ("Questions", "Blog posts"); null for the feed. */
function viewTitle(view: ProjectView, t: Say): string | null {
  if (view.tab === 'feed') return null;
  if (view.tab === 'resources') return t(PROJECT_RESOURCE_LABELS[view.type]);
  if (view.tab === 'question') return null;
  return t(PROJECT_TAB_LABELS[view.tab]);
}

/** The project as schema.org: source code (with a repository) or the organisation behind it. */
export function projectJsonLd(project: ProjectData, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, project.url);
  const name = unescapeText(project.name);
  const description = projectText(project);
  const image = project.logo ? absoluteUrl(origin, project.logo) : undefined;
  const maintainers = project.maintainers.map((m) => ({
    '@type': 'Person',
    name: displayName(m),
    ...(m.userslug ? { url: absoluteUrl(origin, `/user/${encodeURIComponent(m.userslug)}`) } : {}),
  }));
  if (project.repository_url) {
    return {
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name,
      url,
      codeRepository: project.repository_url,
      ...(description ? { description } : {}),
      ...(project.language ? { programmingLanguage: project.language } : {}),
      ...(project.licence ? { license: project.licence } : {}),
      ...(project.tags.length > 0 ? { keywords: project.tags.join(', ') } : {}),
      ...(image ? { image } : {}),
      ...(maintainers.length > 0 ? { maintainer: maintainers } : {}),
      ...(project.website ? { sameAs: [project.website] } : {}),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    ...(description ? { description } : {}),
    ...(image ? { logo: image } : {}),
    ...(project.website ? { sameAs: [project.website] } : {}),
  };
}

/** schema.org FAQPage of the answered questions (Google: a Question with its accepted Answer's text). */
export function faqJsonLd(entries: ReadonlyArray<{ question: PostData; answer: PostData }>): Record<string, unknown> | null {
  const items = entries
    .map(({ question, answer }) => ({ name: unescapeText(question.topicTitle || question.title), text: htmlToText(answer.content) }))
    .filter((item) => item.name !== '' && item.text !== '');
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.name, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
  };
}

/** The head of a project page's view in the page's language (the feed's page 1 is the project's canonical address). */
export function projectHead(project: ProjectData, view: ProjectView, locale: Locale = 'en'): IndexedPage {
  const t = translator(locale, 'projects');
  const name = unescapeText(project.name);
  const part = viewTitle(view, t);
  const text = projectText(project);
  return {
    title: part ? t('head.viewTitle', { view: part, name }) : name,
    description: truncate(text || t('head.projectDescription', { name }), DESCRIPTION_LENGTH),
    path: projectViewPath(project, view),
    type: 'website',
    image: pageCardImage('project', project.id, name),
    feeds: [{ title: t('head.podcastFeed', { name }), href: `/projects/${project.id}/podcast.xml` }],
  };
}

/** The project page's breadcrumbs: Projects, the project, and the view when it is not the feed. */
function projectBreadcrumbs(project: ProjectData, view: ProjectView, origin: string, locale: Locale): Record<string, unknown> {
  const t = translator(locale, 'projects');
  const name = unescapeText(project.name);
  const part = viewTitle(view, t);
  return breadcrumbJsonLd(
    [
      { name: t('list.title'), path: '/projects' },
      { name, path: project.url },
      ...(part ? [{ name: part, path: projectViewPath(project, view) }] : []),
    ],
    origin,
  );
}

/**
 * The head of a project page's view: a question's is its topic's; every other view's is the
 * project's, with the FAQ's answered questions on the faq tab. Null when the question failed to load.
 */
export function projectPageHead(
  project: ProjectData,
  view: ProjectView,
  origin: string,
  parts: { topic?: TopicSeed; list?: ProjectListSeed },
  locale: Locale = 'en',
): PageHeadProps | null {
  if (view.tab === 'question') return parts.topic ? topicPageHead(parts.topic, origin) : null;
  const ld = projectJsonLd(project, origin);
  const faqLd = view.tab === 'faq' && parts.list?.kind === 'faq' ? faqJsonLd(parts.list.entries) : null;
  const jsonLd = faqLd
    ? { '@context': 'https://schema.org', '@graph': [ld, faqLd].map(({ ['@context']: _context, ...rest }) => rest) }
    : ld;
  return plainProps({ ...projectHead(project, view, locale), jsonLd: [jsonLd, projectBreadcrumbs(project, view, origin, locale)] });
}
