import { render, screen, within } from '@testing-library/react';
import { SearchLogTables } from '@/components/admin/SearchLogTables';
import SearchLogPage from '@/pages/admin/searches';
import { InEnglish } from '../support/render';

/** The administrators' search log page: both lists as tables, terms shown as text. */

const report = {
  days: 30,
  top: [
    { term: 'typescript', searches: 12, last_found: 40, last_searched: '2026-11-20T10:00:00.000Z' },
    { term: '<img src=x onerror=alert(1)>', searches: 2, last_found: 0, last_searched: '2026-11-21T10:00:00.000Z' },
  ],
  no_results: [{ term: '<img src=x onerror=alert(1)>', searches: 2, last_found: 0, last_searched: '2026-11-21T10:00:00.000Z' }],
};

describe('R9.2 search log tables', () => {
  it('lists top searches and searches with no results, terms as text', () => {
    const { container } = render(<SearchLogTables report={report} />, { wrapper: InEnglish });
    const top = screen.getByRole('region', { name: 'Top searches' });
    const rows = within(top).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('typescript');
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '40', '20 November 2026']);
    const none = screen.getByRole('region', { name: 'Searches with no results' });
    expect(within(none).getByRole('rowheader')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('says when a list is empty', () => {
    render(<SearchLogTables report={{ days: 30, top: [], no_results: [] }} />, { wrapper: InEnglish });
    expect(screen.getByText('No searches yet.')).toBeInTheDocument();
    expect(screen.getByText('Every search found something.')).toBeInTheDocument();
  });

  it('members who are not administrators see why there is nothing', () => {
    render(<SearchLogPage state="forbidden" />, { wrapper: InEnglish });
    expect(screen.getByRole('heading', { name: 'Search log', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only administrators');
  });
});
