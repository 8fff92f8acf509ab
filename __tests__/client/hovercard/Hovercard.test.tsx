import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from '@/components/ui/Link';
import { HovercardMount } from '@/components/hovercard';
import { extraCount } from '@/components/hovercard/HovercardCard';
import { closestMemberLink } from '@/components/hovercard/memberLinks';
import { memberSlugOf } from '@/components/hovercard/memberSlug';
import type { HovercardAnswer } from '@/lib/users/types';
import { answerFor, mockFail } from '@/mocks/answer';
import { visitorConfig } from '@/mocks/factories/config';
import { buildHovercard } from '@/mocks/factories/hovercard';
import { fakeClock } from '../support/clock';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

const mei = buildHovercard();

let requests: string[] = [];

startMswServer(
  ...answerFor('GET /api/user/{slug}/hovercard', ({ params }) => {
    requests.push(params.slug!);
    if (params.slug === 'mei') return mei;
    throw mockFail('no-user');
  }),
);

const releases: Array<() => void> = [];
beforeEach(() => {
  requests = [];
});
afterEach(() => releases.splice(0).forEach((release) => release()));

/** A page with a post byline, a mention inside rendered post HTML and an unknown member's link. */
function renderPage() {
  const view = renderWithStore(
    <>
      <p>
        <Link href="/user/mei" data-member-slug="mei">
          Mei Chen
        </Link>{' '}
        · <Link href="/about">About</Link>
      </p>
      <div dangerouslySetInnerHTML={{ __html: '<p>Thanks <a href="/user/mei" class="mention">@mei</a>!</p>' }} />
      <p>
        <Link href="/user/ghost" data-member-slug="ghost">
          Ghost
        </Link>
      </p>
      <HovercardMount />
    </>,
    { config: visitorConfig() },
  );
  releases.push(view.release);
  return view;
}

const card = () => screen.queryByRole('group', { name: /About Mei Chen|Member card/ });

