import { lazy, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { LazyDialog } from './lazy-dialog';

async function html(node: ReactNode) {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('a dialog loaded on first use', () => {
  it('renders nothing, and loads none of its code, while it has not opened', async () => {
    const load = jest.fn(async () => ({ default: () => <p>The dialog</p> }));
    const Dialog = lazy(load);
    expect(
      await html(
        <LazyDialog open={false}>
          <Dialog />
        </LazyDialog>,
      ),
    ).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its code and renders it once it opens', async () => {
    const load = jest.fn(async () => ({ default: () => <p>The dialog</p> }));
    const Dialog = lazy(load);
    expect(
      await html(
        <LazyDialog open>
          <Dialog />
        </LazyDialog>,
      ),
    ).toContain('<p>The dialog</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
