/**
 * Lighthouse scores (performance, accessibility, best practices, SEO) for `/` and `/login` of a
 * running server, with Lighthouse's default mobile settings (emulated phone, simulated slow 4G and
 * 4x CPU slowdown) in the system Chromium. Targets: ≥ 95 in every category.
 *
 * Usage: npx tsx bench/lighthouse.ts [baseUrl=http://localhost:3000] [--runs 3] [--paths /,/login]
 *   [--save dir]
 * With several runs the median score per category is printed. `--save` writes each run's full
 * Lighthouse report (JSON) to `dir`, to look into the audits' details.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const positional = process.argv.slice(2).filter((arg, i, all) => {
  return !arg.startsWith('--') && !all[i - 1]?.startsWith('--');
});
const baseUrl = (positional[0] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Math.max(1, Number(option('runs') ?? 1));
const paths = (option('paths') ?? '/,/login').split(',');
const saveDir = option('save');
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Trace recording sometimes fails in headless Chromium; Lighthouse asks to run again. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function audit(url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3 && RETRYABLE.has(lhr.runtimeError.code)) return audit(url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

let belowTarget = false;
try {
  for (const path of paths) {
    const url = baseUrl + path;
    const scores: Record<string, number[]> = {};
    const metrics: Record<string, number[]> = {};
    const problems = new Map<string, string>();
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(url);
      if (saveDir) {
        const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${run + 1}.json`;
        fs.writeFileSync(nodePath.join(saveDir, name), JSON.stringify(lhr, null, 1));
      }
      for (const category of CATEGORIES) {
        (scores[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
          problems.set(`${category}/${ref.id}`, `${audit.title}${detail}`);
        }
      }
      for (const id of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]) {
        const value = lhr.audits[id]?.numericValue;
        if (value !== undefined) (metrics[id] ??= []).push(value);
      }
    }

    const line = CATEGORIES.map((category) => {
      const score = median(scores[category]!);
      if (score < TARGET) belowTarget = true;
      return `${category} ${score}${score < TARGET ? ' (below 95)' : ''}`;
    }).join(', ');
    console.log(`${path}: ${line}${runs > 1 ? ` (median of ${runs})` : ''}`);
    const m = (id: string) => median(metrics[id] ?? [0]);
    console.log(
      `  FCP ${(m('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(m('largest-contentful-paint') / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(m('total-blocking-time'))} ms, CLS ${m('cumulative-layout-shift').toFixed(3)}, ` +
        `Speed Index ${(m('speed-index') / 1000).toFixed(2)} s`,
    );
    for (const [id, title] of problems) console.log(`  - ${id}: ${title}`);
  }
} finally {
  chrome.kill();
}
process.exitCode = belowTarget ? 1 : 0;
