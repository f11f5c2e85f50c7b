import { TESTIMONIAL_SWIPE_PX } from '@copyvest/shared';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export type Testimonial = { name: string; role: string; quote: string };

type Labels = {
  label: string;
  previous: string;
  next: string;
  goTo: (n: number) => string;
  position: (n: number, total: number) => string;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * One testimonial at a time. Moves with the previous/next buttons, the dots, the left and right
 * arrow keys, and a horizontal touch swipe longer than TESTIMONIAL_SWIPE_PX. Wraps around.
 */
export function TestimonialCarousel({
  items,
  labels,
  swipeThreshold = TESTIMONIAL_SWIPE_PX,
}: {
  items: readonly Testimonial[];
  labels: Labels;
  swipeThreshold?: number;
}) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;

  const goTo = (next: number) => setIndex(((next % count) + count) % count);
  const previous = () => goTo(index - 1);
  const next = () => goTo(index + 1);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  }

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) <= swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move the slides from the viewport or its buttons alike: they are handled once, on the carousel
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      onKeyDown={onKeyDown}
      className="mx-auto mt-12 max-w-3xl"
    >
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users focus the viewport to move the slides with the arrow keys
        tabIndex={0}
        data-testid="carousel-viewport"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touchStart.current = null)}
        className="touch-pan-y overflow-hidden rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-500"
      >
        <div
          aria-live="polite"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {items.map((item, itemIndex) => {
            const current = itemIndex === index;
            return (
              <div
                key={item.name}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.position(itemIndex + 1, count)}
                aria-hidden={!current}
                inert={!current}
                className="w-full shrink-0 px-1"
              >
                <figure className="h-full rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
                  <Quote
                    className="size-8 text-emerald-600 dark:text-emerald-400"
                    aria-hidden="true"
                  />
                  <blockquote className="mt-4 text-lg leading-8 text-pretty text-slate-800 sm:text-xl dark:text-slate-100">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white dark:bg-emerald-500 dark:text-slate-950"
                    >
                      {initials(item.name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900 dark:text-white">
                        {item.name}
                      </span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">
                        {item.role}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-4">
        <CarouselButton label={labels.previous} onClick={previous}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </CarouselButton>
        <div className="flex items-center gap-1">
          {items.map((item, itemIndex) => (
            <button
              key={item.name}
              type="button"
              aria-label={labels.goTo(itemIndex + 1)}
              aria-current={itemIndex === index ? 'true' : undefined}
              onClick={() => goTo(itemIndex)}
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-emerald-500"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all motion-reduce:transition-none',
                  itemIndex === index
                    ? 'w-5 bg-emerald-700 dark:bg-emerald-400'
                    : 'w-2 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-600',
                )}
              />
            </button>
          ))}
        </div>
        <CarouselButton label={labels.next} onClick={next}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </CarouselButton>
      </div>
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