describe('member hovercard (R3.15)', () => {
  it('R3.15: member links are found by their mark or, for mentions, by their profile address', () => {
    document.body.innerHTML =
      '<a id="a" data-member-slug="priya" href="/user/priya"><span id="inner">Priya</span></a>' +
      '<a id="b" class="mention" href="/user/j%C3%B6rg">@jörg</a><a id="c" href="/user/mei">Mei</a>' +
      '<a id="d" class="mention" href="/topic/1">@nope</a>';
    const inner = document.getElementById('inner');
    expect(closestMemberLink(inner)?.id).toBe('a');
    expect(memberSlugOf(closestMemberLink(inner)!)).toBe('priya');
    expect(memberSlugOf(document.getElementById('b') as HTMLAnchorElement)).toBe('jörg');
    expect(closestMemberLink(document.getElementById('c'))).toBeNull();
    expect(memberSlugOf(document.getElementById('d') as HTMLAnchorElement)).toBeNull();
    document.body.innerHTML = '';
  });

  it('R3.15: hovering a member link opens the card after a short delay, with the summary and a profile link; the link still navigates', async () => {
    const user = userEvent.setup();
    renderPage();
    const link = screen.getByRole('link', { name: 'Mei Chen' });
    await user.hover(link);
    expect(card()).toBeNull();
    const shown = await screen.findByRole('group', { name: 'About Mei Chen' });
    expect(within(shown).getByRole('img', { name: 'Picture of Mei Chen' })).toHaveAttribute('src', '/avatars/mei.svg');
    expect(within(shown).getByText('@mei')).toBeInTheDocument();
    const value = (label: string) => within(shown).getByText(label).nextElementSibling?.textContent;
    expect(value('Reputation')).toBe('1,234');
    expect(value('Credits')).toBe('85');
    expect(value('Posts')).toBe('38');
    expect(value('Answers')).toBe('12');
    expect(value('Accepted')).toBe('5');
    expect(value('Events hosted')).toBe('2');
    expect(value('Events attended')).toBe('7');
    expect(value('Projects')).toBe('3');
    expect(value('Badges')).toBe('4');
    expect(value('Followers')).toBe('4');
    expect(value('Following')).toBe('11');
    expect(within(shown).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/user/mei');
    // Non-modal: the link keeps its address and is described by the card.
    expect(link).toHaveAttribute('href', '/user/mei');
    expect(link).toHaveAttribute('aria-describedby', shown.id);
    expect(link).toHaveAccessibleDescription(/Mei Chen.*@mei.*Reputation.*1,234/);
  });

  it('R3.15: the card closes when the pointer leaves, but stays while the pointer moves into it', async () => {
    const { user, pass, until } = fakeClock();
    renderPage();
    const link = screen.getByRole('link', { name: 'Mei Chen' });
    await user.hover(link);
    pass(1_000);
    const shown = await until(() => screen.getByRole('group', { name: 'About Mei Chen' }));
    await user.unhover(link);
    await user.hover(shown);
    pass(1_000);
    expect(card()).toBeInTheDocument();
    await user.unhover(shown);
    pass(1_000);
    expect(card()).toBeNull();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('R3.15: a mention inside a rendered post opens the same card, and the answer is asked for once per member', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.hover(screen.getByRole('link', { name: 'Mei Chen' }));
    await screen.findByRole('group', { name: 'About Mei Chen' });
    await user.unhover(screen.getByRole('link', { name: 'Mei Chen' }));
    await waitFor(() => expect(card()).toBeNull());
    const mention = screen.getByRole('link', { name: '@mei' });
    await user.hover(mention);
    const shown = await screen.findByRole('group', { name: 'About Mei Chen' });
    expect(mention).toHaveAttribute('aria-describedby', shown.id);
    expect(requests).toEqual(['mei']);
  });

  it('R3.15: keyboard focus opens the card, focus stays on the link, and Escape closes it', async () => {
    const { user, pass, until } = fakeClock();
    renderPage();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Mei Chen' });
    expect(link).toHaveFocus();
    pass(1_000);
    const shown = await until(() => screen.getByRole('group', { name: 'About Mei Chen' }));
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-describedby', shown.id);
    // The card's own profile link is not a tab stop: the member link already goes there.
    expect(within(shown).getByRole('link', { name: 'View profile' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    expect(card()).toBeNull();
    expect(link).toHaveFocus();
    // It stays closed until focus comes to a member link again.
    pass(1_000);
    expect(card()).toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await user.tab({ shift: true });
    pass(1_000);
    expect(await until(() => screen.getByRole('group', { name: 'About Mei Chen' }))).toBeInTheDocument();
    await user.tab();
    pass(1_000);
    expect(card()).toBeNull();
  });

  it('R3.15: an unknown member’s card says so in a short message and nothing breaks', async () => {
    const user = userEvent.setup();
    renderPage();
    const ghost = screen.getByRole('link', { name: 'Ghost' });
    await user.hover(ghost);
    const shown = await screen.findByRole('group', { name: 'Member card' });
    expect(await within(shown).findByText('This member could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The other cards still work.
    await user.unhover(ghost);
    await user.hover(screen.getByRole('link', { name: 'Mei Chen' }));
    expect(await screen.findByRole('group', { name: 'About Mei Chen' })).toBeInTheDocument();
  });

  it('R3.15: a card that failed for a network reason is asked for again on the next hover', async () => {
    let failed = false;
    server.use(
      ...answerFor('GET /api/user/{slug}/hovercard', () => {
        if (failed) return mei;
        failed = true;
        throw mockFail('internal-error');
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const link = screen.getByRole('link', { name: 'Mei Chen' });
    await user.hover(link);
    expect(await screen.findByText('This member’s card could not be loaded.')).toBeInTheDocument();
    await user.unhover(link);
    await waitFor(() => expect(card()).toBeNull());
    await user.hover(link);
    expect(await screen.findByRole('group', { name: 'About Mei Chen' })).toBeInTheDocument();
  });

  it('R3.15: on touch the link just navigates: no card opens', async () => {
    const { user, pass } = fakeClock();
    renderPage();
    const link = screen.getByRole('link', { name: 'Mei Chen' });
    // (jsdom cannot navigate; the tap's click is kept from trying.)
    link.addEventListener('click', (event) => event.preventDefault());
    // A tap: the touch pointer comes onto the link, presses (focus moves to it) and lets go.
    await user.pointer([{ keys: '[TouchA>]', target: link }, { keys: '[/TouchA]', target: link }]);
    pass(1_000);
    expect(card()).toBeNull();
    expect(requests).toEqual([]);
  });

  it('R3.15: followers and following show only when the answer carries them', async () => {
    const { followers: _followers, following: _following, ...rest } = mei;
    const withoutFollows = rest as unknown as HovercardAnswer;
    expect(extraCount(withoutFollows, 'followers')).toBeUndefined();
    expect(extraCount({ ...withoutFollows, counts: { ...mei.counts, followers: 9 } } as HovercardAnswer, 'followers')).toBe(9);
    // An answer without them (off the contract on purpose: the card must not invent a zero).
    server.use(http.get('*/user/mei/hovercard', () => HttpResponse.json(withoutFollows)));
    const user = userEvent.setup();
    renderPage();
    await user.hover(screen.getByRole('link', { name: 'Mei Chen' }));
    const shown = await screen.findByRole('group', { name: 'About Mei Chen' });
    expect(within(shown).getByText('Credits').nextElementSibling).toHaveTextContent('85');
    expect(within(shown).queryByText('Followers')).toBeNull();
    expect(within(shown).queryByText('Following')).toBeNull();
  });
});
