import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/about', element: <h1>About</h1> },
  { path: '*', Component: NotFoundPage },
];

describe('NotFoundPage', () => {
  it('says the visitor got lost, offers Go Back and a link home, and sets the title', () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/nope'] })} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found — Waliyy');
  });

  it('goes to the home page when there is no history to go back to', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/nope'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
