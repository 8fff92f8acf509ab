import { dialogForHash } from '@/components/shell/hashRoutes';

describe('URL-hash dialog rules (R2.2)', () => {
  it.each([
    ['#feedback', false, { name: 'feedback' }],
    ['#feedback', true, { name: 'feedback' }],
    ['#earlyaccess', false, { name: 'earlyaccess' }],
    ['#earlyaccess', true, { name: 'earlyaccess' }],
    ['#talktous', false, { name: 'talktous' }],
    ['#talktous', true, { name: 'talktous' }],
    ['#invite', true, { name: 'invite' }],
    ['#invite', false, { name: 'login', props: { from: 'invite', then: 'invite' } }],
    ['#login', false, { name: 'login' }],
    ['#login', true, null],
    ['#join', false, { name: 'login', props: { join: true, from: 'join' } }],
    ['#join', true, null],
    ['#report', true, { name: 'report' }],
    ['#report', false, { name: 'login', props: { from: 'report', then: 'report' } }],
    ['#section-3', false, null],
    ['', true, null],
  ])('R2.2: %s (logged in: %s)', (hash, loggedIn, expected) => {
    expect(dialogForHash(hash, loggedIn)).toEqual(expected);
  });
});
