/** The demo community's people. Every demo account signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'community-demo';

interface DemoMember {
  username: string;
  fullname: string;
  email: string;
  location: string;
  aboutme: string;
  website?: string;
  groups: string[];
}

const member = (
  username: string,
  fullname: string,
  location: string,
  aboutme: string,
  groups: string[] = [],
  website?: string,
): DemoMember => ({ username, fullname, email: `${username}@demo.community.test`, location, aboutme, groups, website });

export const DEMO_MEMBERS: DemoMember[] = [
  member('alex', 'Alex Morgan', 'Berlin, Germany', 'Runs this community. Maintainer of a small static-site generator; happiest reviewing first pull requests.', ['administrators'], 'https://example.org/alex'),
  member('priya', 'Priya Raman', 'Bengaluru, India', 'Moderator. Works on accessibility tooling and keeps the discussions kind and on topic.', ['Global Moderators']),
  member('jonas', 'Jonas Becker', 'Hamburg, Germany', 'Rust and WebAssembly. Contributes to parsers and build tools in the evenings.'),
  member('mei', 'Mei Tanaka', 'Osaka, Japan', 'Documentation lead on two CLI projects. Believes good docs are the best onboarding.'),
  member('carlos', 'Carlos Mendes', 'Lisbon, Portugal', 'Backend developer; PostgreSQL performance, query plans and the occasional extension.'),
  member('amara', 'Amara Okafor', 'Lagos, Nigeria', 'Organises local open-source meetups and hosts the monthly live-coding sessions.'),
  member('liam', "Liam O'Brien", 'Dublin, Ireland', 'Security researcher. Reports bugs responsibly and writes about supply-chain safety.'),
  member('sofia', 'Sofia Rossi', 'Milan, Italy', 'Designer who codes. Maintains an icon set and helps projects with their UI.'),
  member('noah', 'Noah Kim', 'Seoul, South Korea', 'Student and first-time contributor, learning TypeScript one good-first-issue at a time.'),
  member('fatima', 'Fatima Zahra', 'Casablanca, Morocco', 'Data engineer; contributes to open data pipelines and hosts the data AMA.'),
  member('ethan', 'Ethan Clarke', 'Toronto, Canada', 'DevOps and CI. If your build is slow, he wants to hear about it.'),
  member('olga', 'Olga Petrova', 'Tallinn, Estonia', 'Maintains a testing library; talks about flaky tests more than anyone should.'),
  member('diego', 'Diego Alvarez', 'Buenos Aires, Argentina', 'Podcaster and Go developer. Interviews maintainers about how their projects began.'),
  member('hana', 'Hana Novak', 'Prague, Czechia', 'Translator and i18n contributor; makes software speak Czech, Slovak and German.'),
];

/**
 * Who follows whom in the demo (follower, followed, days ago): everyone follows alex, who runs the
 * community (more than one page of followers), and the moderators and regular hosts gather a few;
 * some are recent enough to be unread notifications.
 */
export const DEMO_FOLLOWS: Array<[string, string, number]> = [
  ['priya', 'alex', 60],
  ['jonas', 'alex', 45],
  ['mei', 'alex', 40],
  ['carlos', 'alex', 33],
  ['sofia', 'alex', 28],
  ['noah', 'alex', 21],
  ['fatima', 'alex', 17],
  ['ethan', 'alex', 13],
  ['liam', 'alex', 12],
  ['olga', 'alex', 10],
  ['diego', 'alex', 6],
  ['hana', 'alex', 2],
  ['amara', 'alex', 0.3],
  ['jonas', 'priya', 20],
  ['mei', 'priya', 9],
  ['carlos', 'priya', 0.5],
  ['sofia', 'priya', 0.2],
  ['priya', 'amara', 14],
  ['jonas', 'amara', 6],
  ['noah', 'amara', 1],
  ['alex', 'jonas', 8],
  ['mei', 'jonas', 3],
  ['priya', 'mei', 4],
  ['hana', 'mei', 0.8],
  ['fatima', 'carlos', 5],
  ['ethan', 'carlos', 0.1],
  ['diego', 'sofia', 2],
  ['olga', 'liam', 7],
];
