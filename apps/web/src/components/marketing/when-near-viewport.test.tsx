import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from '@/components/marketing/when-near-viewport';

/** An observer that never reports an intersection (the section is far below). */
class FarAwayObserver {
  observe() {}
  disconnect() {}
}

function Page() {
  return (
    <section id="contact">
      <WhenNearViewport placeholder={<p>placeholder</p>}>
        <p>the form</p>
      </WhenNearViewport>
    </section>
  );
}

describe('WhenNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the placeholder while the section is far and not asked for', () => {
    vi.stubGlobal('IntersectionObserver', FarAwayObserver);
    render(<Page />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
  });

  it('renders at once when the URL jumps to its section, without waiting on the observer', () => {
    vi.stubGlobal('IntersectionObserver', FarAwayObserver);
    window.history.replaceState(null, '', '/#contact');
    render(<Page />);
    expect(screen.getByText('the form')).toBeInTheDocument();
  });

  it('renders when the fragment changes to its section later', () => {
    vi.stubGlobal('IntersectionObserver', FarAwayObserver);
    render(<Page />);
    window.history.replaceState(null, '', '/#contact');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    return expect(screen.findByText('the form')).resolves.toBeInTheDocument();
  });
});
