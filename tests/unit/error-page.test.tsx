// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { SafeBoundary } from '../../src/app/safe-boundary.tsx';
import { RootErrorBoundary } from '../../src/app/root-error-boundary.tsx';
import { describeError } from '../../src/app/error-info.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderRouter(loader: () => unknown, path = '/x') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        ErrorBoundary: RootErrorBoundary,
        children: [
          { path: '/x', loader, Component: () => <p>ok</p> },
          { path: '/en/x', loader, Component: () => <p>ok</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<RouterProvider router={router} />);
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
  return container;
}

describe('error screens', () => {
  it('show status and message of a route error', async () => {
    const view = await renderRouter(() => {
      throw data({ message: 'Payload service unavailable' }, { status: 503 });
    });
    expect(view.textContent).toContain('503');
    expect(view.textContent).toContain('Payload service unavailable');
  });

  it('default to status 500 and message "Error"', () => {
    expect(describeError(undefined)).toEqual({ status: 500, message: 'Error' });
    expect(describeError(new Error(''))).toEqual({ status: 500, message: 'Error' });
    expect(describeError('oops')).toEqual({ status: 500, message: 'Error' });
  });

  it('show the 404 texts with a link home in the page language', async () => {
    const view = await renderRouter(() => {
      throw data(null, { status: 404 });
    }, '/en/x');
    expect(view.querySelector('h1')?.textContent).toBe('This page could not be found');
    const link = [...view.querySelectorAll('a')].find((a) => a.textContent === 'Back to the home page');
    expect(link?.getAttribute('href')).toBe('/en');
  });

  it('fall back to a bare page when the error page itself fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('broken error page');
    };
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <SafeBoundary>
          <Broken />
        </SafeBoundary>,
      );
    });
    expect(container.querySelector('h1')?.textContent).toBe('An error occurred while showing the error page');
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Go back to home');
    expect(link?.getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
