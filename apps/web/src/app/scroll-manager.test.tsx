import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ScrollManager } from '@/app/scroll-manager';

function Page({ withAnchor = false }: { withAnchor?: boolean }) {
  return (
    <>
      <Link to="/terms">Terms</Link>
      <Link to="/#plans">Plans</Link>
      {withAnchor && <section id="plans">Plans section</section>}
    </>
  );
}

describe('ScrollManager', () => {
  let scrollTo: Mock<(options: ScrollToOptions) => void>;
  let scrollIntoView: Mock<(options?: boolean | ScrollIntoViewOptions) => void>;
  beforeEach(() => {
    scrollTo = vi.fn<(options: ScrollToOptions) => void>();
    scrollIntoView = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>();
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls smoothly to the top on a route change and to the anchor of a hash link', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/about']}>
        <ScrollManager />
        <Routes>
          <Route path="/" element={<Page withAnchor />} />
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Plans' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('plans'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the anchor in place while sections above it render, until the visitor scrolls', () => {
    let onResize: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe() {}
        disconnect() {
          onResize = () => undefined;
        }
      },
    );
    let height = 1000;
    vi.spyOn(document.body, 'scrollHeight', 'get').mockImplementation(() => height);
    render(
      <MemoryRouter initialEntries={['/#plans']}>
        <ScrollManager />
        <Routes>
          <Route path="/" element={<Page withAnchor />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // The plans grid replaces its skeleton: the page grows and the anchor moves.
    height = 1400;
    onResize();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    expect(scrollIntoView.mock.instances[1]).toBe(document.getElementById('plans'));
    // The visitor scrolls: their position wins.
    window.dispatchEvent(new Event('wheel'));
    height = 1800;
    onResize();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
