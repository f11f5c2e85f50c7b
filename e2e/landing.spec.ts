import { expect, type Page, test } from './support/fixtures';
import { E2E_ADMIN } from '../playwright.config';

/** The widget providers' hosts (TradingView, Google Translate), never our own chunks. */
const THIRD_PARTY = (url: URL) => /tradingview|translate\.google/.test(url.hostname);

/** Waits until the below-the-fold sections (their own chunk) are on the page. */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#contact')).toBeAttached();
}

test.describe('landing page', () => {
  test('has its title, description and social preview tags', async ({ page }) => {
    await openLanding(page);
    await expect(page).toHaveTitle(/Copy trading and crypto investment plans/);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain('up to 80% return');
    expect(await meta('meta[property="og:title"]')).toBe(await page.title());
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary');
    await expect(page.getByText('Earn up to 80% return on your investment')).toBeVisible();
  });

  test('shows the services, benefits and statistics the specification lists', async ({ page }) => {
    await openLanding(page);
    const services = page.locator('#services');
    for (const service of [
      'Copy trading',
      'Financial advisory',
      'Forex trading',
      'Index trading',
      'ETF stocks',
      'CFDs',
    ]) {
      await expect(services.getByRole('heading', { name: service, exact: true })).toBeVisible();
    }
    await expect(services).toContainText("Novice traders mirror professional traders' positions");
    for (const benefit of [
      'Real-time data',
      '24/7 online support',
      'Higher security',
      'Multiple crypto deposit options',
      'Instant withdrawal after confirmation',
      'Transparent performance statistics',
    ]) {
      await expect(page.getByRole('heading', { name: benefit, exact: true })).toBeVisible();
    }
    const stats = page.getByRole('region', { name: 'Our trading in numbers' });
    await expect(stats).toContainText('95%');
    await expect(stats).toContainText('Average win rate');
    await expect(stats).toContainText('1.85');
    await expect(stats).toContainText('12 hours');
    await expect(stats).toContainText('Up to 41%');
    await expect(stats).toContainText('Indices containing about 0.24%');
  });

  test('every header anchor scrolls to its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [label, id] of [
      ['Contact', 'contact'],
      ['About', 'about'],
      ['Plans', 'plans'],
      ['Services', 'services'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    // The hero's "View plans" link is an anchor too.
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'View plans' }).click();
    await expect(page.locator('#plans')).toBeInViewport();
  });

  test('an anchor link from another page opens the landing page at its section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openLanding(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = page.locator('#public-mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Plans', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#plans')).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#public-mobile-menu').getByRole('link', { name: 'About' }).click();
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('plan cards lead to /register, or to /plans when signed in', async ({ page }) => {
    await openLanding(page);
    const plans = page.locator('#plans');
    // The plans load as the visitor nears the section.
    await plans.scrollIntoViewIfNeeded();
    const cards = plans.getByRole('article');
    // A fresh server has the starter plans.
    await expect(cards.first()).toBeVisible();
    for (const link of await plans.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', '/register');
    }
    // Amounts are formatted as dollars with 2 decimals.
    await expect(cards.first()).toContainText(/Min\. Amount\s*\$[\d,]+\.\d{2}/);

    const login = await page.request.post('/v1/account/sessions/email', {
      data: E2E_ADMIN,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(login.ok()).toBe(true);
    await page.goto('about:blank'); // a fresh load, so the session is asked for again
    await openLanding(page, '/#plans');
    await expect(plans.getByRole('link').first()).toHaveAttribute('href', '/plans');
    for (const link of await plans.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', '/plans');
    }
  });

  test('the testimonial carousel moves by button, keyboard and swipe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    const carousel = page.getByRole('region', { name: 'Investor testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeInViewport();
    const slide = (n: number) => carousel.getByRole('group', { name: `Testimonial ${n} of 5` });
    await expect(slide(1)).toBeVisible({ timeout: 10_000 });

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide(2)).toBeInViewport();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(slide(5)).toBeInViewport();

    await carousel.getByTestId('carousel-viewport').focus();
    await page.keyboard.press('ArrowRight');
    await expect(slide(1)).toBeInViewport();
    await page.keyboard.press('ArrowRight');
    await expect(slide(2)).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expect(slide(1)).toBeInViewport();

    // Real touch input through the DevTools protocol.
    const box = (await carousel.getByTestId('carousel-viewport').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    async function swipe(fromX: number, toX: number) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: (fromX + toX) / 2, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: toX, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    const middle = box.x + box.width / 2;
    await swipe(middle + 100, middle - 100);
    await expect(slide(2)).toBeInViewport();
    await swipe(middle - 100, middle + 100);
    await expect(slide(1)).toBeInViewport();
    // A short swipe (under the 75 px threshold) does not move it.
    await swipe(middle + 30, middle - 30);
    await page.waitForTimeout(600);
    await expect(slide(1)).toBeInViewport();
  });

  test('the FAQ answers open and close with accessible buttons', async ({ page }) => {
    await openLanding(page);
    const question = page.getByRole('button', { name: 'How do withdrawals work?' });
    await question.scrollIntoViewIfNeeded();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How do withdrawals work?' })).toContainText(
      '10% of the withdrawn amount',
    );
  });

  test('the contact form shows each validation message, then the success toast', async ({
    page,
  }) => {
    await openLanding(page, '/#contact');
    const form = page.locator('#contact form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Jane Doe');
    await form.getByLabel('Email').fill('jane@example');
    await form.getByLabel('Message').fill('How do I make my first deposit?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Full name is required')).toBeHidden();

    await form.getByLabel('Email').fill('jane@example.com');
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/v1/contact') && request.method() === 'POST',
    );
    const started = Date.now();
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await posted).postDataJSON()).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      message: 'How do I make my first deposit?',
    });
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Message sent successfully')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(form.getByLabel('Full name')).toHaveValue('');
  });

  test("the contact form shows the server's message when the request is refused", async ({
    page,
  }) => {
    await page.route('**/v1/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please slow down and try again shortly.',
        }),
      }),
    );
    await openLanding(page, '/#contact');
    const form = page.locator('#contact form');
    await form.getByLabel('Full name').fill('Jane Doe');
    await form.getByLabel('Email').fill('jane@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Too many requests. Please slow down and try again shortly.'),
    ).toBeVisible();
    await expect(page.getByText('Message sent successfully')).toBeHidden();
  });

  test('works with the widget providers unreachable: fallbacks, no errors from our code', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A refused or failed network request is logged by the browser, not by our code.
      if (message.text().startsWith('Failed to load resource')) return;
      problems.push(`console.error: ${message.text()}`);
    });
    const blocked: string[] = [];
    await page.route(THIRD_PARTY, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    await openLanding(page);
    const ticker = page.getByRole('region', { name: 'Live market prices' });
    await expect(ticker.getByText('Live market data is unavailable right now')).toBeVisible();
    const tickerBox = await ticker.boundingBox();
    expect(tickerBox?.height).toBe(72);

    const chart = page.getByRole('region', { name: 'Interactive price chart' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByText('Live market data is unavailable right now')).toBeVisible();
    await expect(chart.locator('iframe')).toHaveCount(0);
    expect(blocked.some((url) => url.includes('embed-widget-ticker-tape.js'))).toBe(true);
    expect(blocked.some((url) => url.includes('embed-widget-advanced-chart.js'))).toBe(true);

    // The translation widget loads only when asked for, and says so when it cannot.
    expect(blocked.some((url) => url.includes('translate.google'))).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Translate this page' }).click();
    await expect(
      page.getByText('Translation is unavailable right now. Please try again later.'),
    ).toBeVisible();
    expect(blocked.some((url) => url.includes('translate.google.com'))).toBe(true);

    expect(problems).toEqual([]);
  });

  test('widgets follow the theme without leaving the reserved box', async ({ page }) => {
    await page.route(THIRD_PARTY, (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await openLanding(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    const chart = page.getByRole('region', { name: 'Interactive price chart' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByText('Live market data is unavailable right now')).toBeVisible();
    const before = await chart.boundingBox();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(chart.getByText('Live market data is unavailable right now')).toBeVisible();
    expect((await chart.boundingBox())?.height).toBe(before?.height);
  });
});
