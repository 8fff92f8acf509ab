import { screen } from '@testing-library/react';
import { visitorConfig } from '@/mocks/factories/config';
import { preloadMemberHeader } from '@/components/shell';
import { startMswServer } from '../support/msw';
import { renderHost } from './harness';

jest.mock('@/components/shell', () => ({ ...jest.requireActual('@/components/shell'), preloadMemberHeader: jest.fn() }));

startMswServer();

describe('the login dialog and the member\'s header', () => {
  it('loads the member\'s header code while the dialog is open, once, before anything is sent', () => {
    const { open } = renderHost(visitorConfig());
    expect(preloadMemberHeader).not.toHaveBeenCalled();
    open('login');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(preloadMemberHeader).toHaveBeenCalledTimes(1);
  });
});
