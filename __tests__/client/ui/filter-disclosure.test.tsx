import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDisclosure, PhoneFold } from '@/components/ui';
import { InEnglish } from '../support/render';

function Filters({ active }: { active: number }) {
  return (
    <form role="search" aria-label="Filter posts">
      <FilterDisclosure active={active} sort={<button type="button">Latest</button>}>
        <label>
          Search posts <input type="search" />
        </label>
      </FilterDisclosure>
    </form>
  );
}

describe('ui FilterDisclosure (R1.16: content before filters on phones)', () => {
  it('names the filters button with how many filters are active, and with none says only Filters', () => {
    const { rerender } = render(<Filters active={2} />, { wrapper: InEnglish });
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toBeInTheDocument();
    rerender(<Filters active={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('starts folded, opens and folds again; the button controls the filters and the sort stays outside them', async () => {
    const user = userEvent.setup();
    render(<Filters active={1} />, { wrapper: InEnglish });
    const toggle = screen.getByRole('button', { name: 'Filters 1 active' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('searchbox', { name: 'Search posts' }));
    expect(panel).not.toContainElement(screen.getByRole('button', { name: 'Latest' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
  });

  it('opens from the keyboard; Escape inside the open filters folds them and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<Filters active={0} />, { wrapper: InEnglish });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('searchbox', { name: 'Search posts' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('ui PhoneFold', () => {
  it('folds a part of the page behind its named button, which opens and folds it', async () => {
    const user = userEvent.setup();
    render(
      <PhoneFold label="About the project">
        <p>A small project.</p>
      </PhoneFold>,
    );
    const toggle = screen.getByRole('button', { name: 'About the project' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('A small project.');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
  });
});
