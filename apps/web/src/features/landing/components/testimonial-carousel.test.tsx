import { landingSettings, TESTIMONIAL_SWIPE_PX } from '@copyvest/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testimonials } from '@/content/landing';
import { TestimonialCarousel } from './testimonial-carousel';

function renderCarousel() {
  render(
    <TestimonialCarousel items={landingSettings.defaults.testimonials} labels={testimonials} />,
  );
}

/** The slide that is shown (the others are hidden from assistive technology). */
function currentSlide() {
  const visible = screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('inert'));
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('aria-label');
}

function swipe(dx: number, dy = 0) {
  const viewport = screen.getByTestId('carousel-viewport');
  fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
}

describe('TestimonialCarousel', () => {
  it('shows five testimonials, one at a time', () => {
    renderCarousel();
    expect(landingSettings.defaults.testimonials).toHaveLength(5);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(currentSlide()).toBe('Testimonial 1 of 5');
  });

  it('moves with the previous and next buttons, wrapping around', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toBe('Testimonial 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentSlide()).toBe('Testimonial 5 of 5');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toBe('Testimonial 1 of 5');
  });

  it('jumps to a slide with its dot, which is marked current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show testimonial 4' }));
    expect(currentSlide()).toBe('Testimonial 4 of 5');
    expect(screen.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByTestId('carousel-viewport').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toBe('Testimonial 3 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toBe('Testimonial 2 of 5');
  });

  it(`moves on a horizontal swipe longer than ${TESTIMONIAL_SWIPE_PX} px only`, () => {
    renderCarousel();
    swipe(-TESTIMONIAL_SWIPE_PX);
    expect(currentSlide()).toBe('Testimonial 1 of 5');
    swipe(-(TESTIMONIAL_SWIPE_PX + 1));
    expect(currentSlide()).toBe('Testimonial 2 of 5');
    swipe(TESTIMONIAL_SWIPE_PX + 40);
    expect(currentSlide()).toBe('Testimonial 1 of 5');
    swipe(40);
    expect(currentSlide()).toBe('Testimonial 1 of 5');
  });

  it('ignores a mostly vertical gesture (page scrolling)', () => {
    renderCarousel();
    swipe(-100, 200);
    expect(currentSlide()).toBe('Testimonial 1 of 5');
  });
});
