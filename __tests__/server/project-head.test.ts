import { buildPost } from '@/mocks/factories/posts';
import { buildProject } from '@/mocks/factories/projects';
import { faqJsonLd, projectHead, projectJsonLd, projectPageHead } from '@/server/seo/projectHead';

describe('the project page’s head (R1.11)', () => {
  const origin = 'https://community.example';

  it('R1.11 a project with a repository is SoftwareSourceCode with its logo; one without is an Organization', () => {
    const project = buildProject(30, { repository_url: 'https://github.com/example/x', logo: '/images/projects/x.png' });
    expect(projectJsonLd(project, origin)).toMatchObject({
      '@type': 'SoftwareSourceCode',
      codeRepository: 'https://github.com/example/x',
      programmingLanguage: 'TypeScript',
      license: 'MIT',
      image: 'https://community.example/images/projects/x.png',
      url: 'https://community.example/projects/30/project-30',
      description: 'Description of project 30',
    });
    expect(projectJsonLd(buildProject(31), origin)).toMatchObject({ '@type': 'Organization', name: 'Project 31' });
    expect(projectHead(project, { tab: 'questions', tag: 'help', page: 2 })).toMatchObject({
      title: 'Questions · Project 30',
      path: '/projects/30/project-30/questions?tags=help&page=2',
      image: { url: '/api/cards/project/30', width: 1200, height: 630, type: 'image/png' },
    });
  });

  it('R1.11 the FAQ is a FAQPage of questions with their accepted answers, none without answers', () => {
    const question = buildPost({ pid: 1, tid: 1, title: 'Why?' });
    const answer = buildPost({ pid: 2, tid: 1, content: '<p>Because.</p>' });
    expect(faqJsonLd([{ question, answer }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Topic 1', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }],
    });
    expect(faqJsonLd([])).toBeNull();
  });

  it('R1.11 the faq tab puts the project and its FAQPage in one graph, with the full text of the answers', () => {
    const project = buildProject(32);
    const question = buildPost({ pid: 1, tid: 1, title: 'Why?' });
    const long = 'word '.repeat(100).trim();
    const answer = buildPost({ pid: 2, tid: 1, content: `<p>${long}</p><p>A &amp; B</p>` });
    const head = projectPageHead(project, { tab: 'faq' }, origin, { list: { kind: 'faq', key: '32:faq', entries: [{ question, answer }] } });
    const [graph] = head?.jsonLd as ReadonlyArray<{ '@graph': Array<Record<string, unknown>> }>; // the first object is the page's own
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(graph['@graph'][1]).toMatchObject({ mainEntity: [{ acceptedAnswer: { text: `${long} A & B` } }] });
    expect(head).toMatchObject({ title: 'FAQ · Project 32', path: '/projects/32/project-32/faq' });
  });
});
