import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import { ResultPage } from './ResultPage';

describe('ResultPage', () => {
  it('shows the title and description', () => {
    renderRoutes([{ path: '/', element: <ResultPage title="Nothing here" description="Try later" /> }]);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
  });

  it('goes home when there is no history to go back to', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/empty', element: <ResultPage title="Empty" /> },
      ],
      { route: '/empty' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('uses a custom action instead of the back button', () => {
    renderRoutes([{ path: '/', element: <ResultPage title="Done" action={<a href="/x">Next</a>} /> }]);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
  });
});
