import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/fixtures';
import { inLightAndDark } from './support/a11y';

/** The widget providers' hosts (TradingView, Google Translate), never our own chunks. */
const THIRD_PARTY = (url: URL) => /tradingview|translate\.google/.test(url.hostname);

const PAGES = [
  { path: '/', heading: /Copy the trades of professionals/, title: /Copy trading/ },
  { path: '/about', heading: /^About /, title: /^About us \| / },
  { path: '/contact', heading: 'Contact us', title: /^Contact us \| / },
  { path: '/support', heading: 'Support', title: /^Support \| / },
  { path: '/terms', heading: 'Terms of Service', title: /^Terms of Service \| / },
  { path: '/privacy', heading: 'Privacy Policy', title: /^Privacy Policy \| / },
] as const;

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path === '/') {
    // Plans and the contact form load as the visitor nears them: bring them in, then go back up.
    await page.locator('#plans').scrollIntoViewIfNeeded();
    await expect(page.locator('#plans').getByRole('link').first()).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('#contact form')).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(
      page.getByRole('region', { name: 'Live market prices' }).getByTestId('widget-fallback'),
    ).toBeVisible();
  }
  if (path === '/contact') await expect(page.locator('form')).toBeVisible();
}

test.describe('public pages', () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path} has real content, a title and social preview tags`, async ({ page }) => {
      await settle(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        await page.title(),
      );
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description!,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
        'content',
        /website|article/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
      // Header and footer come from the public layout, around the page's own content.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Retried: the heading can show before the rest of the page has rendered.
      await expect
        .poll(async () => (await page.getByRole('main').innerText()).length)
        .toBeGreaterThan(300);
    });
  }

  test('every footer link opens a real page', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Footer navigation' });
    const links = await footer.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(9);
    const targets: { name: string; href: string }[] = [];
    for (const link of links) {
      targets.push({
        name: (await link.innerText()).trim(),
        href: (await link.getAttribute('href')) ?? '',
      });
    }
    const aboutHeading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    for (const target of targets) {
      await page.goto('/about');
      await page
        .getByRole('navigation', { name: 'Footer navigation' })
        .getByRole('link', { name: target.name, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname !== '/about' || target.href === '/about');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, `${target.name} → ${target.href}`).toBeVisible();
      // The URL changes before the next page has rendered: wait for its own heading.
      if (target.href !== '/about') await expect(h1).not.toHaveText(aboutHeading);
      await expect(h1).not.toHaveText(/page not found/i);
      expect((await h1.innerText()).trim().length, `${target.name} heading`).toBeGreaterThan(2);
      await expect
        .poll(async () => (await page.getByRole('main').innerText()).trim().length)
        .toBeGreaterThan(100);
    }
  });

  test('the contact page shows contact details and a working form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Visit support' })).toHaveAttribute(
      'href',
      '/support',
    );
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByLabel('Full name').fill('Sam Lee');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Message').fill('When will my account be activated?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully')).toBeVisible();
  });

  test('the support page answers activation, deposits, withdrawals and fees', async ({ page }) => {
    await page.goto('/support');
    for (const topic of [
      'Getting started',
      'Deposits',
      'Withdrawals and fees',
      'Plans and profit',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const activation = page.getByRole('button', { name: 'How long does account activation take?' });
    await activation.click();
    await expect(activation).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'How long does account activation take?' }),
    ).toContainText('within 24 hours');
    const fees = page.getByRole('button', { name: 'Are there any fees?' });
    await fees.click();
    await expect(page.getByRole('region', { name: 'Are there any fees?' })).toContainText(
      '10% of the withdrawn amount',
    );
    await page
      .getByRole('navigation', { name: 'Help topics' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    await expect(page.locator('#deposits')).toBeInViewport();
  });

  test('the terms and the privacy policy have their sections', async ({ page }) => {
    await page.goto('/terms');
    for (const section of [
      'Eligibility',
      'Accounts',
      'Deposits and withdrawals',
      'Risk disclosure',
      'Fees',
      'Referral program',
      'Suspension and termination',
      'Limitation of liability',
      'Governing law',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) }),
      ).toBeVisible();
    }
    await expect(page.locator('#fees')).toContainText('10% of the withdrawn amount');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /Governing law/ })
      .click();
    await expect(page.locator('#governing-law')).toBeInViewport();

    await page.goto('/privacy');
    for (const section of [
      'Data we collect',
      'How we use your data',
      'Cookies and local storage',
      'How long we keep it',
      'Your rights',
      'Contact',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) }),
      ).toBeVisible();
    }
    await expect(page.locator('#cookies')).toContainText('We use one cookie: a session cookie');
  });

  test('no serious or critical accessibility violations in light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await page.route(THIRD_PARTY, (route) => route.abort());
    const report: string[] = [];
    for (const { path } of PAGES) {
      await settle(page, path);
      // Let entrance transitions finish so colours are measured at rest.
      await page.waitForTimeout(300);
      await inLightAndDark(page, async (scheme) => {
        const results = await new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
          report.push(
            `${path} (${scheme}) [${violation.impact}] ${violation.id}: ${targets.join(' | ')}`,
          );
        }
      });
    }
    expect(report).toEqual([]);
  });
});
