import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProjectPicker, type PickedProject } from '@/components/projects';
import { answerFor } from '@/mocks/answer';
import { buildProject, projectSearch } from '@/mocks/factories/projects';
import { server, startMswServer } from '../support/msw';
import { InEnglish } from '../support/render';

startMswServer();

function Harness({ max = 2 }: { max?: number }) {
  const [value, setValue] = useState<PickedProject[]>([]);
  return <ProjectPicker label="Projects" value={value} onChange={setValue} max={max} />;
}

describe('the project picker (R1.10, R7.4)', () => {
  it('R7.4 searches projects after a pause, picks with the keyboard, removes with the chip, stops at the maximum', async () => {
    const terms: string[] = [];
    server.use(
      ...answerFor('GET /api/events/v1/search', ({ query }) => {
        terms.push(`${query.get('type')}:${query.get('term')}`);
        // The search marks the term in the names (R7.4).
        return projectSearch([buildProject(1, { name: '<mark>Plot</mark>line' }), buildProject(2, { name: '<mark>Plot</mark> Kit' })]);
      }),
    );
    const user = userEvent.setup();
    render(<Harness />, { wrapper: InEnglish });
    const box = screen.getByRole('combobox', { name: 'Projects' });
    await user.type(box, 'plot');
    await screen.findByRole('option', { name: 'Plotline' });
    expect(terms).toEqual(['project:plot']);
    expect(screen.getByText('2 projects found. Use the arrow keys to choose.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('list', { name: 'Projects: chosen' })).toHaveTextContent('Plotline');
    // The chosen one is not offered again.
    await user.type(screen.getByRole('combobox', { name: 'Projects' }), 'plot');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: 'Plot Kit' }));
    // Two of two: the search goes away until one is removed.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove project Plotline' }));
    expect(screen.getByRole('combobox', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Projects: chosen' })).toHaveTextContent('Plot Kit');
  });
});
